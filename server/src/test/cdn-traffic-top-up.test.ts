// The demo's traffic over time: the seed splits a multi-CDN site's rollups between the platform and its
// second CDN (same sums, both CDNs in the multi_cdn report), and a later start tops the traffic up to its own
// instant: exactly the missing buckets, once, with the hourly splits still adding up to the rollups, none for a
// site without traffic, and requests answered meanwhile. A tenant of its own with a fixed seed instant.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTraffic, siteTraffic, trafficSites } from '../main/cdn/seed-traffic.js';
import type { RollupRow, SeedTrafficSite } from '../main/cdn/seed-traffic.js';
import {
  scheduleTrafficTopUps,
  topUpAllTraffic,
  topUpTraffic,
  TOP_UP_INTERVAL_MS,
  TRAFFIC_TOP_UP,
} from '../main/cdn/traffic-top-up.js';
import { createTenant, createUser } from '../seed.js';
import { BACKENDS, bearer, countRows, createTestApp, login } from './helpers.js';
import type { TestContext, Tokens } from './helpers.js';
import { trafficGroup } from './support/cdn-traffic.js';
import type { TrafficGroup } from './support/cdn-traffic.js';

const MINUTE = 60_000;
const FIVE_MINUTES = 300_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The seed's instant: mid-hour, so the top-up goes on with an hour the seed left half full. */
const T0 = new Date('2026-03-10T10:32:10Z');
/** The later start: past a day, so the top-up also files 6-hour blocks of splits. */
const N = 30;
const T1 = new Date(T0.getTime() + N * HOUR);
const FIGURES = [
  'requests',
  'cachedRequests',
  'bytes',
  'cachedBytes',
  'status2xx',
  'status3xx',
  'status4xx',
  'status5xx',
] as const;
const COLUMNS = `sum(requests)::float8 AS requests, sum(cached_requests)::float8 AS "cachedRequests",
  sum(bytes)::float8 AS bytes, sum(cached_bytes)::float8 AS "cachedBytes",
  sum(status_2xx)::float8 AS "status2xx", sum(status_3xx)::float8 AS "status3xx",
  sum(status_4xx)::float8 AS "status4xx", sum(status_5xx)::float8 AS "status5xx"`;
type Figures = Record<(typeof FIGURES)[number], number>;

describe.each(BACKENDS)('CDN demo traffic: multi-CDN split and top-up on %s', (kind) => {
  let ctx: TestContext;
  let clockNow = new Date();
  let tenant: { tenantId: string; projectId: string };
  let admin: Tokens;
  let g: TrafficGroup;
  /** The second CDN of site M (an older, inactive one is passed over). */
  let edgeTwo: string;
  const get = async (path: string, headers: Record<string, string>) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/main/cdn/analytics/${path}`, headers });
    return { status: res.statusCode, body: res.json() };
  };
  const inGroup = () => bearer(admin, { 'x-resource-group-id': g.resourceGroupId });
  const siteIds = () => Object.values(g.sites).map((s) => s.id);
  const asSeedSite = (key: string): SeedTrafficSite => ({
    id: g.sites[key]!.id,
    name: g.sites[key]!.name,
    tenantId: g.tenantId,
    projectId: g.projectId,
    resourceGroupId: g.resourceGroupId,
    vod: g.sites[key]!.vod,
    createdAt: new Date(T0.getTime() - 30 * DAY),
  });
  /** Rollup rows per (site, seconds, kind, CDN): how many, the first and the last bucket. */
  async function series() {
    const { rows } = await ctx.db.query<{
      site_id: string;
      bucket_seconds: number;
      kind: string;
      cdn_key: string;
      n: number;
      first: Date;
      last: Date;
    }>(
      `SELECT site_id::text AS site_id, bucket_seconds, kind, cdn_key, count(*)::int AS n, min(bucket_start) AS first,
          max(bucket_start) AS last
         FROM cdn_traffic_rollups WHERE tenant_id = $1
        GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
      [tenant.tenantId],
    );
    return rows.map((r) => ({ ...r, first: new Date(r.first).getTime(), last: new Date(r.last).getTime() }));
  }
  /** Per site and kind: the 5-minute rollups' requests and bytes, and the splits' by country and status code. */
  async function splitSums() {
    const { rows } = await ctx.db.query<{
      key: string;
      rollups: number;
      country: number;
      status_code: number;
    }>(
      `SELECT r.key, r.requests AS rollups, d.country, d.status_code
         FROM (SELECT site_id::text || ' ' || kind AS key, sum(requests)::float8 AS requests FROM cdn_traffic_rollups
                WHERE tenant_id = $1 AND bucket_seconds = 300 GROUP BY 1) r
         LEFT JOIN (SELECT site_id::text || ' ' || kind AS key,
                      sum(requests) FILTER (WHERE dimension = 'country')::float8 AS country,
                      sum(requests) FILTER (WHERE dimension = 'status_code')::float8 AS status_code
                 FROM cdn_traffic_dimensions WHERE tenant_id = $1 GROUP BY 1) d ON d.key = r.key
        ORDER BY 1`,
      [tenant.tenantId],
    );
    return rows;
  }
  const count = (table: string) => countRows(ctx.db, table, 'tenant_id = $1', [tenant.tenantId]);
  /** The splits filed before an hour, as stored. */
  async function splitsBefore(hour: number) {
    const { rows } = await ctx.db.query(
      `SELECT site_id::text AS site_id, hour, kind, dimension, value, requests::float8 AS requests,
          bytes::float8 AS bytes
         FROM cdn_traffic_dimensions WHERE tenant_id = $1 AND hour < $2 ORDER BY 1, 2, 3, 4, 5`,
      [tenant.tenantId, new Date(hour)],
    );
    return rows;
  }
  /** From an hour on, per site, kind and hour: the 5-minute rollups' requests and the country splits'. */
  async function hourByHour(from: number) {
    const { rows } = await ctx.db.query<{ key: string; rollups: number; country: number | null }>(
      `SELECT r.key, r.requests AS rollups, d.requests AS country
         FROM (SELECT site_id::text || ' ' || kind || ' ' ||
                      date_bin('1 hour', bucket_start, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS key,
                      sum(requests)::float8 AS requests
                 FROM cdn_traffic_rollups WHERE tenant_id = $1 AND bucket_seconds = 300 AND bucket_start >= $2
                GROUP BY 1) r
         FULL JOIN (SELECT site_id::text || ' ' || kind || ' ' || hour AS key, sum(requests)::float8 AS requests
                      FROM cdn_traffic_dimensions WHERE tenant_id = $1 AND dimension = 'country' AND hour >= $2
                     GROUP BY 1) d ON d.key = r.key
        ORDER BY 1`,
      [tenant.tenantId, new Date(from)],
    );
    return rows;
  }

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock: () => new Date(clockNow) });
    const username = `tu-${randomUUID().slice(0, 6)}`;
    const password = randomUUID();
    tenant = await ctx.db.transaction(async (tx) => {
      const t = await createTenant(tx, 'Traffic Tenant');
      await createUser(tx, {
        tenantId: t.tenantId,
        username,
        password,
        role: 'administrator',
        email: '',
        fullName: 'T',
      });
      return t;
    });
    admin = await login(ctx.app, username, password);
    g = await trafficGroup(ctx.db, tenant, [{ key: 'W' }, { key: 'V', vod: true }, { key: 'M' }]);
    await ctx.db.query('UPDATE cdn_sites SET created_at = $2 WHERE id = ANY($1::uuid[])', [
      siteIds(),
      new Date(T0.getTime() - 30 * DAY),
    ]);
    const provider = async (name: string, vendor: string, status: string, createdAt: Date) => {
      const id = randomUUID();
      await ctx.db.query(
        `INSERT INTO cdn_multi_cdn_providers (id, tenant_id, project_id, resource_group_id, site_id, name, vendor,
           cname_target, status, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          id,
          g.tenantId,
          g.projectId,
          g.resourceGroupId,
          g.sites.M!.id,
          name,
          vendor,
          `${vendor}-${id.slice(0, 8)}.example.net`,
          status,
          createdAt,
        ],
      );
      return id;
    };
    await provider('Old CDN', 'bunny', 'inactive', new Date(T0.getTime() - 20 * DAY));
    await provider('Platform CDN', 'platform', 'active', new Date(T0.getTime() - 10 * DAY));
    edgeTwo = await provider('Edge Two', 'fastly', 'active', new Date(T0.getTime() - 10 * DAY));
    await seedTraffic(ctx.db, { tenantId: tenant.tenantId, now: T0 });
  });
  afterAll(() => ctx?.close());

  it('seeds a multi-CDN site with rows of its second CDN that add up to the unsplit traffic', async () => {
    const sites = new Map((await trafficSites(ctx.db, tenant.tenantId)).map((s) => [s.id, s]));
    expect(sites.get(g.sites.M!.id)?.otherCdn).toEqual({ id: edgeTwo, name: 'Edge Two', share: 0.14 });
    expect(sites.get(g.sites.W!.id)?.otherCdn).toBeUndefined();
    expect(sites.get(g.sites.V!.id)?.otherCdn).toBeUndefined();

    // Per bucket: two rows (the platform's and Edge Two's), summing to what the site served unsplit.
    const plain = siteTraffic(asSeedSite('M'), T0).rollups;
    const { rows } = await ctx.db.query<Figures & { seconds: number; at: Date; kind: string; n: number }>(
      `SELECT bucket_seconds AS seconds, bucket_start AS at, kind, count(*)::int AS n, ${COLUMNS}
         FROM cdn_traffic_rollups WHERE site_id = $1 GROUP BY 1, 2, 3`,
      [g.sites.M!.id],
    );
    const key = (seconds: number, at: Date | number, k: string) =>
      `${seconds} ${new Date(at).getTime()} ${k}`;
    const stored = new Map(rows.map((r) => [key(r.seconds, r.at, r.kind), r]));
    expect(stored.size).toBe(plain.length);
    for (const p of plain) {
      const s = stored.get(key(p.bucketSeconds, p.bucketStart, p.kind));
      expect(s?.n).toBe(2);
      for (const f of FIGURES) expect(s?.[f]).toBe(p[f]);
    }
    const { rows: byCdn } = await ctx.db.query<{ cdn_id: string | null; cdn_name: string; requests: number }>(
      `SELECT cdn_id::text AS cdn_id, cdn_name, sum(requests)::float8 AS requests FROM cdn_traffic_rollups
        WHERE site_id = $1 AND bucket_seconds = 300 GROUP BY 1, 2 ORDER BY 1 NULLS FIRST`,
      [g.sites.M!.id],
    );
    expect(byCdn.map((r) => [r.cdn_id, r.cdn_name])).toEqual([
      [null, 'Platform CDN'],
      [edgeTwo, 'Edge Two'],
    ]);
    const share = byCdn[1]!.requests / (byCdn[0]!.requests + byCdn[1]!.requests);
    expect(share).toBeGreaterThan(0.135);
    expect(share).toBeLessThanOrEqual(0.14);
    // The other sites: the platform's rows only.
    expect(
      await countRows(ctx.db, 'cdn_traffic_rollups', 'site_id = ANY($1::uuid[]) AND cdn_key <> $2', [
        [g.sites.W!.id, g.sites.V!.id],
        '',
      ]),
    ).toBe(0);
  });

  it('answers the multi_cdn report with both CDNs and the totals of the unsplit traffic', async () => {
    clockNow = T0;
    // The 1-day window ends with the 5-minute interval holding T0.
    const to = Math.floor(T0.getTime() / FIVE_MINUTES) * FIVE_MINUTES + FIVE_MINUTES;
    const inDay = (r: RollupRow) =>
      r.bucketSeconds === 300 && r.bucketStart.getTime() >= to - DAY && r.bucketStart.getTime() < to;
    const plain = ['W', 'V', 'M'].flatMap((k) => siteTraffic(asSeedSite(k), T0).rollups.filter(inDay));
    const sum = (rows: RollupRow[], f: (typeof FIGURES)[number]) => rows.reduce((a, r) => a + r[f], 0);

    const all = (await get('multi_cdn?days=1', inGroup())).body.data;
    expect(all.totals).toMatchObject({
      requests: sum(plain, 'requests'),
      cached_requests: sum(plain, 'cachedRequests'),
      bytes: sum(plain, 'bytes'),
      cached_bytes: sum(plain, 'cachedBytes'),
      status_5xx: sum(plain, 'status5xx'),
    });
    expect(all.by_cdn.map((c: { cdn_id: string | null; name: string }) => [c.cdn_id, c.name])).toEqual([
      [null, 'Platform CDN'],
      [edgeTwo, 'Edge Two'],
    ]);
    expect(all.by_cdn.reduce((a: number, c: { requests: number }) => a + c.requests, 0)).toBe(
      all.totals.requests,
    );
    expect(all.by_cdn.reduce((a: number, c: { bytes: number }) => a + c.bytes, 0)).toBe(all.totals.bytes);

    const m = (await get(`multi_cdn?days=1&site_id=${g.sites.M!.id}`, inGroup())).body.data;
    const plainM = plain.filter((r) => r.siteId === g.sites.M!.id);
    expect(m.totals.requests).toBe(sum(plainM, 'requests'));
    expect(m.by_cdn).toHaveLength(2);
    expect(m.by_cdn[1]).toMatchObject({ cdn_id: edgeTwo, name: 'Edge Two' });
    expect(m.by_cdn[1].requests / m.totals.requests).toBeCloseTo(0.14, 2);
    // The basic report sums both CDNs' rows too.
    const basic = (await get(`basic?days=1&site_id=${g.sites.M!.id}`, inGroup())).body.data;
    expect(basic.totals.requests).toBe(sum(plainM, 'requests'));
  });

  it("splits the demo seed's multi-CDN site between the platform and its Backup CDN", async () => {
    clockNow = new Date();
    const demoAdmin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
    const { rows } = await ctx.db.query<{ site_id: string; status: string }>(
      `SELECT p.site_id::text AS site_id, s.status FROM cdn_multi_cdn_providers p JOIN cdn_sites s ON s.id = p.site_id
        WHERE p.tenant_id = $1 AND p.vendor <> 'platform'`,
      [ctx.seed.tenantId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('active');
    const d = (await get(`multi_cdn?days=1&site_id=${rows[0]!.site_id}`, bearer(demoAdmin))).body.data;
    expect(d.by_cdn.map((c: { name: string }) => c.name)).toEqual(['Platform CDN', 'Backup CDN']);
    expect(d.totals.requests).toBeGreaterThan(0);
    expect(d.by_cdn[0].requests + d.by_cdn[1].requests).toBe(d.totals.requests);
    expect(d.by_cdn[1].requests / d.totals.requests).toBeCloseTo(0.14, 2);
    // The account-wide report lists the same two.
    const all = (await get('multi_cdn?days=7', bearer(demoAdmin))).body.data;
    expect(all.by_cdn.map((c: { name: string }) => c.name)).toEqual(['Platform CDN', 'Backup CDN']);
  });

  it('tops up exactly the missing buckets N hours later, once; a site without traffic gets none', async () => {
    // Added after the seed, serving, but without traffic (as a site a user creates).
    const later = await trafficGroup(ctx.db, tenant, [{ key: 'U' }]);
    const before = await series();
    expect(before).toHaveLength(2 * 5); // 5- and 1-minute rows of W, V (video and stream), M (two CDNs)
    const sumsBefore = await splitSums();
    for (const s of sumsBefore) {
      expect(s.country).toBe(s.rollups);
      expect(s.status_code).toBe(s.rollups);
    }

    // The seed's last hour (half full: its buckets up to T0) and the splits before it.
    const end0 = Math.floor(T0.getTime() / FIVE_MINUTES) * FIVE_MINUTES;
    const lastHour0 = Math.floor((end0 - FIVE_MINUTES) / HOUR) * HOUR;
    const older = await splitsBefore(lastHour0);
    expect(older.length).toBeGreaterThan(0);

    const written = await topUpTraffic(ctx.db, tenant.tenantId, T1);
    // Five series (W web, V vod and stream, M web twice): N hours of 5-minute buckets and the last hour by minute.
    expect(written).toBe(5 * (N * 12 + 60));
    const after = await series();
    expect(after).toHaveLength(before.length);
    const end1 = Math.floor(T1.getTime() / FIVE_MINUTES) * FIVE_MINUTES;
    const minuteEnd1 = Math.floor(T1.getTime() / MINUTE) * MINUTE;
    for (const [i, s] of after.entries()) {
      const b = before[i]!;
      expect([s.site_id, s.bucket_seconds, s.kind, s.cdn_key]).toEqual([
        b.site_id,
        b.bucket_seconds,
        b.kind,
        b.cdn_key,
      ]);
      expect(s.first).toBe(b.first);
      if (s.bucket_seconds === 300) {
        // No gap, no repeat: one row per bucket from the seed's first to the last whole one before T1.
        expect(s.last).toBe(end1 - FIVE_MINUTES);
        expect(s.n).toBe((s.last - s.first) / FIVE_MINUTES + 1);
        expect(s.n - b.n).toBe(N * 12);
      } else {
        expect(s.last).toBe(minuteEnd1 - MINUTE);
        expect(s.n - b.n).toBe(60);
      }
    }
    // The hourly splits still add up to the rollups (the seed's half-full hour completed, none counted twice).
    for (const s of await splitSums()) {
      expect(s.country).toBe(s.rollups);
      expect(s.status_code).toBe(s.rollups);
    }
    // What the seed filed before its last hour is left as it was; the top-up's last day is split hour by hour.
    expect(await splitsBefore(lastHour0)).toEqual(older);
    const hourly = await hourByHour(Math.ceil((end1 - DAY) / HOUR) * HOUR);
    expect(hourly).toHaveLength(4 * 24); // W, V (video and stream), M
    for (const h of hourly) expect(h.country).toBe(h.rollups);
    const { rows: lastHour } = await ctx.db.query<{ hour: Date }>(
      'SELECT max(hour) AS hour FROM cdn_traffic_dimensions WHERE tenant_id = $1',
      [tenant.tenantId],
    );
    expect(new Date(lastHour[0]!.hour).getTime()).toBe(Math.floor((end1 - FIVE_MINUTES) / HOUR) * HOUR);
    expect(await countRows(ctx.db, 'cdn_traffic_rollups', 'site_id = $1', [later.sites.U!.id])).toBe(0);
    expect(await countRows(ctx.db, 'cdn_traffic_dimensions', 'site_id = $1', [later.sites.U!.id])).toBe(0);

    // Again at the same instant: nothing to add.
    const rollups = await count('cdn_traffic_rollups');
    const dimensions = await count('cdn_traffic_dimensions');
    expect(await topUpTraffic(ctx.db, tenant.tenantId, T1)).toBe(0);
    expect(await count('cdn_traffic_rollups')).toBe(rollups);
    expect(await count('cdn_traffic_dimensions')).toBe(dimensions);

    // Seven minutes on: one 5-minute bucket and seven minutes per series, the splits still whole.
    expect(await topUpTraffic(ctx.db, tenant.tenantId, new Date(T1.getTime() + 7 * MINUTE))).toBe(
      5 * (1 + 7),
    );
    for (const s of await splitSums()) {
      expect(s.country).toBe(s.rollups);
      expect(s.status_code).toBe(s.rollups);
    }
    // A stop asked for before it began: nothing written.
    const stopped = new AbortController();
    stopped.abort();
    expect(await topUpTraffic(ctx.db, tenant.tenantId, new Date(T1.getTime() + DAY), stopped.signal)).toBe(0);
  });

  it('tops up every tenant while requests are answered, a second top-up at once adding nothing', async () => {
    // Months after the seed: the last week only (as the seed would), whatever lies between stays empty.
    // Half past an hour: the current hour holds whole 5-minute buckets, so the week's report has a figure in
    // each of its 7 × 24 hours whatever the time of the run.
    const now = new Date(Math.floor((Date.now() + 3 * HOUR) / HOUR) * HOUR + 30 * MINUTE);
    clockNow = now;
    const rollups = await count('cdn_traffic_rollups');
    const demoRollups = await countRows(ctx.db, 'cdn_traffic_rollups', 'tenant_id = $1', [ctx.seed.tenantId]);
    const answers = Promise.all(
      Array.from({ length: 6 }, () => get('multi_cdn?days=7', inGroup()).then((r) => r.status)),
    );
    const [first, second, statuses] = await Promise.all([
      topUpAllTraffic(ctx.db, now),
      topUpAllTraffic(ctx.db, now),
      answers,
    ]);
    expect(statuses).toEqual(Array(6).fill(200));
    const week = 7 * 24 * 12;
    const minutes = 60;
    const demoWritten =
      (await countRows(ctx.db, 'cdn_traffic_rollups', 'tenant_id = $1', [ctx.seed.tenantId])) - demoRollups;
    expect(demoWritten).toBeGreaterThan(0);
    // Each site was topped up once: by one of the two, the other finding nothing left.
    expect(first + second).toBe(5 * (week + minutes) + demoWritten);
    expect((await count('cdn_traffic_rollups')) - rollups).toBe(5 * (week + minutes));
    for (const s of await splitSums()) {
      expect(s.country).toBe(s.rollups);
      expect(s.status_code).toBe(s.rollups);
    }
    expect(await topUpAllTraffic(ctx.db, now)).toBe(0);

    // The report reads the topped-up week with both CDNs.
    const d = (await get('multi_cdn?days=7', inGroup())).body.data;
    expect(d.series.filter((p: { requests: number }) => p.requests > 0)).toHaveLength(7 * 24);
    expect(d.by_cdn.map((c: { name: string }) => c.name)).toEqual(['Platform CDN', 'Edge Two']);
  });

  it('keeps topping up while the server runs: a job per tenant, again every five minutes, none without traffic', async () => {
    const start = new Date(clockNow.getTime() + DAY);
    const noTraffic = await createTenant(ctx.db, `no-traffic-${randomUUID()}`);
    await scheduleTrafficTopUps(ctx.db, start);
    const due = async (key: string) =>
      (
        await ctx.db.query<{ run_at: Date }>('SELECT run_at FROM jobs WHERE kind = $1 AND key = $2', [
          TRAFFIC_TOP_UP,
          key,
        ])
      ).rows[0]?.run_at;
    expect(await due(tenant.tenantId)).toEqual(start);

    const rollups = await count('cdn_traffic_rollups');
    await ctx.app.jobs.runDueJobs(start);
    const afterStart = await count('cdn_traffic_rollups');
    expect(afterStart).toBeGreaterThan(rollups);
    expect(await due(tenant.tenantId)).toEqual(new Date(start.getTime() + TOP_UP_INTERVAL_MS));
    // A tenant without seeded traffic has nothing to top up: its job ends.
    expect(await due(noTraffic.tenantId)).toBeUndefined();

    // Not due yet: nothing written. Due: one more 5-minute bucket and five minutes per series.
    await ctx.app.jobs.runDueJobs(new Date(start.getTime() + MINUTE));
    expect(await count('cdn_traffic_rollups')).toBe(afterStart);
    const next = new Date(start.getTime() + TOP_UP_INTERVAL_MS);
    await ctx.app.jobs.runDueJobs(next);
    expect((await count('cdn_traffic_rollups')) - afterStart).toBe(5 * (1 + 5));
    expect(await due(tenant.tenantId)).toEqual(new Date(next.getTime() + TOP_UP_INTERVAL_MS));
    for (const s of await splitSums()) {
      expect(s.country).toBe(s.rollups);
      expect(s.status_code).toBe(s.rollups);
    }
  });
});
