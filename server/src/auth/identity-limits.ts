// Rate limits of the public identity calls (in the database, like the sign-in limit: they hold across server
// processes and restarts): mail-sending calls per address and per IP, registrations per IP, and failed token
// checks (verify, reset, email sign-in, short token) per IP. Every call that sends mail counts, whether or
// not the address is known, so a 429 tells nothing about accounts either.
import type { Db } from '../db/index.js';
import { tooManyRequests } from '../errors.js';
import { RateLimiter } from './rate-limit.js';

const MINUTE = 60_000;

export class IdentityLimits {
  readonly mailPerAddress: RateLimiter;
  readonly mailPerIp: RateLimiter;
  readonly registerPerIp: RateLimiter;
  readonly tokenFailuresPerIp: RateLimiter;

  constructor(
    private readonly db: Db,
    now: () => number,
  ) {
    this.mailPerAddress = new RateLimiter(db, 'mail-address', { maxFailures: 5, windowMs: 15 * MINUTE }, now);
    this.mailPerIp = new RateLimiter(db, 'mail-ip', { maxFailures: 50, windowMs: 15 * MINUTE }, now);
    this.registerPerIp = new RateLimiter(db, 'register-ip', { maxFailures: 20, windowMs: 60 * MINUTE }, now);
    this.tokenFailuresPerIp = new RateLimiter(
      db,
      'token-failures-ip',
      { maxFailures: 20, windowMs: 5 * MINUTE },
      now,
    );
  }

  /** Counts one mail request; throws 429 (nothing counted) when the address or the IP is over its limit. */
  async takeMail(email: string, ip: string): Promise<void> {
    const wait = await RateLimiter.takeTogether(this.db, [
      { limiter: this.mailPerAddress, key: email.trim().toLowerCase() },
      { limiter: this.mailPerIp, key: ip },
    ]);
    if (wait > 0) throw tooManyRequests(`Too many mail requests; try again in ${wait} s.`, wait);
  }

  async takeRegistration(ip: string): Promise<void> {
    const wait = await this.registerPerIp.take(ip);
    if (wait > 0) throw tooManyRequests(`Too many registrations; try again in ${wait} s.`, wait);
  }

  /** Before checking a token: refuses an IP with too many recent failures. */
  async checkTokenAttempts(ip: string): Promise<void> {
    const wait = await this.tokenFailuresPerIp.retryAfter(ip);
    if (wait > 0) throw tooManyRequests(`Too many invalid links or tokens; try again in ${wait} s.`, wait);
  }

  async tokenFailed(ip: string): Promise<void> {
    await this.tokenFailuresPerIp.fail(ip);
  }
}
