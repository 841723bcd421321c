// Pure shaping of the analytics answers into what the charts draw: per-interval series (with the intervals still
// being counted), status-code and per-CDN shares, values per country, each figure in the colour of its meaning,
// and the audit log's configuration changes as chart markers.
import { statusMeaning } from '@ds/Charts';
import type { ChartDatum, ChartMeaning, TimePoint, TimeRange, TimeSeriesMarker } from '@ds/Charts';
import type { AuditEntry } from '../../../engine/detail/auditHistory';
import type { AnalyticsDays } from './analyticsQuery';
import type { CdnAnalytics, CdnTrafficPoint, CdnTrafficTotals } from './analyticsApi';

/** What one series of a traffic chart measures. */
export type TrafficMetric =
  | 'requests'
  | 'cached_requests'
  | 'uncached_requests'
  | 'bandwidth'
  | 'cached_bandwidth'
  | 'hit_ratio'
  | 'status_4xx'
  | 'status_5xx';

/** What each metric means, so it has the same colour in every chart (a cache hit is always the same teal). */
export const metricMeaning: Readonly<Record<TrafficMetric, ChartMeaning>> = {
  requests: 'traffic',
  cached_requests: 'cacheHit',
  uncached_requests: 'cacheMiss',
  bandwidth: 'traffic',
  cached_bandwidth: 'cacheHit',
  hit_ratio: 'cacheHit',
  status_4xx: 'status4xx',
  status_5xx: 'status5xx',
};

/** The chart's window: pulse is the last hour, the others the chosen days. */
export function chartRange(pulse: boolean, days: AnalyticsDays): TimeRange {
  return pulse ? '1h' : (`${days}d` as TimeRange);
}

/**
 * One metric over the intervals. Bandwidth is bits per second averaged over the interval (how CDNs quote it);
 * the hit ratio is cached / all requests in [0, 1], left out for intervals without requests (no traffic is not
 * a 0 % hit ratio). An interval starting at or after `countedUntil` (the answer's complete_until) has nothing
 * counted yet: it is left out, as unknown, never drawn as 0.
 */
export function metricSeries(
  points: readonly CdnTrafficPoint[],
  metric: TrafficMetric,
  intervalSeconds: number,
  countedUntil = Infinity,
): TimePoint[] {
  const out: TimePoint[] = [];
  for (const p of points) {
    const time = Date.parse(p.ts);
    if (time >= countedUntil) continue;
    const value = metricValue(p, metric, intervalSeconds);
    if (value !== undefined) out.push({ time, value });
  }
  return out;
}

function metricValue(p: CdnTrafficPoint, metric: TrafficMetric, seconds: number): number | undefined {
  switch (metric) {
    case 'requests':
      return p.requests;
    case 'cached_requests':
      return p.cached_requests;
    case 'uncached_requests':
      return Math.max(0, p.requests - p.cached_requests);
    case 'bandwidth':
      return (p.bytes * 8) / seconds;
    case 'cached_bandwidth':
      return (p.cached_bytes * 8) / seconds;
    case 'hit_ratio':
      return p.requests > 0 ? p.cached_requests / p.requests : undefined;
    case 'status_4xx':
      return p.status_4xx;
    case 'status_5xx':
      return p.status_5xx;
  }
}

/**
 * Where the figures stop being final: the start of the first interval the server marks partial (its figures
 * are what has been counted so far); undefined when every interval is complete.
 */
export function partialFrom(points: readonly CdnTrafficPoint[]): number | undefined {
  const first = points.find((p) => p.partial);
  return first ? Date.parse(first.ts) : undefined;
}

/** Whether the answer holds nothing counted yet: its figures are complete only up to its window's start. */
export function nothingCounted(answer: { from: string; complete_until: string }): boolean {
  return Date.parse(answer.complete_until) <= Date.parse(answer.from);
}

export type StatusClass = '2xx' | '3xx' | '4xx' | '5xx';
export const statusClasses: readonly StatusClass[] = ['2xx', '3xx', '4xx', '5xx'];

/** Requests by status class from the totals, in class order; classes without requests are left out. */
export function statusClassShares(
  totals: CdnTrafficTotals,
  label: (statusClass: StatusClass) => string,
): ChartDatum[] {
  const counts: Record<StatusClass, number> = {
    '2xx': totals.status_2xx,
    '3xx': totals.status_3xx,
    '4xx': totals.status_4xx,
    '5xx': totals.status_5xx,
  };
  return statusClasses
    .filter((c) => counts[c] > 0)
    .map((c) => ({ label: label(c), value: counts[c], color: statusMeaning(c) }));
}

/** The most frequent status codes, most frequent first (the server sends them so; ties by code). */
export function statusCodeBars(codes: CdnAnalytics['top_status_codes']): ChartDatum[] {
  return [...codes]
    .sort((a, b) => b.requests - a.requests || a.status_code - b.status_code)
    .map((c) => ({ label: String(c.status_code), value: c.requests, color: statusMeaning(c.status_code) }));
}

/** Requests per country code, for the world map. */
export function countryValues(countries: CdnAnalytics['top_countries']): Record<string, number> {
  return Object.fromEntries(countries.map((c) => [c.country, c.requests]));
}

/** Requests per CDN, largest first; the platform's own CDN (cdn_id null) is named by `ownCdn`. */
export function cdnShares(byCdn: CdnAnalytics['by_cdn'], ownCdn: string): ChartDatum[] {
  return [...byCdn]
    .sort((a, b) => b.requests - a.requests || a.name.localeCompare(b.name))
    .map((c) => ({ label: c.cdn_id === null ? ownCdn : c.name, value: c.requests }));
}

/** What a change did, from its action (operation ids such as createPageRule, updateSite, purgeCache). */
export type ChangeKind = 'created' | 'deleted' | 'purged' | 'changed';

export function changeKind(action: string): ChangeKind {
  if (/^(create|add)/i.test(action)) return 'created';
  if (/^(delete|remove)/i.test(action)) return 'deleted';
  if (/purge/i.test(action)) return 'purged';
  return 'changed';
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The site a change belongs to: the site itself, or the site_id of the rule's snapshot before or after. */
export function siteOfChange(entry: AuditEntry): string | null {
  if (entry.resource_type === 'cdn_site') return entry.resource_id ?? null;
  const details = isObject(entry.details) ? entry.details : {};
  for (const snapshot of [details.after, details.before]) {
    if (isObject(snapshot) && typeof snapshot.site_id === 'string') return snapshot.site_id;
  }
  return null;
}

/**
 * The changes drawn as markers: inside [from, to], of `siteId` when given, oldest first, one per entry. The
 * label says what changed and who changed it.
 */
export function changeMarkers(
  entries: readonly AuditEntry[],
  window: { from: number; to: number; siteId: string | null },
  label: (entry: AuditEntry, kind: ChangeKind) => string,
): TimeSeriesMarker[] {
  const seen = new Set<string>();
  return entries
    .filter((e) => {
      const t = Date.parse(e.occurred_at);
      if (seen.has(e.id) || !(t >= window.from && t <= window.to)) return false;
      if (window.siteId && siteOfChange(e) !== window.siteId) return false;
      seen.add(e.id);
      return true;
    })
    .sort((a, b) => Date.parse(a.occurred_at) - Date.parse(b.occurred_at) || a.id.localeCompare(b.id))
    .map((e) => ({ id: e.id, time: Date.parse(e.occurred_at), label: label(e, changeKind(e.action)) }));
}

/** Largest value of a series, for summaries; 0 when empty. */
export function peak(points: readonly TimePoint[]): number {
  return points.reduce((max, p) => Math.max(max, p.value), 0);
}
