// Route guards: a session for console routes (else /login?next=), the route's permission, action read (else
// the not-authorized page), an enabled service (else its getting-started page).
// The public sign-in routes' guard (a signed-in person is sent on) is src/areas/auth/RedirectIfSignedIn.tsx.
import type { ReactNode } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router-dom';
import { useSession } from '../api/stateHooks';
import { hasPermission } from '../api/session';
import { isSessionExpiring } from '../api/middleware';
import { deniedPageHref, loginUrl } from '../api/redirect';
import type { RouteMeta } from '../engine/routes';
import { href } from './routeNames';
import { serviceGateRedirect } from './services/gate';

/** The meta of the deepest matched route that has one. */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteMeta | undefined;
    if (handle?.name) return handle;
  }
  return undefined;
}

export function RequireSession({ children }: { children: ReactNode }) {
  const { signedIn, profile } = useSession();
  const location = useLocation();
  const meta = useRouteMeta();
  if (!signedIn) {
    // After a 401 the session is already cleared; the redirect follows 3 s later (SPEC §4).
    if (isSessionExpiring()) return <>{children}</>;
    return <Navigate to={loginUrl(`${location.pathname}${location.search}`)} replace />;
  }
  if (meta?.permission && !hasPermission(profile, meta.permission.resource, 'read')) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={deniedPageHref(href('not-authorized'), from, meta.permission.resource)} replace />;
  }
  // A service the tenant has not enabled shows its getting-started page instead of its screens.
  const gettingStarted = serviceGateRedirect(meta, profile);
  if (gettingStarted) return <Navigate to={gettingStarted} replace />;
  return <>{children}</>;
}
