// One runner per server process: it claims due jobs of the kinds registered with it and runs their handlers.
// Tests call runDueJobs(now) themselves; a server calls start(), which polls every pollMs, and stop() on close,
// which aborts the handlers still running and hands their jobs back. Several runners on one database never
// run one claim twice: rows are claimed with FOR UPDATE SKIP LOCKED, and a claim whose lease ran out is
// someone else's (queue.ts).
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/index.js';
import { claimDueJobs, failJob, finishJob, releaseJob, rescheduleJob } from './queue.js';
import type { ClaimedRow } from './queue.js';
import { DEFAULT_LEASE_MS, DEFAULT_MAX_ATTEMPTS, defaultBackoffMs } from './types.js';
import type { Job, JobKind } from './types.js';

export interface JobRunnerOptions {
  db: Db;
  kinds?: readonly JobKind<unknown>[];
  clock?: () => Date;
  /** Between the end of one pass and the next (start()). Default 5 s. */
  pollMs?: number;
  /** Jobs claimed, and run side by side, at a time. Default 10. */
  batchSize?: number;
  /** Most jobs one pass runs (a handler may make its job due again at once). Default 500. */
  maxPerPass?: number;
  /** Names this process in claim tokens. */
  owner?: string;
  /** Where handler failures and failed passes are told. */
  log?: (message: string, err?: unknown) => void;
}

/** What one pass did, by outcome. */
export interface PassSummary {
  /** Finished or scheduled again. */
  succeeded: number;
  /** Threw (retried later, or given up). */
  failed: number;
  /** Given up: after their kind's last attempt. */
  givenUp: number;
  /** Handed back because the runner stopped. */
  released: number;
  /** Answered after their claim was lost (lease over, rescheduled, deleted): the answer changed nothing. */
  lost: number;
}

const emptySummary = (): PassSummary => ({ succeeded: 0, failed: 0, givenUp: 0, released: 0, lost: 0 });

const errorText = (err: unknown) => (err instanceof Error ? err.message || err.name : String(err));

export class JobRunner {
  private readonly kinds = new Map<string, JobKind<unknown>>();
  private readonly db: Db;
  private readonly clock: () => Date;
  private readonly pollMs: number;
  private readonly batchSize: number;
  private readonly maxPerPass: number;
  private readonly owner: string;
  private readonly log: (message: string, err?: unknown) => void;
  private readonly stopping = new AbortController();
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Passes under way (polled or called directly): stop() waits for them. */
  private readonly passes = new Set<Promise<unknown>>();

  constructor(options: JobRunnerOptions) {
    this.db = options.db;
    this.clock = options.clock ?? (() => new Date());
    this.pollMs = options.pollMs ?? 5_000;
    this.batchSize = options.batchSize ?? 10;
    this.maxPerPass = options.maxPerPass ?? 500;
    this.owner = options.owner ?? `${hostname()}/${process.pid}/${randomBytes(3).toString('hex')}`;
    this.log = options.log ?? ((message, err) => console.warn(message, err ?? ''));
    for (const kind of options.kinds ?? []) this.register(kind);
  }

  /** Adds a kind; its name must be new to this runner. */
  register<P>(kind: JobKind<P>): void {
    if (this.kinds.has(kind.name)) throw new Error(`job kind ${kind.name} is registered twice`);
    this.kinds.set(kind.name, kind as unknown as JobKind<unknown>);
  }

  get kindNames(): string[] {
    return [...this.kinds.keys()];
  }

  /** Claims and runs every job due at `now`, batch after batch, until none is left (or maxPerPass ran). */
  runDueJobs(now: Date = this.clock()): Promise<PassSummary> {
    const pass = this.runPass(now);
    this.passes.add(pass);
    void pass.finally(() => this.passes.delete(pass)).catch(() => undefined);
    return pass;
  }

  private async runPass(now: Date): Promise<PassSummary> {
    const summary = emptySummary();
    const leases = new Map([...this.kinds].map(([name, k]) => [name, k.leaseMs ?? DEFAULT_LEASE_MS]));
    let ran = 0;
    while (ran < this.maxPerPass && !this.stopping.signal.aborted) {
      const limit = Math.min(this.batchSize, this.maxPerPass - ran);
      const claim = await claimDueJobs(this.db, leases, now, limit, this.owner);
      if (claim.rows.length === 0) break;
      ran += claim.rows.length;
      await Promise.all(claim.rows.map((row) => this.runOne(row, claim.token, now, summary)));
    }
    return summary;
  }

  private async runOne(row: ClaimedRow, token: string, now: Date, summary: PassSummary): Promise<void> {
    const kind = this.kinds.get(row.kind) as JobKind<unknown>;
    const maxAttempts = kind.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    const counted = (held: boolean, field: keyof PassSummary) => void (summary[held ? field : 'lost'] += 1);
    // Claimed more often than allowed without an answer (each claim was lost: a crash, a lease too short).
    if (row.attempts > maxAttempts) {
      const error = `given up: claimed ${row.attempts - 1} times without an answer`;
      counted(await failJob(this.db, row.id, token, error, { givenUpAt: now }), 'givenUp');
      return;
    }
    const job: Job = {
      id: row.id,
      kind: row.kind,
      key: row.key,
      payload: row.payload,
      runAt: new Date(row.run_at),
      attempt: row.attempts,
    };
    const lease = new AbortController();
    const leaseMs = kind.leaseMs ?? DEFAULT_LEASE_MS;
    const leaseTimer = setTimeout(() => lease.abort(new Error('the lease ran out')), leaseMs);
    const signal = AbortSignal.any([lease.signal, this.stopping.signal]);
    try {
      const outcome = await kind.run(job, { db: this.db, now, signal });
      const held = outcome
        ? await rescheduleJob(this.db, row.id, token, outcome.runAt, outcome.payload)
        : await finishJob(this.db, row.id, token);
      counted(held, 'succeeded');
    } catch (err) {
      if (this.stopping.signal.aborted && !lease.signal.aborted) {
        counted(await releaseJob(this.db, row.id, token), 'released');
        return;
      }
      this.log(`job ${row.kind} ${row.key} failed (attempt ${row.attempts} of ${maxAttempts})`, err);
      const givenUp = row.attempts >= maxAttempts;
      const retryAt = new Date(now.getTime() + (kind.backoffMs ?? defaultBackoffMs)(row.attempts));
      const next = givenUp ? { givenUpAt: now } : { retryAt };
      const held = await failJob(this.db, row.id, token, errorText(err), next);
      counted(held, givenUp ? 'givenUp' : 'failed');
    } finally {
      clearTimeout(leaseTimer);
    }
  }

  /** Polls: a pass now, then one pollMs after each pass ends, until stop(). */
  start(): void {
    if (this.timer || this.stopping.signal.aborted) return;
    const tick = () => {
      void this.runDueJobs()
        .catch((err: unknown) => this.log('background jobs: a pass failed', err))
        .finally(() => {
          if (!this.stopping.signal.aborted) this.timer = setTimeout(tick, this.pollMs);
        });
    };
    this.timer = setTimeout(tick, 0);
  }

  /** Stops polling, aborts the handlers still running (their jobs are handed back) and waits for them. */
  async stop(): Promise<void> {
    this.stopping.abort(new Error('the server is stopping'));
    clearTimeout(this.timer);
    await Promise.allSettled([...this.passes]);
  }
}
