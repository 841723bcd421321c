import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUser } from '../seed.js';
import { BACKENDS, bearer, countRows, createTestApp, errorBody, login } from './helpers.js';
import type { TestContext, Tokens } from './helpers.js';

const KEYS = '/api/main/access_key';

describe.each(BACKENDS)('access keys and service accounts on %s', (kind) => {
  let ctx: TestContext;
  let admin: Tokens;
  let member: Tokens; // customer with cdn:read only
  let other: Tokens; // administrator of tenant B
  let otherUserId: string; // an IAM user of tenant B

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
    member = await login(ctx.app, ctx.passwords.member.username, ctx.passwords.member.password);
    const password = randomUUID();
    const username = `b-admin-${randomUUID().slice(0, 6)}`;
    await ctx.db.transaction(async (tx) => {
      const t = await createTenant(tx, 'Tenant B');
      await createUser(tx, {
        tenantId: t.tenantId,
        username,
        password,
        role: 'administrator',
        email: '',
        fullName: 'B',
      });
      otherUserId = randomUUID();
      await tx.query(
        `INSERT INTO users (id, tenant_id, kind, username, short_name, password_hash, role) VALUES ($1, $2, 'iam_user', $3, 'bot', '!', 'customer')`,
        [otherUserId, t.tenantId, `tenantb_bot_${randomUUID().slice(0, 4)}`],
      );
    });
    other = await login(ctx.app, username, password);
  });
  afterAll(() => ctx?.close());

  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: Tokens | string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => ctx.app.inject({ method, url, headers: bearer(who, headers), ...(payload ? { payload } : {}) });

  const keyToken = (k: { id: string; secret_access_key: string }) => `${k.id}.${k.secret_access_key}`;

  it('creates a key whose secret is shown once and stored only hashed', async () => {
    const res = await inject('POST', KEYS, member, { description: 'laptop' });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const key = res.json().data;
    expect(key.id).toMatch(/^AK[A-Z0-9]{18}$/);
    expect(key.secret_access_key.length).toBeGreaterThanOrEqual(40);
    expect(key).toMatchObject({
      description: 'laptop',
      status: 'active',
      expires_at: null,
      last_used_at: null,
    });
    const stored = await ctx.db.query<{ secret_hash: string }>(
      'SELECT secret_hash FROM access_keys WHERE id = $1',
      [key.id],
    );
    expect(stored.rows[0]?.secret_hash).not.toContain(key.secret_access_key);
    const list = await inject('GET', KEYS, member);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(key.secret_access_key);
    expect(list.json().data.map((k: { id: string }) => k.id)).toContain(key.id);
    // Someone else's list does not show it.
    expect((await inject('GET', KEYS, admin)).json().data.map((k: { id: string }) => k.id)).not.toContain(
      key.id,
    );
  });

  it('a request with the key acts as its owner, with the owner permissions, and notes the last use', async () => {
    const key = (await inject('POST', KEYS, member, {})).json().data;
    const token = keyToken(key);
    const profile = await inject('GET', '/api/main/user', token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.username).toBe(ctx.passwords.member.username);
    expect(profile.json().data.permission).toContain('cdn:read');
    expect((await inject('GET', '/api/main/cdn/sites', token)).statusCode).toBe(200);
    expect((await inject('GET', '/api/main/tenant/members', token)).statusCode).toBe(403);
    const used = await inject('GET', KEYS, member);
    const row = used.json().data.find((k: { id: string }) => k.id === key.id);
    expect(row.last_used_at).toBeTruthy();
    expect(row.last_used_ip).toBeTruthy();
    // A write made with the key is audited with the key's id.
    const adminKey = (await inject('POST', KEYS, admin, { description: 'automation' })).json().data;
    const created = await inject('POST', '/api/main/cdn/sites', keyToken(adminKey), {
      name: 'made-by-key',
      origin_server_url: 'https://origin.key.test',
    });
    expect(created.statusCode, created.body).toBe(201);
    const audit = await ctx.db.query<{
      actor_username: string;
      login_type: string;
      details: Record<string, unknown>;
    }>(
      `SELECT actor_username, login_type, details FROM audit_log WHERE resource_id = $1 AND action = 'create'`,
      [created.json().data.id],
    );
    expect(audit.rows[0]?.actor_username).toBe(ctx.passwords.admin.username);
    expect(audit.rows[0]?.login_type).toBe('access_key');
    expect(audit.rows[0]?.details).toMatchObject({ access_key_id: adminKey.id });
  });

  it('expired, deleted, wrong or disabled-owner keys answer 401', async () => {
    const key = (
      await inject('POST', KEYS, member, { expires_at: new Date(Date.now() + 3600_000).toISOString() })
    ).json().data;
    expect((await inject('GET', '/api/main/user', keyToken(key))).statusCode).toBe(200);
    await ctx.db.query(`UPDATE access_keys SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      key.id,
    ]);
    const expired = await inject('GET', '/api/main/user', keyToken(key));
    expect(expired.statusCode).toBe(401);
    errorBody(expired);
    expect(
      (await inject('GET', KEYS, member)).json().data.find((k: { id: string }) => k.id === key.id).status,
    ).toBe('expired');

    const wrong = (await inject('POST', KEYS, member, {})).json().data;
    expect((await inject('GET', '/api/main/user', `${wrong.id}.${'A'.repeat(43)}`)).statusCode).toBe(401);
    expect(
      (await inject('GET', '/api/main/user', `AK${'0'.repeat(18)}.${wrong.secret_access_key}`)).statusCode,
    ).toBe(401);

    expect(
      (await inject('DELETE', `${KEYS}/${wrong.id}`, member, undefined, { 'if-match': '"stale"' }))
        .statusCode,
    ).toBe(412);
    expect((await inject('DELETE', `${KEYS}/${wrong.id}`, admin)).statusCode).toBe(404);
    expect((await inject('GET', '/api/main/user', keyToken(wrong))).statusCode).toBe(200);
    const del = await inject('DELETE', `${KEYS}/${wrong.id}`, member);
    expect(del.statusCode).toBe(200);
    expect((await inject('GET', '/api/main/user', keyToken(wrong))).statusCode).toBe(401);
    expect((await inject('DELETE', `${KEYS}/${wrong.id}`, member)).statusCode).toBe(404);
    expect((await inject('DELETE', `${KEYS}/not-a-key`, member)).statusCode).toBe(400);
  });

  it('refuses bad expiry and replays, writing nothing', async () => {
    const before = await countRows(ctx.db, 'access_keys');
    const past = await inject('POST', KEYS, member, {
      expires_at: new Date(Date.now() - 1000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(errorBody(past).errors?.[0]?.path).toBe('/body/expires_at');
    const far = await inject('POST', KEYS, member, {
      expires_at: new Date(Date.now() + 400 * 86_400_000).toISOString(),
    });
    expect(far.statusCode).toBe(400);
    expect((await inject('POST', KEYS, member, { description: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: KEYS, payload: {} })).statusCode).toBe(401);
    expect(await countRows(ctx.db, 'access_keys')).toBe(before);
    const first = await inject('POST', KEYS, member, { description: 'once' }, { 'idempotency-key': 'k-1' });
    expect(first.statusCode).toBe(201);
    const replay = await inject('POST', KEYS, member, { description: 'once' }, { 'idempotency-key': 'k-1' });
    expect(replay.statusCode).toBe(409);
    expect(errorBody(replay).code).toBe('already_created');
    expect(errorBody(replay).message).toContain(first.json().data.id);
    expect(replay.body).not.toContain(first.json().data.secret_access_key);
    expect(await countRows(ctx.db, 'access_keys')).toBe(before + 1);
  });

  it('creates a service account with its first key, once; the key signs in, a password never does', async () => {
    const users = await countRows(ctx.db, 'users');
    expect(
      (await inject('POST', '/api/main/create-service-account', member, { name: 'deployer' })).statusCode,
    ).toBe(403);
    expect(
      (await inject('POST', '/api/main/create-service-account', admin, { name: 'bad name' })).statusCode,
    ).toBe(400);
    expect(
      (
        await inject('POST', '/api/main/create-service-account', admin, {
          name: 'deployer',
          group_ids: [randomUUID()],
        })
      ).statusCode,
    ).toBe(404);
    expect(await countRows(ctx.db, 'users')).toBe(users);

    const res = await inject(
      'POST',
      '/api/main/create-service-account',
      admin,
      { name: 'deployer', description: 'Deploys the site' },
      { 'idempotency-key': 'sa-1' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { service_account: account, access_key: key } = res.json().data;
    expect(account).toMatchObject({
      type: 'service_account',
      username: 'deployer',
      access_key_count: 1,
      status: 'active',
    });
    expect(account.login_name).toMatch(/_deployer$/);
    expect(key.secret_access_key).toBeTruthy();
    const replay = await inject(
      'POST',
      '/api/main/create-service-account',
      admin,
      { name: 'deployer', description: 'Deploys the site' },
      { 'idempotency-key': 'sa-1' },
    );
    expect(errorBody(replay).code).toBe('already_created');
    expect(
      (await inject('POST', '/api/main/create-service-account', admin, { name: 'deployer' })).statusCode,
    ).toBe(409);

    // The account holds nothing yet beyond what everyone holds.
    const token = keyToken(key);
    expect((await inject('GET', '/api/main/user', token)).json().data.role).toBe('customer');
    expect((await inject('GET', '/api/main/cdn/sites', token)).statusCode).toBe(403);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: account.login_name, password: '!' },
    });
    expect(signIn.statusCode).toBe(401);
    const reset = await inject('PUT', `/api/main/iam/users/${account.id}/password`, admin, {
      password: 'Aa1!aaaaaaaaaa',
    });
    expect(errorBody(reset).code).toBe('service_account');

    const without = await inject('POST', '/api/main/create-service-account', admin, {
      name: 'nokey',
      create_access_key: false,
    });
    expect(without.json().data.access_key).toBeNull();

    // Disabling the account stops its keys.
    const disabled = await inject('PUT', `/api/main/iam/users/${account.id}/status`, admin, {
      status: 'disabled',
    });
    expect(disabled.statusCode).toBe(200);
    expect((await inject('GET', '/api/main/user', token)).statusCode).toBe(401);
  });

  it("manages an IAM user's keys; another tenant's user is not found", async () => {
    const { rows } = await ctx.db.query<{ id: string }>(
      `SELECT id FROM users WHERE tenant_id = $1 AND kind = 'iam_user' AND status = 'active' LIMIT 1`,
      [ctx.seed.tenantId],
    );
    const userId = rows[0]?.id as string;
    const url = `/api/main/iam/users/${userId}/access_keys`;
    expect((await inject('GET', url, member)).statusCode).toBe(403);
    expect((await inject('POST', url, member, {})).statusCode).toBe(403);
    expect((await inject('GET', `/api/main/iam/users/${otherUserId}/access_keys`, admin)).statusCode).toBe(
      404,
    );
    expect(
      (await inject('POST', `/api/main/iam/users/${otherUserId}/access_keys`, admin, {})).statusCode,
    ).toBe(404);
    expect((await inject('GET', url, other)).statusCode).toBe(404);

    const created = await inject('POST', url, admin, { description: 'exporter' });
    expect(created.statusCode, created.body).toBe(201);
    const key = created.json().data;
    const list = await inject('GET', url, admin);
    expect(list.json().data.map((k: { id: string }) => k.id)).toContain(key.id);
    expect(list.body).not.toContain(key.secret_access_key);
    const profile = await inject('GET', '/api/main/user', keyToken(key));
    expect(profile.json().data.id).toBe(userId);
    expect((await inject('DELETE', `${url}/${key.id}`, member)).statusCode).toBe(403);
    expect(
      (await inject('DELETE', `/api/main/iam/users/${otherUserId}/access_keys/${key.id}`, admin)).statusCode,
    ).toBe(404);
    expect(
      (await inject('DELETE', `${url}/${key.id}`, admin, undefined, { 'if-match': '"nope"' })).statusCode,
    ).toBe(412);
    expect((await inject('DELETE', `${url}/${key.id}`, admin)).statusCode).toBe(200);
    expect((await inject('GET', '/api/main/user', keyToken(key))).statusCode).toBe(401);
  });

  it('enforces the access_keys quota of the tenant (409)', async () => {
    const { rows } = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM access_keys WHERE tenant_id = $1',
      [ctx.seed.tenantId],
    );
    await ctx.db.query(
      `INSERT INTO tenant_quotas (tenant_id, code, value) VALUES ($1, 'access_keys', $2)
       ON CONFLICT (tenant_id, code) DO UPDATE SET value = EXCLUDED.value`,
      [ctx.seed.tenantId, rows[0]?.n ?? 0],
    );
    const res = await inject('POST', KEYS, admin, {});
    expect(errorBody(res).code).toBe('quota_exceeded');
    await ctx.db.query(`DELETE FROM tenant_quotas WHERE tenant_id = $1 AND code = 'access_keys'`, [
      ctx.seed.tenantId,
    ]);
  });
});
