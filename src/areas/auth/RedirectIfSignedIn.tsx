// A signed-in person opening login, register, forgot-password, verify-success or an IdP callback is sent on
// (SPEC §2): to a sanitized `next` (same-origin relative, never a callback) or home. The exceptions are an
// operator opening /login?name=…&tenant_id=…, which starts login-as instead, and an invitation link
// (/login?invitation=…), which asks whether to sign out and accept it rather than losing the link.
import { useState, type ComponentType, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../api/stateHooks';
import { sanitizeNext } from '../../api/redirect';
import { paths } from '../../app/routeNames';

export function RedirectIfSignedIn({
  children,
  loginAs: LoginAs,
  invitation: Invitation,
  onArrivalOnly = false,
}: {
  children: ReactNode;
  /** /login: an operator with ?name=&tenant_id= gets this login-as page instead of being sent away. */
  loginAs?: ComponentType<{ tenantName: string; tenantId: string }> | undefined;
  /** /login: a signed-in person with ?invitation= gets this page instead of being sent away. */
  invitation?: ComponentType | undefined;
  /** Decide once, on arrival: pages that sign in and then navigate themselves (IdP callback, emailed link). */
  onArrivalOnly?: boolean;
}) {
  const { signedIn, profile } = useSession();
  const [searchParams] = useSearchParams();
  const [signedInOnArrival] = useState(signedIn);
  const away = onArrivalOnly ? signedInOnArrival : signedIn;
  if (!away) return <>{children}</>;

  const tenantId = searchParams.get('tenant_id');
  const tenantName = searchParams.get('name');
  if (LoginAs && tenantId && tenantName && profile?.role === 'operator') {
    return <LoginAs tenantId={tenantId} tenantName={tenantName} />;
  }
  if (Invitation && searchParams.get('invitation')) return <Invitation />;
  return <Navigate to={sanitizeNext(searchParams.get('next')) ?? paths.home} replace />;
}
