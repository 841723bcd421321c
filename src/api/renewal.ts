// Renewing the access token with the refresh token, one exchange at a time: every caller in the tab that
// asks while an exchange runs shares it, and the tabs of the browser take turns (Web Locks; without them each
// tab announces its exchange on the refresh channel and the others wait for it to end). The server rotates
// the refresh token on every exchange and refuses a used one after a short grace window, so:
// - the refresh token is read only once this tab's turn has come (the exchange reads it from storage then);
// - a caller whose access token has already been replaced in storage (by another tab's exchange, or an
//   earlier one of this tab) takes the stored token instead of exchanging again.
// Without Web Locks two tabs may still start in the same instant; the server's grace window covers that.
import { getAccessToken } from './session';
import { exchangeLockName, type RefreshChannel, type TabLocks } from './tabs';

/**
 * How long a tab without Web Locks waits for another tab's announced exchange before exchanging itself (a tab
 * closed mid-exchange never says it ended). Well under the 10 s of a read, which waits inside it.
 */
export const exchangeWaitMs = 5_000;

export interface TokenRenewal {
  /**
   * Make the stored access token usable again. `stale` is the token that was refused or is about to end; when
   * storage already holds another one, that one is the renewed token and nothing is exchanged. Resolves true
   * when a renewed token is stored, false when none could be had (no refresh token, refused, failed). Never
   * rejects.
   */
  renew(stale: string | null): Promise<boolean>;
  /** The renewal this tab is running, if any (requests wait for it rather than send the old token). */
  inProgress(): Promise<boolean> | undefined;
}

export interface RenewalOptions {
  /** Exchange the stored refresh token for a new pair and store it; false when there is nothing to exchange. */
  exchange: () => Promise<boolean>;
  /** Web Locks, when the browser has them. */
  locks: TabLocks | undefined;
  /** Opens the refresh channel; used only without Web Locks, at once (to hear exchanges already announced). */
  openChannel: () => RefreshChannel | undefined;
}

/** Runs `work` when it is this tab's turn to exchange. */
type Turn = (work: () => Promise<boolean>) => Promise<boolean>;

function turnByLock(locks: TabLocks): Turn {
  // The lock is held until `work` settles; its answer is work's.
  return async (work) => await locks.request(exchangeLockName, work);
}

interface Announcement {
  type: 'exchanging' | 'exchanged';
}

function turnByAnnouncement(channel: RefreshChannel | undefined): Turn {
  /** When another tab said it started exchanging (0: no exchange of another tab under way). */
  let othersSince = 0;
  const waiting = new Set<() => void>();

  const hear = (event: MessageEvent) => {
    const type = (event.data as Partial<Announcement> | null)?.type;
    if (type === 'exchanging') othersSince = Date.now();
    if (type !== 'exchanged') return;
    othersSince = 0;
    for (const wake of [...waiting]) wake();
  };

  /** Until the other tab's exchange ends, or it has had `exchangeWaitMs` (a tab closed mid-exchange). */
  const othersDone = () =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        waiting.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, Math.max(0, othersSince + exchangeWaitMs - Date.now()));
      waiting.add(wake);
    });

  if (channel) channel.onmessage = hear;
  return async (work) => {
    if (othersSince && Date.now() - othersSince < exchangeWaitMs) await othersDone();
    channel?.postMessage({ type: 'exchanging' } satisfies Announcement);
    try {
      return await work();
    } finally {
      channel?.postMessage({ type: 'exchanged' } satisfies Announcement);
    }
  };
}

export function createTokenRenewal(options: RenewalOptions): TokenRenewal {
  const inTurn = options.locks ? turnByLock(options.locks) : turnByAnnouncement(options.openChannel());
  let running: Promise<boolean> | undefined;

  const exchangeUnlessRenewed = async (stale: string | null): Promise<boolean> => {
    const stored = getAccessToken();
    if (stored && stored !== stale) return true;
    try {
      return await options.exchange();
    } catch {
      return false;
    }
  };

  return {
    renew(stale) {
      running ??= inTurn(() => exchangeUnlessRenewed(stale))
        .catch(() => false)
        .finally(() => {
          running = undefined;
        });
      return running;
    },
    inProgress: () => running,
  };
}
