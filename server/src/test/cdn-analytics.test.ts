// CDN analytics over traffic the test writes itself (a resource group of its own, a fixed clock): exact
// totals, ratios, series buckets, the split by kind, top countries and status codes, the split by CDN, the report
// filters, the window edges, which intervals are still being counted, the site filter and the scope.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDimensions, insertRollups } from '../main/cdn/seed-traffic.js';
import type { DimensionRow, RollupRow } from '../main/cdn/seed-traffic.js';
import { createTenant, createUser } from '../seed.js';
import { BACKENDS, bearer, createTestApp, login } from './helpers.js';
import type { TestContext, Tokens } from './helpers.js';
import { rollup, trafficGroup } from './support/cdn-traffic.js';
import type { TrafficGroup } from './support/cdn-traffic.js';

const NOW = new Date('2026-03-10T12:34:56Z');
// The 1-day window ends with the 5-minute interval holding NOW (12:30–12:35), the 3- and 7-day ones with the hour.
const TO = new Date('2026-03-10T12:35:00Z');
const at = (iso: string) => new Date(iso);
const CDN_X = { id: '11111111-1111-4111-8111-111111111111', name: 'Akamai' };
const CDN_Y = { id: '22222222-2222-4222-8222-222222222222', name: 'Cloudfront' };

describe.each(BACKENDS)('CDN analytics on %s', (kind) => {
  let ctx: TestContext;
  let admin: Tokens;
  let other: Tokens;
  let g: TrafficGroup;
  let rows: RollupRow[];
  const headers = () => bearer(admin, { 'x-resource-group-id': g.resourceGroupId });
  const get = async (path: string, h = headers()) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/main/cdn/analytics/${path}`, headers: h });
    return { status: res.statusCode, body: res.json() };
  };

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock: () => new Date(NOW) });
    admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
    const password = randomUUID();
    const username = `an-b-${randomUUID().slice(0, 6)}`;
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
    });
    other = await login(ctx.app, username, password);
    g = await trafficGroup(ctx.db, ctx.seed, [{ key: 'A' }, { key: 'B', vod: true }, { key: 'C' }]);
    rows = [
      // A (web): the interval still running (written so far), the last whole one, the window's first, and one
      // just before it.
      rollup(g, 'A', at('2026-03-10T12:30:00Z'), { requests: 20, cachedRequests: 10, bytes: 200 }),
      rollup(g, 'A', at('2026-03-10T12:25:00Z'), {
        requests: 100,
        cachedRequests: 80,
        bytes: 1000,
        cachedBytes: 800,
        status2xx: 90,
        status3xx: 5,
        status4xx: 3,
        status5xx: 2,
      }),
      rollup(g, 'A', at('2026-03-09T12:35:00Z'), {
        requests: 50,
        cachedRequests: 10,
        bytes: 500,
        cachedBytes: 100,
      }),
      rollup(g, 'A', at('2026-03-09T12:30:00Z'), { requests: 7, bytes: 70 }),
      // B (VOD): video and a live stream.
      rollup(g, 'B', at('2026-03-10T11:00:00Z'), {
        kind: 'vod',
        requests: 40,
        cachedRequests: 40,
        bytes: 4000,
        cachedBytes: 4000,
      }),
      rollup(g, 'B', at('2026-03-10T11:00:00Z'), {
        kind: 'stream',
        requests: 10,
        bytes: 300,
        status2xx: 6,
        status5xx: 4,
      }),
      // C (web, multi-CDN): the platform and two other CDNs.
      rollup(g, 'C', at('2026-03-10T10:00:00Z'), {
        requests: 30,
        cachedRequests: 15,
        bytes: 300,
        cachedBytes: 150,
      }),
      rollup(g, 'C', at('2026-03-10T10:00:00Z'), { cdn: CDN_Y, requests: 60, bytes: 600 }),
      rollup(g, 'C', at('2026-03-10T10:05:00Z'), { cdn: CDN_X, requests: 60, bytes: 900 }),
      // Pulse: one-minute rollups of the last hour (11:35 ≤ t < 12:35), written up to 12:33 (12:34 still runs).
      rollup(g, 'A', at('2026-03-10T12:33:00Z'), {
        bucketSeconds: 60,
        requests: 5,
        cachedRequests: 5,
        bytes: 50,
      }),
      rollup(g, 'A', at('2026-03-10T11:35:00Z'), { bucketSeconds: 60, requests: 3, bytes: 30 }),
      rollup(g, 'A', at('2026-03-10T11:34:00Z'), { bucketSeconds: 60, requests: 1000 }),
      rollup(g, 'B', at('2026-03-10T12:00:00Z'), { bucketSeconds: 60, kind: 'vod', requests: 2, bytes: 20 }),
    ];
    await insertRollups(ctx.db, rows);
    const dim = (
      site: string,
      hour: string,
      dimension: DimensionRow['dimension'],
      value: string,
      requests: number,
      k: DimensionRow['kind'] = 'web',
    ): DimensionRow => ({
      tenantId: g.tenantId,
      projectId: g.projectId,
      resourceGroupId: g.resourceGroupId,
      siteId: g.sites[site]!.id,
      hour: at(hour),
      kind: k,
      dimension,
      value,
      requests,
      bytes: requests * 10,
    });
    const dims: DimensionRow[] = [
      dim('A', '2026-03-10T11:00:00Z', 'country', 'VN', 100),
      dim('A', '2026-03-10T11:00:00Z', 'country', 'US', 40),
      dim('C', '2026-03-09T12:00:00Z', 'country', 'US', 70),
      dim('A', '2026-03-09T11:00:00Z', 'country', 'JP', 500), // before the 1-day window
      dim('B', '2026-03-10T11:00:00Z', 'country', 'JP', 50, 'vod'),
      dim('A', '2026-03-10T11:00:00Z', 'status_code', '200', 90),
      dim('A', '2026-03-10T11:00:00Z', 'status_code', '404', 3),
      dim('A', '2026-03-10T11:00:00Z', 'status_code', '503', 3),
      dim('A', '2026-03-10T11:00:00Z', 'status_code', '304', 5),
      // Twelve small countries: only the top ten (ties by code) make the list.
      ...['AR', 'AT', 'BE', 'BR', 'CA', 'CH', 'CL', 'CN', 'CO', 'CZ', 'DK', 'EE'].map((c) =>
        dim('C', '2026-03-10T09:00:00Z', 'country', c, 1),
      ),
    ];
    await insertDimensions(ctx.db, dims);
  });
  afterAll(() => ctx?.close());

  /** Expected sums of the rows a window and filter take, from the rows themselves. */
  function expectedTotals(take: (r: RollupRow) => boolean) {
    const t = rows.filter(take);
    const sum = (f: (r: RollupRow) => number) => t.reduce((a, r) => a + f(r), 0);
    const requests = sum((r) => r.requests);
    const cached = sum((r) => r.cachedRequests);
    return {
      requests,
      cached_requests: cached,
      bytes: sum((r) => r.bytes),
      cached_bytes: sum((r) => r.cachedBytes),
      status_2xx: sum((r) => r.status2xx),
      status_3xx: sum((r) => r.status3xx),
      status_4xx: sum((r) => r.status4xx),
      status_5xx: sum((r) => r.status5xx),
      cache_hit_ratio: requests ? cached / requests : 0,
    };
  }
  const inDay = (r: RollupRow) =>
    r.bucketSeconds === 300 && r.bucketStart >= new Date(TO.getTime() - 86_400_000) && r.bucketStart < TO;

  it('basic, 1 day: every kind of traffic of the group in 288 five-minute points, the last one still counting', async () => {
    const { status, body } = await get('basic?days=1');
    expect(status).toBe(200);
    const d = body.data;
    expect(d).toMatchObject({
      report: 'basic',
      site_id: null,
      days: 1,
      from: '2026-03-09T12:35:00.000Z',
      to: '2026-03-10T12:35:00.000Z',
      interval_seconds: 300,
      // The latest rollup is the running interval's: everything up to now is counted.
      complete_until: NOW.toISOString(),
      kinds: ['web', 'vod', 'stream'],
      sampled: false,
      by_cdn: [],
    });
    expect(d.totals).toEqual(expectedTotals(inDay));
    expect(d.totals.requests).toBe(370); // 20 + 100 + 50 (A) + 40 + 10 (B) + 30 + 60 + 60 (C)
    expect(d.totals.cache_hit_ratio).toBeCloseTo(155 / 370, 12);
    expect(d.by_kind).toEqual([
      { kind: 'web', requests: 320, bytes: 3500 },
      { kind: 'vod', requests: 40, bytes: 4000 },
      { kind: 'stream', requests: 10, bytes: 300 },
    ]);
    expect(d.series).toHaveLength(288);
    expect(d.series[0]).toEqual({
      ts: '2026-03-09T12:35:00.000Z',
      requests: 50,
      cached_requests: 10,
      bytes: 500,
      cached_bytes: 100,
      status_4xx: 0,
      status_5xx: 0,
      partial: false,
    });
    expect(d.series[286]).toMatchObject({
      ts: '2026-03-10T12:25:00.000Z',
      requests: 100,
      status_4xx: 3,
      status_5xx: 2,
      partial: false,
    });
    expect(d.series[287]).toMatchObject({ ts: '2026-03-10T12:30:00.000Z', requests: 20, partial: true });
    expect(d.series.filter((p: { partial: boolean }) => p.partial)).toHaveLength(1);
    expect(d.series.filter((p: { requests: number }) => p.requests > 0)).toHaveLength(6);
    expect(d.series.reduce((a: number, p: { requests: number }) => a + p.requests, 0)).toBe(370);
    expect(d.top_countries).toEqual([
      { country: 'US', requests: 110, bytes: 1100 },
      { country: 'VN', requests: 100, bytes: 1000 },
      { country: 'JP', requests: 50, bytes: 500 },
      ...['AR', 'AT', 'BE', 'BR', 'CA', 'CH', 'CL'].map((c) => ({
        country: c,
        requests: 1,
        bytes: 10,
      })),
    ]);
    expect(d.top_status_codes).toEqual([
      { status_code: 200, requests: 90 },
      { status_code: 304, requests: 5 },
      { status_code: 404, requests: 3 },
      { status_code: 503, requests: 3 },
    ]);
  });

  it('basic, 3 and 7 days: hourly points up to the hour still running', async () => {
    for (const days of [3, 7]) {
      const { body } = await get(`basic?days=${days}`);
      const d = body.data;
      expect(d.interval_seconds).toBe(3600);
      expect(d.series).toHaveLength(days * 24);
      expect(d.to).toBe('2026-03-10T13:00:00.000Z');
      expect(d.from).toBe(new Date(Date.parse(d.to) - days * 86_400_000).toISOString());
      expect(d.totals.requests).toBe(377); // the 1-day 370 and the bucket just before that window
      const last = d.series.at(-1);
      expect(last).toMatchObject({ ts: '2026-03-10T12:00:00.000Z', requests: 120, partial: true });
      expect(d.series.at(-2)).toMatchObject({ ts: '2026-03-10T11:00:00.000Z', requests: 50, partial: false });
      const noonBefore = d.series.find((p: { ts: string }) => p.ts === '2026-03-09T12:00:00.000Z');
      expect(noonBefore.requests).toBe(57);
      expect(d.top_countries[0]).toEqual({ country: 'JP', requests: 550, bytes: 5500 });
    }
  });

  it('multi_cdn: every kind, split by CDN (the platform first, ties by CDN)', async () => {
    const { body } = await get('multi_cdn');
    const d = body.data;
    expect(d.totals).toEqual(expectedTotals(inDay));
    expect(d.by_cdn).toEqual([
      { cdn_id: null, name: 'Platform CDN', requests: 250, bytes: 6300 },
      { cdn_id: CDN_X.id, name: 'Akamai', requests: 60, bytes: 900 },
      { cdn_id: CDN_Y.id, name: 'Cloudfront', requests: 60, bytes: 600 },
    ]);
  });

  it('vod and stream: only their own traffic, and say so', async () => {
    const vod = (await get('vod')).body.data;
    expect(vod.kinds).toEqual(['vod']);
    expect(vod.totals).toEqual(expectedTotals((r) => inDay(r) && r.kind === 'vod'));
    expect(vod.by_kind).toEqual([{ kind: 'vod', requests: 40, bytes: 4000 }]);
    expect(vod.totals.cache_hit_ratio).toBe(1);
    expect(vod.top_countries).toEqual([{ country: 'JP', requests: 50, bytes: 500 }]);
    const stream = (await get('stream')).body.data;
    expect(stream.kinds).toEqual(['stream']);
    expect(stream.totals).toMatchObject({ requests: 10, status_2xx: 6, status_5xx: 4, cache_hit_ratio: 0 });
    expect(stream.by_cdn).toEqual([]);
  });

  it('pulse: the last hour by the minute, whatever the days, the running minute not counted yet', async () => {
    const d = (await get('pulse?days=7')).body.data;
    expect(d).toMatchObject({
      report: 'pulse',
      interval_seconds: 60,
      from: '2026-03-10T11:35:00.000Z',
      to: '2026-03-10T12:35:00.000Z',
      complete_until: '2026-03-10T12:34:00.000Z',
    });
    expect(d.series).toHaveLength(60);
    expect(d.totals.requests).toBe(10); // 5 + 3 (A) + 2 (B)
    expect(d.series[0]).toMatchObject({ ts: '2026-03-10T11:35:00.000Z', requests: 3, partial: false });
    expect(d.series[58]).toMatchObject({
      ts: '2026-03-10T12:33:00.000Z',
      requests: 5,
      cached_requests: 5,
      partial: false,
    });
    expect(d.series[59]).toMatchObject({ ts: '2026-03-10T12:34:00.000Z', requests: 0, partial: true });
  });

  it('marks every interval after the last rollup written as partial, whatever the site filter', async () => {
    const late = await trafficGroup(ctx.db, ctx.seed, [{ key: 'L' }, { key: 'Q' }]);
    await insertRollups(ctx.db, [rollup(late, 'L', at('2026-03-10T09:00:00Z'), { requests: 10 })]);
    const h = bearer(admin, { 'x-resource-group-id': late.resourceGroupId });
    const partialOf = (series: { ts: string; partial: boolean }[]) =>
      series.filter((p) => p.partial).map((p) => p.ts);
    const day = (await get('basic?days=1', h)).body.data;
    expect(day.complete_until).toBe('2026-03-10T09:05:00.000Z');
    const partial = partialOf(day.series);
    expect(partial).toHaveLength(42); // 09:05 … 12:30
    expect(partial[0]).toBe('2026-03-10T09:05:00.000Z');
    expect(day.series.find((p: { ts: string }) => p.ts === '2026-03-10T09:00:00.000Z').partial).toBe(false);
    const week = (await get('basic?days=7', h)).body.data;
    expect(partialOf(week.series)).toEqual([
      '2026-03-10T09:00:00.000Z',
      '2026-03-10T10:00:00.000Z',
      '2026-03-10T11:00:00.000Z',
      '2026-03-10T12:00:00.000Z',
    ]);
    // A site of the group without traffic: the group's rollups still say how far the figures reach.
    const quiet = (await get(`basic?site_id=${late.sites.Q!.id}`, h)).body.data;
    expect(quiet.totals.requests).toBe(0);
    expect(quiet.complete_until).toBe('2026-03-10T09:05:00.000Z');
  });

  it('one site: its own traffic; a site out of scope or unknown is 404', async () => {
    const a = g.sites.A!.id;
    const d = (await get(`basic?site_id=${a}`)).body.data;
    expect(d.site_id).toBe(a);
    expect(d.totals).toEqual(expectedTotals((r) => inDay(r) && r.siteId === a));
    expect(d.top_countries.map((c: { country: string }) => c.country)).toEqual(['VN', 'US']);
    expect((await get(`basic?site_id=${randomUUID()}`)).status).toBe(404);
    // The same site asked for from the default group, or by another tenant.
    expect((await get(`basic?site_id=${a}`, bearer(admin))).status).toBe(404);
    expect((await get(`basic?site_id=${a}`, bearer(other))).status).toBe(404);
  });

  it('shows nothing of the group to another group or tenant', async () => {
    const foreign = (await get('multi_cdn', bearer(other))).body.data;
    expect(foreign.totals.requests).toBe(0);
    expect(foreign.by_cdn).toEqual([]);
    expect(foreign.top_countries).toEqual([]);
    expect(foreign.series).toHaveLength(288);
    // Without any traffic the figures are complete up to now: only the running interval is partial.
    expect(foreign.complete_until).toBe(NOW.toISOString());
    expect(foreign.series.filter((p: { partial: boolean }) => p.partial)).toHaveLength(1);
  });

  it('refuses bad input with 400', async () => {
    expect((await get('everything')).status).toBe(400);
    expect((await get('basic?days=2')).status).toBe(400);
    expect((await get('basic?site_id=nope')).status).toBe(400);
  });
});
