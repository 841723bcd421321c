// A real OIDC authorization-code flow (PKCE, state, nonce) through the server's endpoints against
// oidc-provider on 127.0.0.1: start → provider sign-in and consent → callback → a session that works.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantSlug } from '../idp/tenant-slug.js';
import { DEMO_TENANT } from '../seed.js';
import { bearer, countRows, errorBody } from './helpers.js';
import {
  ACCOUNT,
  addConfiguredIdp,
  callbackPath,
  CONSOLE_HOST,
  createIdpTestApp,
  signInAtProvider,
  startLogin,
} from './idp-support.js';
import type { IdpTestContext } from './idp-support.js';

const IDP = randomUUID();
const OTHER = randomUUID();
let ctx: IdpTestContext;

beforeAll(async () => {
  ctx = await createIdpTestApp([IDP, OTHER]);
  await addConfiguredIdp(ctx, IDP, 'Test IdP');
  await addConfiguredIdp(ctx, OTHER, 'Other IdP');
}, 30_000);
afterAll(() => ctx?.close());

function callback(idpId: string, url: URL, binding: string | undefined) {
  return ctx.app.inject({
    method: 'GET',
    url: callbackPath(idpId, url),
    headers: {
      host: CONSOLE_HOST,
      ...(binding !== undefined ? { cookie: `idp_login_state=${binding}` } : {}),
    },
  });
}

describe('sign-in through an external identity provider', () => {
  it('lists only enabled providers of a tenant, by name, and nothing for an unknown tenant', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/idps?tenant=${tenantSlug(DEMO_TENANT)}`,
    });
    expect(res.statusCode).toBe(200);
    const names = (res.json().data as { name: string; id: string }[]).map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Test IdP', 'Other IdP']));
    expect(res.body).not.toContain('metadata');
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/auth/idps?tenant=no-such-tenant' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ data: [] });
  });

  it('completes a real authorization-code flow and the session works on GET /user', async () => {
    const started = await startLogin(ctx.app, IDP, '/cdn/sites');
    const authUrl = new URL(started.authorizationUrl);
    expect(authUrl.origin).toBe(ctx.idp.issuer);
    expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authUrl.searchParams.get('redirect_uri')).toBe(`http://${CONSOLE_HOST}/${IDP}/callback`);
    expect(authUrl.searchParams.get('nonce')).toBeTruthy();

    const back = await signInAtProvider(started.authorizationUrl);
    expect(back.searchParams.get('code')).toBeTruthy();
    const res = await callback(IDP, back, started.binding);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.data.next).toBe('/cdn/sites');
    expect(body.data.token.login_type).toBe('idp');
    expect(res.cookies.find((c) => c.name === 'console_session')?.httpOnly).toBe(true);

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/main/user',
      headers: bearer(body.data.token.access_token),
    });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data).toMatchObject({
      role: 'customer',
      tenant_id: ctx.seed.tenantId,
      email: ACCOUNT.email,
    });

    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: body.data.token.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().login_type).toBe('idp');

    // The same person again: the same member, no second account.
    const again = await startLogin(ctx.app, IDP);
    const res2 = await callback(IDP, await signInAtProvider(again.authorizationUrl), again.binding);
    expect(res2.statusCode, res2.body).toBe(200);
    const me2 = await ctx.app.inject({
      method: 'GET',
      url: '/api/main/user',
      headers: bearer(res2.json().data.token.access_token),
    });
    expect(me2.json().data.id).toBe(me.json().data.id);
    expect(res2.json().data.next).toBeNull();
    expect(await countRows(ctx.db, 'idp_identities', 'idp_id = $1', [IDP])).toBe(1);
    expect(
      await countRows(
        ctx.db,
        'audit_log',
        "resource_type = 'session' AND action = 'login' AND actor_user_id = $1",
        [me.json().data.id],
      ),
    ).toBe(2);
  }, 30_000);

  it('refuses a replayed callback (state and code used once)', async () => {
    const started = await startLogin(ctx.app, IDP);
    const back = await signInAtProvider(started.authorizationUrl);
    expect((await callback(IDP, back, started.binding)).statusCode).toBe(200);
    const replay = await callback(IDP, back, started.binding);
    expect(replay.statusCode).toBe(400);
    expect(errorBody(replay).message).toMatch(/invalid or has expired/);
  }, 30_000);

  it('refuses a tampered state, a missing or foreign binding cookie, and another provider’s path', async () => {
    const started = await startLogin(ctx.app, IDP);
    const back = await signInAtProvider(started.authorizationUrl);
    const state = back.searchParams.get('state') as string;

    const tampered = new URL(back);
    tampered.searchParams.set('state', `${state.slice(0, -2)}${state.endsWith('AA') ? 'BB' : 'AA'}`);
    expect((await callback(IDP, tampered, started.binding)).statusCode).toBe(400);
    expect((await callback(IDP, back, undefined)).statusCode).toBe(400);
    expect((await callback(IDP, back, 'not-the-binding-cookie')).statusCode).toBe(400);
    expect((await callback(OTHER, back, started.binding)).statusCode).toBe(400);

    expect(
      await countRows(
        ctx.db,
        'audit_log',
        "resource_type = 'session' AND action = 'login' AND details->>'idp_id' = $1 AND result <> 'success'",
        [IDP],
      ),
    ).toBeGreaterThanOrEqual(4);

    // None of those used the state up: the genuine callback still succeeds, once.
    expect((await callback(IDP, back, started.binding)).statusCode).toBe(200);
  }, 30_000);

  it('refuses a code the provider did not issue for this state (401), and burns the state', async () => {
    const started = await startLogin(ctx.app, IDP);
    const back = await signInAtProvider(started.authorizationUrl);
    const forged = new URL(back);
    forged.searchParams.set('code', 'forged-code-value');
    const res = await callback(IDP, forged, started.binding);
    expect(res.statusCode).toBe(401);
    errorBody(res);
    expect((await callback(IDP, back, started.binding)).statusCode).toBe(400);
  }, 30_000);

  it('refuses a wrong password at the provider (no code comes back)', async () => {
    const started = await startLogin(ctx.app, IDP);
    await expect(
      signInAtProvider(started.authorizationUrl, { username: ACCOUNT.username, password: 'wrong' }),
    ).rejects.toThrow(/provider stopped/);
  }, 30_000);

  it('start: unknown, disabled or unconfigured providers answer 404; bad next answers 400', async () => {
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/idps/${randomUUID()}/start`,
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
    errorBody(unknown);
    const unconfigured = randomUUID();
    await ctx.db.query(
      `INSERT INTO identity_providers (id, tenant_id, name, protocol) VALUES ($1, $2, 'Bare', 'oidc')`,
      [unconfigured, ctx.seed.tenantId],
    );
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/auth/idps/${unconfigured}/start`, payload: {} }))
        .statusCode,
    ).toBe(404);
    const badNext = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/idps/${IDP}/start`,
      payload: { next: '//evil.example/' },
    });
    expect(badNext.statusCode).toBe(400);
  });

  it('a disabled member cannot sign in through the provider', async () => {
    const { rows } = await ctx.db.query<{ user_id: string }>(
      'SELECT user_id FROM idp_identities WHERE idp_id = $1',
      [IDP],
    );
    const userId = rows[0]?.user_id as string;
    await ctx.db.query(`UPDATE users SET status = 'disabled' WHERE id = $1`, [userId]);
    const started = await startLogin(ctx.app, IDP);
    const res = await callback(IDP, await signInAtProvider(started.authorizationUrl), started.binding);
    expect(res.statusCode).toBe(401);
    await ctx.db.query(`UPDATE users SET status = 'active' WHERE id = $1`, [userId]);
  }, 30_000);
});
