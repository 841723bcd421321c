// Deeply nested JSON is refused as the 400 it is, at any depth, on every route, signed in or out, and
// changes nothing: the JSON body parser refuses more than MAX_JSON_DEPTH levels before parsing, and the
// walkers of request input (the NUL guard, the idempotency hash, audit redaction) never recurse without a
// bound. On PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, jsonDepthExceeds } from '../plugins/json-body.js';
import { nulPaths } from '../plugins/text-input.js';
import { redact } from '../plugins/audit.js';
import { carriesSecret } from '../plugins/idempotency.js';
import { requestHash } from '../crud/idempotency.js';
import { BACKENDS, bearer, createTestApp, errorBody, login } from './helpers.js';
import type { TestContext, Tokens } from './helpers.js';
import { installWriteCounter } from './support/write-counter.js';

const arrays = (depth: number, inner = '1') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;
const objects = (depth: number, inner = '1') => `${'{"a":'.repeat(depth)}${inner}${'}'.repeat(depth)}`;

/** A value nested `depth` levels deep, built without recursion. */
function nested(depth: number, leaf: unknown = 'x'): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { k: value };
  return value;
}

describe('jsonDepthExceeds', () => {
  it('counts the nesting of arrays and objects, not brackets inside strings', () => {
    expect(jsonDepthExceeds(arrays(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonDepthExceeds(arrays(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(jsonDepthExceeds(objects(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(jsonDepthExceeds(JSON.stringify({ s: '['.repeat(5000) }), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify({ s: '\\"[[[[[[' }), 3)).toBe(false);
    expect(jsonDepthExceeds(`[${'[1],'.repeat(5000)}1]`, 2)).toBe(false);
  });
});

describe('walkers of request input at any depth', () => {
  const deep = nested(200_000);
  it('find no NUL without recursing (and find one at depth)', () => {
    expect(nulPaths(deep, '/body')).toEqual([]);
    expect(nulPaths(nested(100_000, 'a\u0000'), '/body')).toHaveLength(1);
  });
  it('hash, redact and look for secrets without overflowing', () => {
    expect(() => requestHash('op', '{}', deep)).toThrow(/nested/);
    expect(JSON.stringify(redact(deep)).length).toBeLessThan(200);
    expect(carriesSecret(deep)).toBe(true);
  });
});

describe.each(BACKENDS)('deeply nested JSON bodies (%s)', (kind) => {
  let ctx: TestContext;
  let admin: Tokens;
  let counter: Awaited<ReturnType<typeof installWriteCounter>>;

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
    counter = await installWriteCounter(ctx.db);
  });
  afterAll(() => ctx?.close());

  const send = (method: 'POST' | 'PUT', url: string, payload: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method, url, payload, headers: { ...headers, 'content-type': 'application/json' } });

  it('answers 400 in the envelope at every depth past the limit, signed out, and writes nothing', async () => {
    for (const body of [
      arrays(MAX_JSON_DEPTH + 1),
      arrays(3000),
      objects(3000),
      arrays(500_000),
      `{"username":"admin","password":${objects(3000)}}`,
    ]) {
      const mark = await counter.mark();
      const res = await send('POST', '/api/auth/login', body);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
      expect(errorBody(res).code).toBe('nesting_too_deep');
      expect(await counter.since(mark)).toEqual([]);
    }
  });

  it('answers 400 on a signed-in write, with an Idempotency-Key, and on routes the server does not have', async () => {
    const mark = await counter.mark();
    const create = await send(
      'POST',
      '/api/main/iam/policies',
      `{"name":"deep","permissions":${arrays(5000, '"cdn:read"')}}`,
      bearer(admin, { 'idempotency-key': 'deep-nesting-1' }),
    );
    expect(create.statusCode, create.body.slice(0, 200)).toBe(400);
    expect(errorBody(create).code).toBe('nesting_too_deep');
    const nowhere = await send('POST', '/no/such/route', objects(3000));
    expect(nowhere.statusCode).toBe(400);
    errorBody(nowhere);
    const api = await send('PUT', '/api/main/no/such/route', arrays(3000), bearer(admin));
    expect(api.statusCode).toBe(400);
    errorBody(api);
    expect(await counter.since(mark)).toEqual([]);
  });

  it('still reads a body at the limit and brackets inside strings', async () => {
    const atLimit = await send(
      'POST',
      '/api/auth/login',
      `{"username":"admin","password":${arrays(MAX_JSON_DEPTH - 1, '"x"')}}`,
    );
    expect(atLimit.statusCode).toBe(400);
    expect(errorBody(atLimit).code).toBe('validation_failed');
    const brackets = await send(
      'POST',
      '/api/auth/login',
      JSON.stringify({ username: ctx.passwords.admin.username, password: '[{'.repeat(100) }),
    );
    expect(brackets.statusCode).toBe(401);
  });
});
