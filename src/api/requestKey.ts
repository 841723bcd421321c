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

/** The path of a request key's URL (no query): what `RetryKeys.forgetRelated` compares. */
function pathOf(requestKeyValue: string): string {
  const url = requestKeyValue.slice(requestKeyValue.indexOf(' ') + 1, requestKeyValue.indexOf('\n'));
  try {
    return new URL(url).pathname.replace(/\/+$/, '');
  } catch {
    return url.split('?')[0] ?? url;
  }
}

/** Whether two paths name the same resource or one lies under the other (/cdn/sites/x and …/x/status). */
function related(a: string, b: string): boolean {
  return a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);
}

/**
 * Keys of writes that were cancelled, timed out or lost on the network, by request key: repeating the same
 * write reuses its key, so the server runs it once. Bounded, oldest first out.
 *
 * A key stands for one intent, not for one body: once a different write has gone to the same resource (or one
 * under or above it), repeating the lost one is a new intent and gets a new key. Otherwise A (answer lost,
 * but run) → B → A again would be answered from the server's stored answer to the first A without running,
 * leaving B in force while the console shows A.
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

  /** Forget the remembered keys of other writes to this request's resource (see the class comment). */
  forgetRelated(requestKeyValue: string): void {
    const path = pathOf(requestKeyValue);
    for (const other of [...this.keys.keys()])
      if (other !== requestKeyValue && related(pathOf(other), path)) this.keys.delete(other);
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
