// What makes two requests "identical" (SPEC §4: path, method, params — and the body, so two different
// writes to one path are not taken for repeats), and the Idempotency-Key a write carries.

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isWrite(method: string): boolean {
  return !readMethods.has(method.toUpperCase());
}

/** Method, full URL (path and query) and body text. Reads a clone, so the request stays usable. */
export async function requestKey(request: Request): Promise<string> {
  const body = request.body ? await request.clone().text() : '';
  return `${request.method} ${request.url}\n${body}`;
}

export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Keys of writes that were cancelled, timed out or lost on the network, by request key: repeating the same
 * write reuses its key, so the server runs it once. Bounded, oldest first out.
 */
export class RetryKeys {
  private readonly keys = new Map<string, string>();

  constructor(private readonly limit = 50) {}

  remember(requestKeyValue: string, idempotencyKey: string): void {
    this.keys.delete(requestKeyValue);
    this.keys.set(requestKeyValue, idempotencyKey);
    if (this.keys.size > this.limit) {
      const oldest = this.keys.keys().next().value as string;
      this.keys.delete(oldest);
    }
  }

  /** The remembered key for this request, forgotten once taken. */
  take(requestKeyValue: string): string | undefined {
    const key = this.keys.get(requestKeyValue);
    this.keys.delete(requestKeyValue);
    return key;
  }

  get size(): number {
    return this.keys.size;
  }
}
