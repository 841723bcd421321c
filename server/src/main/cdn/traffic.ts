// SQL over the traffic rollups of migration 008 (ARCHITECTURE §6), always through the scope guard: totals, a
// zero-filled series, top countries and status codes, the split by CDN and by kind of traffic. A window ends
// with the interval that holds `now`, so the latest traffic counts; how far the rollups are complete
// (completeUntil) tells which intervals are still filling.
import type { Queryable } from '../../db/index.js';
import { scoped } from '../../db/scoped.js';
import type { Scope } from '../../db/scoped.js';

export type TrafficKind = 'web' | 'vod' | 'stream';
export type TrafficDays = 1 | 3 | 7;

export interface TrafficWindow {
  from: Date;
  to: Date;
  /** Width of one series point. */
  intervalSeconds: 60 | 300 | 3600;
  /** Which rollups the window reads: 60-second ones (pulse) or 300-second ones. */
  bucketSeconds: 60 | 300;
}

export interface TrafficFilter {
  kinds: readonly TrafficKind[];
  /** One site (already loaded through the guard), or every site in scope. */
  siteId?: string;
}

const HOUR = 3_600_000;

const floorTo = (t: Date, ms: number) => new Date(Math.floor(t.getTime() / ms) * ms);

/** The window of `days` (or the last hour, pulse) whose last interval is the one `now` falls in. */
export function trafficWindow(now: Date, days: TrafficDays, pulse = false): TrafficWindow {
  const intervalSeconds = pulse ? 60 : days === 1 ? 300 : 3600;
  const to = new Date(floorTo(now, intervalSeconds * 1000).getTime() + intervalSeconds * 1000);
  const length = pulse ? HOUR : days * 24 * HOUR;
  return {
    from: new Date(to.getTime() - length),
    to,
    intervalSeconds,
    bucketSeconds: pulse ? 60 : 300,
  };
}

/**
 * Up to which instant the scope's rollups of the window's size are complete: the end of the latest one written,
 * and never later than `now` (an interval still running is never complete). The pipeline writes the buckets of
 * every serving site of a group together, so the group's latest bucket is how far its figures reach; a group
 * without any rollup has had no traffic, and its figures are complete up to `now`.
 */
export async function completeUntil(q: Queryable, scope: Scope, w: TrafficWindow, now: Date): Promise<Date> {
  const [row] = await scoped(q, 'cdn_traffic_rollups', scope).aggregate<{ last: Date | null }>(
    'max(bucket_start) AS last',
    { where: 'bucket_seconds = $4', params: [w.bucketSeconds] },
  );
  if (!row?.last) return now;
  const end = new Date(row.last).getTime() + w.bucketSeconds * 1000;
  return new Date(Math.min(end, now.getTime()));
}

const SUMS = `COALESCE(sum(requests), 0)::float8 AS requests,
  COALESCE(sum(cached_requests), 0)::float8 AS cached_requests,
  COALESCE(sum(bytes), 0)::float8 AS bytes, COALESCE(sum(cached_bytes), 0)::float8 AS cached_bytes,
  COALESCE(sum(status_2xx), 0)::float8 AS status_2xx, COALESCE(sum(status_3xx), 0)::float8 AS status_3xx,
  COALESCE(sum(status_4xx), 0)::float8 AS status_4xx, COALESCE(sum(status_5xx), 0)::float8 AS status_5xx`;

interface Sums {
  requests: number;
  cached_requests: number;
  bytes: number;
  cached_bytes: number;
  status_2xx: number;
  status_3xx: number;
  status_4xx: number;
  status_5xx: number;
}

const ZERO: Sums = {
  requests: 0,
  cached_requests: 0,
  bytes: 0,
  cached_bytes: 0,
  status_2xx: 0,
  status_3xx: 0,
  status_4xx: 0,
  status_5xx: 0,
};

/** The rollups of the window and filter: predicate and parameters after the scope's ($4 on). */
function rollupWhere(w: TrafficWindow, f: TrafficFilter): { where: string; params: unknown[] } {
  const params: unknown[] = [w.bucketSeconds, w.from, w.to, [...f.kinds]];
  let where = 'bucket_seconds = $4 AND bucket_start >= $5 AND bucket_start < $6 AND kind = ANY($7::text[])';
  if (f.siteId) {
    params.push(f.siteId);
    where += ' AND site_id = $8';
  }
  return { where, params };
}

/** The hourly dimension rows overlapping the window. */
function dimensionWhere(w: TrafficWindow, f: TrafficFilter, dimension: string) {
  const params: unknown[] = [dimension, floorTo(w.from, HOUR), w.to, [...f.kinds]];
  let where = 'dimension = $4 AND hour >= $5 AND hour < $6 AND kind = ANY($7::text[])';
  if (f.siteId) {
    params.push(f.siteId);
    where += ' AND site_id = $8';
  }
  return { where, params };
}

export function withRatio(s: Sums) {
  return { ...s, cache_hit_ratio: s.requests > 0 ? s.cached_requests / s.requests : 0 };
}

export async function trafficTotals(q: Queryable, scope: Scope, w: TrafficWindow, f: TrafficFilter) {
  const rows = await scoped(q, 'cdn_traffic_rollups', scope).aggregate<Sums>(SUMS, rollupWhere(w, f));
  return withRatio(rows[0] ?? ZERO);
}

/**
 * One point per interval of the window, oldest first, zero where nothing was served. An interval that ends
 * after `complete` is partial: its figures are what has been counted so far.
 */
export async function trafficSeries(
  q: Queryable,
  scope: Scope,
  w: TrafficWindow,
  f: TrafficFilter,
  complete: Date,
) {
  const { where, params } = rollupWhere(w, f);
  params.push(w.intervalSeconds);
  const mark = `$${params.length + 3}`;
  const rows = await scoped(q, 'cdn_traffic_rollups', scope).aggregate<Sums & { ts: Date }>(
    `date_bin(make_interval(secs => ${mark}), bucket_start, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS ts, ${SUMS}`,
    { where, params, tail: 'GROUP BY 1' },
  );
  const byTs = new Map(rows.map((r) => [new Date(r.ts).getTime(), r]));
  const step = w.intervalSeconds * 1000;
  const points = [];
  for (let t = w.from.getTime(); t < w.to.getTime(); t += step) {
    const r = byTs.get(t) ?? ZERO;
    points.push({
      ts: new Date(t).toISOString(),
      requests: r.requests,
      cached_requests: r.cached_requests,
      bytes: r.bytes,
      cached_bytes: r.cached_bytes,
      status_4xx: r.status_4xx,
      status_5xx: r.status_5xx,
      partial: t + step > complete.getTime(),
    });
  }
  return points;
}

/** Requests and bytes of each kind the filter reads, in the filter's order (zero for a kind without any). */
export async function trafficByKind(q: Queryable, scope: Scope, w: TrafficWindow, f: TrafficFilter) {
  const rows = await scoped(q, 'cdn_traffic_rollups', scope).aggregate<{
    kind: TrafficKind;
    requests: number;
    bytes: number;
  }>('kind, sum(requests)::float8 AS requests, sum(bytes)::float8 AS bytes', {
    ...rollupWhere(w, f),
    tail: 'GROUP BY kind',
  });
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  return f.kinds.map((kind) => ({
    kind,
    requests: byKind.get(kind)?.requests ?? 0,
    bytes: byKind.get(kind)?.bytes ?? 0,
  }));
}

/** The largest values of one dimension by requests (ties by value), at most `limit`. */
export async function topDimension(
  q: Queryable,
  scope: Scope,
  w: TrafficWindow,
  f: TrafficFilter,
  dimension: 'country' | 'status_code',
  limit: number,
) {
  const { where, params } = dimensionWhere(w, f, dimension);
  return scoped(q, 'cdn_traffic_dimensions', scope).aggregate<{
    value: string;
    requests: number;
    bytes: number;
  }>('value, sum(requests)::float8 AS requests, sum(bytes)::float8 AS bytes', {
    where,
    params,
    tail: `GROUP BY value ORDER BY sum(requests) DESC, value ASC LIMIT ${Math.trunc(limit)}`,
  });
}

/** Traffic per CDN that served it (the platform's own first when tied), at most 20. */
export async function trafficByCdn(q: Queryable, scope: Scope, w: TrafficWindow, f: TrafficFilter) {
  const rows = await scoped(q, 'cdn_traffic_rollups', scope).aggregate<{
    cdn_id: string | null;
    name: string;
    requests: number;
    bytes: number;
  }>('cdn_id, min(cdn_name) AS name, sum(requests)::float8 AS requests, sum(bytes)::float8 AS bytes', {
    ...rollupWhere(w, f),
    tail: 'GROUP BY cdn_key, cdn_id ORDER BY sum(requests) DESC, cdn_key ASC LIMIT 20',
  });
  return rows.map((r) => ({ cdn_id: r.cdn_id, name: r.name, requests: r.requests, bytes: r.bytes }));
}

/** Traffic per site of the scope, largest first (by requests or bytes), at most `limit`. */
export async function trafficBySite(
  q: Queryable,
  scope: Scope,
  w: TrafficWindow,
  f: TrafficFilter,
  limit: number,
  by: 'requests' | 'bytes' = 'requests',
) {
  return scoped(q, 'cdn_traffic_rollups', scope).aggregate<{
    site_id: string;
    requests: number;
    bytes: number;
  }>('site_id, sum(requests)::float8 AS requests, sum(bytes)::float8 AS bytes', {
    ...rollupWhere(w, f),
    tail: `GROUP BY site_id ORDER BY sum(${by === 'bytes' ? 'bytes' : 'requests'}) DESC, site_id ASC LIMIT ${Math.trunc(limit)}`,
  });
}
