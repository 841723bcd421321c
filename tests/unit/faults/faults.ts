// The network faults the fault suites inject, as fetch answers: each says how the call must fail (the
// ApiError's kind, status and message key) and the text SPEC §8 wants on screen for it. The client-layer suite
// runs every fault on every operation; the engine suite takes one fault per `family` for each screen.
import type { TFunction } from 'i18next';
import type { ConsoleOperation } from '../../support/console-operations';

export type FaultFamily = 'timeout' | 'network' | 'server-message' | 'server-generic';

export interface FaultExpectation {
  kind: 'timeout' | 'network' | 'http';
  /** The ApiError's status (0 when no server answered). */
  status: number;
  messageKey: string | undefined;
  /** The request id the failure must carry (for "Request ID: …"). */
  requestId?: string;
  /** What `errorMessage` must say in English. */
  text: (t: TFunction) => string;
}

export interface Fault {
  name: string;
  family: FaultFamily;
  /** The fetch's answer to a request under this fault; `timeoutMs` is the operation's timeout. */
  answer: (request: Request, timeoutMs: number) => Promise<Response>;
  /** How long after the timeout the fetch settles on its own (slow answers), so a test can wait for it. */
  settlesAfterTimeoutMs?: number;
  expect: FaultExpectation;
}

/** SPEC §8's texts, as written there. */
export const specTexts = {
  timeout: "Request time out! (Let's try next time)",
  generic: 'An error occurred',
  somethingWentWrong: 'Something went wrong',
} as const;

const statusTexts: Record<number, string> = {
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export const serverErrorStatuses = [500, 502, 503, 504] as const;

/** How late a slow answer comes after the operation's timeout. */
const lateByMs = 5_000;

function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * Settle with `answer` after `ms` (never, when null) unless the request is aborted first (as fetch does: it
 * rejects).
 */
function answerAfter(request: Request, ms: number | null, answer: () => Response): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    if (request.signal.aborted) {
      reject(abortError());
      return;
    }
    const timer = ms === null ? undefined : setTimeout(() => resolve(answer()), ms);
    request.signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(abortError());
      },
      { once: true },
    );
  });
}

const lateJson = () =>
  new Response(JSON.stringify({ data: {} }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

/** Headers at once, the body `ms` later; aborting the request errors the body, as in a browser. */
function slowBody(request: Request, ms: number): Response {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      timer = setTimeout(() => {
        controller.enqueue(new TextEncoder().encode('{"data":{}}'));
        controller.close();
      }, ms);
      request.signal.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          controller.error(abortError());
        },
        { once: true },
      );
    },
    cancel() {
      clearTimeout(timer);
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
}

const timedOut: FaultExpectation = {
  kind: 'timeout',
  status: 0,
  messageKey: 'errors:timeout',
  text: () => specTexts.timeout,
};

const unreachable: FaultExpectation = {
  kind: 'network',
  status: 0,
  messageKey: 'errors:network',
  text: (t) => t('errors:network'),
};

const timeoutFaults: Fault[] = [
  {
    name: 'timed out: no answer',
    family: 'timeout',
    answer: (request) => answerAfter(request, null, lateJson),
    expect: timedOut,
  },
  {
    name: 'timed out: an answer slower than the timeout',
    family: 'timeout',
    answer: (request, timeoutMs) => answerAfter(request, timeoutMs + lateByMs, lateJson),
    settlesAfterTimeoutMs: lateByMs,
    expect: timedOut,
  },
  {
    name: 'timed out: a slow answer from a fetch that does not stop on abort',
    family: 'timeout',
    answer: (_request, timeoutMs) =>
      new Promise<Response>((resolve) => setTimeout(() => resolve(lateJson()), timeoutMs + lateByMs)),
    settlesAfterTimeoutMs: lateByMs,
    expect: timedOut,
  },
  {
    name: 'timed out: headers in time, the body slower than the timeout',
    family: 'timeout',
    answer: (request, timeoutMs) => Promise.resolve(slowBody(request, timeoutMs + lateByMs)),
    settlesAfterTimeoutMs: lateByMs,
    expect: timedOut,
  },
];

const networkFaults: Fault[] = [
  {
    name: 'connection refused (browser: Failed to fetch)',
    family: 'network',
    answer: () => Promise.reject(new TypeError('Failed to fetch')),
    expect: unreachable,
  },
  {
    name: 'connection refused (Node: fetch failed, ECONNREFUSED)',
    family: 'network',
    answer: () =>
      Promise.reject(
        new TypeError('fetch failed', {
          cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8080'), { code: 'ECONNREFUSED' }),
        }),
      ),
    expect: unreachable,
  },
  {
    name: 'connection lost (Safari: Load failed)',
    family: 'network',
    answer: () => Promise.reject(new TypeError('Load failed')),
    expect: unreachable,
  },
  {
    name: 'aborted by the browser, not by the client',
    family: 'network',
    answer: () => Promise.reject(abortError()),
    expect: unreachable,
  },
];

function serverFaults(status: number): Fault[] {
  const statusText = statusTexts[status] ?? '';
  const requestId = `req-${status}`;
  const generic = (extra: Partial<FaultExpectation> = {}): FaultExpectation => ({
    kind: 'http',
    status,
    messageKey: undefined,
    text: () => specTexts.generic,
    ...extra,
  });
  return [
    {
      name: `${status} with the error envelope`,
      family: 'server-message',
      answer: async () =>
        new Response(
          JSON.stringify({
            message: `Upstream failure ${status}`,
            status_code: status,
            request_id: requestId,
          }),
          { status, statusText, headers: { 'Content-Type': 'application/json' } },
        ),
      expect: generic({ requestId, text: () => `Upstream failure ${status}` }),
    },
    {
      name: `${status} with an envelope without a message`,
      family: 'server-generic',
      answer: async () =>
        new Response(JSON.stringify({ status_code: status, request_id: requestId }), {
          status,
          statusText,
          headers: { 'Content-Type': 'application/json' },
        }),
      expect: generic({ requestId }),
    },
    {
      name: `${status} with no body`,
      family: 'server-generic',
      answer: async () => new Response(null, { status, statusText, headers: { 'X-Request-Id': requestId } }),
      expect: generic({ requestId }),
    },
    {
      name: `${status} with a gateway's HTML page`,
      family: 'server-generic',
      answer: async () =>
        new Response(
          `<html><head><title>${status} ${statusText}</title></head><body><h1>${status} ${statusText}</h1></body></html>`,
          { status, statusText, headers: { 'Content-Type': 'text/html' } },
        ),
      expect: generic(),
    },
  ];
}

/** Every fault, in a stable order. */
export const faults: readonly Fault[] = [
  ...timeoutFaults,
  ...networkFaults,
  ...serverErrorStatuses.flatMap(serverFaults),
];

/** The faults of one family. */
export function faultsOf(family: FaultFamily): Fault[] {
  return faults.filter((fault) => fault.family === family);
}

/** The contract's success answer to an operation (a JSON body the envelopes accept, or none). */
export function okAnswer(op: ConsoleOperation): Response {
  if (!op.successHasBody) return new Response(null, { status: op.successStatus });
  return new Response(JSON.stringify({ success: true, data: {}, result: {} }), {
    status: op.successStatus,
    headers: { 'Content-Type': 'application/json' },
  });
}
