// The network, server and token error states of SPEC §8, kept in one store the shell shows as a banner:
// `network` — offline or a fetch that never reached a server (TypeError); `server` — the last answer was a
// 5xx; `token` — the session is ending: a 401 or a failed token refresh (both go through expiry.ts). An answer
// below 500 clears the first two; a successful refresh or sign-in clears the third.

export interface ApiHealth {
  network: boolean;
  server: boolean;
  token: boolean;
}

const healthy: ApiHealth = Object.freeze({ network: false, server: false, token: false });
let state: ApiHealth = healthy;
const listeners = new Set<() => void>();

export function getApiHealth(): ApiHealth {
  return state;
}

function update(changes: Partial<ApiHealth>): void {
  const next = { ...state, ...changes };
  if (next.network === state.network && next.server === state.server && next.token === state.token) return;
  state = Object.freeze(next);
  for (const listener of listeners) listener();
}

/** Subscribe (useSyncExternalStore); the first subscriber also follows the browser's online/offline. */
export function subscribeApiHealth(listener: () => void): () => void {
  listeners.add(listener);
  const offline = () => update({ network: true });
  const online = () => update({ network: false });
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', online);
  };
}

export function reportNetworkError(): void {
  update({ network: true });
}

/** A server answered: `status` ≥ 500 marks the server failing, anything else clears both states. */
export function reportAnswer(status: number): void {
  update({ network: false, server: status >= 500 });
}

export function reportTokenError(): void {
  update({ token: true });
}

export function clearTokenError(): void {
  update({ token: false });
}

/** Back to healthy (tests, sign-in). */
export function resetApiHealth(): void {
  update(healthy);
}
