// Rate limits of the public identity calls (in memory, like the sign-in limiter): mail-sending calls per
// address and per IP, registrations per IP, and failed token checks (verify, reset, email sign-in, short
// token) per IP. Every call that sends mail counts, whether or not the address is known, so a 429 tells
// nothing about accounts either.
import { tooManyRequests } from '../errors.js';
import { LoginLimiter } from './rate-limit.js';

const MINUTE = 60_000;

export class IdentityLimits {
  readonly mailPerAddress: LoginLimiter;
  readonly mailPerIp: LoginLimiter;
  readonly registerPerIp: LoginLimiter;
  readonly tokenFailuresPerIp: LoginLimiter;

  constructor(now: () => number) {
    this.mailPerAddress = new LoginLimiter({ maxFailures: 5, windowMs: 15 * MINUTE }, now);
    this.mailPerIp = new LoginLimiter({ maxFailures: 50, windowMs: 15 * MINUTE }, now);
    this.registerPerIp = new LoginLimiter({ maxFailures: 20, windowMs: 60 * MINUTE }, now);
    this.tokenFailuresPerIp = new LoginLimiter({ maxFailures: 20, windowMs: 5 * MINUTE }, now);
  }

  /** Counts one mail request; throws 429 (nothing counted) when the address or the IP is over its limit. */
  takeMail(email: string, ip: string): void {
    const address = email.trim().toLowerCase();
    const wait = Math.max(this.mailPerAddress.retryAfter(address), this.mailPerIp.retryAfter(ip));
    if (wait > 0) throw tooManyRequests(`Too many mail requests; try again in ${wait} s.`, wait);
    this.mailPerAddress.fail(address);
    this.mailPerIp.fail(ip);
  }

  takeRegistration(ip: string): void {
    const wait = this.registerPerIp.retryAfter(ip);
    if (wait > 0) throw tooManyRequests(`Too many registrations; try again in ${wait} s.`, wait);
    this.registerPerIp.fail(ip);
  }

  /** Before checking a token: refuses an IP with too many recent failures. */
  checkTokenAttempts(ip: string): void {
    const wait = this.tokenFailuresPerIp.retryAfter(ip);
    if (wait > 0) throw tooManyRequests(`Too many invalid links or tokens; try again in ${wait} s.`, wait);
  }

  tokenFailed(ip: string): void {
    this.tokenFailuresPerIp.fail(ip);
  }
}
