// CDN analytics (GET /api/main/cdn/analytics/{report}): basic (every kind of traffic, the figures of the CDN
// dashboard), multi_cdn (split by CDN), vod, stream and pulse (the last hour by minute), for one site of the
// scope or all of them, from the rollups.
import type { FastifyRequest } from 'fastify';
import type { AppServices } from '../../context.js';
import type { Scope } from '../../db/scoped.js';
import { notFound } from '../../errors.js';
import { siteTable } from './sites.js';
import { topDimension, trafficByCdn } from './traffic.js';
import type { TrafficDays, TrafficKind } from './traffic.js';
import { ALL_KINDS, trafficReport } from './traffic-report.js';

export type CdnAnalyticsReport = 'basic' | 'multi_cdn' | 'vod' | 'stream' | 'pulse';

/** The traffic each report reads. */
export const REPORT_KINDS: Record<CdnAnalyticsReport, readonly TrafficKind[]> = {
  basic: ALL_KINDS,
  multi_cdn: ALL_KINDS,
  vod: ['vod'],
  stream: ['stream'],
  pulse: ALL_KINDS,
};

export const TOP_COUNTRIES = 10;
export const TOP_STATUS_CODES = 10;

export function analyticsHandlers(services: AppServices) {
  const { db, clock } = services;

  async function getCdnAnalytics(request: FastifyRequest) {
    const scope = request.scope as Scope;
    const { report } = request.params as { report: CdnAnalyticsReport };
    const query = request.query as { site_id?: string; days?: TrafficDays };
    const days = query.days ?? 1;
    if (query.site_id && !(await siteTable(db, scope).get(query.site_id))) throw notFound('No such site.');
    const { window, filter, figures } = await trafficReport(db, scope, clock(), {
      days,
      pulse: report === 'pulse',
      kinds: REPORT_KINDS[report],
      ...(query.site_id ? { siteId: query.site_id } : {}),
    });
    const countries = await topDimension(db, scope, window, filter, 'country', TOP_COUNTRIES);
    const codes = await topDimension(db, scope, window, filter, 'status_code', TOP_STATUS_CODES);
    const byCdn = report === 'multi_cdn' ? await trafficByCdn(db, scope, window, filter) : [];
    return {
      data: {
        report,
        site_id: query.site_id ?? null,
        days,
        ...figures,
        sampled: false,
        top_countries: countries.map((c) => ({ country: c.value, requests: c.requests, bytes: c.bytes })),
        top_status_codes: codes.map((c) => ({ status_code: Number(c.value), requests: c.requests })),
        by_cdn: byCdn,
      },
    };
  }

  return { getCdnAnalytics };
}
