// What the tabs of one browser share to take turns: Web Locks where the browser has them, else a
// BroadcastChannel to tell each other what they are doing. The periodic refresh (refresh.ts) and the
// on-demand renewal (renewal.ts) both coordinate through these names.

/** Held for as long as a tab runs the periodic refresh timer (one tab at a time). */
export const refreshLockName = 'console-token-refresh';
/** Held for the length of one refresh-token exchange (one exchange at a time in the browser). */
export const exchangeLockName = 'console-token-exchange';
/** The channel tabs without Web Locks announce their refreshes on. */
export const refreshChannelName = 'console-token-refresh';

/** The part of Web Locks used here. */
export type TabLocks = Pick<LockManager, 'request'>;

/** The part of BroadcastChannel used here. */
export interface RefreshChannel {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
  close(): void;
}

/** `navigator.locks` when the browser has Web Locks (older browsers and jsdom do not). */
export function browserLocks(): TabLocks | undefined {
  const locks = typeof navigator !== 'undefined' ? (navigator.locks as LockManager | undefined) : undefined;
  return locks && typeof locks.request === 'function' ? locks : undefined;
}

/** A BroadcastChannel on the refresh channel, when the browser has one. */
export function openRefreshChannel(): RefreshChannel | undefined {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(refreshChannelName) : undefined;
}
