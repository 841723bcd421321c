// Failed sign-ins per username + IP in a sliding window, kept in memory (a restart forgets them).

export interface LoginLimitOptions {
  maxFailures: number;
  windowMs: number;
}

export class LoginLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly options: LoginLimitOptions = { maxFailures: 10, windowMs: 5 * 60_000 },
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.options.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /** Seconds to wait when the key is blocked, else 0. */
  retryAfter(key: string): number {
    const list = this.recent(key);
    if (list.length < this.options.maxFailures) return 0;
    const oldest = list[list.length - this.options.maxFailures] ?? this.now();
    return Math.max(1, Math.ceil((oldest + this.options.windowMs - this.now()) / 1000));
  }

  fail(key: string): void {
    const list = this.recent(key);
    list.push(this.now());
    this.failures.set(key, list);
    if (this.failures.size > 50_000) {
      const first = this.failures.keys().next().value;
      if (first !== undefined) this.failures.delete(first);
    }
  }

  reset(key: string): void {
    this.failures.delete(key);
  }
}
