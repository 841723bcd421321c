// One source for each traffic figure: the CDN dashboard (overview) and the basic analytics report of every site
// answer the same totals, split by kind, series and window for the same days and scope — on the seeded demo
// (web sites and a video site) and on a resource group of the test's own — and the reports that leave a kind
// out say which kinds they count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRollups } from '../main/cdn/seed-traffic.js';
import { BACKENDS, bearer, createTestApp, login } from './helpers.js';
import type { TestContext, Tokens } from './helpers.js';
import { rollup, trafficGroup } from './support/cdn-traffic.js';
import type { TrafficGroup } from './support/cdn-traffic.js';

const TRAFFIC_FIELDS = [
  'from',
  'to',
  'interval_seconds',
  'complete_until',
  'kinds',
  'totals',
  'by_kind',
  'series',
] as const;

interface Figures {
  kinds: string[];
  totals: { requests: number; bytes: number };
  by_kind: { kind: string; requests: number; bytes: number }[];
  [field: string]: unknown;
}

describe.each(BACKENDS)('CDN dashboard and analytics agree on %s', (kind) => {
  let ctx: TestContext;
  let admin: Tokens;
  let g: TrafficGroup;
  // One instant for every request, so both answers read the same window.
  const now = new Date();

  const get = async (url: string, headers: Record<string, string>): Promise<Figures> => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/main${url}`, headers });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: Figures }).data;
  };
  const pick = (d: Figures) => Object.fromEntries(TRAFFIC_FIELDS.map((f) => [f, d[f]]));

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock: () => new Date(now) });
    admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
    g = await trafficGroup(ctx.db, ctx.seed, [{ key: 'W' }, { key: 'V', vod: true }]);
    const hour = Math.floor(now.getTime() / 3_600_000) * 3_600_000;
    await insertRollups(ctx.db, [
      rollup(g, 'W', new Date(hour - 2 * 3_600_000), { requests: 1_000, bytes: 40_000_000 }),
      rollup(g, 'V', new Date(hour - 2 * 3_600_000), { kind: 'vod', requests: 300, bytes: 900_000_000 }),
      rollup(g, 'V', new Date(hour - 50 * 3_600_000), { kind: 'stream', requests: 70, bytes: 50_000_000 }),
    ]);
  });
  afterAll(() => ctx?.close());

  it.each([1, 3, 7])('the seeded demo, %i day(s): the same figures, video included', async (days) => {
    const headers = bearer(admin);
    const overview = await get(`/app/cdn/overview?days=${days}`, headers);
    const basic = await get(`/cdn/analytics/basic?days=${days}`, headers);
    expect(pick(overview)).toEqual(pick(basic));
    expect(basic.kinds).toEqual(['web', 'vod', 'stream']);
    const vod = basic.by_kind.find((k) => k.kind === 'vod')!;
    expect(vod.requests).toBeGreaterThan(0);
    expect(basic.by_kind.reduce((n, k) => n + k.requests, 0)).toBe(basic.totals.requests);
    expect(basic.by_kind.reduce((n, k) => n + k.bytes, 0)).toBe(basic.totals.bytes);
    // The multi-CDN report counts the same traffic; the video report only its own kind, and says so.
    expect(pick(await get(`/cdn/analytics/multi_cdn?days=${days}`, headers))).toEqual(pick(basic));
    const video = await get(`/cdn/analytics/vod?days=${days}`, headers);
    expect(video.kinds).toEqual(['vod']);
    expect(video.totals.requests).toBe(vod.requests);
  });

  it.each([1, 3, 7])('a resource group of its own, %i day(s): the group’s figures on both', async (days) => {
    const headers = bearer(admin, { 'x-resource-group-id': g.resourceGroupId });
    const overview = await get(`/app/cdn/overview?days=${days}`, headers);
    const basic = await get(`/cdn/analytics/basic?days=${days}`, headers);
    expect(pick(overview)).toEqual(pick(basic));
    expect(basic.totals.requests).toBe(days === 1 ? 1_300 : 1_370);
    expect(basic.by_kind).toEqual([
      { kind: 'web', requests: 1_000, bytes: 40_000_000 },
      { kind: 'vod', requests: 300, bytes: 900_000_000 },
      { kind: 'stream', requests: days === 1 ? 0 : 70, bytes: days === 1 ? 0 : 50_000_000 },
    ]);
    // Another scope's figures are its own: the default group's differ from this group's.
    expect(pick(await get(`/cdn/analytics/basic?days=${days}`, bearer(admin)))).not.toEqual(pick(basic));
  });
});
