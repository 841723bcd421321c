// An operator's short token stays the operator's on the record: issued for a person of another tenant, the
// issuance is an entry of that person's tenant naming the operator (never one of the tenant the operator acts
// in), and the session the token opens names the operator on every entry — its sign-in, its writes, after a
// refresh too — as login-as does; so does the WAF exchange of such a token. A token whose issuer was disabled
// signs no one in; the CLI's tokens name no operator.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShortTokenFor } from '../auth/short-tokens.js';
import { createTenant, createUser } from '../seed.js';
import { verifyWafClientToken } from '../waf/index.js';
import { BACKENDS, bearer, createTestApp, errorBody, login } from './helpers.js';
import type { TestContext, Tokens } from './helpers.js';

interface Row {
  tenant_id: string | null;
  actor_user_id: string | null;
  operator_user_id: string | null;
  login_type: string | null;
  resource_type: string;
  action: string;
  details: Record<string, unknown>;
}

describe.each(BACKENDS)('short tokens an operator issues, on %s', (kind) => {
  let ctx: TestContext;
  let operator: Tokens;
  let operatorId: string;
  let tenantB: string;
  const personB = { id: '', username: `st-b-${randomUUID().slice(0, 8)}`, password: randomUUID() };

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    operator = await login(ctx.app, ctx.passwords.operator.username, ctx.passwords.operator.password);
    const { rows } = await ctx.db.query<{ id: string }>('SELECT id FROM users WHERE username = $1', [
      ctx.passwords.operator.username,
    ]);
    operatorId = rows[0]?.id as string;
    await ctx.db.transaction(async (tx) => {
      tenantB = (await createTenant(tx, `Short Token Tenant ${randomUUID().slice(0, 6)}`)).tenantId;
      personB.id = await createUser(tx, {
        tenantId: tenantB,
        username: personB.username,
        password: personB.password,
        role: 'administrator',
        email: `${personB.username}@b.example`,
        fullName: 'Tenant B administrator',
      });
    });
  });
  afterAll(() => ctx?.close());

  const issue = (username: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/main/admin/short_tokens',
      headers: bearer(operator),
      payload: { username },
    });
  const exchange = (shortToken: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/token-exchange', payload: { short_token: shortToken } });
  const createGroup = (token: string, name: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/main/tenant/group',
      headers: bearer(token),
      payload: { name, description: 'made through a short token' },
    });
  const rowsOf = async (where: string, params: unknown[]) =>
    (
      await ctx.db.query<Row>(
        `SELECT tenant_id, actor_user_id, operator_user_id, login_type, resource_type, action, details
           FROM audit_log WHERE ${where} ORDER BY occurred_at, id`,
        params,
      )
    ).rows;

  it("records the issuance in the person's tenant, naming the operator, and nowhere else", async () => {
    const issued = await issue(personB.username);
    expect(issued.statusCode, issued.body).toBe(201);
    const rows = await rowsOf(`resource_type = 'short_token' AND action = 'create'`, []);
    const row = rows.at(-1) as Row;
    expect(row).toMatchObject({
      tenant_id: tenantB,
      actor_user_id: operatorId,
      operator_user_id: operatorId,
    });
    expect(row.details).toMatchObject({ user_id: personB.id, username: personB.username });
  });

  it('names the operator on every entry of the session the token opens, after a refresh too', async () => {
    const issued = (await issue(personB.username)).json().data;
    const signedIn = await exchange(issued.short_token);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const tokens = signedIn.json<{ access_token: string; refresh_token: string }>();
    const write = await createGroup(tokens.access_token, `via-token-${randomUUID().slice(0, 6)}`);
    expect(write.statusCode, write.body).toBe(201);
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: tokens.refresh_token },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const later = await createGroup(refreshed.json().access_token, `via-refresh-${randomUUID().slice(0, 6)}`);
    expect(later.statusCode, later.body).toBe(201);

    // The refresh's own entry belongs to no tenant (it names the session only), like every refresh's.
    const ids = [signedIn, write, later].map((r) => String(r.headers['x-request-id']));
    const rows = await rowsOf('request_id = ANY($1::text[])', [ids]);
    expect(rows.length).toBe(ids.length);
    for (const row of rows) {
      expect(row, `${row.resource_type} ${row.action}`).toMatchObject({
        tenant_id: tenantB,
        actor_user_id: personB.id,
        operator_user_id: operatorId,
        login_type: 'token',
      });
      expect(row.details.operator).toMatchObject({ id: operatorId });
    }

    // Through the read API: tenant B's administrator sees the operator on the write.
    const own = await login(ctx.app, personB.username, personB.password);
    const trail = await ctx.app.inject({
      method: 'GET',
      url: `/api/main/audit_logs?per_page=100&resource_id=${write.json().data.id}`,
      headers: bearer(own),
    });
    expect(trail.statusCode, trail.body).toBe(200);
    const [entry] = trail.json<{ data: { actor: { id: string; operator: { id: string } | null } }[] }>().data;
    expect(entry?.actor).toMatchObject({ id: personB.id, operator: { id: operatorId } });
  });

  it("keeps every tenant's trail free of the other tenant's people", async () => {
    // Whatever happened above, no entry outside tenant B names its person, by id or by username.
    const leaked = await rowsOf(
      `tenant_id IS DISTINCT FROM $1::uuid
         AND (actor_user_id = $2::uuid OR details::text LIKE $3 OR details::text LIKE $4)`,
      [tenantB, personB.id, `%${personB.id}%`, `%${personB.username}%`],
    );
    expect(leaked).toEqual([]);
    const admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
    const trail = await ctx.app.inject({
      method: 'GET',
      url: '/api/main/audit_logs?per_page=100',
      headers: bearer(admin),
    });
    expect(trail.statusCode).toBe(200);
    expect(trail.body).not.toContain(personB.id);
    expect(trail.body).not.toContain(personB.username);
  });

  it('names the operator on the WAF exchange of the token, and the WAF grant carries them', async () => {
    const issued = (await issue(personB.username)).json().data;
    const own = await login(ctx.app, personB.username, personB.password);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/waf/waf/api/users/token?short_token=${issued.short_token}&region_id=hn-1&project_id=p-1`,
      headers: bearer(own),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await rowsOf('request_id = $1', [String(res.headers['x-request-id'])]);
    expect(row).toMatchObject({
      tenant_id: tenantB,
      actor_user_id: personB.id,
      operator_user_id: operatorId,
    });
    const grant = await verifyWafClientToken(ctx.db, res.json().token, new Date());
    expect(grant).toMatchObject({ userId: personB.id, operatorUserId: operatorId });
  });

  it('signs no one in with a token whose operator was disabled since', async () => {
    const issued = (await issue(personB.username)).json().data;
    await ctx.db.query(`UPDATE users SET status = 'disabled' WHERE id = $1`, [operatorId]);
    try {
      const refused = await exchange(issued.short_token);
      expect(refused.statusCode).toBe(401);
      expect(errorBody(refused).message).toMatch(/invalid, already used or expired/);
    } finally {
      await ctx.db.query(`UPDATE users SET status = 'active' WHERE id = $1`, [operatorId]);
    }
  });

  it('names no operator for a token of the command line (issued by no one signed in)', async () => {
    const issued = await ctx.db.transaction((tx) =>
      createShortTokenFor(tx, { username: personB.username, now: new Date() }),
    );
    const signedIn = await exchange(issued?.token as string);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const [row] = await rowsOf('request_id = $1', [String(signedIn.headers['x-request-id'])]);
    expect(row).toMatchObject({ tenant_id: tenantB, actor_user_id: personB.id, operator_user_id: null });
  });
});
