import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUser } from '../seed.js';
import { BACKENDS, bearer, createTestApp, errorBody, login } from './helpers.js';
import type { TestContext, Tokens } from './helpers.js';

describe.each(BACKENDS)('operator login-as on %s', (kind) => {
  let ctx: TestContext;
  let operator: Tokens;
  let admin: Tokens;
  let operatorId: string;
  let tenantB: string;
  let tenantBAdminId: string;
  let emptyTenant: string; // a tenant without an administrator

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    operator = await login(ctx.app, ctx.passwords.operator.username, ctx.passwords.operator.password);
    admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
    const { rows } = await ctx.db.query<{ id: string }>('SELECT id FROM users WHERE username = $1', [
      ctx.passwords.operator.username,
    ]);
    operatorId = rows[0]?.id as string;
    await ctx.db.transaction(async (tx) => {
      const b = await createTenant(tx, 'Tenant B');
      tenantB = b.tenantId;
      tenantBAdminId = await createUser(tx, {
        tenantId: b.tenantId,
        username: `b-admin-${randomUUID().slice(0, 6)}`,
        password: randomUUID(),
        role: 'administrator',
        email: 'b@b.example',
        fullName: 'B admin',
      });
      emptyTenant = (await createTenant(tx, 'Empty Tenant')).tenantId;
    });
  });
  afterAll(() => ctx?.close());

  const loginAs = (who: Tokens | string, tenantId: string, query = '') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/main/admin/tenant/${tenantId}/login_as${query}`,
      headers: bearer(who),
    });

  it('opens a session in the tenant as its administrator; the operator stays on record', async () => {
    const res = await loginAs(operator, tenantB, '?name=Tenant%20B&reason=TICKET-42');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.cookies.find((c) => c.name === 'console_session')?.httpOnly).toBe(true);
    const { token, tenant } = res.json().data;
    expect(tenant).toEqual({ id: tenantB, name: 'Tenant B' });
    expect(token.login_type).toBe('login_as');
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/main/user',
      headers: bearer(token.access_token),
    });
    expect(profile.json().data).toMatchObject({
      id: tenantBAdminId,
      tenant_id: tenantB,
      role: 'administrator',
    });

    const session = await ctx.db.query<{ login_type: string; operator_user_id: string; user_id: string }>(
      `SELECT login_type, operator_user_id, user_id FROM sessions WHERE tenant_id = $1 AND login_type = 'login_as'`,
      [tenantB],
    );
    expect(session.rows[0]).toEqual({
      login_type: 'login_as',
      operator_user_id: operatorId,
      user_id: tenantBAdminId,
    });

    // The login-as row itself, and every write in the session, carry both identities.
    const opened = await ctx.db.query<{
      actor_user_id: string;
      tenant_id: string;
      details: Record<string, unknown>;
    }>(
      `SELECT actor_user_id, tenant_id, details FROM audit_log WHERE action = 'login_as' AND tenant_id = $1`,
      [tenantB],
    );
    expect(opened.rows[0]).toMatchObject({
      actor_user_id: tenantBAdminId,
      tenant_id: tenantB,
      details: { operator: { id: operatorId }, reason: 'TICKET-42' },
    });
    const invite = await ctx.app.inject({
      method: 'POST',
      url: '/api/main/tenant/invite_member',
      headers: bearer(token.access_token),
      payload: { username: 'invited.by.operator', email: 'ibo@b.example', role: 'customer' },
    });
    expect(invite.statusCode).toBe(201);
    const audit = await ctx.db.query<{
      actor_user_id: string;
      tenant_id: string;
      login_type: string;
      operator_user_id: string;
      details: Record<string, unknown>;
    }>(
      `SELECT actor_user_id, tenant_id, login_type, operator_user_id, details FROM audit_log
        WHERE action = 'inviteMember' AND resource_id = $1`,
      [invite.json().data.id],
    );
    expect(audit.rows[0]).toMatchObject({
      actor_user_id: tenantBAdminId,
      tenant_id: tenantB,
      login_type: 'login_as',
      operator_user_id: operatorId,
      details: { operator: { id: operatorId, username: ctx.passwords.operator.username } },
    });
    // A refresh keeps the login type.
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: token.refresh_token },
    });
    expect(refreshed.json().login_type).toBe('login_as');
  });

  it('acts as the operator itself in a tenant without an administrator', async () => {
    const res = await loginAs(operator, emptyTenant);
    expect(res.statusCode).toBe(200);
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/main/user',
      headers: bearer(res.json().data.token.access_token),
    });
    expect(profile.json().data).toMatchObject({ id: operatorId, role: 'operator', tenant_id: emptyTenant });
  });

  it('is the operator alone: administrators 403, unknown tenants 404, a wrong name 400', async () => {
    expect((await loginAs(admin, tenantB)).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/main/admin/tenant/${tenantB}/login_as` })).statusCode,
    ).toBe(401);
    const unknown = await loginAs(operator, randomUUID());
    expect(unknown.statusCode).toBe(404);
    errorBody(unknown);
    const wrongName = await loginAs(operator, tenantB, '?name=Someone%20else');
    expect(wrongName.statusCode).toBe(400);
    expect(errorBody(wrongName).errors?.[0]?.path).toBe('/query/name');
    expect((await loginAs(operator, 'not-a-uuid')).statusCode).toBe(400);
    // A login-as session of an administrator cannot open another one.
    const first = (await loginAs(operator, tenantB)).json().data.token.access_token as string;
    expect((await loginAs(first, ctx.seed.tenantId)).statusCode).toBe(403);
  });

  it('ends when the operator is disabled', async () => {
    const token = (await loginAs(operator, tenantB)).json().data.token.access_token as string;
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/main/user', headers: bearer(token) })).statusCode,
    ).toBe(200);
    await ctx.db.query(`UPDATE users SET status = 'disabled' WHERE id = $1`, [operatorId]);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/main/user', headers: bearer(token) })).statusCode,
    ).toBe(401);
    await ctx.db.query(`UPDATE users SET status = 'active' WHERE id = $1`, [operatorId]);
  });
});
