// When the stored access token runs out, read from the token itself: the local server issues JWTs whose `exp`
// claim says so. A token that is not a readable JWT (an opaque token of another provider) has no known end;
// then only a 401 tells that it ran out, and the 401 renewal (middleware.ts) handles it.

/** How close to its end an access token counts as expired: a request sent now should not meet the end. */
export const accessTokenMarginMs = 30_000;

function base64UrlDecode(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  return atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
}

/** The time (ms since the epoch) the token ends, or null when the token does not say. */
export function accessTokenEnd(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const exp = (JSON.parse(base64UrlDecode(payload)) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** True when the token is known to end within `marginMs` of `now` (or has ended). */
export function accessTokenExpiring(
  token: string,
  marginMs: number = accessTokenMarginMs,
  now: number = Date.now(),
): boolean {
  const end = accessTokenEnd(token);
  return end !== null && end - marginMs <= now;
}
