// The CDN dashboard (GET /api/main/app/cdn/overview): site counts, traffic totals and series, top sites of the
// active resource group over 1, 3 or 7 days, plus the account's certificates and the group's add-on domains.
// The traffic figures are the basic analytics report's: both come from trafficReport over every kind.
import type { FastifyRequest } from 'fastify';
import type { AppServices } from '../../context.js';
import type { Queryable } from '../../db/index.js';
import { scoped } from '../../db/scoped.js';
import type { Scope } from '../../db/scoped.js';
import { EFFECTIVE_STATUS, siteTable } from './sites.js';
import { sslTable, SSL_STATUS } from './ssl.js';
import { trafficBySite } from './traffic.js';
import type { TrafficDays } from './traffic.js';
import { ALL_KINDS, trafficReport } from './traffic-report.js';

export const TOP_SITES = 10;
const SITE_STATUSES = ['pending', 'active', 'disabled', 'error'] as const;

async function siteCounts(q: Queryable, scope: Scope) {
  const rows = await siteTable(q, scope).aggregate<{ status: string; n: number }>(
    `${EFFECTIVE_STATUS} AS status, count(*)::int AS n`,
    { tail: 'GROUP BY 1' },
  );
  const counts = { total: 0, pending: 0, active: 0, disabled: 0, error: 0 };
  for (const r of rows) {
    counts.total += r.n;
    if ((SITE_STATUSES as readonly string[]).includes(r.status)) counts[r.status as 'active'] += r.n;
  }
  return counts;
}

async function sslCounts(q: Queryable, tenantId: string) {
  const table = sslTable(q, tenantId);
  return {
    total: await table.count(),
    expiring_soon: await table.count(`${SSL_STATUS} = 'expiring_soon'`),
    expired: await table.count(`${SSL_STATUS} = 'expired'`),
  };
}

async function addonCounts(q: Queryable, scope: Scope) {
  const table = scoped(q, 'cdn_addon_domains', scope);
  return {
    total: await table.count(),
    pending: await table.count("status IN ('pending', 'record_mismatch', 'domain_invalid')"),
  };
}

export function overviewHandlers(services: AppServices) {
  const { db, clock } = services;

  async function getCdnOverview(request: FastifyRequest) {
    const scope = request.scope as Scope;
    const days = (request.query as { days?: TrafficDays }).days ?? 1;
    const { window, filter, figures } = await trafficReport(db, scope, clock(), { days, kinds: ALL_KINDS });
    const top = await trafficBySite(db, scope, window, filter, TOP_SITES);
    const names = new Map(
      (
        await siteTable(db, scope).find({
          where: 'id = ANY($4::uuid[])',
          params: [top.map((t) => t.site_id)],
        })
      ).map((s) => [s.id, s.name]),
    );
    return {
      data: {
        days,
        sites: await siteCounts(db, scope),
        ...figures,
        top_sites: top
          .filter((t) => names.has(t.site_id))
          .map((t) => ({
            site_id: t.site_id,
            name: names.get(t.site_id) as string,
            requests: t.requests,
            bytes: t.bytes,
          })),
        ssl: await sslCounts(db, scope.tenantId),
        addon_domains: await addonCounts(db, scope),
      },
    };
  }

  return { getCdnOverview };
}
