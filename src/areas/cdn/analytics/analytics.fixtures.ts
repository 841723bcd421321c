// Fixed answers of the CDN dashboard and analytics stories: deterministic traffic (smooth daily waves, no
// randomness), so screenshots stay put. Stories answer the main backend through the fake backend
// (src/storybook/backend.ts), whose answers are held to openapi/.
import { answer, json, type BackendHandler } from '../../../storybook/backend';
import { auditEntry } from '../../../storybook/audit';
import { shopSite, sites } from '../../../storybook/fixtures';
import type { AuditEntry } from '../../../engine/detail/auditHistory';
import type { CdnAnalytics, CdnAnalyticsReport, CdnOverview, CdnTrafficPoint } from './analyticsApi';

/** End of every story window (the server's `to`): 2025-06-21 09:00 UTC, as the audit fixtures' "now". */
export const storyTo = Date.parse('2025-06-21T09:00:00Z');
/**
 * How far the story's figures are counted (the server's complete_until): 08:57:30, the server's "now". The
 * interval holding it is partial (half a 5-minute interval, 57.5 minutes of the last hour); later ones have
 * nothing counted yet.
 */
export const storyCountedUntil = Date.parse('2025-06-21T08:57:30Z');
const HOUR = 3_600_000;

type Figures = Omit<CdnTrafficPoint, 'ts' | 'partial'>;

/** Points over `days` (1 day: 5-minute points, else hourly; pulse: 60 one-minute points). */
function series(days: number, scale: number, pulse = false): CdnTrafficPoint[] {
  const step = pulse ? 60_000 : days === 1 ? 300_000 : HOUR;
  const count = pulse ? 60 : Math.round((days * 24 * HOUR) / step);
  const perStep = step / HOUR;
  return Array.from({ length: count }, (_, i) => {
    const t = storyTo - (count - i) * step;
    const hour = t / HOUR;
    // The share of the interval counted so far: all of it before storyCountedUntil, none after.
    const counted = Math.min(1, Math.max(0, (storyCountedUntil - t) / step));
    const daily = 1 + 0.6 * Math.sin(((hour - 8) / 24) * 2 * Math.PI);
    const requests = Math.round(12_000 * scale * perStep * daily * counted);
    const ratio = 0.82 + 0.08 * Math.sin(hour / 5);
    const cached = Math.round(requests * ratio);
    return {
      ts: new Date(t).toISOString(),
      requests,
      cached_requests: cached,
      bytes: requests * 48_000,
      cached_bytes: cached * 48_000,
      status_4xx: Math.round(requests * 0.03),
      status_5xx: Math.round(requests * (0.004 + 0.004 * Math.max(0, Math.sin(hour / 3)))),
      partial: t + step > storyCountedUntil,
    };
  });
}

function totalsOf(points: CdnTrafficPoint[]): CdnAnalytics['totals'] {
  const sum = (k: keyof Figures) => points.reduce((n, p) => n + p[k], 0);
  const requests = sum('requests');
  const s4 = sum('status_4xx');
  const s5 = sum('status_5xx');
  const s3 = Math.round(requests * 0.05);
  return {
    requests,
    cached_requests: sum('cached_requests'),
    bytes: sum('bytes'),
    cached_bytes: sum('cached_bytes'),
    status_2xx: requests - s3 - s4 - s5,
    status_3xx: s3,
    status_4xx: s4,
    status_5xx: s5,
    cache_hit_ratio: requests > 0 ? sum('cached_requests') / requests : 0,
  };
}

type Kind = CdnAnalytics['kinds'][number];

/** The kinds each report counts (as the server's REPORT_KINDS). */
const reportKinds: Record<CdnAnalyticsReport, Kind[]> = {
  basic: ['web', 'vod', 'stream'],
  multi_cdn: ['web', 'vod', 'stream'],
  vod: ['vod'],
  stream: ['stream'],
  pulse: ['web', 'vod', 'stream'],
};

/** The totals split by kind: video 22 %, live streams 8 %, web delivery the rest (the parts add up). */
function byKind(kinds: Kind[], totals: CdnAnalytics['totals']): CdnAnalytics['by_kind'] {
  if (kinds.length === 1) return [{ kind: kinds[0]!, requests: totals.requests, bytes: totals.bytes }];
  const part = (share: number) => ({
    requests: Math.round(totals.requests * share),
    bytes: Math.round(totals.bytes * share),
  });
  const vod = part(0.22);
  const stream = part(0.08);
  return [
    {
      kind: 'web',
      requests: totals.requests - vod.requests - stream.requests,
      bytes: totals.bytes - vod.bytes - stream.bytes,
    },
    { kind: 'vod', ...vod },
    { kind: 'stream', ...stream },
  ];
}

const countryShares: [string, number][] = [
  ['VN', 0.46],
  ['US', 0.14],
  ['SG', 0.1],
  ['JP', 0.08],
  ['DE', 0.06],
  ['TH', 0.05],
  ['AU', 0.04],
  ['KR', 0.03],
];

/** One report as the server answers it. */
export function analyticsReport(
  report: CdnAnalyticsReport,
  days: 1 | 3 | 7,
  siteId: string | null = null,
  empty = false,
): CdnAnalytics {
  const pulse = report === 'pulse';
  const scale = (siteId ? 0.35 : 1) * (report === 'vod' ? 0.4 : report === 'stream' ? 0.25 : 1);
  const points = series(days, empty ? 0 : scale, pulse);
  const totals = totalsOf(points);
  const from = pulse ? storyTo - HOUR : storyTo - days * 24 * HOUR;
  const kinds = reportKinds[report];
  return {
    report,
    site_id: siteId,
    days,
    from: new Date(from).toISOString(),
    to: new Date(storyTo).toISOString(),
    interval_seconds: pulse ? 60 : days === 1 ? 300 : 3600,
    complete_until: new Date(storyCountedUntil).toISOString(),
    kinds,
    sampled: false,
    totals,
    by_kind: byKind(kinds, totals),
    series: points,
    top_countries: empty
      ? []
      : countryShares.map(([country, share]) => ({
          country,
          requests: Math.round(totals.requests * share),
          bytes: Math.round(totals.bytes * share),
        })),
    top_status_codes: empty
      ? []
      : [
          { status_code: 200, requests: totals.status_2xx - Math.round(totals.requests * 0.02) },
          { status_code: 206, requests: Math.round(totals.requests * 0.02) },
          { status_code: 304, requests: totals.status_3xx },
          { status_code: 404, requests: totals.status_4xx },
          { status_code: 502, requests: totals.status_5xx },
        ],
    by_cdn:
      report === 'multi_cdn' && !empty
        ? [
            { cdn_id: null, name: 'platform', requests: Math.round(totals.requests * 0.62), bytes: 1 },
            {
              cdn_id: '55555555-5555-4555-8555-555555555555',
              name: 'Cloudflare',
              requests: Math.round(totals.requests * 0.38),
              bytes: 1,
            },
          ]
        : [],
  };
}

const daysOf = (request: Request): 1 | 3 | 7 => {
  const d = Number(new URL(request.url).searchParams.get('days') ?? 1);
  return d === 3 || d === 7 ? d : 1;
};

/** GET /cdn/analytics/{report} with the fixed traffic (empty: every figure 0). */
export const analyticsAnswer = (empty = false): BackendHandler =>
  answer('GET', /\/cdn\/analytics\/[a-z_]+$/, (request) => {
    const url = new URL(request.url);
    const report = url.pathname.split('/').at(-1) as CdnAnalyticsReport;
    return json({
      data: analyticsReport(report, daysOf(request), url.searchParams.get('site_id'), empty),
    });
  });

/** GET /cdn/sites: the story sites (the site filter's choices). */
export const siteChoicesAnswer: BackendHandler = answer('GET', /\/cdn\/sites$/, () =>
  json({
    data: sites,
    page_info: { page: '1', per_page: 100, total_count: sites.length, total_pages: 1 },
  }),
);

/** The configuration changes of the story window (two on the shop site, one on another site). */
export const storyChanges: AuditEntry[] = [
  auditEntry('803', {
    occurred_at: '2025-06-21T05:30:00Z',
    action: 'createCacheRule',
    resource_type: 'cdn_cache_rule',
    resource_id: '66666666-6666-4666-8666-666666666661',
    details: { after: { site_id: shopSite.id } },
  }),
  auditEntry('802', {
    occurred_at: '2025-06-20T22:10:00Z',
    action: 'patchEdgeSetting',
    resource_type: 'cdn_site',
    resource_id: shopSite.id,
  }),
  auditEntry('801', {
    occurred_at: '2025-06-20T14:00:00Z',
    action: 'updateSite',
    resource_type: 'cdn_site',
    resource_id: sites[1]!.id,
  }),
];

/** GET /audit_logs: each type's changes of `entries` (the page asks one resource type at a time). */
export const changesAnswer = (entries: AuditEntry[] = storyChanges): BackendHandler =>
  answer('GET', /\/audit_logs$/, (request) => {
    const query = new URL(request.url).searchParams;
    const from = Date.parse(query.get('from') ?? '1970-01-01T00:00:00Z');
    const to = Date.parse(query.get('to') ?? '9999-01-01T00:00:00Z');
    const data = entries.filter((e) => {
      const t = Date.parse(e.occurred_at);
      return e.resource_type === query.get('resource_type') && t >= from && t < to;
    });
    return json({
      data,
      page_info: { page: '1', per_page: 50, total_count: data.length, total_pages: 1 },
    });
  });

/**
 * GET /app/cdn/overview with the fixed traffic: its traffic figures are the basic report's of every site, as the
 * server computes them once for both; `noSites` answers a resource group without sites.
 */
export const overviewAnswer = (noSites = false): BackendHandler =>
  answer('GET', /\/app\/cdn\/overview$/, (request) => {
    const days = daysOf(request);
    const report = analyticsReport('basic', days, null, noSites);
    const overview: CdnOverview = {
      days,
      sites: noSites
        ? { total: 0, pending: 0, active: 0, disabled: 0, error: 0 }
        : { total: 4, pending: 1, active: 2, disabled: 0, error: 1 },
      from: report.from,
      to: report.to,
      interval_seconds: report.interval_seconds === 3600 ? 3600 : 300,
      complete_until: report.complete_until,
      kinds: report.kinds,
      totals: report.totals,
      by_kind: report.by_kind,
      series: report.series,
      top_sites: noSites
        ? []
        : sites.slice(0, 3).map((site, i) => ({
            site_id: site.id,
            name: site.name,
            requests: Math.round(report.totals.requests * [0.5, 0.3, 0.2][i]!),
            bytes: Math.round(report.totals.bytes * [0.5, 0.3, 0.2][i]!),
          })),
      ssl: noSites ? { total: 0, expiring_soon: 0, expired: 0 } : { total: 3, expiring_soon: 1, expired: 0 },
      addon_domains: noSites ? { total: 0, pending: 0 } : { total: 2, pending: 1 },
    };
    return json({ data: overview });
  });

/** The answer of a failing server or its gateway. */
export const unavailableResponse = () =>
  json({ message: 'The service is unavailable', status_code: 503, request_id: 'req-cdn-503' }, 503);

/** A failing endpoint, as a gateway in front of the server answers it. */
export const unavailable = (pattern: RegExp): BackendHandler => answer('GET', pattern, unavailableResponse);
