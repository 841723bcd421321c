// The background-job mechanism (server/src/jobs/): due jobs run once, on one runner only however many share the
// database; a claim whose lease ran out is taken again; the state is only in the table, so a new runner (a
// restart) carries on; a failed attempt waits longer each time and is given up after the kind's last one;
// stopping hands running jobs back. Every pass is driven with an explicit "now", never by waiting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { JobRunner, scheduleJob } from '../jobs/index.js';
import type { JobContext, JobKind } from '../jobs/index.js';
import { BACKENDS, createTestDb } from './helpers.js';
import type { BackendKind, TestDb } from './helpers.js';

const T0 = new Date('2030-01-01T00:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const quiet = () => undefined;

/** A promise with its resolve, for handlers that wait until the test lets them go. */
function gate<T = void>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (open = resolve));
  return { promise, open };
}

/** Polls a condition of the test itself (no server timing involved). */
async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(condition()).toBe(true);
}

interface JobRow {
  key: string;
  run_at: Date;
  attempts: number;
  locked_by: string | null;
  last_error: string | null;
  failed_at: Date | null;
}

describe.each(BACKENDS)('background jobs (%s)', (kind: BackendKind) => {
  let t: TestDb;
  let db: Db;
  let n = 0;
  /** A kind of its own per test: runners of one test never claim another test's jobs. */
  const kindName = () => `test.kind_${++n}`;
  const runner = (kinds: JobKind<unknown>[], on: Db = db, batchSize = 10) =>
    new JobRunner({ db: on, kinds, batchSize, log: quiet });
  const rowsOf = async (name: string) =>
    (
      await db.query<JobRow>(
        'SELECT key, run_at, attempts, locked_by, last_error, failed_at FROM jobs WHERE kind = $1 ORDER BY key',
        [name],
      )
    ).rows.map((r) => ({ ...r, run_at: new Date(r.run_at) }));

  beforeAll(async () => {
    t = await createTestDb(kind);
    db = t.db;
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it('MUST run a job when it is due, once, and remove it when its handler is done', async () => {
    const name = kindName();
    const ran: string[] = [];
    const jobs = runner([{ name, run: async (job) => void ran.push(job.key) }]);
    await scheduleJob(db, { kind: name, key: 'now', runAt: T0 });
    await scheduleJob(db, { kind: name, key: 'later', runAt: at(60_000) });

    expect(await jobs.runDueJobs(at(-1))).toMatchObject({ succeeded: 0 });
    expect(await jobs.runDueJobs(T0)).toMatchObject({ succeeded: 1, failed: 0 });
    expect(ran).toEqual(['now']);
    expect((await rowsOf(name)).map((r) => r.key)).toEqual(['later']);
    await jobs.runDueJobs(T0);
    expect(ran).toEqual(['now']);
    await jobs.runDueJobs(at(60_000));
    expect(ran).toEqual(['now', 'later']);
    expect(await rowsOf(name)).toEqual([]);
  });

  it('MUST run a recurring job again at the time its handler answers, with the payload it gives', async () => {
    const name = kindName();
    const seen: unknown[] = [];
    const jobs = runner([
      {
        name,
        run: async (job, ctx: JobContext) => {
          seen.push(job.payload);
          return { runAt: new Date(ctx.now.getTime() + 60_000), payload: { round: seen.length } };
        },
      },
    ]);
    await scheduleJob(db, { kind: name, key: 'tick', runAt: T0, payload: { round: 0 } });
    await jobs.runDueJobs(T0);
    await jobs.runDueJobs(at(30_000));
    await jobs.runDueJobs(at(60_000));
    expect(seen).toEqual([{ round: 0 }, { round: 1 }]);
    expect(await rowsOf(name)).toMatchObject([{ key: 'tick', run_at: at(120_000), attempts: 0 }]);
  });

  it('MUST give each due job to one runner only when two runners on one database claim at once', async () => {
    const name = kindName();
    const ranBy = new Map<string, string[]>();
    const release = gate();
    const handler = (who: string): JobKind<unknown> => ({
      name,
      run: async (job) => {
        ranBy.set(job.key, [...(ranBy.get(job.key) ?? []), who]);
        await release.promise;
      },
    });
    const keys = Array.from({ length: 24 }, (_, i) => `job-${String(i).padStart(2, '0')}`);
    for (const key of keys) await scheduleJob(db, { kind: name, key, runAt: T0 });
    // Two server processes: on PostgreSQL each has its own connections.
    const a = runner([handler('a')], db, 4);
    const b = runner([handler('b')], t.connectAgain(), 4);
    const passes = [a.runDueJobs(T0), b.runDueJobs(T0)];
    // Both hold a batch before any job finishes: the second claim saw the first one's rows as taken.
    await until(() => [...ranBy.values()].flat().includes('a') && [...ranBy.values()].flat().includes('b'));
    release.open();
    const [sa, sb] = await Promise.all(passes);

    expect([...ranBy.keys()].sort()).toEqual(keys);
    for (const key of keys) expect(ranBy.get(key), key).toHaveLength(1);
    expect(sa!.succeeded + sb!.succeeded).toBe(keys.length);
    expect(sa!.succeeded).toBeGreaterThan(0);
    expect(sb!.succeeded).toBeGreaterThan(0);
    expect(await rowsOf(name)).toEqual([]);
  });

  if (kind === 'postgres') {
    it('MUST skip, not wait for, a job another transaction holds locked', async () => {
      const name = kindName();
      const ran: string[] = [];
      const jobs = runner([{ name, run: async (job) => void ran.push(job.key) }], t.connectAgain());
      await scheduleJob(db, { kind: name, key: 'held', runAt: T0 });
      await scheduleJob(db, { kind: name, key: 'free', runAt: T0 });
      const locked = gate();
      const done = gate();
      const holding = db.transaction(async (tx) => {
        await tx.query(`SELECT id FROM jobs WHERE kind = $1 AND key = 'held' FOR UPDATE`, [name]);
        locked.open();
        await done.promise;
      });
      await locked.promise;
      await jobs.runDueJobs(T0);
      expect(ran).toEqual(['free']);
      done.open();
      await holding;
      await jobs.runDueJobs(T0);
      expect(ran).toEqual(['free', 'held']);
    });
  }

  it('MUST let another runner claim a job whose lease ran out, and ignore the late answer of the first', async () => {
    const name = kindName();
    const stuck = gate();
    const started = gate();
    const lease = 30_000;
    const first = runner([
      {
        name,
        leaseMs: lease,
        run: async () => {
          started.open();
          await stuck.promise;
          return { runAt: at(999_000) };
        },
      },
    ]);
    const ran: Date[] = [];
    const second = runner(
      [
        {
          name,
          leaseMs: lease,
          run: async (job, ctx) => {
            ran.push(ctx.now);
            expect(job.attempt).toBe(2);
            return { runAt: new Date(ctx.now.getTime() + 60_000) };
          },
        },
      ],
      t.connectAgain(),
    );
    await scheduleJob(db, { kind: name, key: 'slow', runAt: T0 });
    const firstPass = first.runDueJobs(T0);
    await started.promise;
    expect((await rowsOf(name))[0]?.locked_by).not.toBeNull();

    expect(await second.runDueJobs(at(lease - 1))).toMatchObject({ succeeded: 0 });
    expect(ran).toEqual([]);
    expect(await second.runDueJobs(at(lease))).toMatchObject({ succeeded: 1 });
    expect(ran).toEqual([at(lease)]);

    stuck.open();
    expect(await firstPass).toMatchObject({ succeeded: 0, lost: 1 });
    expect(await rowsOf(name)).toMatchObject([{ run_at: at(lease + 60_000), attempts: 0, locked_by: null }]);
  });

  it('MUST keep a job across a restart: a new runner on the same database carries on from the table', async () => {
    const name = kindName();
    const handler = (log: string[]): JobKind<unknown> => ({
      name,
      run: async (job, ctx) => {
        log.push(ctx.now.toISOString());
        return { runAt: new Date(ctx.now.getTime() + 60_000) };
      },
    });
    const before: string[] = [];
    const old = runner([handler(before)]);
    await scheduleJob(db, { kind: name, key: 'survivor', runAt: T0 });
    await old.runDueJobs(T0);
    await old.stop();

    // The process is gone; a new one starts on the same database with nothing but the table.
    const after: string[] = [];
    const restarted = runner([handler(after)], t.connectAgain());
    await restarted.runDueJobs(at(30_000));
    expect(after).toEqual([]);
    await restarted.runDueJobs(at(60_000));
    expect(before).toEqual([T0.toISOString()]);
    expect(after).toEqual([at(60_000).toISOString()]);
  });

  it('MUST retry a failed job later each time, keep its error, and give it up after the last attempt', async () => {
    const name = kindName();
    let calls = 0;
    const jobs = runner([
      {
        name,
        maxAttempts: 3,
        run: async () => {
          calls += 1;
          throw new Error(`upstream refused (${calls})`);
        },
      },
    ]);
    await scheduleJob(db, { kind: name, key: 'flaky', runAt: T0 });

    expect(await jobs.runDueJobs(T0)).toMatchObject({ failed: 1 });
    expect(await rowsOf(name)).toMatchObject([
      {
        attempts: 1,
        run_at: at(10_000),
        last_error: 'upstream refused (1)',
        locked_by: null,
        failed_at: null,
      },
    ]);
    expect(await jobs.runDueJobs(at(9_999))).toMatchObject({ failed: 0 });
    expect(await jobs.runDueJobs(at(10_000))).toMatchObject({ failed: 1 });
    // The wait doubles: 10 s after the first failure, 20 s after the second.
    expect(await rowsOf(name)).toMatchObject([{ attempts: 2, run_at: at(30_000) }]);
    expect(await jobs.runDueJobs(at(29_999))).toMatchObject({ failed: 0 });
    expect(await jobs.runDueJobs(at(30_000))).toMatchObject({ givenUp: 1 });
    expect(await rowsOf(name)).toMatchObject([
      { attempts: 3, last_error: 'upstream refused (3)', failed_at: at(30_000) },
    ]);
    await jobs.runDueJobs(at(86_400_000));
    expect(calls).toBe(3);

    // Scheduled anew, it runs again from its first attempt.
    await scheduleJob(db, { kind: name, key: 'flaky', runAt: at(90_000_000) });
    expect(await rowsOf(name)).toMatchObject([{ attempts: 0, failed_at: null, last_error: null }]);
    await jobs.runDueJobs(at(90_000_000));
    expect(calls).toBe(4);
  });

  it('MUST give up a job whose claims never answer (a crash each time) once its attempts are spent', async () => {
    const name = kindName();
    const never = gate();
    let runs = 0;
    const crashing = (): JobRunner =>
      runner(
        [
          {
            name,
            leaseMs: 1_000,
            maxAttempts: 2,
            run: async () => {
              runs += 1;
              await never.promise;
            },
          },
        ],
        t.connectAgain(),
      );
    await scheduleJob(db, { kind: name, key: 'poison', runAt: T0 });
    const passes = [crashing().runDueJobs(T0)];
    await until(() => runs === 1);
    passes.push(crashing().runDueJobs(at(1_000)));
    await until(() => runs === 2);
    expect(await crashing().runDueJobs(at(2_000))).toMatchObject({ givenUp: 1 });
    expect(runs).toBe(2);
    expect(await rowsOf(name)).toMatchObject([{ failed_at: at(2_000), locked_by: null }]);
    never.open();
    for (const pass of await Promise.all(passes)) expect(pass).toMatchObject({ lost: 1 });
  });

  it('MUST hand a running job back when the runner stops, so another runner takes it at once', async () => {
    const name = kindName();
    const started = gate();
    const stopping = runner([
      {
        name,
        run: async (_job, ctx) => {
          started.open();
          await new Promise((_resolve, reject) =>
            ctx.signal.addEventListener('abort', () => reject(ctx.signal.reason)),
          );
        },
      },
    ]);
    await scheduleJob(db, { kind: name, key: 'handed-back', runAt: T0 });
    const pass = stopping.runDueJobs(T0);
    await started.promise;
    await stopping.stop();
    expect(await pass).toMatchObject({ released: 1, failed: 0 });
    expect(await rowsOf(name)).toMatchObject([{ attempts: 0, locked_by: null, last_error: null }]);
    expect(await stopping.runDueJobs(T0)).toMatchObject({ succeeded: 0, released: 0 });

    const ran: string[] = [];
    await runner([{ name, run: async (job) => void ran.push(job.key) }]).runDueJobs(T0);
    expect(ran).toEqual(['handed-back']);
  });

  it('MUST leave jobs of kinds it does not know to the runners that do', async () => {
    const known = kindName();
    const unknown = kindName();
    await scheduleJob(db, { kind: unknown, key: 'not-mine', runAt: T0 });
    await runner([{ name: known, run: async () => undefined }]).runDueJobs(T0);
    expect(await rowsOf(unknown)).toMatchObject([{ key: 'not-mine', attempts: 0, locked_by: null }]);
  });

  it('MUST poll once started, and claim nothing more once stopped', async () => {
    const name = kindName();
    const ran = gate<string>();
    const jobs = new JobRunner({
      db,
      kinds: [{ name, run: async (job) => ran.open(job.key) }],
      pollMs: 10,
      clock: () => T0,
      log: quiet,
    });
    await scheduleJob(db, { kind: name, key: 'polled', runAt: T0 });
    jobs.start();
    expect(await ran.promise).toBe('polled');
    await jobs.stop();
    await scheduleJob(db, { kind: name, key: 'after-stop', runAt: T0 });
    expect(await jobs.runDueJobs(T0)).toMatchObject({ succeeded: 0 });
    expect((await rowsOf(name)).map((r) => r.key)).toEqual(['after-stop']);
  });
});
