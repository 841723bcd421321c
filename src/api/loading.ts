// The global progress bar's source: a loading event around every request. `pending` counts the requests
// still running; the WAF client ends its indicator 500 ms after the response (SPEC §9).

export interface LoadingEvent {
  type: 'start' | 'end';
  backend: string;
  /** Requests still running after this event. */
  pending: number;
}

type Listener = (event: LoadingEvent) => void;

const listeners = new Set<Listener>();
let pending = 0;

export function loadingCount(): number {
  return pending;
}

export function subscribeLoading(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function emit(event: LoadingEvent): void {
  for (const listener of listeners) listener(event);
}

/**
 * Signal that a request started; returns the function that signals its end (later calls do nothing).
 * `endDelayMs` keeps the indicator on that long after the end is signalled.
 */
export function startLoading(backend: string, endDelayMs = 0): () => void {
  pending += 1;
  emit({ type: 'start', backend, pending });
  let ended = false;
  const finish = () => {
    pending -= 1;
    emit({ type: 'end', backend, pending });
  };
  return () => {
    if (ended) return;
    ended = true;
    if (endDelayMs > 0) setTimeout(finish, endDelayMs);
    else finish();
  };
}
