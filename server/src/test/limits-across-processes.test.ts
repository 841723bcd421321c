// Every limit holds for the platform, not for one server process: two app instances on one database (what
// more server processes on one PostgreSQL are) share each limit, concurrent requests pass no further than it
// allows, and an instance started afterwards (a restart) still refuses. The sign-in and mail limits are
// counted in the database; the purge limit, the add-on domain re-check and Idempotency-Key live in tables
// already, and are checked here the same way.
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { PURGES_PER_MINUTE } from '../main/cdn/purge.js';
import { BACKENDS, bearer, countRows, createTestApp, login, randomSecret } from './helpers.js';
import type { BackendKind, TestContext, Tokens } from './helpers.js';

const LIMIT = { maxFailures: 4, windowMs: 60_000 };

describe.each(BACKENDS)('limits across server processes on one database (%s)', (kind: BackendKind) => {
  let now = Date.now();
  const clock = () => new Date(now);
  const jwtSecret = randomSecret();
  let ctx: TestContext;
  let second: FastifyInstance;
  let admin: Tokens;
  const started: FastifyInstance[] = [];

  /** One more server process on the same database, with the same secret (a token of one works on all). */
  async function instance(): Promise<FastifyInstance> {
    const app = await buildApp({
      db: ctx.db,
      jwtSecret,
      consoleDir: path.join(os.tmpdir(), `no-console-${randomBytes(4).toString('hex')}`),
      clock,
      loginLimit: LIMIT,
      settings: { siteActivationDelayMs: 0 },
    });
    await app.ready();
    started.push(app);
    return app;
  }

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock, jwtSecret, loginLimit: LIMIT });
    second = await instance();
    admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
  });
  afterAll(async () => {
    for (const app of started) await app.close();
    await ctx.close();
  });

  const signIn = (app: FastifyInstance, username: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

  it('MUST count the failed sign-ins of an account on every process together', async () => {
    const { username, password } = ctx.passwords.member;
    for (const app of [ctx.app, ctx.app, second, second])
      expect((await signIn(app, username, 'wrong-password')).statusCode).toBe(401);
    for (const app of [ctx.app, second]) {
      const res = await signIn(app, username, password);
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('MUST still refuse on a process started afterwards, until the window has passed', async () => {
    const { username, password } = ctx.passwords.member;
    const restarted = await instance();
    expect((await signIn(restarted, username, password)).statusCode).toBe(429);
    now += LIMIT.windowMs + 1000;
    expect((await signIn(restarted, username, password)).statusCode).toBe(200);
  });

  it('MUST let concurrent attempts on two processes pass no further than the limit', async () => {
    now += LIMIT.windowMs + 1000;
    const { username } = ctx.passwords.operator;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => signIn(i % 2 ? second : ctx.app, username, `wrong-${i}`)),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 401)).toHaveLength(LIMIT.maxFailures);
    expect(codes.filter((c) => c === 429)).toHaveLength(10 - LIMIT.maxFailures);
  });

  it('MUST count the mails sent to an address on every process together', async () => {
    now += 3600_000;
    const email = `limits-${randomBytes(3).toString('hex')}@example.com`;
    const forgot = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    // Five a quarter of an hour per address.
    for (const app of [ctx.app, second, ctx.app, second, ctx.app])
      expect((await forgot(app)).statusCode).toBe(202);
    expect((await forgot(second)).statusCode).toBe(429);
    expect((await forgot(await instance())).statusCode).toBe(429);
  });

  describe('limits kept in their own tables', () => {
    let siteId: string;
    const call = (app: FastifyInstance, method: 'POST', url: string, payload?: object, key?: string) =>
      app.inject({
        method,
        url: `/api/main/cdn/sites/${siteId}${url}`,
        headers: bearer(admin, key ? { 'idempotency-key': key } : {}),
        ...(payload ? { payload } : {}),
      });

    beforeAll(async () => {
      now += 3600_000;
      const { rows } = await ctx.db.query<{ id: string }>(
        `SELECT id FROM cdn_sites WHERE resource_group_id = $1 AND status = 'active' ORDER BY created_at, id LIMIT 1`,
        [ctx.seed.resourceGroupId],
      );
      siteId = rows[0]!.id;
    });

    it('MUST count the purges of a site on every process together', async () => {
      const answers: LightMyRequestResponse[] = [];
      for (let i = 0; i < PURGES_PER_MINUTE; i++)
        answers.push(
          await call(i % 2 ? second : ctx.app, 'POST', '/caching_control/purge', { type: 'everything' }),
        );
      expect(answers.map((r) => r.statusCode).filter((c) => c !== 202)).toEqual([]);
      expect((await call(second, 'POST', '/caching_control/purge', { type: 'everything' })).statusCode).toBe(
        429,
      );
      expect((await call(ctx.app, 'POST', '/caching_control/purge', { type: 'everything' })).statusCode).toBe(
        429,
      );
    });

    it('MUST space the re-checks of an add-on domain on every process together', async () => {
      const created = await call(ctx.app, 'POST', '/addon_domain', {
        domain: `limits-${Date.now()}.example.com`,
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json<{ data: { id: string } }>().data.id;
      expect((await call(ctx.app, 'POST', `/addon_domain/${id}/verify`)).statusCode).toBe(200);
      expect((await call(second, 'POST', `/addon_domain/${id}/verify`)).statusCode).toBe(429);
    });

    it('MUST answer a repeated Idempotency-Key on another process with the first answer', async () => {
      const key = randomUUID();
      const before = await countRows(ctx.db, 'cdn_addon_domains');
      const body = { domain: `idem-${Date.now()}.example.com` };
      const first = await call(ctx.app, 'POST', '/addon_domain', body, key);
      expect(first.statusCode, first.body).toBe(201);
      const again = await call(second, 'POST', '/addon_domain', body, key);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      expect(await countRows(ctx.db, 'cdn_addon_domains')).toBe(before + 1);
    });
  });
});
