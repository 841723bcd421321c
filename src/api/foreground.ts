// A tab that comes back (to the foreground, or online after being offline) or opens with an access token
// that has ended or is about to renews it first, through the tab's one renewal, so its next request goes out
// with a token the server takes (requests wait for a renewal under way: middleware.ts). A refused refresh
// token ends the session as a 401 does (the refresh call's own 401, middleware.ts); a refresh that could not
// reach the server leaves the session to the next request, whose 401 tries the renewal again.
import { getAccessToken, hasSession } from './session';
import { accessTokenExpiring, accessTokenMarginMs } from './tokenLifetime';
import { renewAccessToken } from './client';

export interface ForegroundOptions {
  /** Renew the stored access token (`stale` is the ending one); defaults to the clients' renewal. */
  renew?: (stale: string) => Promise<unknown>;
  marginMs?: number;
}

export interface ForegroundWatch {
  stop: () => void;
}

export function watchForeground(options: ForegroundOptions = {}): ForegroundWatch {
  const renew = options.renew ?? renewAccessToken;
  const marginMs = options.marginMs ?? accessTokenMarginMs;

  const check = () => {
    if (document.visibilityState !== 'visible' || !hasSession()) return;
    const token = getAccessToken();
    if (token && accessTokenExpiring(token, marginMs)) renew(token).catch(() => undefined);
  };

  document.addEventListener('visibilitychange', check);
  window.addEventListener('online', check);
  check();
  return {
    stop: () => {
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('online', check);
    },
  };
}
