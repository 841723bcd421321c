// Every authenticated write (POST, PUT, PATCH, DELETE) declares the optional Idempotency-Key header the
// client layer sends on each of them, and the 409 a reused or still-running key answers, so the generated
// clients type the header and a 409 is a documented answer, not a contract break.
import { describe, expect, it } from 'vitest';
import { BACKENDS, listOperations, loadSpec, type OpenApiDocument } from '../../server/src/openapi';

const WRITES = new Set(['post', 'put', 'patch', 'delete']);

/** Follows a local $ref (#/components/...) of the bundled document. */
function resolve(doc: OpenApiDocument, node: unknown): Record<string, unknown> {
  let current = node as Record<string, unknown>;
  for (let hops = 0; typeof current?.$ref === 'string' && hops < 10; hops++) {
    const ref = current.$ref as string;
    current = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((at, part) => (at as Record<string, unknown>)?.[part], doc) as Record<string, unknown>;
  }
  return current;
}

describe('writes declare Idempotency-Key and its 409', () => {
  for (const backend of BACKENDS) {
    it(backend, () => {
      const doc = loadSpec(backend);
      const missing: string[] = [];
      for (const { method, path, op } of listOperations(doc)) {
        if (!WRITES.has(method)) continue;
        const security = (op.security ?? doc.security) as unknown[] | undefined;
        if (Array.isArray(security) && security.length === 0) continue; // public: no user to key answers by
        const params = ((op.parameters ?? []) as unknown[]).map((p) => resolve(doc, p));
        if (!params.some((p) => p.in === 'header' && String(p.name).toLowerCase() === 'idempotency-key'))
          missing.push(`${method.toUpperCase()} ${path}: Idempotency-Key`);
        if (!(op.responses as Record<string, unknown> | undefined)?.['409'])
          missing.push(`${method.toUpperCase()} ${path}: 409`);
      }
      expect(missing).toEqual([]);
    });
  }
});
