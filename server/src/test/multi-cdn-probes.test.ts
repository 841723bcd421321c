// Multi-CDN provider checks for real (server/src/main/cdn/multi-cdn-probe.ts on the background jobs): each
// provider's job GETs its CNAME target + health check path on HTTP servers this test runs on loopback (names
// resolved by the loopback DNS server), records the answer, and moves the health by the thresholds. Passes are
// driven with app.jobs.runDueJobs(now); the probe's timeout is real (a target that never answers).
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { probeSettingsFromEnv } from '../config.js';
import type { ProbeSettings } from '../context.js';
import { defaultProbeSettings } from '../context.js';
import { MULTI_CDN_PROBE } from '../main/cdn/multi-cdn-probe.js';
import { PROBE_USER_AGENT } from '../probes/http-probe.js';
import { bearer, createTestApp, login, randomSecret } from './helpers.js';
import type { TestContext, Tokens } from './helpers.js';

const SITES = '/api/main/cdn/sites';
const MINUTE = 60_000;
const TIMEOUT_MS = 300;

interface Hit {
  path: string;
  host: string | undefined;
  userAgent: string | undefined;
}

/** An HTTP server on 127.0.0.1 answering by path; /slow never answers, /hold answers when the test says. */
async function startTargets() {
  const hits: Hit[] = [];
  let flip = 200;
  let held: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    hits.push({ path, host: req.headers.host, userAgent: req.headers['user-agent'] });
    if (path === '/ok') return void res.writeHead(200).end('ok');
    if (path === '/moved') return void res.writeHead(301, { location: '/elsewhere' }).end();
    if (path === '/broken') return void res.writeHead(503).end();
    if (path === '/flip') return void res.writeHead(flip).end();
    if (path === '/hold') return void held.push(() => res.writeHead(503).end());
    if (path === '/slow') return; // never answers
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    hits,
    port: (server.address() as AddressInfo).port,
    setFlip: (status: number) => void (flip = status),
    releaseHeld: () => {
      for (const answer of held) answer();
      held = [];
    },
    heldCount: () => held.length,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let ctx: TestContext;
let admin: Tokens;
let targets: Awaited<ReturnType<typeof startTargets>>;
let now = Date.parse('2030-03-01T08:00:00Z');
const started: FastifyInstance[] = [];

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: bearer(admin),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A check pass of the server at `now` (and the clock moved there). */
async function pass(app: FastifyInstance = ctx.app, advanceMs = MINUTE) {
  now += advanceMs;
  return app.jobs.runDueJobs(new Date(now));
}

async function newSite(): Promise<string> {
  const res = await call('POST', SITES, {
    name: `Probe site ${randomBytes(3).toString('hex')}`,
    origin_server_url: 'https://origin.example.com',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
}

interface Provider {
  id: string;
  health: string;
  cname_target: string;
  last_check: {
    checked_at: string;
    passed: boolean;
    status_code: number | null;
    error: string | null;
    latency_ms: number | null;
  } | null;
}

async function addProvider(site: string, cname_target: string, health_check_path = '/ok'): Promise<Provider> {
  const res = await call('POST', `${SITES}/${site}/multi_cdn/cdns`, {
    name: `CDN ${randomBytes(3).toString('hex')}`,
    vendor: 'other',
    cname_target,
    health_check_path,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Provider;
}

async function provider(site: string, id: string): Promise<{ data: Provider; res: LightMyRequestResponse }> {
  const res = await call('GET', `${SITES}/${site}/multi_cdn/cdns/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return { data: res.json().data as Provider, res };
}

async function jobOf(id: string): Promise<{ run_at: Date } | undefined> {
  const { rows } = await ctx.db.query<{ run_at: Date }>(
    'SELECT run_at FROM jobs WHERE kind = $1 AND key = $2',
    [MULTI_CDN_PROBE, id],
  );
  return rows[0] && { run_at: new Date(rows[0].run_at) };
}

/** Removes the test's providers: no job of one test runs in another's passes. */
async function remove(site: string, ...ids: string[]) {
  for (const id of ids) {
    expect((await call('DELETE', `${SITES}/${site}/multi_cdn/cdns/${id}`)).statusCode).toBe(200);
    expect(await jobOf(id)).toBeUndefined();
  }
}

/** Another server process on the same database and DNS, with its own probe settings. */
async function instance(probes: ProbeSettings): Promise<FastifyInstance> {
  const app = await buildApp({
    db: ctx.db,
    jwtSecret: randomSecret(),
    consoleDir: path.join(os.tmpdir(), `no-console-${randomBytes(4).toString('hex')}`),
    clock: () => new Date(now),
    settings: { siteActivationDelayMs: 0, dnsResolvers: [ctx.dns.address], probes },
  });
  await app.ready();
  started.push(app);
  return app;
}

const hitsOn = (host: string) => targets.hits.filter((h) => h.host === `${host}:${targets.port}`);

beforeAll(async () => {
  targets = await startTargets();
  ctx = await createTestApp('pglite', {
    clock: () => new Date(now),
    settings: { probes: { allowLoopback: true, scheme: 'http', port: targets.port, timeoutMs: TIMEOUT_MS } },
  });
  admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
  // The seed's providers name hosts nobody serves; their checks are not this test's.
  await ctx.db.query('DELETE FROM jobs WHERE kind = $1', [MULTI_CDN_PROBE]);
  for (const name of ['up', 'moved', 'flip', 'slow', 'refused', 'hold', 'next', 'inside', 'gone'])
    ctx.dns.set(`${name}.cdn.test`, 'A', [name === 'refused' ? '127.0.0.2' : '127.0.0.1']);
  ctx.dns.set('metadata.cdn.test', 'A', ['169.254.169.254']);
  ctx.dns.set('private.cdn.test', 'A', ['10.1.2.3']);
  ctx.dns.set('mixed.cdn.test', 'A', ['93.184.216.34', '192.168.1.10']);
  ctx.dns.set('shop.example.com', 'A', ['127.0.0.1']);
});
afterAll(async () => {
  for (const app of started) await app.close();
  await ctx?.close();
  await targets?.close();
});

describe('multi-CDN provider checks', () => {
  it('MUST schedule a check when a provider is created, request its target and record the answer', async () => {
    const site = await newSite();
    const up = await addProvider(site, 'up.cdn.test', '/ok');
    expect(up).toMatchObject({ health: 'unknown', last_check: null });
    expect(await jobOf(up.id)).toEqual({ run_at: new Date(now) });
    const before = await provider(site, up.id);

    expect(await pass(ctx.app, 0)).toMatchObject({ succeeded: 1, failed: 0 });
    const first = await provider(site, up.id);
    expect(first.data.last_check).toEqual({
      checked_at: new Date(now).toISOString(),
      passed: true,
      status_code: 200,
      error: null,
      latency_ms: expect.any(Number),
    });
    // One pass is not yet two in a row.
    expect(first.data.health).toBe('unknown');
    expect(hitsOn('up.cdn.test')).toEqual([
      { path: '/ok', host: `up.cdn.test:${targets.port}`, userAgent: PROBE_USER_AGENT },
    ]);
    // A check is no edit: an edit opened before it still saves with its ETag.
    expect(first.res.headers.etag).toBe(before.res.headers.etag);
    expect(await jobOf(up.id)).toEqual({ run_at: new Date(now + MINUTE) });

    await pass(ctx.app, 30_000);
    expect(hitsOn('up.cdn.test')).toHaveLength(1);
    await pass(ctx.app, 30_000);
    expect(hitsOn('up.cdn.test')).toHaveLength(2);
    expect((await provider(site, up.id)).data.health).toBe('healthy');
    await remove(site, up.id);
  });

  it('MUST count a redirect as an answer that passes, without following it', async () => {
    const site = await newSite();
    const moved = await addProvider(site, 'moved.cdn.test', '/moved');
    await pass(ctx.app, 0);
    expect((await provider(site, moved.id)).data.last_check).toMatchObject({
      passed: true,
      status_code: 301,
    });
    expect(hitsOn('moved.cdn.test').map((h) => h.path)).toEqual(['/moved']);
    await remove(site, moved.id);
  });

  it('MUST mark a provider down after three failed checks in a row, healthy after two passed ones', async () => {
    const site = await newSite();
    const p = await addProvider(site, 'flip.cdn.test', '/flip');
    const other = await addProvider(site, 'up.cdn.test', '/ok');
    const strategy = await call('POST', `${SITES}/${site}/multi_cdn/strategies`, {
      name: 'Failover',
      type: 'failover',
      targets: [
        { cdn_id: p.id, order: 1 },
        { cdn_id: other.id, order: 2 },
      ],
      is_default: true,
    });
    expect(strategy.statusCode, strategy.body).toBe(201);
    const share = async () => {
      const map = await call('GET', `${SITES}/${site}/multi_cdn/routing/country?days=1`);
      const route = map.json().data.countries[0];
      return route.targets.find((t: { cdn_id: string }) => t.cdn_id === p.id).share_percent as number;
    };

    const health: string[] = [];
    const step = async (status: number) => {
      targets.setFlip(status);
      await pass(ctx.app, health.length === 0 ? 0 : MINUTE);
      const { data } = await provider(site, p.id);
      health.push(data.health);
      return data;
    };
    const failed = await step(503);
    expect(failed.last_check).toMatchObject({ passed: false, status_code: 503, error: null });
    expect(failed.last_check?.latency_ms).toEqual(expect.any(Number));
    await step(503);
    expect(await share()).toBe(100);
    await step(503);
    expect(health).toEqual(['unknown', 'unknown', 'down']);
    // Down: the failover strategy sends everything to the other provider.
    expect(await share()).toBe(0);

    await step(200);
    await step(204);
    expect(health.slice(3)).toEqual(['down', 'healthy']);
    expect(await share()).toBe(100);

    await step(500);
    await step(404);
    await step(200);
    await step(502);
    await step(502);
    await step(502);
    expect(health.slice(5)).toEqual(['degraded', 'degraded', 'healthy', 'degraded', 'degraded', 'down']);
    const cleared = await call('DELETE', `${SITES}/${site}/multi_cdn/strategies/${strategy.json().data.id}`);
    expect(cleared.statusCode).toBe(200);
    await remove(site, p.id, other.id);
  });

  it('MUST fail a check that gets no answer in time, a refused connection and a name without address', async () => {
    const site = await newSite();
    const slow = await addProvider(site, 'slow.cdn.test', '/slow');
    const refused = await addProvider(site, 'refused.cdn.test', '/ok');
    const nowhere = await addProvider(site, 'nowhere.cdn.test', '/ok');
    const startedAt = performance.now();
    await pass(ctx.app, 0);
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    const result = async (id: string) => (await provider(site, id)).data.last_check;
    expect(await result(slow.id)).toMatchObject({
      passed: false,
      status_code: null,
      error: 'timeout',
      latency_ms: null,
    });
    expect(hitsOn('slow.cdn.test')).toHaveLength(1);
    expect(await result(refused.id)).toMatchObject({ passed: false, error: 'connection_refused' });
    expect(await result(nowhere.id)).toMatchObject({ passed: false, error: 'dns_not_found' });
    await pass();
    await pass();
    expect((await provider(site, slow.id)).data.health).toBe('down');
    await remove(site, slow.id, refused.id, nowhere.id);
  });

  it('MUST never request a private, link-local or (outside tests) loopback address', async () => {
    const site = await newSite();
    const metadata = await addProvider(site, 'metadata.cdn.test');
    const internal = await addProvider(site, 'private.cdn.test');
    const mixed = await addProvider(site, 'mixed.cdn.test');
    await pass(ctx.app, 0);
    for (const p of [metadata, internal, mixed])
      expect((await provider(site, p.id)).data.last_check).toMatchObject({
        passed: false,
        status_code: null,
        error: 'address_refused',
      });
    await remove(site, metadata.id, internal.id, mixed.id);

    // A server with production's rule: loopback is refused too, even where the test server listens.
    const production = await instance({ ...defaultProbeSettings, scheme: 'http', port: targets.port });
    const inside = await addProvider(site, 'inside.cdn.test');
    const literal = await addProvider(site, '127.0.0.1');
    await pass(production, 0);
    for (const p of [inside, literal])
      expect((await provider(site, p.id)).data.last_check).toMatchObject({ error: 'address_refused' });
    expect(hitsOn('inside.cdn.test')).toEqual([]);
    expect(targets.hits.filter((h) => h.host === `127.0.0.1:${targets.port}`)).toEqual([]);
    await remove(site, inside.id, literal.id);

    // And production is what NODE_ENV=production runs, whatever the environment asks for.
    const env = { PROBE_ALLOW_LOOPBACK: '1', PROBE_SCHEME: 'http', PROBE_PORT: '8080' };
    expect(probeSettingsFromEnv({ ...env, NODE_ENV: 'production' })).toEqual(defaultProbeSettings);
    expect(probeSettingsFromEnv(env)).toEqual({
      ...defaultProbeSettings,
      allowLoopback: true,
      scheme: 'http',
      port: 8080,
    });
    expect(defaultProbeSettings).toMatchObject({ allowLoopback: false, scheme: 'https' });
    expect(defaultProbeSettings.port).toBeUndefined();
  });

  it('MUST fail a check over https whose certificate is not valid for the name', async () => {
    const fixtures = fileURLToPath(new URL('./fixtures/ssl', import.meta.url));
    const tls = https.createServer(
      {
        cert: fs.readFileSync(path.join(fixtures, 'valid.crt')),
        key: fs.readFileSync(path.join(fixtures, 'valid.key')),
      },
      (_req, res) => res.writeHead(200).end(),
    );
    await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
    try {
      const secure = await instance({
        ...defaultProbeSettings,
        allowLoopback: true,
        port: (tls.address() as AddressInfo).port,
      });
      const site = await newSite();
      // The certificate names shop.example.com, signed by a CA nobody trusts.
      const p = await addProvider(site, 'shop.example.com', '/ok');
      await pass(secure, 0);
      expect((await provider(site, p.id)).data.last_check).toMatchObject({
        passed: false,
        status_code: null,
        error: 'tls_failed',
      });
      await remove(site, p.id);
    } finally {
      tls.closeAllConnections();
      await new Promise<void>((resolve) => tls.close(() => resolve()));
    }
  });

  it('MUST start over and check at once when the target or path changes, and drop an answer about the old one', async () => {
    const site = await newSite();
    const p = await addProvider(site, 'up.cdn.test', '/ok');
    await pass(ctx.app, 0);
    await pass();
    expect((await provider(site, p.id)).data.health).toBe('healthy');
    expect(await jobOf(p.id)).toEqual({ run_at: new Date(now + MINUTE) });

    const { res } = await provider(site, p.id);
    const moved = await ctx.app.inject({
      method: 'PUT',
      url: `${SITES}/${site}/multi_cdn/cdns/${p.id}`,
      headers: bearer(admin, { 'if-match': res.headers.etag as string }),
      payload: { name: 'Moved', vendor: 'other', cname_target: 'hold.cdn.test', health_check_path: '/hold' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ health: 'unknown', last_check: null });
    expect(await jobOf(p.id)).toEqual({ run_at: new Date(now) });

    // The check of the new target is under way when the target changes again (a second later): its answer (a
    // 503) is about the old target and is not kept.
    const checking = pass(ctx.app, 0);
    await expect.poll(() => targets.heldCount()).toBe(1);
    now += 1000;
    const { res: current } = await provider(site, p.id);
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: `${SITES}/${site}/multi_cdn/cdns/${p.id}`,
      headers: bearer(admin, { 'if-match': current.headers.etag as string }),
      payload: { name: 'Moved', vendor: 'other', cname_target: 'next.cdn.test', health_check_path: '/ok' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    targets.releaseHeld();
    expect(await checking).toMatchObject({ lost: 1, succeeded: 0 });
    expect((await provider(site, p.id)).data).toMatchObject({ health: 'unknown', last_check: null });
    await pass(ctx.app, 0);
    expect((await provider(site, p.id)).data.last_check).toMatchObject({ passed: true, status_code: 200 });
    expect(hitsOn('next.cdn.test')).toHaveLength(1);

    // A new name for the provider alone keeps what its checks found.
    const { res: latest } = await provider(site, p.id);
    const renamedOnly = await ctx.app.inject({
      method: 'PUT',
      url: `${SITES}/${site}/multi_cdn/cdns/${p.id}`,
      headers: bearer(admin, { 'if-match': latest.headers.etag as string }),
      payload: { name: 'Renamed', vendor: 'other', cname_target: 'next.cdn.test', health_check_path: '/ok' },
    });
    expect(renamedOnly.json().data.last_check).not.toBeNull();
    await remove(site, p.id);
  });

  it('MUST end the check of a provider whose site was deleted', async () => {
    const site = await newSite();
    const p = await addProvider(site, 'gone.cdn.test');
    expect((await call('DELETE', `${SITES}/${site}`)).statusCode).toBe(200);
    expect(await jobOf(p.id)).toBeDefined();
    await pass(ctx.app, 0);
    expect(await jobOf(p.id)).toBeUndefined();
    expect(hitsOn('gone.cdn.test')).toEqual([]);
  });
});
