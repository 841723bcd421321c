// The check of a multi-CDN provider: one background job per provider (kind cdn.multi_cdn_probe, keyed by the
// provider's id) that GETs https://<cname_target><health_check_path> every minute and records the answer and
// the health it leads to (multi-cdn-health.ts). Creating a provider schedules its check at once, changing its
// target or path starts its health over and brings the check forward, deleting it removes the job; a job
// whose provider is gone (its site was deleted) ends itself.
import type { AppServices, ProbeSettings } from '../../context.js';
import type { Db, Queryable } from '../../db/index.js';
import { cancelJob, defineJobKind, scheduleJob } from '../../jobs/index.js';
import { probeHttp } from '../../probes/http-probe.js';
import type { HttpProbeTarget, ProbeResult } from '../../probes/http-probe.js';
import { afterCheck } from './multi-cdn-health.js';
import type { Health } from './multi-cdn-health.js';

export const MULTI_CDN_PROBE = 'cdn.multi_cdn_probe';
export const CHECK_INTERVAL_MS = 60_000;

export function scheduleProviderCheck(q: Queryable, providerId: string, at: Date): Promise<void> {
  return scheduleJob(q, { kind: MULTI_CDN_PROBE, key: providerId, runAt: at });
}

export function cancelProviderCheck(q: Queryable, providerId: string): Promise<boolean> {
  return cancelJob(q, MULTI_CDN_PROBE, providerId);
}

interface CheckedProvider {
  id: string;
  cname_target: string;
  health_check_path: string;
  health: Health;
  passes_in_a_row: number;
  failures_in_a_row: number;
}

/** What a provider's check requests: its CNAME target and health check path, on the probes' scheme and port. */
export function checkTarget(
  provider: Pick<CheckedProvider, 'cname_target' | 'health_check_path'>,
  probes: ProbeSettings,
): HttpProbeTarget {
  return {
    scheme: probes.scheme,
    host: provider.cname_target,
    port: probes.port ?? (probes.scheme === 'https' ? 443 : 80),
    path: provider.health_check_path,
  };
}

/**
 * Stores a check's answer, unless the provider changed meanwhile (another target or path, or another check
 * recorded first): then the answer is about something else and is dropped. A check is no edit: the version
 * (the ETag an edit is made against) and updated_at stay.
 */
async function record(db: Db, provider: CheckedProvider, result: ProbeResult, now: Date): Promise<void> {
  const next = afterCheck(
    {
      health: provider.health,
      passesInARow: provider.passes_in_a_row,
      failuresInARow: provider.failures_in_a_row,
    },
    result.passed,
  );
  await db.query(
    `UPDATE cdn_multi_cdn_providers
        SET health = $2, passes_in_a_row = $3, failures_in_a_row = $4, last_checked_at = $5,
            last_check_passed = $6, last_check_status_code = $7, last_check_error = $8, last_check_latency_ms = $9
      WHERE id = $1 AND cname_target = $10 AND health_check_path = $11
        AND passes_in_a_row = $12 AND failures_in_a_row = $13`,
    [
      provider.id,
      next.health,
      next.passesInARow,
      next.failuresInARow,
      now,
      result.passed,
      result.statusCode,
      result.error,
      result.latencyMs,
      provider.cname_target,
      provider.health_check_path,
      provider.passes_in_a_row,
      provider.failures_in_a_row,
    ],
  );
}

export function multiCdnProbeJob(services: AppServices) {
  return defineJobKind<Record<string, never>>({
    name: MULTI_CDN_PROBE,
    leaseMs: 30_000,
    // A failed check is a result, not a failed job: the job fails only when the result cannot be stored, and
    // then tries again within the minute, for as long as that lasts.
    maxAttempts: Number.MAX_SAFE_INTEGER,
    backoffMs: (attempt) => Math.min(5_000 * attempt, CHECK_INTERVAL_MS),
    async run(job, { db, now, signal }) {
      const { rows } = await db.query<CheckedProvider>(
        `SELECT id, cname_target, health_check_path, health, passes_in_a_row, failures_in_a_row
           FROM cdn_multi_cdn_providers WHERE id = $1`,
        [job.key],
      );
      const provider = rows[0];
      if (!provider) return;
      const { probes } = services.settings;
      const result = await probeHttp(checkTarget(provider, probes), {
        dns: services.dns,
        allowLoopback: probes.allowLoopback,
        timeoutMs: probes.timeoutMs,
        signal,
      });
      await record(db, provider, result, now);
      return { runAt: new Date(now.getTime() + CHECK_INTERVAL_MS) };
    },
  });
}
