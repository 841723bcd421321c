// The demo's traffic goes on: each site that has seeded traffic gets the buckets since its last one (at most the
// week the charts show), as the seed would have written them — every few minutes while the server runs (a job
// per tenant, `cdn.traffic_top_up`) and at once on a start — so a console left running, or started again days
// later, shows the last hour instead of a chart that ends in a drop. Sites without traffic (created by a user)
// stay without: nothing points at them.
//
// Each site is topped up in a transaction of its own: its rollups and the hourly splits written from the same
// buckets land together (a stopped top-up leaves whole sites behind, and the next one goes on from their last
// bucket), and a second process topping up the same database waits for the first and then finds nothing to add.
import type { Db, Queryable } from '../../db/index.js';
import { defineJobKind, scheduleJob } from '../../jobs/index.js';
import { tenantPredicate } from '../../db/scoped.js';
import { insertDimensions, insertRollups, siteTraffic, trafficSites } from './seed-traffic.js';
import type { SeedTrafficSite } from './seed-traffic.js';

const FIVE_MINUTES = 300_000;
const MINUTE = 60_000;

/** Writes the site's buckets after its last one up to `now`; answers how many rollup rows it wrote. */
async function topUpSite(tx: Queryable, site: SeedTrafficSite, now: Date): Promise<number> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('cdn-traffic-top-up:' || $1::text))`, [site.id]);
  const latest = (seconds: 60 | 300) =>
    `(SELECT max(bucket_start) FROM cdn_traffic_rollups
       WHERE ${tenantPredicate('cdn_traffic_rollups')} AND site_id = $2 AND bucket_seconds = ${seconds})`;
  const { rows } = await tx.query<{ last_5m: Date | null; last_1m: Date | null }>(
    `SELECT ${latest(300)} AS last_5m, ${latest(60)} AS last_1m`,
    [site.tenantId, site.id],
  );
  const last = rows[0];
  if (!last?.last_5m) return 0;
  const { rollups, dimensions } = siteTraffic(site, now, {
    bucket: new Date(new Date(last.last_5m).getTime() + FIVE_MINUTES),
    ...(last.last_1m ? { minute: new Date(new Date(last.last_1m).getTime() + MINUTE) } : {}),
  });
  if (!rollups.length) return 0;
  await insertRollups(tx, rollups);
  // The first hour's rows are the ones the last write left half full: its figures add to them.
  await insertDimensions(tx, dimensions, { add: true });
  return rollups.length;
}

/**
 * Adds the missing buckets of the tenant's seeded sites up to `now`; answers how many rollup rows it wrote.
 * An aborted signal stops it between two sites.
 */
export async function topUpTraffic(
  db: Db,
  tenantId: string,
  now: Date,
  signal?: AbortSignal,
): Promise<number> {
  let written = 0;
  for (const site of await trafficSites(db, tenantId)) {
    if (signal?.aborted) break;
    written += await db.transaction((tx) => topUpSite(tx, site, now));
  }
  return written;
}

/** Every tenant's top-up at once (the jobs do it tenant by tenant: trafficTopUpJob). */
export async function topUpAllTraffic(db: Db, now: Date, signal?: AbortSignal): Promise<number> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM tenants ORDER BY created_at, id');
  let written = 0;
  for (const t of rows) {
    if (signal?.aborted) break;
    written += await topUpTraffic(db, t.id, now, signal);
  }
  return written;
}

export const TRAFFIC_TOP_UP = 'cdn.traffic_top_up';
/** How often a running server adds the demo's new buckets: one 5-minute bucket at a time. */
export const TOP_UP_INTERVAL_MS = FIVE_MINUTES;

/**
 * Due now for every tenant (a start: the time the server was down is filled first); a tenant without seeded
 * traffic ends its job on the first run.
 */
export async function scheduleTrafficTopUps(q: Queryable, now: Date): Promise<void> {
  const { rows } = await q.query<{ id: string }>('SELECT id FROM tenants ORDER BY created_at, id');
  for (const t of rows) await scheduleJob(q, { kind: TRAFFIC_TOP_UP, key: t.id, runAt: now });
}

/** The tenant's top-up (`job.key`: its id), again every TOP_UP_INTERVAL_MS while it has seeded traffic. */
export function trafficTopUpJob() {
  return defineJobKind<Record<string, never>>({
    name: TRAFFIC_TOP_UP,
    leaseMs: 120_000,
    async run(job, { db, now, signal }) {
      if ((await trafficSites(db, job.key)).length === 0) return;
      await topUpTraffic(db, job.key, now, signal);
      return { runAt: new Date(now.getTime() + TOP_UP_INTERVAL_MS) };
    },
  });
}
