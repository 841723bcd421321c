// The CDN dashboard (overview), the package catalogue and the commit-traffic dashboard, over traffic the test
// writes itself (a resource group of its own, a fixed clock), plus the seeded demo week.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRollups, siteTraffic } from '../main/cdn/seed-traffic.js';
import { createTenant, createUser } from '../seed.js';
import { BACKENDS, bearer, createTestApp, login } from './helpers.js';
import type { TestContext, Tokens } from './helpers.js';
import { rollup, trafficGroup } from './support/cdn-traffic.js';
import type { TrafficGroup } from './support/cdn-traffic.js';

const NOW = new Date('2026-03-10T12:34:56Z');
const at = (iso: string) => new Date(iso);

describe.each(BACKENDS)('CDN overview, packages and committed traffic on %s', (kind) => {
  let ctx: TestContext;
  let admin: Tokens;
  let member: Tokens;
  let other: Tokens;
  let g: TrafficGroup;
  const inGroup = () => bearer(admin, { 'x-resource-group-id': g.resourceGroupId });
  const get = async (url: string, h: Record<string, string>) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/main${url}`, headers: h });
    return { status: res.statusCode, body: res.json() };
  };

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock: () => new Date(NOW) });
    admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
    member = await login(ctx.app, ctx.passwords.member.username, ctx.passwords.member.password);
    const password = randomUUID();
    const username = `ov-b-${randomUUID().slice(0, 6)}`;
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
    g = await trafficGroup(ctx.db, ctx.seed, [
      { key: 'A' },
      { key: 'B', vod: true },
      { key: 'C' },
      { key: 'D', status: 'disabled' },
      { key: 'E', status: 'error' },
      { key: 'F', status: 'pending' },
    ]);
    await insertRollups(ctx.db, [
      rollup(g, 'A', at('2026-03-10T11:55:00Z'), { requests: 100, cachedRequests: 50, bytes: 2_000_000_000 }),
      rollup(g, 'B', at('2026-03-10T08:00:00Z'), {
        kind: 'vod',
        requests: 300,
        cachedRequests: 300,
        bytes: 1_000_000_000,
      }),
      rollup(g, 'B', at('2026-03-10T08:05:00Z'), { kind: 'stream', requests: 20, bytes: 500_000_000 }),
      rollup(g, 'C', at('2026-03-10T00:00:00Z'), { requests: 100, bytes: 1_500_000_000 }),
      // 3 days back: only in the 3- and 7-day figures; and in February (another billing month).
      rollup(g, 'C', at('2026-03-08T00:00:00Z'), { requests: 1000, bytes: 4_000_000_000 }),
      rollup(g, 'A', at('2026-02-28T23:55:00Z'), { requests: 1, bytes: 9_000_000_000 }),
    ]);
  });
  afterAll(() => ctx?.close());

  it('counts the sites of the group by status and ranks them by requests', async () => {
    const { status, body } = await get('/app/cdn/overview?days=1', inGroup());
    expect(status).toBe(200);
    const d = body.data;
    expect(d.days).toBe(1);
    expect(d.sites).toEqual({ total: 6, pending: 1, active: 3, disabled: 1, error: 1 });
    expect(d.totals).toMatchObject({
      requests: 520,
      cached_requests: 350,
      bytes: 5_000_000_000,
      cache_hit_ratio: 350 / 520,
    });
    expect(d.series).toHaveLength(288);
    expect(d.series.reduce((a: number, p: { requests: number }) => a + p.requests, 0)).toBe(520);
    expect(d.top_sites).toEqual(
      [
        { site_id: g.sites.B!.id, name: g.sites.B!.name, requests: 320, bytes: 1_500_000_000 },
        { site_id: g.sites.A!.id, name: g.sites.A!.name, requests: 100, bytes: 2_000_000_000 },
        { site_id: g.sites.C!.id, name: g.sites.C!.name, requests: 100, bytes: 1_500_000_000 },
      ].sort((x, y) => y.requests - x.requests || x.site_id.localeCompare(y.site_id)),
    );
    // Certificates are the account's: the seed's two free ones, one renewing soon.
    expect(d.ssl).toEqual({ total: 2, expiring_soon: 1, expired: 0 });
    expect(d.addon_domains).toEqual({ total: 0, pending: 0 });

    const week = (await get('/app/cdn/overview?days=7', inGroup())).body.data;
    expect(week.totals.requests).toBe(1520);
    expect(week.series).toHaveLength(168);
    expect(week.top_sites[0]).toMatchObject({ site_id: g.sites.C!.id, requests: 1100 });
  });

  it('shows another tenant nothing of ours', async () => {
    const d = (await get('/app/cdn/overview', bearer(other))).body.data;
    expect(d.sites.total).toBe(0);
    expect(d.totals.requests).toBe(0);
    expect(d.top_sites).toEqual([]);
    expect(d.ssl.total).toBe(0);
    expect((await get('/app/cdn/overview?days=5', bearer(other))).status).toBe(400);
  });

  it('lists the four packages with the current one marked', async () => {
    const { status, body } = await get('/packages/get_all', bearer(member));
    expect(status).toBe(200);
    expect(body.data.map((p: { code: string }) => p.code)).toEqual([
      'free_trial',
      'basic',
      'professional',
      'custom',
    ]);
    expect(body.data.filter((p: { is_current: boolean }) => p.is_current)).toHaveLength(1);
    expect(body.page_info).toEqual({ page: '1', per_page: 4, total_count: 4, total_pages: 1 });
    const custom = body.data.find((p: { code: string }) => p.code === 'custom');
    expect(custom.price_monthly).toBeNull();
    expect(Object.values(custom.limits).every((v) => v === null)).toBe(true);
  });

  it('adds up the month of the account against the committed traffic, split by the sites in scope', async () => {
    const { status, body } = await get('/billing/commit_traffic_dashboard?month=2026-03', inGroup());
    expect(status).toBe(200);
    const d = body.data;
    const { rows } = await ctx.db.query<{ bytes: number }>(
      `SELECT COALESCE(sum(bytes), 0)::float8 AS bytes FROM cdn_traffic_rollups
        WHERE tenant_id = $1 AND bucket_seconds = 300 AND bucket_start >= '2026-03-01' AND bucket_start < '2026-04-01'`,
      [ctx.seed.tenantId],
    );
    const used = Math.round(rows[0]!.bytes / 1e6) / 1000;
    expect(d).toMatchObject({
      month: '2026-03',
      package_code: 'basic',
      committed_traffic_gb: 1000,
      used_traffic_gb: used,
    });
    expect(d.daily).toHaveLength(10); // 1 … 10 March
    expect(d.daily.at(-1).date).toBe('2026-03-10');
    const mine = d.by_site.find((s: { site_id: string }) => s.site_id === g.sites.C!.id);
    expect(mine).toMatchObject({ site_name: g.sites.C!.name, traffic_gb: 5.5 });
    expect(d.remaining_traffic_gb).toBe(Math.max(0, Math.round((1000 - used) * 1000) / 1000));
    expect(d.usage_percent).toBe(Math.round(used * 10) / 100);

    const feb = (await get('/billing/commit_traffic_dashboard?month=2026-02', inGroup())).body.data;
    expect(feb.daily).toHaveLength(28);
    expect(feb.used_traffic_gb).toBe(9);
    expect(feb.forecast_traffic_gb).toBe(9);
    expect(feb.by_site).toEqual([
      { site_id: g.sites.A!.id, site_name: g.sites.A!.name, traffic_gb: 9, share_percent: 100 },
    ]);

    // The default group's view: the same account figures, none of the other group's sites.
    const elsewhere = (await get('/billing/commit_traffic_dashboard?month=2026-02', bearer(admin))).body.data;
    expect(elsewhere.used_traffic_gb).toBe(9);
    expect(elsewhere.by_site).toEqual([]);
    const foreign = (await get('/billing/commit_traffic_dashboard?month=2026-03', bearer(other))).body.data;
    expect(foreign.used_traffic_gb).toBe(0);
    expect(foreign.by_site).toEqual([]);
    expect((await get('/billing/commit_traffic_dashboard?month=2026-13', bearer(admin))).status).toBe(400);
  });
});

describe.each(BACKENDS)('CDN overview of the seeded demo on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx?.close());

  it('shows the demo week of the seeded default group, the same for the same instant', async () => {
    const member = await login(ctx.app, ctx.passwords.member.username, ctx.passwords.member.password);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/main/app/cdn/overview?days=7',
      headers: bearer(member),
    });
    const d = res.json().data;
    expect(d.sites.total).toBe(4);
    expect(d.totals.requests).toBeGreaterThan(0);
    expect(d.top_sites.map((s: { name: string }) => s.name).sort()).toEqual([
      'Corporate Website',
      'Static Assets',
      'Video on Demand',
    ]);
    const now = new Date();
    const site = {
      id: randomUUID(),
      name: 'Same',
      tenantId: 't',
      projectId: 'p',
      resourceGroupId: 'g',
      vod: true,
      createdAt: new Date(0),
    };
    expect(siteTraffic(site, now)).toEqual(siteTraffic(site, now));
  });
});
