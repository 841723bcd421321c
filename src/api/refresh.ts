// Token refresh every 600000 ms (SPEC §9), by one tab at a time: with Web Locks the tab holding the
// "leader" lock runs the timer and the others queue behind it; without them, a shared timestamp in
// localStorage keeps a second tab from refreshing right after the first.
import { hasSession } from './session';

export const tokenRefreshIntervalMs = 600_000;
const leaderLock = 'console-token-refresh';
const lastRefreshKey = 'tokenRefreshedAt';

export interface RefreshSchedule {
  stop: () => void;
}

export function startTokenRefresh(
  refresh: () => Promise<unknown>,
  intervalMs: number = tokenRefreshIntervalMs,
): RefreshSchedule {
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  let release: (() => void) | undefined;

  const tick = async () => {
    if (stopped || !hasSession()) return;
    const last = Number(localStorage.getItem(lastRefreshKey) ?? 0);
    if (Date.now() - last < intervalMs / 2) return;
    localStorage.setItem(lastRefreshKey, String(Date.now()));
    try {
      await refresh();
    } catch {
      // A failed refresh answers 401, which the middleware turns into a sign-out.
    }
  };

  const run = () => {
    timer = setInterval(() => void tick(), intervalMs);
  };

  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks?.request) {
    void locks
      .request(leaderLock, () => {
        if (stopped) return undefined;
        run();
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      })
      .catch(() => undefined);
  } else {
    run();
  }

  return {
    stop: () => {
      stopped = true;
      if (timer) clearInterval(timer);
      release?.();
    },
  };
}
