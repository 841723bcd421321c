// Parent-portal short tokens (operator endpoint, CLI, exchange, WAF client token), the own-password change
// and revokeAllSessions.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseArgs } from '../auth/short-token-cli.js';
import { revokeAllSessions } from '../auth/sessions.js';
import { buildApp } from '../app.js';
import { repoRoot } from '../config.js';
import { migrate, openPglite } from '../db/index.js';
import { Mailer } from '../mail/mailer.js';
import { renderMail } from '../mail/templates.js';
import { createUser } from '../seed.js';
import { verifyWafClientToken } from '../waf/index.js';
import { bearer, countRows, createTestApp, errorBody, login, randomSecret } from './helpers.js';
import type { TestContext, Tokens } from './helpers.js';
import { STRONG_PASSWORD } from './identity-support.js';

let now = Date.now();
let ctx: TestContext;
let operator: Tokens;

beforeAll(async () => {
  ctx = await createTestApp('pglite', { clock: () => new Date(now) });
  operator = await login(ctx.app, ctx.passwords.operator.username, ctx.passwords.operator.password);
});
afterAll(() => ctx.close());
beforeEach(() => {
  now += 2 * 3600_000;
});

async function shortToken(username: string, extra: Record<string, unknown> = {}, headers = {}) {
  // The operator's session is as old as the test clock says; sign in again when it moved far.
  operator = await login(ctx.app, ctx.passwords.operator.username, ctx.passwords.operator.password);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/main/admin/short_tokens',
    headers: bearer(operator, headers),
    payload: { username, ...extra },
  });
}

const exchange = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/token-exchange', payload });

describe('parent-portal short token', () => {
  it('is created by an operator, shown once, and signs in once (login_type token)', async () => {
    const created = await shortToken(ctx.passwords.member.username, { ttl_seconds: 60 });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const data = created.json().data;
    expect(data).toMatchObject({ username: ctx.passwords.member.username, expires_in: 60 });
    expect(new URL(data.login_url).searchParams.get('token')).toBe(data.short_token);
    expect(await countRows(ctx.db, 'identity_tokens', 'token_hash = $1', [data.short_token])).toBe(0);
    expect(
      await countRows(ctx.db, 'audit_log', "resource_type = 'short_token' AND action = 'create'"),
    ).toBeGreaterThan(0);

    const signedIn = await exchange({ short_token: data.short_token, region_id: 'hn-1', project_id: 'p-1' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ login_type: 'token', token_type: 'Bearer' });
    expect(signedIn.cookies.find((c) => c.name === 'console_session')).toBeTruthy();
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/main/user',
      headers: bearer(signedIn.json().access_token),
    });
    expect(me.json().data.username).toBe(ctx.passwords.member.username);

    const replay = await exchange({ short_token: data.short_token });
    expect(replay.statusCode).toBe(401);
    expect(errorBody(replay).message).toMatch(/already used or expired/);
  });

  it('refuses an expired token with 401', async () => {
    const { short_token } = (await shortToken(ctx.passwords.member.username, { ttl_seconds: 10 })).json()
      .data;
    now += 11_000;
    expect((await exchange({ short_token })).statusCode).toBe(401);
  });

  it('is for operators only, for known users only; an Idempotency-Key replay does not repeat the secret', async () => {
    const admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
    const forbidden = await ctx.app.inject({
      method: 'POST',
      url: '/api/main/admin/short_tokens',
      headers: bearer(admin),
      payload: { username: ctx.passwords.member.username },
    });
    expect(forbidden.statusCode).toBe(403);
    expect((await shortToken('nobody-at-all')).statusCode).toBe(404);
    expect((await shortToken(ctx.passwords.member.username, { ttl_seconds: 5000 })).statusCode).toBe(400);

    const first = await shortToken(ctx.passwords.member.username, {}, { 'idempotency-key': 'st-1' });
    expect(first.statusCode).toBe(201);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/main/admin/short_tokens',
      headers: bearer(operator, { 'idempotency-key': 'st-1' }),
      payload: { username: ctx.passwords.member.username },
    });
    expect(again.statusCode).toBe(409);
    expect(errorBody(again).code).toBe('already_created');
    expect(again.body).not.toContain(first.json().data.short_token);
  });
});

describe('WAF client token (GET /waf/api/users/token)', () => {
  it("trades the caller's own short token once for a WAF token bound to region and project", async () => {
    const admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
    const { short_token } = (await shortToken(ctx.passwords.admin.username)).json().data;
    const url = `/api/waf/waf/api/users/token?short_token=${short_token}&region_id=hn-1&project_id=prj-7`;

    const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(admin) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.expires_in).toBe(900);
    const grant = await verifyWafClientToken(ctx.db, body.token, new Date(now));
    expect(grant).toMatchObject({ regionId: 'hn-1', projectId: 'prj-7', tenantId: ctx.seed.tenantId });
    expect(await verifyWafClientToken(ctx.db, body.token, new Date(now + 901_000))).toBeNull();

    const replay = await ctx.app.inject({ method: 'GET', url, headers: bearer(admin) });
    expect(replay.statusCode).toBe(401);
    errorBody(replay);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it("refuses someone else's short token and leaves it usable by its owner", async () => {
    const admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
    const { short_token } = (await shortToken(ctx.passwords.operator.username)).json().data;
    const url = `/api/waf/waf/api/users/token?short_token=${short_token}&region_id=hn-1&project_id=p`;
    expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(admin) })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(operator) })).statusCode).toBe(200);
  });

  it('answers 400 for a query that breaks the contract', async () => {
    const admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/waf/waf/api/users/token?short_token=abc&region_id=HN_1&project_id=p',
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).errors?.map((e) => e.path)).toContain('/query/region_id');
  });
});

describe('PUT /user/password', () => {
  it('needs the current password; ends the other sessions, keeps the caller', async () => {
    const { username, password } = ctx.passwords.member;
    const mine = await login(ctx.app, username, password);
    const other = await login(ctx.app, username, password);
    const put = (payload: unknown, tokens = mine) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/main/user/password',
        headers: bearer(tokens),
        payload: payload as object,
      });

    const wrong = await put({ current_password: 'not-it', new_password: STRONG_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(errorBody(wrong).errors?.map((e) => e.path)).toEqual(['/body/current_password']);
    const weak = await put({ current_password: password, new_password: 'weak' });
    expect(weak.statusCode).toBe(400);
    expect(errorBody(weak).errors?.map((e) => e.path)).toContain('/body/new_password');
    expect(
      (await ctx.app.inject({ method: 'PUT', url: '/api/main/user/password', payload: {} })).statusCode,
    ).toBe(401);

    const ok = await put({ current_password: password, new_password: STRONG_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().success).toBe(true);
    const meOther = await ctx.app.inject({ method: 'GET', url: '/api/main/user', headers: bearer(other) });
    expect(meOther.statusCode).toBe(401);
    const otherRefresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: other.refresh_token },
    });
    expect(otherRefresh.statusCode).toBe(401);
    const meMine = await ctx.app.inject({ method: 'GET', url: '/api/main/user', headers: bearer(mine) });
    expect(meMine.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } }))
        .statusCode,
    ).toBe(401);
    await login(ctx.app, username, STRONG_PASSWORD);
    // Put it back for the other tests.
    expect(
      (await put({ current_password: STRONG_PASSWORD, new_password: 'Back-Again-Pass-1' })).statusCode,
    ).toBe(200);
    ctx.passwords.member.password = 'Back-Again-Pass-1';
  });

  it('limits wrong current passwords like failed sign-ins (429 + Retry-After)', async () => {
    const { username, password } = ctx.passwords.admin;
    const mine = await login(ctx.app, username, password);
    let last = 0;
    let retryAfter: string | string[] | undefined;
    for (let i = 0; i < 11; i++) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/main/user/password',
        headers: bearer(mine),
        payload: { current_password: `wrong-${i}`, new_password: STRONG_PASSWORD },
      });
      last = res.statusCode;
      retryAfter = res.headers['retry-after'];
    }
    expect(last).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});

describe('revokeAllSessions', () => {
  it('ends every session and refresh token of the user, for other modules to call', async () => {
    const { username, password } = ctx.passwords.operator;
    const a = await login(ctx.app, username, password);
    const b = await login(ctx.app, username, password);
    const { rows } = await ctx.db.query<{ id: string }>('SELECT id FROM users WHERE username = $1', [
      username,
    ]);
    const userId = rows[0]!.id;
    expect(
      await revokeAllSessions(ctx.db, userId, 'user_disabled', { now: new Date(now) }),
    ).toBeGreaterThanOrEqual(2);
    for (const t of [a, b]) {
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/main/user', headers: bearer(t) })).statusCode,
      ).toBe(401);
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/auth/refresh',
            payload: { refreshToken: t.refresh_token },
          })
        ).statusCode,
      ).toBe(401);
    }
    expect(
      await countRows(ctx.db, 'sessions', "user_id = $1 AND revoke_reason = 'user_disabled'", [userId]),
    ).toBeGreaterThanOrEqual(2);
  });
});

describe('scripts/short-token.mjs', () => {
  it('parses its arguments', () => {
    expect(parseArgs(['ada'])).toEqual({ username: 'ada', ttlSeconds: undefined });
    expect(parseArgs(['ada', '--ttl', '60'])).toEqual({ username: 'ada', ttlSeconds: 60 });
    expect(() => parseArgs([])).toThrow(/usage/);
    expect(() => parseArgs(['ada', '--ttl', '5'])).toThrow(/usage/);
    expect(() => parseArgs(['ada', 'bob'])).toThrow(/usage/);
  });

  it('writes a one-time token into the DATA_DIR database that then signs in once', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'short-token-cli-'));
    try {
      const pgliteDir = path.join(dataDir, 'pglite');
      let db = await openPglite(pgliteDir);
      await migrate(db);
      await createUser(db, {
        tenantId: null,
        username: 'cli-operator',
        password: STRONG_PASSWORD,
        role: 'operator',
        email: 'cli@op.example',
        fullName: 'CLI Operator',
      });
      await db.close();

      const run = spawnSync(
        process.execPath,
        [path.join(repoRoot, 'scripts', 'short-token.mjs'), 'cli-operator'],
        {
          cwd: repoRoot,
          env: {
            ...process.env,
            DATA_DIR: dataDir,
            DATABASE_URL: '',
            PORT: '1',
            PUBLIC_URL: 'https://console.test',
          },
          encoding: 'utf8',
          timeout: 120_000,
        },
      );
      expect(run.status, run.stderr).toBe(0);
      const token = run.stdout.trim();
      expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(run.stderr).toContain(`https://console.test/login?token=${token}`);

      db = await openPglite(pgliteDir);
      const app = await buildApp({ db, ownsDb: true, jwtSecret: randomSecret(), consoleDir: dataDir });
      try {
        const first = await app.inject({
          method: 'POST',
          url: '/api/auth/token-exchange',
          payload: { short_token: token },
        });
        expect(first.statusCode).toBe(200);
        const replay = await app.inject({
          method: 'POST',
          url: '/api/auth/token-exchange',
          payload: { short_token: token },
        });
        expect(replay.statusCode).toBe(401);
      } finally {
        await app.close();
      }

      const unknown = spawnSync(
        process.execPath,
        [path.join(repoRoot, 'scripts', 'short-token.mjs'), 'nobody'],
        {
          cwd: repoRoot,
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '1' },
          encoding: 'utf8',
          timeout: 120_000,
        },
      );
      expect(unknown.status).toBe(1);
      expect(unknown.stderr).toMatch(/No active, verified user/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe('mail by SMTP (SMTP_URL)', () => {
  it('keeps no link in the outbox and records a failed delivery instead of throwing', async () => {
    const mailer = new Mailer({
      publicUrl: 'https://console.test',
      from: 'Console <no-reply@console.test>',
      smtpUrl: 'smtp://127.0.0.1:1',
    });
    const mail = renderMail({
      kind: 'email_login',
      locale: 'en',
      name: 'Ada',
      link: 'https://console.test/x',
    });
    const queued = await ctx.db.transaction((tx) => mailer.queue(tx, 'ada@smtp.example', mail, null));
    await mailer.deliver(ctx.db, [queued]);
    const { rows } = await ctx.db.query<{
      status: string;
      text_body: string;
      transport: string;
      error: string;
    }>('SELECT status, text_body, transport, error FROM outbox WHERE id = $1', [queued.id]);
    expect(rows[0]).toMatchObject({ status: 'failed', text_body: '', transport: 'smtp' });
    expect(rows[0]?.error).toBeTruthy();
  }, 30_000);
});
