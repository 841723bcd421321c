// Helpers of the browser fault tests: the run's seed, a seeded PRNG, the faults a page's API
// request can meet and how the console must word each one (SPEC §8), and the API requests a page makes.
// page.route is allowed only in these fault tests (playwright.config.ts: nothing else is mocked).
import type { Page, Request, Route, TestInfo } from '@playwright/test';
import errorsEn from '../../locales/en/errors.json' with { type: 'json' };

/**
 * The run's seed: FAULT_SEED=<n> replays a run; otherwise playwright.config.ts chose one from the clock (so it
 * rotates per run and is the same in every worker of the run).
 */
export function faultSeed(): number {
  const given = process.env.FAULT_SEED?.trim();
  const seed = given ? Number(given) : Date.now() % 2 ** 31;
  if (!Number.isSafeInteger(seed) || seed < 0) throw new Error(`FAULT_SEED must be a whole number: ${given}`);
  return seed;
}

/** Print the seed (console and the test's annotations) so a failure can be replayed. */
export function announceSeed(seed: number, testInfo: TestInfo): void {
  const replay = `FAULT_SEED=${seed}`;
  testInfo.annotations.push({ type: 'fault-seed', description: `${replay} (replay with this variable set)` });
  console.log(`[faults] ${testInfo.title}: ${replay}`);
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * A PRNG (mulberry32) for one seed and one label (a route pattern, a flow name): the same seed gives every label
 * the same choices, whatever other labels exist, so adding a route does not change the others' faults.
 */
export function seededRandom(seed: number, label: string): () => number {
  let state = hash(`${seed}:${label}`);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  if (items.length === 0) throw new Error('nothing to pick from');
  return items[Math.floor(random() * items.length)]!;
}

export type Fault =
  | { kind: 'abort'; error: 'timedout' | 'connectionrefused' }
  | { kind: 'status'; status: 500 | 502 | 503 | 504; envelope: boolean };

/** Every fault a request can meet: the browser gives up (timed out, refused), or a 5xx with or without body. */
export const faults: readonly Fault[] = [
  { kind: 'abort', error: 'timedout' },
  { kind: 'abort', error: 'connectionrefused' },
  ...([500, 502, 503, 504] as const).flatMap((status) => [
    { kind: 'status' as const, status, envelope: true },
    { kind: 'status' as const, status, envelope: false },
  ]),
];

export function describeFault(fault: Fault): string {
  return fault.kind === 'abort'
    ? `abort '${fault.error}'`
    : `${fault.status} ${fault.envelope ? 'with the error envelope' : 'without a body'}`;
}

/** The server's message a 5xx with the envelope carries; the console must show it as it is. */
export function envelopeMessage(fault: Fault, seed: number): string {
  return `The server failed on purpose (fault test, status ${fault.kind === 'status' ? fault.status : 0}, seed ${seed}).`;
}

/**
 * What the error state must say (SPEC §8, errors.json): a request the browser could not complete (its own
 * timeout or a refused connection is a fetch TypeError, not the client's timer) → the network text; a 5xx with
 * the envelope → the server's message; a 5xx without one → "An error occurred".
 */
export function expectedText(fault: Fault, seed: number): string {
  if (fault.kind === 'abort') return errorsEn.network;
  return fault.envelope ? envelopeMessage(fault, seed) : errorsEn.generic;
}

/** Answer (or fail) one intercepted request with `fault`. */
export async function applyFault(route: Route, fault: Fault, seed: number): Promise<void> {
  if (fault.kind === 'abort') return route.abort(fault.error);
  if (!fault.envelope) return route.fulfill({ status: fault.status, body: '' });
  const requestId = `fault-${seed}-${fault.status}`;
  return route.fulfill({
    status: fault.status,
    contentType: 'application/json',
    headers: { 'x-request-id': requestId },
    body: JSON.stringify({
      message: envelopeMessage(fault, seed),
      status_code: fault.status,
      request_id: requestId,
    }),
  });
}

/**
 * Query parameters that follow the clock (the analytics change markers' time window, rounded to minutes): a
 * request recorded in one pass must still match when the window has moved on by the faulted pass.
 */
const clockFollowingParams = ['from', 'to'];

/** "/api/main/cdn/sites?page=1" for an address, without its clock-following window. */
export function apiAddressKey(address: URL): string {
  const url = new URL(address);
  for (const name of clockFollowingParams) url.searchParams.delete(name);
  return `${url.pathname}${url.search}`;
}

/** "GET /api/main/cdn/sites?page=1" for an API request (without its clock-following window), undefined for anything else. */
export function apiRequestKey(request: Request): string | undefined {
  const url = new URL(request.url());
  if (!url.pathname.startsWith('/api/')) return undefined;
  return `${request.method()} ${apiAddressKey(url)}`;
}

/** Record the API requests the page sends until the returned function is called; it returns them in order. */
export function recordApiRequests(page: Page): () => string[] {
  const seen: string[] = [];
  const onRequest = (request: Request) => {
    const key = apiRequestKey(request);
    if (key) seen.push(key);
  };
  page.on('request', onRequest);
  return () => {
    page.off('request', onRequest);
    return seen;
  };
}

/** Uncaught errors and unhandled rejections (Chromium reports both as `pageerror`) until the call returns them. */
export function recordPageErrors(page: Page): () => string[] {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  page.on('pageerror', onError);
  return () => {
    page.off('pageerror', onError);
    return errors;
  };
}

/**
 * Resolves once no API request has been in flight for `quietMs` (the page's own requests of a step are done).
 * Call `stop()` when done watching.
 */
export function watchApiTraffic(page: Page): { idle: (quietMs?: number) => Promise<void>; stop: () => void } {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    if (!apiRequestKey(request)) return;
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async idle(quietMs = 200) {
      const deadline = Date.now() + 15_000;
      while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) throw new Error(`API requests still in flight: ${inFlight.size}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}
