import { describe, expect, it } from 'vitest';
import { HANDLERS, MOUNTS } from '../app.js';
import type { AppServices } from '../context.js';
import { BACKENDS, listOperations, loadSpec } from '../openapi.js';
import { PERMISSION_PATTERN } from '../plugins/permissions.js';
import { deref } from './support/contract.js';
import { freeTextFields } from './support/free-text.js';
import { openObjects } from './support/open-objects.js';
import { SchemaCheck } from './support/schema-check.js';

// The handler factories only close over services; building them needs no live database.
const services = {
  db: {},
  tokens: {},
  limiter: {},
  clock: () => new Date(),
  settings: {},
} as unknown as AppServices;

const handlersOf = (backend: (typeof BACKENDS)[number]) =>
  HANDLERS[backend]?.(services, loadSpec(backend)) ?? {};

describe.each(BACKENDS)('the %s contract', (backend) => {
  const spec = loadSpec(backend);
  const ops = listOperations(spec);

  it('is mounted and has operations', () => {
    expect(MOUNTS[backend]).toBe(`/api/${backend}`);
    expect(ops.length).toBeGreaterThan(0);
  });

  it.each(ops.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o.op] as const))(
    '%s has an operationId and a valid x-permission',
    (_name, op) => {
      expect(op.operationId).toBeTruthy();
      expect(op['x-permission']).toMatch(PERMISSION_PATTERN);
    },
  );

  it('has no handler without an operation', () => {
    const ids = new Set(ops.map((o) => o.op.operationId));
    expect(Object.keys(handlersOf(backend)).filter((id) => !ids.has(id))).toEqual([]);
  });
});

// Operations described but not served yet answer 404 `not_served`. The list is snapshotted so that a
// misspelt handler name, or a backend silently losing its handlers, fails here; it shrinks as areas land.
it('the operations not served yet are exactly the expected ones', () => {
  const unserved = Object.fromEntries(
    BACKENDS.map((backend) => {
      const handlers = handlersOf(backend);
      const ids = listOperations(loadSpec(backend)).map(({ op }) => op.operationId ?? '');
      return [backend, ids.filter((id) => !handlers[id]).sort()];
    }),
  );
  expect(unserved).toMatchSnapshot();
});

// A property an operation does not declare is refused (server/src/openapi.ts keeps every property it is sent):
// that holds for every operation only when every object of every request body says which properties it takes.
it('finds the open objects of a body schema', () => {
  const open = { type: 'object', properties: { a: { type: 'object', properties: {} } } };
  expect(openObjects({ openapi: '3.1.0', paths: {} }, open, 'x')).toEqual(['x', 'x/a']);
  const closed = { type: 'object', additionalProperties: false, unevaluatedProperties: false };
  expect(openObjects({ openapi: '3.1.0', paths: {} }, closed, 'x')).toEqual([]);
});

describe.each(BACKENDS)('the request bodies of the %s contract', (backend) => {
  it('close every object they contain', () => {
    const spec = loadSpec(backend);
    const open = listOperations(spec).flatMap(({ method, path, op }) => {
      const body = op.requestBody as { $ref?: string } | undefined;
      const resolved = body?.$ref ? deref(spec, body) : body;
      const content = (resolved as { content?: Record<string, { schema?: unknown }> } | undefined)?.content;
      return Object.entries(content ?? {}).flatMap(([type, media]) =>
        type === 'text/plain'
          ? []
          : openObjects(spec, media.schema, `${method.toUpperCase()} ${path} ${type}`),
      );
    });
    expect(open).toEqual([]);
  });
});

// What people type for other people to read (names, descriptions, comments) must read as what it holds: the
// shared formats text-line and text (schemas/formats.json) refuse control, zero-width and bidirectional
// characters, and every such field of every request body has one of them or a pattern at least as strict.
describe.each(BACKENDS)('the free-text fields of the %s request bodies', (backend) => {
  const check = new SchemaCheck();
  const spec = loadSpec(backend);
  const hostile = ['Invoice\u202Efdp.exe', 'admin\u200B', 'ring\u0007', 'a\u2066b\u2069', '\uFEFFname'];
  it('refuse control, invisible and direction-changing characters', () => {
    const fields = listOperations(spec).flatMap(({ method, path, op }) =>
      freeTextFields(spec, op.requestBody, `${method.toUpperCase()} ${path}`),
    );
    const accepting = fields.flatMap(({ where, schema }) =>
      hostile.filter((v) => check.bodyIsValid(schema, v)).map((v) => `${where} takes ${JSON.stringify(v)}`),
    );
    expect(accepting).toEqual([]);
  });
});
