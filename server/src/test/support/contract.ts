// The served operations of the running server, read from the contracts (server/generated/*.openapi.json) and
// the server's handler table (HANDLERS in app.ts): each with its permission, parameters and request body
// schema, $refs resolved. The harnesses derive everything from this, so they cover whatever is served.
import type { FastifyInstance } from 'fastify';
import { HANDLERS, MOUNTS } from '../../app.js';
import { BACKENDS, listOperations, loadSpec } from '../../openapi.js';
import type { Backend, OpenApiDocument } from '../../openapi.js';

export type Schema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
}

export interface ServedOperation {
  backend: Backend;
  method: string;
  /** The contract's path template, e.g. /cdn/sites/{id}. */
  path: string;
  operationId: string;
  permission: string;
  parameters: Parameter[];
  /** The JSON request body's schema, when the operation takes one. */
  body?: { required: boolean; schema: Schema; contentType: string };
  /** Status codes the operation documents. */
  statuses: string[];
}

const MAX_DEPTH = 40;

/** A copy of node with every local $ref replaced by its target (recursion cut at MAX_DEPTH). */
export function deref(spec: OpenApiDocument, node: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return {};
  if (Array.isArray(node)) return node.map((n) => deref(spec, n, depth + 1));
  if (!node || typeof node !== 'object') return node;
  const obj = node as Record<string, unknown>;
  if (typeof obj.$ref === 'string' && obj.$ref.startsWith('#/')) {
    const target = obj.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>(
        (n, key) => (n as Record<string, unknown>)?.[key.replaceAll('~1', '/').replaceAll('~0', '~')],
        spec,
      );
    const { $ref: _ref, ...rest } = obj;
    const resolved = deref(spec, target, depth + 1) as Record<string, unknown>;
    return Object.keys(rest).length ? { ...resolved, ...(deref(spec, rest, depth + 1) as object) } : resolved;
  }
  return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, deref(spec, v, depth + 1)]));
}

/** The operations the server answers with a real handler (not the 404 not_served stand-in). */
export function servedOperations(app: FastifyInstance): ServedOperation[] {
  const out: ServedOperation[] = [];
  for (const backend of BACKENDS) {
    const factory = HANDLERS[backend];
    if (!factory) continue;
    const spec = loadSpec(backend);
    const handlers = factory(app.services, spec);
    for (const { method, path, op } of listOperations(spec)) {
      const operationId = op.operationId ?? '';
      if (!handlers[operationId]) continue;
      const item = spec.paths[path] as Record<string, unknown>;
      const raw = [...((item.parameters as unknown[]) ?? []), ...((op.parameters as unknown[]) ?? [])];
      const parameters = raw.map((p) => {
        const d = deref(spec, p) as Record<string, unknown>;
        return {
          name: String(d.name),
          in: d.in as Parameter['in'],
          required: d.required === true,
          schema: (d.schema ?? {}) as Schema,
        };
      });
      const requestBody = deref(spec, op.requestBody) as
        { required?: boolean; content?: Record<string, { schema?: Schema }> } | undefined;
      const contentType = requestBody?.content ? Object.keys(requestBody.content)[0] : undefined;
      out.push({
        backend,
        method: method.toUpperCase(),
        path,
        operationId,
        permission: String(op['x-permission'] ?? ''),
        parameters,
        body:
          requestBody && contentType
            ? {
                required: requestBody.required === true,
                schema: requestBody.content?.[contentType]?.schema ?? {},
                contentType,
              }
            : undefined,
        statuses: Object.keys((op.responses as Record<string, unknown>) ?? {}),
      });
    }
  }
  return out;
}

export const pathParams = (op: ServedOperation) => op.parameters.filter((p) => p.in === 'path');

/** The concrete URL of an operation for path values and a query. */
/** "METHOD url" of an operation as fastify registers it (mount prefix, parameters as :name). */
export function routeKeyOf(op: Pick<ServedOperation, 'backend' | 'method' | 'path'>): string {
  return `${op.method} ${MOUNTS[op.backend]}${op.path.replace(/\{([^}]+)\}/g, ':$1')}`;
}

export function urlOf(
  op: ServedOperation,
  values: Record<string, string>,
  query: Record<string, unknown> = {},
): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(values[name] ?? ''));
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v]) qs.append(k, String(item));
  }
  const s = qs.toString();
  return `${MOUNTS[op.backend]}${path}${s ? `?${s}` : ''}`;
}
