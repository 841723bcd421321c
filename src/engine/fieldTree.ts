// A top-level field and every field inside it, at every depth, as the texts of schema screens name them
// (labels.ts): the properties of objects, and through arrays the properties of their items, which share the
// array's path. Forms, detail values and the labels test walk the same tree, so what one shows the other checks.
import type { RJSFSchema } from '@rjsf/utils';
import { resolveSchema, type FieldSchema } from './schema';
import { baseType } from './fieldTypes/kinds';

export interface FieldNode {
  /** [field, property, …] */
  path: string[];
  /** The field's schema, `$ref` resolved. */
  schema: FieldSchema;
  /** The schema of one item when the field is an array. */
  items?: FieldSchema;
  /** Whether the object holding the field requires it (for the top-level field, as the caller says). */
  required: boolean;
}

/** Deeper than this, a schema is taken for a cycle; the console's resources nest three levels at most. */
export const MAX_DEPTH = 6;

/** The item schema of an array schema (a single schema, not a tuple). */
export function itemSchema(schema: FieldSchema, root: RJSFSchema): FieldSchema | undefined {
  const items = schema.items;
  if (baseType(schema) !== 'array' || !items || typeof items !== 'object' || Array.isArray(items)) return;
  return resolveSchema(items as RJSFSchema, root);
}

/** The properties of an object schema, `$ref`s resolved, in schema order. */
export function propertiesOf(schema: FieldSchema, root: RJSFSchema): [string, FieldSchema][] {
  const properties = (schema.properties ?? {}) as Record<string, RJSFSchema>;
  return Object.entries(properties).map(([name, child]) => [name, resolveSchema(child, root)]);
}

/** The enum values of a field as their texts are keyed (numbers too: a period of 60 seconds); an array's are its items'. */
export function enumValuesOf(node: Pick<FieldNode, 'schema' | 'items'>): string[] {
  const own = node.items ?? node.schema;
  return (Array.isArray(own.enum) ? own.enum : [])
    .filter((value): value is string | number => typeof value === 'string' || typeof value === 'number')
    .map(String);
}

/** An array the form shows item by item (each with its label), not a set of checkboxes of enum values. */
export function showsItems(node: Pick<FieldNode, 'items'>): boolean {
  return node.items !== undefined && !Array.isArray(node.items.enum);
}

/** The field at `field` of `schema` and every field inside it, parents first. */
export function fieldTree(
  field: string,
  schema: FieldSchema,
  root: RJSFSchema,
  required = false,
): FieldNode[] {
  const out: FieldNode[] = [];
  const walk = (node: FieldSchema, path: string[], isRequired: boolean, depth: number) => {
    const items = itemSchema(node, root);
    out.push({ path, schema: node, required: isRequired, ...(items ? { items } : {}) });
    if (depth >= MAX_DEPTH) return;
    const holder = items ?? node;
    const requiredNames = Array.isArray(holder.required) ? holder.required : [];
    for (const [name, child] of propertiesOf(holder, root)) {
      walk(child, [...path, name], requiredNames.includes(name), depth + 1);
    }
  };
  walk(resolveSchema(schema, root), [field], required, 0);
  return out;
}

/** The node at `path` in a record or form schema (`$ref`s resolved against `root`), if the schema has one. */
export function nodeAt(
  schema: RJSFSchema,
  path: readonly string[],
  root: RJSFSchema,
): FieldSchema | undefined {
  let node: FieldSchema | undefined = resolveSchema(schema, root);
  for (const name of path) {
    if (!node) return undefined;
    const holder: FieldSchema = itemSchema(node, root) ?? node;
    const child = (holder.properties as Record<string, RJSFSchema> | undefined)?.[name];
    node = child ? resolveSchema(child, root) : undefined;
  }
  return node;
}
