// A value as the plain text a list cell shows (no badge or link), for CSV export: the type registry's
// text (same labels, units and date format as on screen), an empty cell for no value.
import type { TFunction, i18n as I18n } from 'i18next';
import { valueText } from '../format';
import { valueLabel } from '../labels';
import type { FieldSchema } from '../schema';

export interface PlainTextOptions {
  i18n: I18n;
  t: TFunction;
  resource: string;
  field: string;
  schema: FieldSchema;
  value: unknown;
  /** The status field: its values are shown by their labels even without an enum in the schema. */
  asStatus?: boolean;
}

export function plainText(options: PlainTextOptions): string {
  const { i18n, t, resource, field, value, asStatus } = options;
  // A spreadsheet cell stays empty rather than holding the screen's "—".
  if (value === null || value === undefined || value === '') return '';
  if (asStatus && typeof value === 'string') return valueLabel(i18n, t, resource, field, value);
  return valueText(options);
}
