// Demo traffic: a deterministic week of rollups per serving site (5-minute buckets, the last hour also by the
// minute, splits by country and status code), anchored to the clock the seed is given. The numbers come
// from a PRNG seeded by the site's name, so two seeds at the same instant write the same traffic. A site whose
// multi-CDN set-up has a second CDN has that CDN's share on rows of its own; traffic-top-up.ts goes on from the
// last bucket on later starts.
// insertRollups / insertDimensions are also what the analytics tests write their own traffic with.
import type { Queryable } from '../../db/index.js';
import { tenantPredicate } from '../../db/scoped.js';
import type { TrafficKind } from './traffic.js';

export interface RollupRow {
  tenantId: string;
  projectId: string;
  resourceGroupId: string;
  siteId: string;
  bucketStart: Date;
  bucketSeconds: 60 | 300;
  kind: TrafficKind;
  /** The CDN that served it: absent for the platform's own. */
  cdn?: { id: string; name: string };
  requests: number;
  cachedRequests: number;
  bytes: number;
  cachedBytes: number;
  status2xx: number;
  status3xx: number;
  status4xx: number;
  status5xx: number;
}

export interface DimensionRow {
  tenantId: string;
  projectId: string;
  resourceGroupId: string;
  siteId: string;
  hour: Date;
  kind: TrafficKind;
  dimension: 'country' | 'status_code';
  value: string;
  requests: number;
  bytes: number;
}

const CHUNK = 2000;

export async function insertRollups(q: Queryable, rows: RollupRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const part = rows.slice(i, i + CHUNK);
    const col = <T>(f: (r: RollupRow) => T) => part.map(f);
    await q.query(
      `INSERT INTO cdn_traffic_rollups (tenant_id, project_id, resource_group_id, site_id, bucket_start,
         bucket_seconds, kind, cdn_key, cdn_id, cdn_name, requests, cached_requests, bytes, cached_bytes,
         status_2xx, status_3xx, status_4xx, status_5xx)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::timestamptz[], $6::int[],
         $7::text[], $8::text[], $9::uuid[], $10::text[], $11::bigint[], $12::bigint[], $13::bigint[],
         $14::bigint[], $15::bigint[], $16::bigint[], $17::bigint[], $18::bigint[])`,
      [
        col((r) => r.tenantId),
        col((r) => r.projectId),
        col((r) => r.resourceGroupId),
        col((r) => r.siteId),
        col((r) => r.bucketStart.toISOString()),
        col((r) => r.bucketSeconds),
        col((r) => r.kind),
        col((r) => r.cdn?.id ?? ''),
        col((r) => r.cdn?.id ?? null),
        col((r) => r.cdn?.name ?? 'Platform CDN'),
        col((r) => r.requests),
        col((r) => r.cachedRequests),
        col((r) => r.bytes),
        col((r) => r.cachedBytes),
        col((r) => r.status2xx),
        col((r) => r.status3xx),
        col((r) => r.status4xx),
        col((r) => r.status5xx),
      ],
    );
  }
}

/**
 * Writes dimension rows; with `add`, a row whose hour is already there adds its figures to it (a top-up goes on
 * with the hour the last write left half full). The rows of one call must not repeat a key.
 */
export async function insertDimensions(
  q: Queryable,
  rows: DimensionRow[],
  options: { add?: boolean } = {},
): Promise<void> {
  const onConflict = options.add
    ? `ON CONFLICT (site_id, hour, kind, dimension, value) DO UPDATE
         SET requests = cdn_traffic_dimensions.requests + EXCLUDED.requests,
           bytes = cdn_traffic_dimensions.bytes + EXCLUDED.bytes`
    : '';
  for (let i = 0; i < rows.length; i += CHUNK) {
    const part = rows.slice(i, i + CHUNK);
    const col = <T>(f: (r: DimensionRow) => T) => part.map(f);
    await q.query(
      `INSERT INTO cdn_traffic_dimensions (tenant_id, project_id, resource_group_id, site_id, hour, kind,
         dimension, value, requests, bytes)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::timestamptz[], $6::text[],
         $7::text[], $8::text[], $9::bigint[], $10::bigint[])
       ${onConflict}`,
      [
        col((r) => r.tenantId),
        col((r) => r.projectId),
        col((r) => r.resourceGroupId),
        col((r) => r.siteId),
        col((r) => r.hour.toISOString()),
        col((r) => r.kind),
        col((r) => r.dimension),
        col((r) => r.value),
        col((r) => r.requests),
        col((r) => r.bytes),
      ],
    );
  }
}

/** mulberry32: a small, well-known 32-bit PRNG; enough for demo figures. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const COUNTRY_WEIGHTS: [string, number][] = [
  ['VN', 52],
  ['US', 10],
  ['SG', 8],
  ['JP', 6],
  ['DE', 5],
  ['KR', 5],
  ['TH', 4],
  ['ID', 4],
  ['AU', 3],
  ['FR', 3],
];

/** Splits total into integer parts by weights (the last part takes the remainder, so parts sum to total). */
function split(total: number, weights: number[], random: () => number): number[] {
  const jittered = weights.map((w) => w * (0.85 + 0.3 * random()));
  const sum = jittered.reduce((a, b) => a + b, 0);
  const parts = jittered.map((w) => Math.floor((total * w) / sum));
  parts[parts.length - 1] = (parts[parts.length - 1] ?? 0) + total - parts.reduce((a, b) => a + b, 0);
  return parts;
}

interface Profile {
  kind: TrafficKind;
  /** Requests in a 5-minute bucket at the daily peak. */
  peak: number;
  bytesPerRequest: number;
  hitRatio: number;
}

function profilesOf(site: { vod: boolean }): Profile[] {
  return site.vod
    ? [
        { kind: 'vod', peak: 2400, bytesPerRequest: 1_400_000, hitRatio: 0.93 },
        { kind: 'stream', peak: 900, bytesPerRequest: 600_000, hitRatio: 0.8 },
      ]
    : [{ kind: 'web', peak: 6000, bytesPerRequest: 42_000, hitRatio: 0.88 }];
}

/** One bucket's figures: a daily curve (peak at 20:00 in Vietnam, 13:00 UTC) with noise. */
function bucketFigures(p: Profile, at: Date, seconds: number, random: () => number) {
  const hour = at.getUTCHours() + at.getUTCMinutes() / 60;
  const daily = 0.35 + 0.65 * Math.max(0, Math.cos(((hour - 13) / 24) * 2 * Math.PI)) ** 2;
  const requests = Math.round(p.peak * daily * (0.8 + 0.4 * random()) * (seconds / 300));
  const cachedRequests = Math.round(requests * Math.min(1, p.hitRatio + 0.06 * (random() - 0.5)));
  const bytes = Math.round(requests * p.bytesPerRequest * (0.9 + 0.2 * random()));
  const cachedBytes = requests ? Math.round((bytes * cachedRequests) / requests) : 0;
  const [s2, s3, s4, s5] = split(requests, [92, 5, 2.5, 0.5], random) as [number, number, number, number];
  return {
    requests,
    cachedRequests,
    bytes,
    cachedBytes,
    status2xx: s2,
    status3xx: s3,
    status4xx: s4,
    status5xx: s5,
  };
}

const STATUS_CODES: Record<TrafficKind, [string, number][][]> = {
  web: [
    [['200', 1]],
    [
      ['304', 4],
      ['301', 1],
    ],
    [
      ['404', 4],
      ['403', 1],
    ],
    [
      ['502', 2],
      ['503', 1],
      ['500', 1],
    ],
  ],
  vod: [
    [
      ['206', 3],
      ['200', 1],
    ],
    [['304', 1]],
    [
      ['404', 3],
      ['403', 1],
    ],
    [
      ['504', 1],
      ['502', 1],
    ],
  ],
  stream: [[['200', 1]], [['302', 1]], [['404', 1]], [['503', 1]]],
};

export interface SeedTrafficSite {
  id: string;
  name: string;
  tenantId: string;
  projectId: string;
  resourceGroupId: string;
  vod: boolean;
  createdAt: Date;
  /** A second CDN of the site's multi-CDN set-up and the share of the site's requests it serves. */
  otherCdn?: { id: string; name: string; share: number };
}

type Figures = ReturnType<typeof bucketFigures>;

/** One bucket's figures as rows: the platform's, and the other CDN's share when the site has one. */
function bucketRows(
  base: Omit<RollupRow, keyof Figures | 'cdn'>,
  f: Figures,
  other?: SeedTrafficSite['otherCdn'],
) {
  if (!other) return [{ ...base, ...f }];
  const part = Object.fromEntries(
    Object.entries(f).map(([key, value]) => [key, Math.floor(value * other.share)]),
  ) as Figures;
  const rest = Object.fromEntries(
    Object.entries(f).map(([key, value]) => [key, value - part[key as keyof Figures]]),
  ) as Figures;
  return [
    { ...base, ...rest },
    { ...base, ...part, cdn: { id: other.id, name: other.name } },
  ];
}

const FIVE_MINUTES = 300_000;
const MINUTE = 60_000;
const HOUR = 3_600_000;

/** Where a top-up goes on from: the first 5-minute bucket and the first minute not written yet. */
export interface TrafficSince {
  bucket: Date;
  minute?: Date;
}

/**
 * The week (and last hour by the minute) of one site, as rows; with `since`, only what comes after the rows
 * already written: the dimension rows then start with the hour of `since.bucket` (its figures to be added to
 * that hour's rows, see insertDimensions) and no row of theirs reaches back before it.
 */
export function siteTraffic(
  site: SeedTrafficSite,
  now: Date,
  since?: TrafficSince,
): { rollups: RollupRow[]; dimensions: DimensionRow[] } {
  const random = prng(hashOf(site.name));
  const scope = {
    tenantId: site.tenantId,
    projectId: site.projectId,
    resourceGroupId: site.resourceGroupId,
    siteId: site.id,
  };
  const end = Math.floor(now.getTime() / FIVE_MINUTES) * FIVE_MINUTES;
  const start = Math.max(end - 7 * 24 * HOUR, Math.ceil(site.createdAt.getTime() / HOUR) * HOUR);
  const ceilTo = (t: number, ms: number) => Math.ceil(t / ms) * ms;
  const first = since ? Math.max(start, ceilTo(since.bucket.getTime(), FIVE_MINUTES)) : start;
  const firstHour = since ? Math.floor(first / HOUR) * HOUR : -Infinity;
  const rollups: RollupRow[] = [];
  const dimensions: DimensionRow[] = [];
  for (const p of profilesOf(site)) {
    const hourly = new Map<number, { requests: number; bytes: number; classes: number[] }>();
    for (let t = first; t < end; t += FIVE_MINUTES) {
      const f = bucketFigures(p, new Date(t), 300, random);
      const base = { ...scope, bucketStart: new Date(t), bucketSeconds: 300 as const, kind: p.kind };
      rollups.push(...bucketRows(base, f, site.otherCdn));
      // Splits by the hour for the last day; older ones in 6-hour blocks (filed under their first hour) keep the
      // seed small: the 3- and 7-day top lists only shift by the few hours at a window's start.
      // A top-up files a block begun before it under its own first hour.
      const block = t >= end - 24 * HOUR ? HOUR : 6 * HOUR;
      const h = Math.max(Math.floor(t / block) * block, firstHour);
      const acc = hourly.get(h) ?? { requests: 0, bytes: 0, classes: [0, 0, 0, 0] };
      acc.requests += f.requests;
      acc.bytes += f.bytes;
      [f.status2xx, f.status3xx, f.status4xx, f.status5xx].forEach((n, i) => (acc.classes[i]! += n));
      hourly.set(h, acc);
    }
    const minuteEnd = Math.floor(now.getTime() / MINUTE) * MINUTE;
    const firstMinute = Math.max(
      start,
      minuteEnd - HOUR,
      ceilTo(since?.minute?.getTime() ?? -Infinity, MINUTE),
    );
    for (let t = firstMinute; t < minuteEnd; t += MINUTE) {
      const f = bucketFigures(p, new Date(t), 60, random);
      const base = { ...scope, bucketStart: new Date(t), bucketSeconds: 60 as const, kind: p.kind };
      rollups.push(...bucketRows(base, f, site.otherCdn));
    }
    for (const [h, acc] of hourly) {
      const hour = new Date(h);
      const perCountry = split(
        acc.requests,
        COUNTRY_WEIGHTS.map(([, w]) => w),
        random,
      );
      COUNTRY_WEIGHTS.forEach(([country], i) => {
        const requests = perCountry[i] ?? 0;
        const bytes = acc.requests ? Math.round((acc.bytes * requests) / acc.requests) : 0;
        dimensions.push({
          ...scope,
          hour,
          kind: p.kind,
          dimension: 'country',
          value: country,
          requests,
          bytes,
        });
      });
      STATUS_CODES[p.kind].forEach((codes, cls) => {
        const parts = split(
          acc.classes[cls] ?? 0,
          codes.map(([, w]) => w),
          random,
        );
        codes.forEach(([code], i) => {
          const requests = parts[i] ?? 0;
          const bytes = acc.requests ? Math.round((acc.bytes * requests) / acc.requests) : 0;
          dimensions.push({
            ...scope,
            hour,
            kind: p.kind,
            dimension: 'status_code',
            value: code,
            requests,
            bytes,
          });
        });
      });
    }
  }
  return { rollups, dimensions };
}

/**
 * The seeded multi-CDN set-up (seed-rules.ts) sends a fifth of the requests of VN, SG, JP and KR (about 70 % of
 * the demo's visitors) to its second CDN: about 14 % of the site's requests.
 */
const OTHER_CDN_SHARE = 0.14;

/** The tenant's active sites as the traffic seed sees them, with the second CDN of a multi-CDN set-up. */
export async function trafficSites(q: Queryable, tenantId: string): Promise<SeedTrafficSite[]> {
  const { rows } = await q.query<{
    id: string;
    name: string;
    project_id: string;
    resource_group_id: string;
    vod: boolean;
    created_at: Date;
    other_id: string | null;
    other_name: string | null;
  }>(
    `SELECT s.id, s.name, s.project_id, s.resource_group_id, s.vod, s.created_at, o.id AS other_id,
        o.name AS other_name
       FROM cdn_sites s
       LEFT JOIN LATERAL (
         SELECT p.id, p.name FROM cdn_multi_cdn_providers p
          WHERE p.site_id = s.id AND ${tenantPredicate('cdn_multi_cdn_providers', 'p')} AND p.vendor <> 'platform'
            AND p.status = 'active'
          ORDER BY p.created_at, p.id LIMIT 1) o ON true
      WHERE ${tenantPredicate('cdn_sites', 's')} AND s.status = 'active' ORDER BY s.name`,
    [tenantId],
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    tenantId,
    projectId: r.project_id,
    resourceGroupId: r.resource_group_id,
    vod: r.vod,
    createdAt: new Date(r.created_at),
    ...(r.other_id ? { otherCdn: { id: r.other_id, name: r.other_name ?? '', share: OTHER_CDN_SHARE } } : {}),
  }));
}

/** Writes the demo week of every active site of the tenant (after its multi-CDN set-up is seeded). */
export async function seedTraffic(q: Queryable, options: { tenantId: string; now: Date }): Promise<void> {
  for (const site of await trafficSites(q, options.tenantId)) {
    const { rollups, dimensions } = siteTraffic(site, options.now);
    await insertRollups(q, rollups);
    await insertDimensions(q, dimensions);
  }
}
