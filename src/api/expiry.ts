// Ending the session on a 401 (SPEC §4, §8): raise the token error state ("session ending"), clear the
// storage keys of ARCHITECTURE §5 and sessionStorage, POST /auth/logout with an empty body, go to
// /login?next=<path> 3 s later — once, however many requests fail at the same moment.
import { reportTokenError } from './health';
import { clearSession } from './session';
import { loginUrl } from './redirect';

/** What ending the session needs from the outside world. */
export interface SessionExpiryHooks {
  /** Tell the server (POST /auth/logout, empty body). Failures are ignored. */
  logout: () => Promise<unknown>;
  /** Navigate within the console (the router's navigate, or a full page load). */
  navigate: (to: string) => void;
  /** The path to come back to (pathname + search). */
  currentPath: () => string;
}

export const sessionExpiryDelayMs = 3_000;

let expiryPending = false;

/** True between a 401 and the redirect to /login 3 s later. */
export function isSessionExpiring(): boolean {
  return expiryPending;
}

/** Allow the next 401 to end the session again (called after a sign-in). */
export function resetSessionExpiry(): void {
  expiryPending = false;
}

/** End the session once, however many requests fail with 401 at the same moment. */
export function expireSession(hooks: SessionExpiryHooks): void {
  // The shell's "session ending" banner (health.ts `token`), for a 401 as for a failed refresh.
  reportTokenError();
  if (expiryPending) return;
  expiryPending = true;
  const next = hooks.currentPath();
  clearSession();
  hooks.logout().catch(() => undefined);
  setTimeout(() => {
    expiryPending = false;
    hooks.navigate(loginUrl(next));
  }, sessionExpiryDelayMs);
}
