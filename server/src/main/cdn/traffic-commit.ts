// Committed against used CDN traffic for one calendar month (GET /api/main/billing/commit_traffic_dashboard):
// the figures are account-wide (billing is per tenant: SQL over the 300-second rollups of every resource group),
// the split by site shows only the sites of the caller's scope (objects of other groups stay unseen).
// GB are decimal (10^9 bytes), rounded to the MB.
import type { FastifyRequest } from 'fastify';
import type { AppServices } from '../../context.js';
import type { Queryable } from '../../db/index.js';
import { tenantPredicate } from '../../db/scoped.js';
import type { Scope } from '../../db/scoped.js';
import { siteTable } from './sites.js';
import { trafficBySite } from './traffic.js';
import { CURRENT_PACKAGE, packageOf } from './packages.js';

const DAY = 86_400_000;
const gb = (bytes: number) => Math.round(bytes / 1e6) / 1000;
const round2 = (x: number) => Math.round(x * 100) / 100;

/** The month's first instant and the next month's (UTC), from "YYYY-MM". */
export function monthBounds(month: string): { start: Date; end: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return { start: new Date(Date.UTC(y, m - 1, 1)), end: new Date(Date.UTC(y, m, 1)) };
}

async function dailyBytes(q: Queryable, tenantId: string, start: Date, end: Date) {
  const { rows } = await q.query<{ day: string; bytes: number }>(
    `SELECT to_char(bucket_start AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, sum(bytes)::float8 AS bytes
       FROM cdn_traffic_rollups
      WHERE ${tenantPredicate('cdn_traffic_rollups')} AND bucket_seconds = 300
        AND bucket_start >= $2 AND bucket_start < $3
      GROUP BY 1`,
    [tenantId, start, end],
  );
  return new Map(rows.map((r) => [r.day, r.bytes]));
}

export function commitTrafficHandlers(services: AppServices) {
  const { db, clock } = services;

  async function getCommitTrafficDashboard(request: FastifyRequest) {
    const scope = request.scope as Scope;
    const tenantId = scope.tenantId;
    const now = clock();
    const month = (request.query as { month?: string }).month ?? now.toISOString().slice(0, 7);
    const { start, end } = monthBounds(month);
    const daily = await dailyBytes(db, tenantId, start, end);
    const window = { from: start, to: end, intervalSeconds: 3600, bucketSeconds: 300 } as const;
    const all = { kinds: ['web', 'vod', 'stream'] } as const;
    const sites = await trafficBySite(db, scope, window, all, 100, 'bytes');
    const names = new Map(
      (
        await siteTable(db, scope).find({
          where: 'id = ANY($4::uuid[])',
          params: [sites.map((s) => s.site_id)],
        })
      ).map((s) => [s.id, s.name]),
    );
    const lastDay = Math.min(end.getTime(), Math.floor(now.getTime() / DAY) * DAY + DAY);
    const days = [];
    for (let t = start.getTime(); t < lastDay; t += DAY) {
      const day = new Date(t).toISOString().slice(0, 10);
      days.push({ date: day, traffic_gb: gb(daily.get(day) ?? 0) });
    }
    const usedBytes = [...daily.values()].reduce((a, b) => a + b, 0);
    const used = gb(usedBytes);
    const committed = packageOf(CURRENT_PACKAGE).committed_traffic_gb;
    const monthDays = (end.getTime() - start.getTime()) / DAY;
    const elapsed = Math.min(monthDays, Math.max(0, (now.getTime() - start.getTime()) / DAY));
    const forecast =
      now >= end ? used : elapsed > 0 ? Math.round((used / elapsed) * monthDays * 1000) / 1000 : 0;
    return {
      data: {
        month,
        package_code: CURRENT_PACKAGE,
        committed_traffic_gb: committed,
        used_traffic_gb: used,
        remaining_traffic_gb: committed === null ? null : Math.max(0, round3(committed - used)),
        overage_traffic_gb: committed === null ? 0 : Math.max(0, round3(used - committed)),
        usage_percent: committed ? Math.min(100000, round2((used / committed) * 100)) : 0,
        forecast_traffic_gb: forecast,
        daily: days,
        by_site: sites.map((s) => ({
          site_id: s.site_id,
          site_name: names.get(s.site_id) ?? '',
          traffic_gb: gb(s.bytes),
          share_percent: usedBytes > 0 ? round2((s.bytes / usedBytes) * 100) : 0,
        })),
        updated_at: now.toISOString(),
      },
    };
  }

  return { getCommitTrafficDashboard };
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;
