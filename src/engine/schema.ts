// Small, synchronous JSON Schema helpers for list and detail screens (no rjsf, no Ajv: these stay in the
// list/detail chunks). `$ref`s are resolved against the resource's bundled form schema.
import type { RJSFSchema } from '@rjsf/utils';

export type FieldSchema = RJSFSchema & { readOnly?: boolean };

function pointer(root: RJSFSchema, fragment: string): RJSFSchema | undefined {
  const parts = fragment
    .replace(/^\//, '')
    .split('/')
    .filter(Boolean)
    .map((p) => decodeURIComponent(p.replace(/~1/g, '/').replace(/~0/g, '~')));
  let node: unknown = root;
  for (const part of parts) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node && typeof node === 'object' ? (node as RJSFSchema) : undefined;
}

/** Resolve a schema's `$ref` (local or absolute with a fragment) against `root`; sibling keywords win. */
export function resolveSchema(schema: RJSFSchema | undefined, root: RJSFSchema, depth = 0): FieldSchema {
  if (!schema) return {};
  if (typeof schema.$ref !== 'string' || depth > 8) return schema as FieldSchema;
  const hash = schema.$ref.indexOf('#');
  const target = hash >= 0 ? pointer(root, schema.$ref.slice(hash + 1)) : root;
  const { $ref: _ref, ...siblings } = schema;
  return { ...resolveSchema(target, root, depth + 1), ...siblings } as FieldSchema;
}

/** The resolved schema of one top-level field of `schema` (a record or the form). */
export function fieldSchema(schema: RJSFSchema, field: string, root: RJSFSchema): FieldSchema {
  const properties = (resolveSchema(schema, root).properties ?? {}) as Record<string, RJSFSchema>;
  return resolveSchema(properties[field], root);
}

/** Top-level field names of a schema. */
export function fieldNames(schema: RJSFSchema, root: RJSFSchema): string[] {
  return Object.keys((resolveSchema(schema, root).properties ?? {}) as Record<string, unknown>);
}
