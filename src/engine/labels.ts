// Where every text of a schema screen comes from (ARCHITECTURE §3, aesthetics practice 6): the resource's
// catalogue in `locales/<lng>/resources/<area>.json`, never the schema's own English `title` or `description`.
// A field is named by its path, [field, property, …]; an array's items share their array's path
// (`targets.weight`, not `targets.items.weight`).
//   label        fields.<field>          nested: subfields.<field>.<rest joined with "_">   (then the label of
//                                        the field named by the schema `title`)
//   help         descriptions.<field>    nested: subdescriptions.<field>.<rest joined with "_">
//   array item   items.<field>           nested: subitems.<field>.<rest joined with "_">   ({{index}} from 1)
//   enum value   values.<path joined with ".">.<value>
//   error        errors.<path joined with ".">.<ajv keyword>   (else the generic forms:validation.* text)
//   placeholder  placeholders.<name>     (name given by the uiSchema's `ui:placeholderKey`, at any level)
// A nested entry sits in the section's `sub` twin because `fields.actions` is itself a string (the label of
// `actions`). There is no fallback made from the field name: a missing text asks i18next for its own key, so
// the missing-key handler reports it (tests and stories throw; production shows the key, never made-up English).
import type { TFunction, i18n as I18n } from 'i18next';
import type { FieldSchema } from './schema';

export type FieldPath = readonly string[];
export type TextSection = 'fields' | 'descriptions' | 'items';

/** The key of a field's text of one section, at any depth. */
export function fieldTextKey(resource: string, section: TextSection, path: FieldPath): string {
  const [field, ...rest] = path;
  if (rest.length === 0) return `resources:${resource}.${section}.${field}`;
  return `resources:${resource}.sub${section}.${field}.${rest.join('_')}`;
}

export function fieldLabelKey(resource: string, field: string): string {
  return fieldTextKey(resource, 'fields', [field]);
}

export function valueLabelKey(resource: string, field: string, value: string): string {
  return pathValueKey(resource, [field], value);
}

/** The key of an enum value's text at `path`. */
export function pathValueKey(resource: string, path: FieldPath, value: string): string {
  return `resources:${resource}.values.${path.join('.')}.${value}`;
}

/** The key of a field's own wording of one validation error (`pattern`, `minProperties`, …). */
export function fieldErrorKey(resource: string, path: FieldPath, keyword: string): string {
  return `resources:${resource}.errors.${path.join('.')}.${keyword}`;
}

export function placeholderKey(resource: string, name: string): string {
  return `resources:${resource}.placeholders.${name}`;
}

/** The keys a field's label is looked up at, in order: its own, then its schema title's field label. */
export function labelKeys(resource: string, path: FieldPath, schema?: FieldSchema): string[] {
  const own = fieldTextKey(resource, 'fields', path);
  const name = path[path.length - 1];
  const title = typeof schema?.title === 'string' && schema.title !== name ? schema.title : undefined;
  return title ? [own, fieldLabelKey(resource, title)] : [own];
}

/** The first key that exists; else the first, so that i18next reports it as missing. */
export function firstKey(i18n: I18n, keys: readonly string[]): string {
  return keys.find((key) => i18n.exists(key)) ?? (keys[0] as string);
}

/** The key a field's label comes from: its own, else its schema title's (when that one exists). */
export function resolveFieldLabelKey(i18n: I18n, resource: string, field: string, schema?: FieldSchema) {
  return firstKey(i18n, labelKeys(resource, [field], schema));
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

/** The label of the field at `path` (a top-level field or one inside it). */
export function pathLabel(
  i18n: I18n,
  t: TFunction,
  resource: string,
  path: FieldPath,
  schema?: FieldSchema,
): string {
  return t(firstKey(i18n, labelKeys(resource, path, schema)));
}

/** Optional help text of the field at `path`, when its catalogue has one. */
export function pathDescription(
  i18n: I18n,
  t: TFunction,
  resource: string,
  path: FieldPath,
): string | undefined {
  const key = fieldTextKey(resource, 'descriptions', path);
  return i18n.exists(key) ? t(key) : undefined;
}

/** Optional help text: `resources.<resource>.descriptions.<field>` when present. */
export function fieldDescription(
  i18n: I18n,
  t: TFunction,
  resource: string,
  field: string,
): string | undefined {
  return pathDescription(i18n, t, resource, [field]);
}

/** The label of the array item at `index` (0-based) of the array at `path`: "Asset 1". */
export function itemLabel(t: TFunction, resource: string, path: FieldPath, index: number): string {
  return t(fieldTextKey(resource, 'items', path), { index: index + 1 });
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

/** The text of an enum value of the field at `path`. */
export function pathValueLabel(t: TFunction, resource: string, path: FieldPath, value: string): string {
  return t(pathValueKey(resource, path, value));
}
