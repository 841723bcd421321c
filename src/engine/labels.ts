// Label resolution for schema screens: `resources.<resource>.fields.<field>` → schema `title` → field name
// (aesthetics practice 6). Keys are looked up with `exists`, so a fallback never reports a missing key;
// screens still call `t()` for their own fixed keys, which throws in tests when a translation is missing.
import type { TFunction, i18n as I18n } from 'i18next';
import type { FieldSchema } from './schema';

export function fieldLabelKey(resource: string, field: string): string {
  return `resources:${resource}.fields.${field}`;
}

export function fieldLabel(
  i18n: I18n,
  t: TFunction,
  resource: string,
  field: string,
  schema?: FieldSchema,
): string {
  const key = fieldLabelKey(resource, field);
  if (i18n.exists(key)) return t(key);
  const title = typeof schema?.title === 'string' ? schema.title : undefined;
  if (title) {
    const titleKey = fieldLabelKey(resource, title);
    if (i18n.exists(titleKey)) return t(titleKey);
    return title;
  }
  return field.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
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

/** Enum value text: `resources.<resource>.values.<field>.<value>`, else the value itself. */
export function valueLabel(i18n: I18n, t: TFunction, resource: string, field: string, value: string): string {
  const key = `resources:${resource}.values.${field}.${value}`;
  return i18n.exists(key) ? t(key) : value;
}
