// Registration, email verification, password reset and the emailed sign-in link, through the API and the
// dev outbox, with the rate limits and the no-enumeration rule.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, countRows, createTestApp, errorBody, login } from './helpers.js';
import type { TestContext } from './helpers.js';
import { lastMail, linkOf, outbox, STRONG_PASSWORD } from './identity-support.js';

let now = Date.now();
let ctx: TestContext;
let counter = 0;

beforeAll(async () => {
  ctx = await createTestApp('pglite', { clock: () => new Date(now) });
});
afterAll(() => ctx.close());
// Each test starts past every rate-limit window of the previous one.
beforeEach(() => {
  now += 2 * 3600_000;
});

function newRegistration() {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    tenant_name: `acme-${id}`,
    username: `owner${id}`,
    full_name: 'Ada Owner',
    email: `owner-${id}@acme.example`,
    password: STRONG_PASSWORD,
    accept_terms: true,
  };
}

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });

async function register(body = newRegistration()) {
  const res = await post('/api/auth/register', body);
  expect(res.statusCode, res.body).toBe(202);
  return body;
}

async function registerAndVerify() {
  const body = await register();
  const { token } = linkOf(await lastMail(ctx.app, body.email, 'verify_email'));
  expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(200);
  return body;
}

describe('register → verification mail → verify → sign in', () => {
  it('counts the seeded demo users as verified', async () => {
    expect(await countRows(ctx.db, 'users', 'email_verified_at IS NULL')).toBe(0);
    await login(ctx.app, ctx.passwords.member.username, ctx.passwords.member.password);
  });

  it('creates a tenant with its administrator who signs in once verified', async () => {
    const body = newRegistration();
    const tenantsBefore = await countRows(ctx.db, 'tenants');
    const res = await post('/api/auth/register', { ...body, locale: 'de' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ success: true });
    expect(await countRows(ctx.db, 'tenants')).toBe(tenantsBefore + 1);
    expect(
      await countRows(ctx.db, 'audit_log', "action = 'register' AND request_id = $1", [
        res.headers['x-request-id'],
      ]),
    ).toBe(1);

    const mail = await lastMail(ctx.app, body.email, 'verify_email');
    expect(mail.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse');
    expect(mail.html).toContain('<a href="http');
    const { url, token } = linkOf(mail);
    expect(url.pathname).toBe('/verify-success');
    // Only the hash is stored.
    expect(await countRows(ctx.db, 'identity_tokens', 'token_hash = $1', [token])).toBe(0);

    // Before verification: the right password gets a clear refusal, a wrong one the usual one.
    const early = await post('/api/auth/login', { username: body.username, password: body.password });
    expect(early.statusCode).toBe(401);
    expect(errorBody(early)).toMatchObject({ code: 'email_not_verified' });
    expect(errorBody(early).message).toMatch(/not verified/);
    const wrong = await post('/api/auth/login', { username: body.username, password: 'Wrong-password-1' });
    expect(errorBody(wrong).code).toBe('unauthorized');

    const verified = await post('/api/auth/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().success).toBe(true);
    // Single use.
    const again = await post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(errorBody(again).code).toBe('invalid_token');

    const tokens = await login(ctx.app, body.username, body.password);
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/main/user', headers: bearer(tokens) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({
      username: body.username,
      role: 'administrator',
      tenant_name: body.tenant_name,
    });
  });

  it('answers 409 for a username or tenant name in use, and writes nothing', async () => {
    const first = await registerAndVerify();
    const users = await countRows(ctx.db, 'users');
    const tenants = await countRows(ctx.db, 'tenants');
    const sameUser = await post('/api/auth/register', { ...newRegistration(), username: first.username });
    expect(sameUser.statusCode).toBe(409);
    expect(errorBody(sameUser).code).toBe('username_taken');
    const sameTenant = await post('/api/auth/register', {
      ...newRegistration(),
      tenant_name: first.tenant_name.toUpperCase().toLowerCase(),
    });
    expect(sameTenant.statusCode).toBe(409);
    expect(errorBody(sameTenant).code).toBe('tenant_name_taken');
    expect(await countRows(ctx.db, 'users')).toBe(users);
    expect(await countRows(ctx.db, 'tenants')).toBe(tenants);
  });

  it('answers an email address in use like a new one; its owner gets a mail instead', async () => {
    const known = await registerAndVerify();
    const tenants = await countRows(ctx.db, 'tenants');
    const fresh = newRegistration();
    const a = await post('/api/auth/register', { ...newRegistration(), email: known.email });
    const b = await post('/api/auth/register', fresh);
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.json()).toEqual(b.json());
    expect(await countRows(ctx.db, 'tenants')).toBe(tenants + 1);
    expect((await lastMail(ctx.app, known.email)).kind).toBe('already_registered');
  });

  it('resends the verification mail; the older link stops working', async () => {
    const body = await register();
    const first = linkOf(await lastMail(ctx.app, body.email, 'verify_email')).token;
    const res = await post('/api/auth/verify-email/resend', { email: body.email.toUpperCase() });
    expect(res.statusCode).toBe(202);
    const second = linkOf(await lastMail(ctx.app, body.email, 'verify_email')).token;
    expect(second).not.toBe(first);
    expect((await post('/api/auth/verify-email', { token: first })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-email', { token: second })).statusCode).toBe(200);
    // Verified accounts get nothing more, with the same answer.
    const mails = (await outbox(ctx.app, body.email)).length;
    const after = await post('/api/auth/verify-email/resend', { email: body.email });
    expect(after.statusCode).toBe(202);
    expect((await outbox(ctx.app, body.email)).length).toBe(mails);
  });

  it('refuses an expired verification link', async () => {
    const body = await register();
    const { token } = linkOf(await lastMail(ctx.app, body.email, 'verify_email'));
    now += 25 * 3600_000;
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(400);
  });
});

describe('forgot password → reset link', () => {
  it('sets the new password, the old one fails, every session and refresh token ends', async () => {
    const body = await registerAndVerify();
    const s1 = await login(ctx.app, body.username, body.password);
    const s2 = await login(ctx.app, body.username, body.password);

    expect((await post('/api/auth/forgot-password', { email: body.email, locale: 'vi' })).statusCode).toBe(
      202,
    );
    const mail = await lastMail(ctx.app, body.email, 'reset_password');
    expect(mail.subject).toBe('Đặt lại mật khẩu');
    const { url, token } = linkOf(mail);
    expect(url.pathname).toBe('/forgot-password');

    const newPassword = 'Brand-New-Pass-42';
    const reset = await post('/api/auth/reset-password', { token, password: newPassword });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().success).toBe(true);

    for (const s of [s1, s2]) {
      const me = await ctx.app.inject({ method: 'GET', url: '/api/main/user', headers: bearer(s) });
      expect(me.statusCode).toBe(401);
      const refreshed = await post('/api/auth/refresh', { refreshToken: s.refresh_token });
      expect(refreshed.statusCode).toBe(401);
    }
    expect(
      (await post('/api/auth/login', { username: body.username, password: body.password })).statusCode,
    ).toBe(401);
    await login(ctx.app, body.username, newPassword);

    // The link worked once.
    const replay = await post('/api/auth/reset-password', { token, password: 'Another-Pass-43' });
    expect(replay.statusCode).toBe(400);
    expect(errorBody(replay).code).toBe('invalid_token');
  });

  it('refuses an expired reset link', async () => {
    const body = await registerAndVerify();
    await post('/api/auth/forgot-password', { email: body.email });
    const { token } = linkOf(await lastMail(ctx.app, body.email, 'reset_password'));
    now += 31 * 60_000;
    expect(
      (await post('/api/auth/reset-password', { token, password: 'Brand-New-Pass-42' })).statusCode,
    ).toBe(400);
  });
});

describe('email sign-in link', () => {
  it('signs in once (login_type password, session cookie); a replay is refused', async () => {
    const body = await registerAndVerify();
    const res = await post('/api/auth/email-login', { email: body.email, next: '/cdn/sites' });
    expect(res.statusCode).toBe(202);
    const { url, token } = linkOf(await lastMail(ctx.app, body.email, 'email_login'));
    expect(url.pathname).toBe('/email-login');
    expect(url.searchParams.get('next')).toBe('/cdn/sites');

    const signedIn = await post('/api/auth/email-login/verify', { token });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ token_type: 'Bearer', login_type: 'password' });
    expect(signedIn.json().expires_in).toBeLessThanOrEqual(900);
    expect(signedIn.cookies.find((c) => c.name === 'console_session')).toMatchObject({ httpOnly: true });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/main/user',
      headers: bearer(signedIn.json().access_token),
    });
    expect(me.statusCode).toBe(200);

    const replay = await post('/api/auth/email-login/verify', { token });
    expect(replay.statusCode).toBe(401);
    expect(errorBody(replay).message).toMatch(/already used or expired/);
  });

  it('refuses an expired link, and sends nothing to unverified accounts', async () => {
    const body = await registerAndVerify();
    await post('/api/auth/email-login', { email: body.email });
    const { token } = linkOf(await lastMail(ctx.app, body.email, 'email_login'));
    now += 16 * 60_000;
    expect((await post('/api/auth/email-login/verify', { token })).statusCode).toBe(401);

    const unverified = await register();
    const before = (await outbox(ctx.app, unverified.email)).length;
    expect((await post('/api/auth/email-login', { email: unverified.email })).statusCode).toBe(202);
    expect((await outbox(ctx.app, unverified.email)).length).toBe(before);
  });
});

describe('no account enumeration', () => {
  it('answers the same status and body for known and unknown addresses', async () => {
    const known = await registerAndVerify();
    for (const url of [
      '/api/auth/forgot-password',
      '/api/auth/email-login',
      '/api/auth/verify-email/resend',
    ]) {
      const a = await post(url, { email: known.email });
      const b = await post(url, { email: `nobody-${counter}@nowhere.example` });
      expect(a.statusCode, url).toBe(202);
      expect(b.statusCode, url).toBe(202);
      expect(a.json(), url).toEqual(b.json());
    }
  });
});

describe('rate limits', () => {
  it('limits mail per address with 429 + Retry-After, for unknown addresses alike', async () => {
    // Five mails per address in 15 minutes; the registration already sent one to the known address.
    const known = (await registerAndVerify()).email;
    for (const [email, allowed] of [
      ['limit-me@acme.example', 5],
      [known, 4],
    ] as const) {
      for (let i = 0; i < allowed; i++) {
        expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(202);
      }
      const res = await post('/api/auth/forgot-password', { email });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(errorBody(res).code).toBe('rate_limited');
      // The limit spans every kind of mail to the address.
      expect((await post('/api/auth/email-login', { email })).statusCode).toBe(429);
    }
    now += 16 * 60_000;
    expect((await post('/api/auth/forgot-password', { email: 'limit-me@acme.example' })).statusCode).toBe(
      202,
    );
  });

  it('limits failed token checks per IP', async () => {
    const bad = { token: 'x'.repeat(43) };
    for (let i = 0; i < 20; i++) {
      expect((await post('/api/auth/email-login/verify', bad)).statusCode).toBe(401);
    }
    const res = await post('/api/auth/verify-email', bad);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits registrations per IP', async () => {
    for (let i = 0; i < 20; i++) await register();
    const res = await post('/api/auth/register', newRegistration());
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('bad bodies', () => {
  it('answers 400 with the envelope and writes nothing', async () => {
    const counts = async () => ({
      users: await countRows(ctx.db, 'users'),
      tenants: await countRows(ctx.db, 'tenants'),
      tokens: await countRows(ctx.db, 'identity_tokens'),
      mails: await countRows(ctx.db, 'outbox'),
    });
    const before = await counts();
    const cases: [string, unknown, string][] = [
      ['/api/auth/register', { ...newRegistration(), password: 'short' }, '/body/password'],
      ['/api/auth/register', { ...newRegistration(), accept_terms: false }, '/body/accept_terms'],
      ['/api/auth/register', { ...newRegistration(), tenant_name: 'Not A Slug' }, '/body/tenant_name'],
      ['/api/auth/register', { ...newRegistration(), email: 'not-an-email' }, '/body/email'],
      ['/api/auth/verify-email', { token: 'short' }, '/body/token'],
      ['/api/auth/verify-email/resend', {}, '/body/email'],
      ['/api/auth/forgot-password', { email: 'x' }, '/body/email'],
      ['/api/auth/reset-password', { token: 'y'.repeat(40), password: 'weakweakweak' }, '/body/password'],
      ['/api/auth/email-login', { email: 'a@b.example', next: '//evil.example' }, '/body/next'],
      ['/api/auth/email-login/verify', { token: '<script>' }, '/body/token'],
      ['/api/auth/token-exchange', { short_token: 'short' }, '/body/short_token'],
    ];
    for (const [url, payload, path] of cases) {
      const res = await post(url, payload);
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      const paths = errorBody(res).errors?.map((e) => e.path) ?? [];
      expect(paths, url).toContain(path);
    }
    expect(await counts()).toEqual(before);
  });
});

describe('the dev outbox', () => {
  it('is closed under NODE_ENV=production and to other machines', async () => {
    const remote = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/dev/outbox',
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(404);
    errorBody(remote);
    const saved = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/dev/outbox' })).statusCode).toBe(404);
    } finally {
      process.env.NODE_ENV = saved;
    }
  });
});
