import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUser } from '../seed.js';
import { BACKENDS, bearer, countRows, createTestApp, errorBody, login } from './helpers.js';
import type { TestContext, Tokens } from './helpers.js';

const USERS = '/api/main/iam/users';
const PASSWORD = 'Str0ng!Passw0rd';

describe.each(BACKENDS)('IAM users on %s', (kind) => {
  let ctx: TestContext;
  let admin: Tokens;
  let member: Tokens; // customer with cdn:read only
  let other: Tokens; // administrator of tenant B
  let otherUserId: string;
  let auditorsGroupId: string;

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
    const { rows } = await ctx.db.query<{ id: string }>(
      `SELECT id FROM user_groups WHERE tenant_id = $1 AND name = 'Auditors'`,
      [ctx.seed.tenantId],
    );
    auditorsGroupId = rows[0]?.id as string;
  });
  afterAll(() => ctx?.close());

  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: Tokens,
    payload?: object,
    headers: Record<string, string> = {},
  ) => ctx.app.inject({ method, url, headers: bearer(who, headers), ...(payload ? { payload } : {}) });

  async function createIamUser(username: string, extra: Record<string, unknown> = {}) {
    const res = await inject('POST', USERS, admin, {
      username,
      role: 'customer',
      password: PASSWORD,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: string; login_name: string; [k: string]: unknown };
  }

  it('lists IAM users and service accounts, never members, with filters', async () => {
    const res = await inject('GET', `${USERS}?per_page=100`, admin);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { username: string; type: string; groups: { name: string }[] }[];
    expect(data.map((u) => u.username).sort()).toEqual(['ciPipeline', 'noc01', 'reporting']);
    expect(data.find((u) => u.username === 'reporting')?.groups.map((g) => g.name)).toEqual(['Auditors']);
    const accounts = await inject('GET', `${USERS}?type=service_account`, admin);
    expect(accounts.json().data.map((u: { username: string }) => u.username)).toEqual(['ciPipeline']);
    const disabled = await inject('GET', `${USERS}?status=disabled&sort_by=last_login_at`, admin);
    expect(disabled.json().data.map((u: { username: string }) => u.username)).toEqual(['noc01']);
    const inGroup = await inject('GET', `${USERS}?group_id=${auditorsGroupId}`, admin);
    expect(inGroup.json().data.map((u: { username: string }) => u.username)).toEqual(['reporting']);
    expect((await inject('GET', `${USERS}?search=PIPE`, admin)).json().data).toHaveLength(1);
    expect((await inject('GET', USERS, member)).statusCode).toBe(403);
    expect((await inject('GET', `${USERS}?type=robot`, admin)).statusCode).toBe(400);
    expect((await inject('GET', USERS, other)).json().data.map((u: { id: string }) => u.id)).toEqual([
      otherUserId,
    ]);
  });

  it('creates an IAM user with a hashed password; it signs in at the one login endpoint', async () => {
    const users = await countRows(ctx.db, 'users');
    expect(
      (await inject('POST', USERS, admin, { username: 'weak', role: 'customer', password: 'short' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await inject('POST', USERS, admin, { username: 'with space', role: 'customer', password: PASSWORD }))
        .statusCode,
    ).toBe(400);
    expect(
      (await inject('POST', USERS, member, { username: 'exporter', role: 'customer', password: PASSWORD }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await inject('POST', USERS, admin, {
          username: 'exporter',
          role: 'customer',
          password: PASSWORD,
          group_ids: [randomUUID()],
        })
      ).statusCode,
    ).toBe(404);
    expect(await countRows(ctx.db, 'users')).toBe(users);

    const res = await inject(
      'POST',
      USERS,
      admin,
      {
        username: 'exporter',
        full_name: 'Log exporter',
        role: 'customer',
        password: PASSWORD,
        group_ids: [auditorsGroupId],
      },
      { 'idempotency-key': 'u-1' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.headers.etag).toBeTruthy();
    const user = res.json().data;
    expect(user).toMatchObject({
      type: 'user',
      username: 'exporter',
      status: 'active',
      password_change_required: true,
      access_key_count: 0,
      groups: [{ id: auditorsGroupId, name: 'Auditors' }],
    });
    expect(user.login_name).toBe('demo-telecom-tenant_exporter');
    expect(res.body).not.toContain(PASSWORD);
    const stored = await ctx.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE id = $1',
      [user.id],
    );
    expect(stored.rows[0]?.password_hash).toMatch(/^scrypt\$/);
    const replay = await inject(
      'POST',
      USERS,
      admin,
      {
        username: 'exporter',
        full_name: 'Log exporter',
        role: 'customer',
        password: PASSWORD,
        group_ids: [auditorsGroupId],
      },
      { 'idempotency-key': 'u-1' },
    );
    expect(replay.json().data.id).toBe(user.id);
    const dup = await inject('POST', USERS, admin, {
      username: 'exporter',
      role: 'customer',
      password: PASSWORD,
    });
    expect(errorBody(dup).code).toBe('username_taken');

    // Same login endpoint, own row: it holds its group's permissions (Auditors: ReadOnlyAccess).
    const tokens = await login(ctx.app, user.login_name, PASSWORD);
    const profile = await inject('GET', '/api/main/user', tokens);
    expect(profile.json().data).toMatchObject({ id: user.id, role: 'customer' });
    expect((await inject('GET', '/api/main/tenant/members', tokens)).statusCode).toBe(200);
    expect(
      (
        await inject('POST', '/api/main/tenant/invite_member', tokens, {
          username: 'abc',
          email: 'a@b.c',
          role: 'customer',
        })
      ).statusCode,
    ).toBe(403);
    // An IAM user is not a member.
    expect((await inject('GET', `/api/main/tenant/member/${user.id}`, admin)).statusCode).toBe(404);
    const audit = await countRows(
      ctx.db,
      'audit_log',
      `resource_id = $1 AND action = 'createIamUser' AND result = 'success'`,
      [user.id],
    );
    expect(audit).toBe(2); // the create and its replay
  });

  it('gets and updates an IAM user with If-Match; other tenants answer 404', async () => {
    const user = await createIamUser('editor');
    const got = await inject('GET', `${USERS}/${user.id}`, admin);
    expect(got.statusCode).toBe(200);
    const etag = got.headers.etag as string;
    expect((await inject('GET', `${USERS}/${otherUserId}`, admin)).statusCode).toBe(404);
    expect((await inject('GET', `${USERS}/${user.id}`, other)).statusCode).toBe(404);
    expect((await inject('GET', `${USERS}/${user.id}`, member)).statusCode).toBe(403);
    const body = {
      full_name: 'Editor',
      email: 'editor@demo.example',
      role: 'administrator',
      group_ids: [auditorsGroupId],
    };
    expect(
      (await inject('PUT', `${USERS}/${user.id}`, admin, body, { 'if-match': '"old.1"' })).statusCode,
    ).toBe(412);
    expect((await inject('PUT', `${USERS}/${user.id}`, admin, { ...body, email: 'bad' })).statusCode).toBe(
      400,
    );
    expect((await inject('PUT', `${USERS}/${otherUserId}`, admin, body)).statusCode).toBe(404);
    expect((await inject('PUT', `${USERS}/${user.id}`, member, body)).statusCode).toBe(403);
    expect(
      (await inject('PUT', `${USERS}/${user.id}`, admin, { ...body, group_ids: [randomUUID()] })).statusCode,
    ).toBe(404);
    expect((await inject('GET', `${USERS}/${user.id}`, admin)).json().data.full_name).toBe('');
    const res = await inject('PUT', `${USERS}/${user.id}`, admin, body, { 'if-match': etag });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      full_name: 'Editor',
      role: 'administrator',
      groups: [{ id: auditorsGroupId }],
    });
    expect(res.headers.etag).not.toBe(etag);
  });

  it('resets a password (sessions end) and disables a user (sign-in refused)', async () => {
    const user = await createIamUser('rotator');
    const tokens = await login(ctx.app, user.login_name, PASSWORD);
    const newPassword = 'An0ther!Passw0rd';
    expect(
      (await inject('PUT', `${USERS}/${user.id}/password`, admin, { password: 'weak' })).statusCode,
    ).toBe(400);
    expect(
      (await inject('PUT', `${USERS}/${user.id}/password`, member, { password: newPassword })).statusCode,
    ).toBe(403);
    expect(
      (await inject('PUT', `${USERS}/${otherUserId}/password`, admin, { password: newPassword })).statusCode,
    ).toBe(404);
    expect(
      (
        await inject(
          'PUT',
          `${USERS}/${user.id}/password`,
          admin,
          { password: newPassword },
          { 'if-match': '"x"' },
        )
      ).statusCode,
    ).toBe(412);
    const reset = await inject('PUT', `${USERS}/${user.id}/password`, admin, {
      password: newPassword,
      require_password_change: false,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.password_change_required).toBe(false);
    expect((await inject('GET', '/api/main/user', tokens)).statusCode).toBe(401);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: tokens.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    const fresh = await login(ctx.app, user.login_name, newPassword);
    const audit = await ctx.db.query<{ details: Record<string, unknown> }>(
      `SELECT details FROM audit_log WHERE resource_id = $1 AND action = 'resetIamUserPassword' AND result = 'success'`,
      [user.id],
    );
    expect(JSON.stringify(audit.rows)).not.toContain(newPassword);

    expect((await inject('PUT', `${USERS}/${user.id}/status`, admin, { status: 'gone' })).statusCode).toBe(
      400,
    );
    expect(
      (await inject('PUT', `${USERS}/${user.id}/status`, member, { status: 'disabled' })).statusCode,
    ).toBe(403);
    expect(
      (await inject('PUT', `${USERS}/${otherUserId}/status`, admin, { status: 'disabled' })).statusCode,
    ).toBe(404);
    const disabled = await inject('PUT', `${USERS}/${user.id}/status`, admin, { status: 'disabled' });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().data.status).toBe('disabled');
    expect((await inject('GET', '/api/main/user', fresh)).statusCode).toBe(401);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.login_name, password: newPassword },
    });
    expect(signIn.statusCode).toBe(401);
    expect(
      (
        await inject(
          'PUT',
          `${USERS}/${user.id}/status`,
          admin,
          { status: 'active' },
          { 'if-match': disabled.headers.etag as string },
        )
      ).statusCode,
    ).toBe(200);
  });

  it('the demo IAM user of the seed signs in with its login name', async () => {
    const demo = ctx.seed.credentials.find((c) => c.username.endsWith('_reporting'));
    expect(demo).toBeTruthy();
    const tokens = await login(ctx.app, demo?.username as string, demo?.password as string);
    expect((await inject('GET', '/api/main/user', tokens)).json().data.username).toBe(demo?.username);
  });

  it('lists what an IAM user holds per project, inherited from its groups', async () => {
    const { rows } = await ctx.db.query<{ id: string }>(
      `SELECT id FROM users WHERE tenant_id = $1 AND short_name = 'reporting'`,
      [ctx.seed.tenantId],
    );
    const res = await inject('GET', `${USERS}/${rows[0]?.id}/permissions`, admin);
    expect(res.statusCode).toBe(200);
    const first = res.json().data[0];
    expect(first.permissions).toEqual([]);
    expect(first.inherited[0].group.name).toBe('Auditors');
    expect(first.effective).toContain('iam:read');
    expect((await inject('GET', `${USERS}/${otherUserId}/permissions`, admin)).statusCode).toBe(404);
    expect((await inject('GET', `${USERS}/${rows[0]?.id}/permissions`, member)).statusCode).toBe(403);
  });

  it('deletes an IAM user: its sessions and keys end; not yourself, not another tenant', async () => {
    const user = await createIamUser('leaver', { role: 'administrator', require_password_change: false });
    const tokens = await login(ctx.app, user.login_name, PASSWORD);
    const key = (await inject('POST', `${USERS}/${user.id}/access_keys`, admin, {})).json().data;
    const self = await inject('DELETE', `${USERS}/${user.id}`, tokens);
    expect(errorBody(self).code).toBe('self_change');
    expect((await inject('DELETE', `${USERS}/${otherUserId}`, admin)).statusCode).toBe(404);
    expect((await inject('DELETE', `${USERS}/${user.id}`, member)).statusCode).toBe(403);
    expect(
      (await inject('DELETE', `${USERS}/${user.id}`, admin, undefined, { 'if-match': '"x"' })).statusCode,
    ).toBe(412);
    const res = await inject('DELETE', `${USERS}/${user.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect((await inject('GET', '/api/main/user', tokens)).statusCode).toBe(401);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/main/user',
          headers: bearer(`${key.id}.${key.secret_access_key}`),
        })
      ).statusCode,
    ).toBe(401);
    expect(await countRows(ctx.db, 'access_keys', 'user_id = $1', [user.id])).toBe(0);
    expect((await inject('DELETE', `${USERS}/${user.id}`, admin)).statusCode).toBe(404);
  });
});
