// Where to go after sign-in. Only same-origin relative paths survive; callback paths are never remembered.

export const loginPath = '/login';
export const defaultHomePath = '/home';

/** A path is a safe `next` when it is relative to this origin ("/x", not "//x" or "/\\x") and no callback. */
export function sanitizeNext(next: string | null | undefined): string | null {
  if (!next || typeof next !== 'string') return null;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(next)) return null;
  try {
    const url = new URL(next, 'http://console.invalid');
    if (url.origin !== 'http://console.invalid') return null;
    if (isCallbackPath(url.pathname) || url.pathname === loginPath) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** `/{idp}/callback` paths (and the default callback) are not remembered. */
export function isCallbackPath(pathname: string): boolean {
  return /^\/[^/]+\/callback\/?$/.test(pathname) || pathname === '/callback';
}

/** `/login?next=<path>` (or plain `/login` when the path is not worth remembering). */
export function loginUrl(next: string | null | undefined): string {
  const safe = sanitizeNext(next);
  return safe ? `${loginPath}?next=${encodeURIComponent(safe)}` : loginPath;
}

/**
 * The address of the 404 or not-authorized page that remembers where the user was going: `<page>?from=<path>`,
 * with `&need=<permission resource>` when the missing permission is known. The page names both, so a typed
 * address is not lost with the redirect.
 */
export function deniedPageHref(page: string, from: string | null | undefined, need?: string): string {
  const query = new URLSearchParams();
  const safe = sanitizeNext(from);
  if (safe) query.set('from', safe);
  if (need) query.set('need', need);
  const text = query.toString();
  return text ? `${page}?${text}` : page;
}
