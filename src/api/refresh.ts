// Token refresh every 600000 ms (SPEC §9), by one tab at a time (ARCHITECTURE §5): with Web Locks the tab
// holding the lock runs the timer and the others queue behind it; without them, the tab that refreshes says
// so on a BroadcastChannel and the others restart their timers (any message on it means the stored tokens
// are fresh). A refresh that fails behaves as a 401 and raises the token error state. The exchange itself
// goes through the tab's one renewal (renewal.ts), shared with the 401 replay and the foreground check.
import { hasSession } from './session';
import { clearTokenError, reportTokenError } from './health';
import { endSession } from './client';
import {
  browserLocks,
  openRefreshChannel,
  refreshLockName,
  type RefreshChannel,
  type TabLocks,
} from './tabs';

export { refreshChannelName, refreshLockName, type RefreshChannel } from './tabs';

export const tokenRefreshIntervalMs = 600_000;

export interface RefreshOptions {
  intervalMs?: number;
  /** Web Locks; defaults to `navigator.locks` when the browser has them. */
  locks?: TabLocks | undefined;
  /** Opens the fallback channel; defaults to a BroadcastChannel when the browser has one. */
  openChannel?: () => RefreshChannel | undefined;
  /** What a failed refresh does; defaults to ending the session as a 401 does. */
  onFailure?: () => void;
}

export interface RefreshSchedule {
  stop: () => void;
}

/** `refresh` resolves false (nothing to refresh) or rejects when the session cannot be kept. */
export function startTokenRefresh(
  refresh: () => Promise<unknown>,
  options: RefreshOptions = {},
): RefreshSchedule {
  const intervalMs = options.intervalMs ?? tokenRefreshIntervalMs;
  const onFailure = options.onFailure ?? endSession;
  const locks = 'locks' in options ? options.locks : browserLocks();
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  let release: (() => void) | undefined;
  let channel: RefreshChannel | undefined;

  const tick = async () => {
    if (stopped || !hasSession()) return;
    channel?.postMessage({ type: 'refreshing' });
    let refreshed = false;
    try {
      refreshed = (await refresh()) !== false;
    } catch {
      refreshed = false;
    }
    if (stopped) return;
    if (refreshed) {
      clearTokenError();
    } else {
      reportTokenError();
      onFailure();
    }
  };

  const run = () => {
    if (timer) clearInterval(timer);
    timer = setInterval(() => void tick(), intervalMs);
  };

  if (locks) {
    void locks
      .request(refreshLockName, () => {
        if (stopped) return undefined;
        run();
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      })
      .catch(() => undefined);
  } else {
    channel = (options.openChannel ?? openRefreshChannel)();
    if (channel) {
      // Another tab just refreshed: the tokens in localStorage are fresh, start counting again.
      channel.onmessage = () => {
        if (!stopped) run();
      };
    }
    run();
  }

  return {
    stop: () => {
      stopped = true;
      if (timer) clearInterval(timer);
      release?.();
      channel?.close();
    },
  };
}
