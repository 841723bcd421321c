// The jobs table's statements (migration 015). Scheduling runs inside the caller's transaction, so a job
// appears and disappears with what it is about. Everything a runner does after a claim names the claim's
// token: once a lease ran out and another runner took the job, or the job was scheduled anew, the late
// answer of the first claim changes nothing.
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../db/index.js';

export interface ScheduleJob {
  kind: string;
  key: string;
  runAt: Date;
  payload?: unknown;
}

/**
 * Creates the job of (kind, key), or moves the existing one: new due time and payload, attempts and error
 * cleared, and any claim on it void (a handler still running for it can no longer finish or move it).
 */
export async function scheduleJob(q: Queryable, job: ScheduleJob): Promise<void> {
  await q.query(
    `INSERT INTO jobs (id, kind, key, payload, run_at) VALUES ($1, $2, $3, $4::jsonb, $5)
     ON CONFLICT (kind, key) DO UPDATE SET payload = EXCLUDED.payload, run_at = EXCLUDED.run_at, attempts = 0,
       locked_by = NULL, locked_until = NULL, last_error = NULL, failed_at = NULL, updated_at = now()`,
    [randomUUID(), job.kind, job.key, JSON.stringify(job.payload ?? {}), job.runAt],
  );
}

/** Removes the job of (kind, key), claimed or not; a claim on it can then no longer finish or move it. */
export async function cancelJob(q: Queryable, kind: string, key: string): Promise<boolean> {
  const { rowCount } = await q.query('DELETE FROM jobs WHERE kind = $1 AND key = $2', [kind, key]);
  return rowCount > 0;
}

export interface ClaimedRow {
  id: string;
  kind: string;
  key: string;
  payload: unknown;
  run_at: Date;
  attempts: number;
}

export interface Claim {
  token: string;
  rows: ClaimedRow[];
}

/**
 * Claims up to `limit` due jobs of the given kinds (name → lease in ms), oldest due first, skipping rows
 * another transaction holds: each claimed row gets this claim's token, a lease from `now` and one more attempt.
 */
export async function claimDueJobs(
  db: Db,
  leases: ReadonlyMap<string, number>,
  now: Date,
  limit: number,
  owner: string,
): Promise<Claim> {
  const token = `${owner}:${randomUUID()}`;
  if (leases.size === 0) return { token, rows: [] };
  const rows = await db.transaction(async (tx) => {
    const { rows } = await tx.query<ClaimedRow>(
      `WITH leases AS (SELECT key AS kind, value::integer AS lease_ms FROM jsonb_each_text($1::jsonb)),
       due AS (
         SELECT id FROM jobs
          WHERE kind IN (SELECT kind FROM leases) AND failed_at IS NULL AND run_at <= $2
            AND (locked_until IS NULL OR locked_until <= $2)
          ORDER BY run_at, id
          LIMIT $3
          FOR UPDATE SKIP LOCKED
       )
       UPDATE jobs j SET locked_by = $4, locked_until = $2::timestamptz + l.lease_ms * interval '1 millisecond',
              attempts = j.attempts + 1, updated_at = now()
         FROM due, leases l
        WHERE j.id = due.id AND l.kind = j.kind
       RETURNING j.id, j.kind, j.key, j.payload, j.run_at, j.attempts`,
      [JSON.stringify(Object.fromEntries(leases)), now, limit, token],
    );
    return rows;
  });
  rows.sort((a, b) => new Date(a.run_at).getTime() - new Date(b.run_at).getTime());
  return { token, rows };
}

/** A finished job goes. False when the claim no longer held it. */
export async function finishJob(db: Db, id: string, token: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM jobs WHERE id = $1 AND locked_by = $2', [id, token]);
  return rowCount > 0;
}

/** A recurring job's next run: due at `runAt`, attempts back to 0. False when the claim no longer held it. */
export async function rescheduleJob(
  db: Db,
  id: string,
  token: string,
  runAt: Date,
  payload?: unknown,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE jobs SET run_at = $3, payload = coalesce($4::jsonb, payload), attempts = 0, last_error = NULL,
            locked_by = NULL, locked_until = NULL, updated_at = now()
      WHERE id = $1 AND locked_by = $2`,
    [id, token, runAt, payload === undefined ? null : JSON.stringify(payload)],
  );
  return rowCount > 0;
}

/**
 * A failed attempt: retried at `retryAt`, or given up (failed_at = `givenUpAt`) when that is set. The error
 * is kept either way. False when the claim no longer held it.
 */
export async function failJob(
  db: Db,
  id: string,
  token: string,
  error: string,
  next: { retryAt: Date } | { givenUpAt: Date },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE jobs SET last_error = $3, run_at = coalesce($4, run_at), failed_at = $5,
            locked_by = NULL, locked_until = NULL, updated_at = now()
      WHERE id = $1 AND locked_by = $2`,
    [
      id,
      token,
      error.slice(0, 2000),
      'retryAt' in next ? next.retryAt : null,
      'givenUpAt' in next ? next.givenUpAt : null,
    ],
  );
  return rowCount > 0;
}

/** Hands a claimed job back untouched (the server is stopping): claimable at once, the attempt not counted. */
export async function releaseJob(db: Db, id: string, token: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE jobs SET attempts = greatest(attempts - 1, 0), locked_by = NULL, locked_until = NULL,
            updated_at = now()
      WHERE id = $1 AND locked_by = $2`,
    [id, token],
  );
  return rowCount > 0;
}
