// Idempotency-Key on updates, deletes and actions (plugins/idempotency.ts): a repeated write answers the
// first answer without running again, the same key with another request is 409, and without a key nothing
// changes. Creates keep their own mechanism (crud.test.ts).
import { carriesSecret } from '../plugins/idempotency.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, bearer, countRows, createTestApp, errorBody, login } from './helpers.js';
import type { TestContext, Tokens } from './helpers.js';

describe.each(BACKENDS)('Idempotency-Key on updates, deletes and actions on %s', (kind) => {
  let ctx: TestContext;
  let admin: Tokens;
  const url = (p: string) => `/api/main${p}`;

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
  });
  afterAll(async () => ctx?.close());

  async function createPolicy(name: string) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: url('/iam/policies'),
      headers: bearer(admin),
      payload: { name, description: `about ${name}`, permissions: ['cdn:read'] },
    });
    expect(res.statusCode).toBe(201);
    return { id: res.json().data.id as string, etag: res.headers.etag as string };
  }

  it('replays an update with If-Match (same 200, not 412) and refuses the key with another body', async () => {
    const { id, etag } = await createPolicy('Idem update');
    const put = (name: string, key?: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: url(`/iam/policies/${id}`),
        headers: bearer(admin, { 'if-match': etag, ...(key ? { 'idempotency-key': key } : {}) }),
        payload: { name, permissions: ['cdn:read', 'cdn:write'] },
      });
    const first = await put('Idem update 2', 'upd-1');
    expect(first.statusCode).toBe(200);
    const again = await put('Idem update 2', 'upd-1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers.etag).toBe(first.headers.etag);
    const other = await put('Another name', 'upd-1');
    expect(other.statusCode).toBe(409);
    expect(errorBody(other).code).toBe('idempotency_key_reused');
    // Without a key the stale If-Match is still refused.
    const stale = await put('Idem update 2');
    expect(stale.statusCode).toBe(412);
    const replays = await countRows(
      ctx.db,
      'audit_log',
      `resource_id = $1 AND (details ->> 'idempotent_replay') = 'true'`,
      [id],
    );
    expect(replays).toBe(1);
  });

  it('replays a delete (same answer, not 404); without a key a second delete is 404', async () => {
    const { id } = await createPolicy('Idem delete');
    const del = (key?: string) =>
      ctx.app.inject({
        method: 'DELETE',
        url: url(`/iam/policies/${id}`),
        headers: bearer(admin, key ? { 'idempotency-key': key } : {}),
      });
    const first = await del('del-1');
    expect(first.statusCode).toBe(200);
    const again = await del('del-1');
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    const unkeyed = await del();
    expect(unkeyed.statusCode).toBe(404);
  });

  it('runs an action once per key', async () => {
    const enable = (service: string, key: string) =>
      ctx.app.inject({
        method: 'POST',
        url: url('/user/service/enable'),
        headers: bearer(admin, { 'idempotency-key': key }),
        payload: { service },
      });
    const ran = () =>
      countRows(
        ctx.db,
        'audit_log',
        `action = 'enableService' AND resource_id = 'dns' AND tenant_id = $1
           AND (details ->> 'idempotent_replay') IS NULL`,
        [ctx.seed.tenantId],
      );
    const before = await ran();
    const [a, b] = await Promise.all([enable('dns', 'act-1'), enable('dns', 'act-1')]);
    const c = await enable('dns', 'act-1');
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(c.json()).toEqual(a.json());
    expect(await ran()).toBe(before + 1);
    const other = await enable('va', 'act-1');
    expect(other.statusCode).toBe(409);
    expect(errorBody(other).code).toBe('idempotency_key_reused');
  });

  it('leaves creates to their own mechanism (one row per key, replay answers 201)', async () => {
    const create = () =>
      ctx.app.inject({
        method: 'POST',
        url: url('/iam/policies'),
        headers: bearer(admin, { 'idempotency-key': 'create-1' }),
        payload: { name: 'Idem create', description: 'x', permissions: ['cdn:read'] },
      });
    const first = await create();
    const again = await create();
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(first.json().data.id);
  });
});

// An answer that held a secret is kept only as a marker: its replay answers 409 instead of showing it again.
describe('answers that hold a secret', () => {
  it('are recognised by the keys the audit trail redacts, at any depth', () => {
    expect(carriesSecret({ id: 'u1', password: 'n3w-pass' })).toBe(true);
    expect(carriesSecret({ data: { keys: [{ id: 'k1', secret_access_key: 'abc' }] } })).toBe(true);
    expect(carriesSecret({ id: 'u1', token_security: true, password: null })).toBe(false);
    expect(carriesSecret({ id: 'u1', status: 'active' })).toBe(false);
    expect(carriesSecret('plain text')).toBe(false);
  });
});
