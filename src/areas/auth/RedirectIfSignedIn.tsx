// A signed-in person opening login, register, forgot-password, verify-success or an IdP callback is sent on
// (SPEC §2): to a sanitized `next` (same-origin relative, never a callback) or home. The exception is an
// operator opening /login?name=…&tenant_id=…, which starts login-as instead.
import { useState, type ComponentType, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../api/hooks';
import { sanitizeNext } from '../../api/redirect';
import { paths } from '../../app/routeNames';

export function RedirectIfSignedIn({
  children,
  loginAs: LoginAs,
  onArrivalOnly = false,
}: {
  children: ReactNode;
  /** /login: an operator with ?name=&tenant_id= gets this login-as page instead of being sent away. */
  loginAs?: ComponentType<{ tenantName: string; tenantId: string }> | undefined;
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
  return <Navigate to={sanitizeNext(searchParams.get('next')) ?? paths.home} replace />;
}
