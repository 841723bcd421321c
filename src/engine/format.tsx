// List cells and detail values through the type → widget registry (src/engine/fieldTypes). `renderValue`
// keeps its signature for the list's cells; `asStatus` still forces a status Badge on any string field.
import type { ReactNode } from 'react';
import type { TFunction, i18n as I18n } from 'i18next';
import type { BadgeTone } from '@ds/Badge';
import type { FieldSchema } from './schema';
import {
  emptyValueText,
  enumBadge,
  fieldCell,
  fieldDetail,
  fieldText,
  isEmptyValue,
} from './fieldTypes/registry';

export { defaultStatusTones, formatDateTime } from './fieldTypes/registry';

export interface RenderValueOptions {
  i18n: I18n;
  t: TFunction;
  resource: string;
  field: string;
  schema: FieldSchema;
  value: unknown;
  /** Render as a status Badge. */
  asStatus?: boolean;
  statusTones?: Readonly<Record<string, BadgeTone>>;
  /** 'cell' (default): compact list cell; 'detail': the detail renderer; 'text': plain text (export). */
  mode?: 'cell' | 'detail' | 'text';
  /** The field's translated label (names code blocks in detail mode). */
  label?: string;
}

export function renderValue(options: RenderValueOptions): ReactNode {
  const { mode = 'cell', asStatus, value } = options;
  if (mode === 'text') return fieldText(options);
  if (asStatus && typeof value === 'string' && !isEmptyValue(value)) return enumBadge(options);
  if (isEmptyValue(value)) return emptyValueText(options);
  return mode === 'detail' ? fieldDetail(options) : fieldCell(options);
}

/** Plain text of a value (CSV export, titles). */
export function valueText(options: Omit<RenderValueOptions, 'mode' | 'asStatus'>): string {
  return fieldText(options);
}
