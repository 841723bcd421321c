// A request refused with 401 for the access token it carried is sent once more after the token is renewed
// (renewal.ts). Bodies are streams the fetch reads once, so the middleware keeps an unread copy of every
// request that carried the stored access token, taken before it is sent: a write is replayed with the same
// body and the same Idempotency-Key.
import { untilAborted } from './abortable';
import { getAccessToken } from './session';
import type { TokenRenewal } from './renewal';

export interface Replayable {
  /** An unread copy of the request as sent (its signal is the request's: timeout, repeat, caller). */
  copy: Request;
  /** The access token it carried. */
  token: string;
}

/** What a replay needs; taken before the request is sent. */
export function keepForReplay(sent: Request, token: string): Replayable {
  return { copy: sent.clone(), token };
}

/**
 * Renew the token the refused request carried and send its copy again with the renewed one. Resolves with the
 * replay's answer, or null when no renewed token could be had (the 401 stands). Rejects as the fetch does
 * (aborted, network), and when the request's signal aborts while the renewal runs.
 */
export async function renewAndReplay(
  kept: Replayable,
  renewal: TokenRenewal,
  fetch: (request: Request) => Promise<Response>,
): Promise<Response | null> {
  const renewed = await untilAborted(renewal.renew(kept.token), kept.copy.signal);
  const token = getAccessToken();
  if (!renewed || !token || token === kept.token) return null;
  const headers = new Headers(kept.copy.headers);
  headers.set('Authorization', `Bearer ${token}`);
  return fetch(new Request(kept.copy, { headers }));
}
