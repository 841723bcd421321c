// Label resolution for schema screens (ARCHITECTURE §3, aesthetics practice 6):
// `resources.<resource>.fields.<field>`, then the key named by the field's schema `title`. There is no
// fallback made from the field name: a field with neither key asks i18next for its own key, so the
// missing-key handler reports it (tests and stories throw; production shows the key, never made-up English).
import type { TFunction, i18n as I18n } from 'i18next';
import type { FieldSchema } from './schema';

export function fieldLabelKey(resource: string, field: string): string {
  return `resources:${resource}.fields.${field}`;
}

export function valueLabelKey(resource: string, field: string, value: string): string {
  return `resources:${resource}.values.${field}.${value}`;
}

/** The key a field's label comes from: its own, else its schema title's (when that one exists). */
export function resolveFieldLabelKey(i18n: I18n, resource: string, field: string, schema?: FieldSchema) {
  const key = fieldLabelKey(resource, field);
  if (i18n.exists(key)) return key;
  const title = typeof schema?.title === 'string' ? schema.title : undefined;
  if (title && title !== field && i18n.exists(fieldLabelKey(resource, title))) {
    return fieldLabelKey(resource, title);
  }
  return key;
}

export function fieldLabel(
  i18n: I18n,
  t: TFunction,
  resource: string,
  field: string,
  schema?: FieldSchema,
): string {
  return t(resolveFieldLabelKey(i18n, resource, field, schema));
}

/** Optional help text: `resources.<resource>.descriptions.<field>` when present. */
export function fieldDescription(
  i18n: I18n,
  t: TFunction,
  resource: string,
  field: string,
): string | undefined {
  const key = `resources:${resource}.descriptions.${field}`;
  return i18n.exists(key) ? t(key) : undefined;
}

/** Enum value text: `resources.<resource>.values.<field>.<value>`; a missing one is reported like a label. */
export function valueLabel(
  _i18n: I18n,
  t: TFunction,
  resource: string,
  field: string,
  value: string,
): string {
  return t(valueLabelKey(resource, field, value));
}
