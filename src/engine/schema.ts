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

const resolvedTrees = new WeakMap<RJSFSchema, WeakMap<RJSFSchema, FieldSchema>>();

/** A schema with the `$ref`s of its properties and items resolved too, at every depth (cached per root). */
export function resolveTree(schema: RJSFSchema | undefined, root: RJSFSchema, depth = 0): FieldSchema {
  if (!schema) return {};
  const cache = resolvedTrees.get(root) ?? new WeakMap<RJSFSchema, FieldSchema>();
  resolvedTrees.set(root, cache);
  const cached = cache.get(schema);
  if (cached) return cached;
  const own = resolveSchema(schema, root);
  if (depth > 6) return own;
  const out: FieldSchema = { ...own };
  if (own.properties) {
    out.properties = Object.fromEntries(
      Object.entries(own.properties as Record<string, RJSFSchema>).map(([name, child]) => [
        name,
        resolveTree(child, root, depth + 1),
      ]),
    );
  }
  if (own.items && typeof own.items === 'object' && !Array.isArray(own.items)) {
    out.items = resolveTree(own.items as RJSFSchema, root, depth + 1);
  }
  cache.set(schema, out);
  return out;
}

/** The resolved schema of one top-level field of `schema` (a record or the form), nested `$ref`s included. */
export function fieldSchema(schema: RJSFSchema, field: string, root: RJSFSchema): FieldSchema {
  const properties = (resolveSchema(schema, root).properties ?? {}) as Record<string, RJSFSchema>;
  return resolveTree(properties[field], root);
}

/** Top-level field names of a schema. */
export function fieldNames(schema: RJSFSchema, root: RJSFSchema): string[] {
  return Object.keys((resolveSchema(schema, root).properties ?? {}) as Record<string, unknown>);
}
