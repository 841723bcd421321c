import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, countRows, createTestApp, errorBody, login } from './helpers.js';
import type { TestContext } from './helpers.js';

let now = Date.now();
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp('pglite', {
    clock: () => new Date(now),
    loginLimit: { maxFailures: 3, windowMs: 60_000 },
  });
});
afterAll(() => ctx.close());

describe('POST /api/auth/login', () => {
  it('signs in: token pair, HttpOnly SameSite=Strict session cookie, audit row', async () => {
    const { username, password } = ctx.passwords.admin;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'Bearer', login_type: 'password' });
    expect(body.expires_in).toBeGreaterThan(0);
    expect(body.expires_in).toBeLessThanOrEqual(900);
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(body.refresh_token.length).toBeGreaterThan(30);
    const cookie = res.cookies.find((c) => c.name === 'console_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(
      await countRows(ctx.db, 'audit_log', "action = 'login' AND result = 'success' AND request_id = $1", [
        res.headers['x-request-id'],
      ]),
    ).toBe(1);
    // Only hashes are stored.
    expect(await countRows(ctx.db, 'refresh_tokens', 'token_hash = $1', [body.refresh_token])).toBe(0);
  });

  it('answers the same 401 for an unknown user and a wrong password', async () => {
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: ctx.passwords.member.username, password: 'not-the-password' },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'nobody-here', password: 'whatever' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(errorBody(wrong).message).toBe(errorBody(unknown).message);
    expect(
      await countRows(ctx.db, 'audit_log', "action = 'login' AND result = 'denied' AND request_id = $1", [
        wrong.headers['x-request-id'],
      ]),
    ).toBe(1);
  });

  it('rejects a body that breaks the contract with field paths', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: '' } });
    expect(res.statusCode).toBe(400);
    const paths = errorBody(res).errors?.map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['/body/username', '/body/password']));
  });

  it('limits repeated failures per username and IP with 429 + Retry-After', async () => {
    const payload = { username: 'rate-limited-user', password: 'wrong' };
    for (let i = 0; i < 3; i++) {
      expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload })).statusCode).toBe(
        401,
      );
    }
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorBody(res).code).toBe('rate_limited');
    now += 61_000;
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload })).statusCode).toBe(401);
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates: a new pair works, the old token works only within the grace window', async () => {
    const { username, password } = ctx.passwords.member;
    const first = await login(ctx.app, username, password);
    const r1 = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: first.refresh_token },
    });
    expect(r1.statusCode).toBe(200);
    const second = r1.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/main/user',
      headers: bearer(second.access_token),
    });
    expect(profile.statusCode).toBe(200);

    // A concurrent refresh from another tab, a moment later, still succeeds.
    now += 2_000;
    const concurrent = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: first.refresh_token },
    });
    expect(concurrent.statusCode).toBe(200);

    // After the grace window the reuse is treated as theft: 401, and the whole session is revoked.
    now += 15_000;
    const reuse = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: first.refresh_token },
    });
    expect(reuse.statusCode).toBe(401);
    errorBody(reuse);
    const after = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: second.refresh_token },
    });
    expect(after.statusCode).toBe(401);
    const denied = await ctx.app.inject({
      method: 'GET',
      url: '/api/main/user',
      headers: bearer(second.access_token),
    });
    expect(denied.statusCode).toBe(401);
    expect(
      await countRows(
        ctx.db,
        'audit_log',
        "action = 'refresh' AND details->>'reason' = 'refresh_token_reuse'",
      ),
    ).toBe(1);
  });

  it('refuses an unknown token with 401', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: 'nope' },
    });
    expect(res.statusCode).toBe(401);
    expect(errorBody(res).code).toBe('unauthorized');
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session named by the cookie: refresh and access stop working, cookie cleared', async () => {
    const { username, password } = ctx.passwords.admin;
    const t = await login(ctx.app, username, password);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { console_session: t.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const cleared = res.cookies.find((c) => c.name === 'console_session');
    expect(cleared?.value).toBe('');
    expect(cleared?.maxAge === 0 || (cleared?.expires && cleared.expires.getTime() < Date.now())).toBe(true);
    const r = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: t.refresh_token },
    });
    expect(r.statusCode).toBe(401);
    const p = await ctx.app.inject({ method: 'GET', url: '/api/main/user', headers: bearer(t) });
    expect(p.statusCode).toBe(401);
  });

  it('revokes the session named by the bearer token, even with a JSON content type and empty body', async () => {
    const { username, password } = ctx.passwords.operator;
    const t = await login(ctx.app, username, password);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(t, { 'content-type': 'application/json' }),
      payload: '',
    });
    expect(res.statusCode).toBe(200);
    const p = await ctx.app.inject({ method: 'GET', url: '/api/main/user', headers: bearer(t) });
    expect(p.statusCode).toBe(401);
  });

  it('answers 200 with no session at all, and still audits once', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(200);
    expect(await countRows(ctx.db, 'audit_log', 'request_id = $1', [res.headers['x-request-id']])).toBe(1);
  });
});
