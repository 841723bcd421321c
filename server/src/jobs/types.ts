// What a kind of background job declares, and what its handler receives and answers (README.md).
import type { Db } from '../db/index.js';

/** A claimed job as its handler sees it. */
export interface Job<Payload = unknown> {
  id: string;
  kind: string;
  key: string;
  payload: Payload;
  /** When it was due. */
  runAt: Date;
  /** This claim's number since the job last succeeded: 1 on a first try. */
  attempt: number;
}

export interface JobContext {
  db: Db;
  /** The runner's "now" for this pass: schedule from it, never from the wall clock. */
  now: Date;
  /** Aborted when the server stops (the job is then handed back untouched) or the lease runs out. */
  signal: AbortSignal;
}

/**
 * A handler's answer: nothing when the job is finished (its row goes), or when it should run again (a
 * recurring job: the same row, attempts back to 0, optionally a new payload). A throw is a failed attempt.
 */
export type JobOutcome<Payload = unknown> = void | { runAt: Date; payload?: Payload };

export interface JobKind<Payload = unknown> {
  /** Stored in jobs.kind: stable, e.g. "cdn.multi_cdn_probe". A runner claims only kinds it knows. */
  name: string;
  run(job: Job<Payload>, ctx: JobContext): Promise<JobOutcome<Payload>>;
  /** How long a claim holds the job; the handler's signal aborts when it ends. Default 60 s. */
  leaseMs?: number;
  /** Attempts before the job is given up (kept with failed_at and its last error). Default 10. */
  maxAttempts?: number;
  /** The wait before the next attempt after `attempt` failed. Default: 10 s doubling, at most an hour. */
  backoffMs?(attempt: number): number;
}

/** Identity helper that keeps a kind's payload type. */
export function defineJobKind<Payload>(kind: JobKind<Payload>): JobKind<Payload> {
  return kind;
}

export const DEFAULT_LEASE_MS = 60_000;
export const DEFAULT_MAX_ATTEMPTS = 10;

/** 10 s, 20 s, 40 s, … at most an hour. */
export function defaultBackoffMs(attempt: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
}
