// Sliding-window rate limits kept in the database (table rate_limit_hits, migration 012): a limit holds
// across every server process on one database and across restarts. Each limit is a bucket with its own
// window and maximum; a key (a username and IP, an address) counts its events in the window.
//
// take() decides and counts in one step, serialised per key by an advisory lock, so concurrent requests —
// in one process or in several — can never pass more events than the maximum.
import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../db/index.js';

export interface LoginLimitOptions {
  maxFailures: number;
  windowMs: number;
}

/** Advisory lock class of the rate limits (the key's hash is the second half of the lock). */
const LOCK_CLASS = 7262003;

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export class RateLimiter {
  constructor(
    private readonly db: Db,
    /** The limit's name: its events are counted apart from every other limit's. */
    readonly bucket: string,
    private readonly options: LoginLimitOptions = { maxFailures: 10, windowMs: 5 * 60_000 },
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds to wait when the key is blocked, else 0. */
  async retryAfter(key: string): Promise<number> {
    return this.wait(this.db, hashKey(key), this.now());
  }

  /** Counts one event of the key. */
  async fail(key: string): Promise<void> {
    const keyHash = hashKey(key);
    const now = this.now();
    await this.db.transaction(async (tx) => {
      await this.lock(tx, keyHash);
      await this.record(tx, keyHash, now);
    });
  }

  /** When the key is blocked, the seconds to wait (nothing counted); else counts one event and answers 0. */
  async take(key: string): Promise<number> {
    return RateLimiter.takeTogether(this.db, [{ limiter: this, key }]);
  }

  /**
   * Takes one event of several limits at once, or none: when any of them is blocked, the longest wait in
   * seconds (nothing counted); else counts one event on each and answers 0. The limits share one database.
   */
  static async takeTogether(
    db: Db,
    entries: readonly { limiter: RateLimiter; key: string }[],
  ): Promise<number> {
    const hashed = entries
      .map(({ limiter, key }) => ({ limiter, keyHash: hashKey(key), now: limiter.now() }))
      // One order of locks everywhere, so two requests taking the same limits cannot wait on each other.
      .sort((a, b) => `${a.limiter.bucket}|${a.keyHash}`.localeCompare(`${b.limiter.bucket}|${b.keyHash}`));
    return db.transaction(async (tx) => {
      for (const h of hashed) await h.limiter.lock(tx, h.keyHash);
      let wait = 0;
      for (const h of hashed) wait = Math.max(wait, await h.limiter.wait(tx, h.keyHash, h.now));
      if (wait > 0) return wait;
      for (const h of hashed) await h.limiter.record(tx, h.keyHash, h.now);
      return 0;
    });
  }

  /** Forgets the key's events (a success clears its failures). */
  async reset(key: string): Promise<void> {
    await this.db.query('DELETE FROM rate_limit_hits WHERE bucket = $1 AND key_hash = $2', [
      this.bucket,
      hashKey(key),
    ]);
  }

  private async lock(tx: Queryable, keyHash: string): Promise<void> {
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
      LOCK_CLASS,
      `${this.bucket}|${keyHash}`,
    ]);
  }

  private async wait(q: Queryable, keyHash: string, now: number): Promise<number> {
    const { maxFailures, windowMs } = this.options;
    // The newest maxFailures events in the window: full means blocked until the oldest of them leaves it.
    const { rows } = await q.query<{ at: Date }>(
      `SELECT at FROM rate_limit_hits WHERE bucket = $1 AND key_hash = $2 AND at > $3
        ORDER BY at DESC LIMIT $4`,
      [this.bucket, keyHash, new Date(now - windowMs), maxFailures],
    );
    if (rows.length < maxFailures) return 0;
    const oldest = new Date(rows[rows.length - 1]!.at).getTime();
    return Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
  }

  private async record(q: Queryable, keyHash: string, now: number): Promise<void> {
    await q.query('INSERT INTO rate_limit_hits (bucket, key_hash, at) VALUES ($1, $2, $3)', [
      this.bucket,
      keyHash,
      new Date(now),
    ]);
    // Events that left the window count for nothing any more.
    await q.query('DELETE FROM rate_limit_hits WHERE bucket = $1 AND at <= $2', [
      this.bucket,
      new Date(now - this.options.windowMs),
    ]);
  }
}
