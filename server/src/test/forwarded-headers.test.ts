// Forwarding headers are the client's to write: with TRUST_PROXY naming the proxies (a hop count or their
// addresses), the client address is read from the right of X-Forwarded-For, never the left, so a forged
// leftmost entry neither moves the sign-in limit, nor lands in the audit trail or a session, nor opens the
// loopback-only mailbox. The mailbox answers only when switched on for development, to a connection that
// itself comes from loopback and not through a proxy, and never under NODE_ENV=production. On PGlite and
// PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsFromEnv } from '../config.js';
import { parseTrustProxy } from '../plugins/client-address.js';
import type { TrustedProxies } from '../plugins/client-address.js';
import { BACKENDS, createTestApp, errorBody } from './helpers.js';
import type { TestContext } from './helpers.js';

const PROXY = '10.1.2.3';
const CLIENT = '198.51.100.7';

describe('TRUST_PROXY', () => {
  it('names a hop count or the proxies’ addresses, and refuses to trust every hop', () => {
    expect(parseTrustProxy(undefined)).toBeUndefined();
    expect(parseTrustProxy('')).toBeUndefined();
    expect(parseTrustProxy('0')).toBeUndefined();
    expect(parseTrustProxy('1')).toEqual({ hops: 1 });
    expect(parseTrustProxy(' 2 ')).toEqual({ hops: 2 });
    expect(parseTrustProxy('10.0.0.0/8, 192.0.2.1,loopback,::1,fd00::/8')).toEqual({
      addresses: ['10.0.0.0/8', '192.0.2.1', 'loopback', '::1', 'fd00::/8'],
    });
    for (const bad of ['true', 'TRUE', 'yes', '*', '10.0.0.0/33', 'proxy.example', '1.2.3.4/8/8', '-1', '99'])
      expect(() => parseTrustProxy(bad), bad).toThrow(/TRUST_PROXY/);
    expect(() => settingsFromEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(settingsFromEnv({ TRUST_PROXY: '1' }).trustProxy).toEqual({ hops: 1 });
  });

  it('leaves the mailbox off unless DEV_OUTBOX=1, and off under NODE_ENV=production whatever it says', () => {
    expect(settingsFromEnv({}).devOutbox).toBe(false);
    expect(settingsFromEnv({ DEV_OUTBOX: '1' }).devOutbox).toBe(true);
    expect(settingsFromEnv({ DEV_OUTBOX: '1', NODE_ENV: 'production' }).devOutbox).toBe(false);
  });
});

describe.each(BACKENDS)('forwarded client addresses (%s)', (kind) => {
  const apps: TestContext[] = [];
  async function app(trustProxy?: TrustedProxies, devOutbox = true): Promise<TestContext> {
    const ctx = await createTestApp(kind, { trustProxy, settings: { devOutbox } });
    apps.push(ctx);
    return ctx;
  }
  let oneHop: TestContext;
  beforeAll(async () => {
    oneHop = await app({ hops: 1 });
  });
  afterAll(async () => {
    for (const ctx of apps) await ctx.close();
  });

  async function lastLoginIp(ctx: TestContext, username: string): Promise<string | null> {
    const { rows } = await ctx.db.query<{ ip: string | null }>(
      `SELECT ip FROM audit_log WHERE action = 'login' AND actor_username = $1 ORDER BY occurred_at DESC LIMIT 1`,
      [username],
    );
    return rows[0]?.ip ?? null;
  }

  const signIn = (
    ctx: TestContext,
    username: string,
    password: string,
    headers: Record<string, string>,
    remote: string,
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: remote,
      headers,
      payload: { username, password },
    });

  it('takes the client address from the right of X-Forwarded-For into the audit trail and the session', async () => {
    const { username, password } = oneHop.passwords.admin;
    const failed = await signIn(
      oneHop,
      username,
      'wrong',
      { 'x-forwarded-for': `127.0.0.1, ${CLIENT}` },
      PROXY,
    );
    expect(failed.statusCode).toBe(401);
    expect(await lastLoginIp(oneHop, username)).toBe(CLIENT);
    const ok = await signIn(oneHop, username, password, { 'x-forwarded-for': `10.9.9.9, ${CLIENT}` }, PROXY);
    expect(ok.statusCode, ok.body).toBe(200);
    const { rows } = await oneHop.db.query<{ ip: string }>(
      `SELECT s.ip FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.username = $1
        ORDER BY s.created_at DESC LIMIT 1`,
      [username],
    );
    expect(rows[0]?.ip).toBe(CLIENT);
  });

  it('keeps the sign-in limit however the client varies the forged part', async () => {
    const { username } = oneHop.passwords.member;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const forged = `203.0.113.${i + 1}, 127.0.0.${i + 1}`;
      const res = await signIn(
        oneHop,
        username,
        `wrong-${i}`,
        { 'x-forwarded-for': `${forged}, ${CLIENT}` },
        PROXY,
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('believes only the listed proxies, and no forwarded address without TRUST_PROXY', async () => {
    const listed = await app({ addresses: ['10.0.0.0/8'] });
    const { username } = listed.passwords.admin;
    await signIn(listed, username, 'wrong', { 'x-forwarded-for': `127.0.0.1, ${CLIENT}, 10.0.0.9` }, PROXY);
    expect(await lastLoginIp(listed, username)).toBe(CLIENT);
    await signIn(listed, username, 'wrong', { 'x-forwarded-for': '127.0.0.1' }, '203.0.113.50');
    expect(await lastLoginIp(listed, username)).toBe('203.0.113.50');

    const none = await app(undefined);
    const other = none.passwords.admin.username;
    await signIn(
      none,
      other,
      'wrong',
      { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' },
      '203.0.113.51',
    );
    expect(await lastLoginIp(none, other)).toBe('203.0.113.51');
  });

  it('refuses a forwarded client address that is no IP address with the 400 envelope', async () => {
    const res = await signIn(
      oneHop,
      'nobody',
      'x',
      { 'x-forwarded-for': `${CLIENT}, not-an-address` },
      PROXY,
    );
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).errors?.[0]?.path).toBe('/header/x-forwarded-for');
  });

  it('serves the mailbox only to a loopback connection that came through no proxy', async () => {
    const outbox = (ctx: TestContext, remote: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'GET', url: '/api/auth/dev/outbox', remoteAddress: remote, headers });
    const none = await app(undefined);
    for (const [ctx, remote, headers] of [
      // The outside, claiming to be loopback.
      [oneHop, '203.0.113.9', { 'x-forwarded-for': '127.0.0.1' }],
      [oneHop, '203.0.113.9', { 'x-forwarded-for': '127.0.0.1, 127.0.0.1' }],
      [
        none,
        '203.0.113.9',
        { 'x-forwarded-for': '127.0.0.1', forwarded: 'for=127.0.0.1', 'x-real-ip': '::1' },
      ],
      // A proxy on this machine, passing on an outside caller (trusted or not).
      [oneHop, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }],
      [oneHop, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }],
      [none, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }],
      [none, '127.0.0.1', { forwarded: 'for=203.0.113.9' }],
      [none, '::1', { 'x-real-ip': '203.0.113.9' }],
      [none, '127.0.0.1', { 'x-forwarded-host': 'console.example', 'x-forwarded-proto': 'https' }],
    ] as const) {
      const res = await outbox(ctx, remote, headers);
      expect(res.statusCode, `${remote} ${JSON.stringify(headers)}`).toBe(404);
      errorBody(res);
    }
    expect((await outbox(none, '127.0.0.1')).statusCode).toBe(200);
    expect((await outbox(oneHop, '::1')).statusCode).toBe(200);

    const off = await app(undefined, false);
    expect((await outbox(off, '127.0.0.1')).statusCode).toBe(404);
    const saved = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect((await outbox(none, '127.0.0.1')).statusCode).toBe(404);
    } finally {
      process.env.NODE_ENV = saved;
    }
  });
});
