// Labels of what a form shows inside a field: the properties of an object field (a page rule's `actions`, a
// firewall rule's `response`), the properties of an array's object items (a strategy's `targets`), and the
// option texts of every enum on the way (top level included — rjsf would otherwise show the raw values).
//   property label:  resources.<resource>.subfields.<field>.<property>   (then by the property's schema title
//                    under `resources.<resource>.fields`); deeper ones join the rest with "_"
//                    (`subfields.actions.forwarding_url_status_code`), so an object's own label stays a string
//   enum value text: resources.<resource>.values.<field>[.<property>].<value>
// Array items share their array's path: `targets.weight`, not `targets.items.weight`.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { TFunction, i18n as I18n } from 'i18next';
import { resolveSchema, type FieldSchema } from '../schema';
import { fieldLabelKey } from '../labels';

/** The key of a nested property's label (path = [field, property, …]). */
export function subfieldLabelKey(resource: string, path: readonly string[]): string {
  const [field, ...rest] = path;
  return `resources:${resource}.subfields.${field}.${rest.join('_')}`;
}

/** The key of an enum value's text at `path` ([field] at the top level). */
export function pathValueKey(resource: string, path: readonly string[], value: string): string {
  return `resources:${resource}.values.${path.join('.')}.${value}`;
}

/** One label or value text a form needs below the top level. */
export interface NestedText {
  kind: 'label' | 'value';
  path: string[];
  /** The keys tried in order (a label may fall back to its schema title's field label). */
  keys: string[];
}

const stringEnum = (schema: FieldSchema) =>
  (Array.isArray(schema.enum) ? schema.enum : []).filter(
    (value): value is string => typeof value === 'string',
  );

/** Every nested label and enum value text of one top-level field, in schema order. */
export function nestedTexts(
  resource: string,
  field: string,
  schema: FieldSchema,
  root: RJSFSchema,
): NestedText[] {
  const out: NestedText[] = [];
  const walk = (node: FieldSchema, path: string[], depth: number) => {
    if (depth > 4) return;
    for (const value of stringEnum(node))
      out.push({ kind: 'value', path, keys: [pathValueKey(resource, path, value)] });
    if (node.type === 'array' && node.items && typeof node.items === 'object' && !Array.isArray(node.items)) {
      walk(resolveSchema(node.items as RJSFSchema, root), path, depth + 1);
    }
    const properties = (node.properties ?? {}) as Record<string, RJSFSchema>;
    for (const [name, child] of Object.entries(properties)) {
      const resolved = resolveSchema(child, root);
      const childPath = [...path, name];
      const title =
        typeof resolved.title === 'string' && resolved.title !== name ? resolved.title : undefined;
      out.push({
        kind: 'label',
        path: childPath,
        keys: [subfieldLabelKey(resource, childPath), ...(title ? [fieldLabelKey(resource, title)] : [])],
      });
      walk(resolved, childPath, depth + 1);
    }
  };
  walk(schema, [field], 0);
  return out;
}

function textOf(i18n: I18n, t: TFunction, keys: readonly string[]): string {
  // No made-up fallback: the first key goes to i18next when none exists, so a missing one is reported.
  return t(keys.find((key) => i18n.exists(key)) ?? (keys[0] as string));
}

/** The uiSchema of one top-level field with its nested labels and enum texts filled in. */
export function translateNested(
  i18n: I18n,
  t: TFunction,
  resource: string,
  field: string,
  schema: FieldSchema,
  root: RJSFSchema,
  base: UiSchema,
): UiSchema {
  const translate = (node: FieldSchema, path: string[], ui: UiSchema, depth: number): UiSchema => {
    if (depth > 4) return ui;
    const out: UiSchema = { ...ui };
    const values = stringEnum(node);
    if (values.length > 0) {
      out['ui:enumNames'] = Object.fromEntries(
        values.map((value) => [value, textOf(i18n, t, [pathValueKey(resource, path, value)])]),
      );
    }
    if (node.type === 'array' && node.items && typeof node.items === 'object' && !Array.isArray(node.items)) {
      const items = resolveSchema(node.items as RJSFSchema, root);
      out.items = translate(items, path, (ui.items as UiSchema | undefined) ?? {}, depth + 1);
      // A multi-select's checkboxes read their option texts from the field's own uiSchema.
      if (stringEnum(items).length > 0) out['ui:enumNames'] = (out.items as UiSchema)['ui:enumNames'];
    }
    const properties = (node.properties ?? {}) as Record<string, RJSFSchema>;
    for (const [name, child] of Object.entries(properties)) {
      const resolved = resolveSchema(child, root);
      const childPath = [...path, name];
      const label = subfieldLabelKey(resource, childPath);
      const title =
        typeof resolved.title === 'string' && resolved.title !== name ? resolved.title : undefined;
      const own = translate(resolved, childPath, (ui[name] as UiSchema | undefined) ?? {}, depth + 1);
      own['ui:title'] = textOf(i18n, t, [label, ...(title ? [fieldLabelKey(resource, title)] : [])]);
      out[name] = own;
    }
    return out;
  };
  return translate(schema, [field], base, 0);
}
