// Settling on abort, whatever the fetch does: a browser's fetch rejects the moment its signal aborts (and
// errors the body it is still reading), but an injected fetch (tests, a polyfill) or a stalled body may not.
// The client races both against the request's signal, so a timeout always ends the call on time.

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/** `work`, or a rejection as soon as `signal` aborts (a late settlement of `work` is then ignored). */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    work.catch(() => undefined);
    return Promise.reject(abortReason(signal));
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      work.catch(() => undefined);
      reject(abortReason(signal));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** Statuses whose answers carry no body (a Response with one of them cannot be built with a body). */
const nullBodyStatuses = new Set([101, 103, 204, 205, 304]);

/**
 * The answer with its body read in full while `signal` can still abort it: the request's timeout covers the
 * body too (headers in time and a body that never ends is a timed-out request, not a spinner forever).
 */
export async function readWhole(response: Response, signal: AbortSignal): Promise<Response> {
  if (!response.body || nullBodyStatuses.has(response.status)) return response;
  const body = await untilAborted(response.arrayBuffer(), signal);
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
