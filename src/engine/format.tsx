// One type → renderer table for list cells and detail values (aesthetics practice 11).
import type { ReactNode } from 'react';
import type { TFunction, i18n as I18n } from 'i18next';
import { Badge, type BadgeTone } from '@ds/Badge';
import type { FieldSchema } from './schema';
import { valueLabel } from './labels';

/** Default badge tones for common status values. */
export const defaultStatusTones: Readonly<Record<string, BadgeTone>> = {
  active: 'success',
  enabled: 'success',
  verified: 'success',
  pending: 'info',
  processing: 'info',
  inactive: 'neutral',
  disabled: 'neutral',
  unverified: 'warning',
  error: 'danger',
  failed: 'danger',
};

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
}

export function formatDateTime(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function renderValue(options: RenderValueOptions): ReactNode {
  const { i18n, t, resource, field, schema, value, asStatus, statusTones } = options;
  if (value === null || value === undefined || value === '') return t('common:values.empty');
  if (typeof value === 'boolean') return value ? t('common:values.yes') : t('common:values.no');
  if (typeof value === 'number') return new Intl.NumberFormat(i18n.language).format(value);
  if (typeof value === 'string') {
    if (asStatus) {
      const tone = statusTones?.[value] ?? defaultStatusTones[value] ?? 'neutral';
      return <Badge tone={tone}>{valueLabel(i18n, t, resource, field, value)}</Badge>;
    }
    if (schema.format === 'date-time') return formatDateTime(value, i18n.language);
    if (Array.isArray(schema.enum)) return valueLabel(i18n, t, resource, field, value);
    return value;
  }
  if (Array.isArray(value)) return value.map(String).join(', ');
  return JSON.stringify(value);
}
