// The public sign-in routes of SPEC §2 (no session, full layout). A signed-in person opening login,
// register, forgot-password, verify-success or a callback is sent on (RedirectIfSignedIn), except on /login
// for operator login-as and invitation links; the emailed sign-in link is not guarded, it signs in and goes
// on by itself.
import type { ComponentProps, ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteMeta } from '../../engine/routes';
import { lazyChunk } from '../../api/chunks';
import { paths, routeNames } from '../../app/routeNames';
import { RedirectIfSignedIn } from './RedirectIfSignedIn';

// Through the one route-chunk loader (SPEC §9: 120 s timeout, retry, reload on a replaced deployment).
const loadLoginPages = lazyChunk(() => import('./loginPages'));
const loadPages = lazyChunk(() => import('./pages'));

type Pages = Awaited<ReturnType<typeof loadPages>>;
type Guard = 'live' | 'arrival' | 'none';

/** What a route shows besides its page: /login the operator's login-as page and an invitation's page. */
type Replacements = Pick<ComponentProps<typeof RedirectIfSignedIn>, 'loginAs' | 'invitation'>;

function authRoute(
  path: string,
  name: string,
  titleKey: string,
  load: () => Promise<{ Page: ComponentType } & Replacements>,
  guard: Guard,
): RouteObject {
  return {
    path,
    handle: { name, layout: 'full', titleKey } satisfies RouteMeta,
    lazy: async () => {
      const { Page, loginAs, invitation } = await load();
      if (guard === 'none') return { Component: Page };
      return {
        Component: () => (
          <RedirectIfSignedIn loginAs={loginAs} invitation={invitation} onArrivalOnly={guard === 'arrival'}>
            <Page />
          </RedirectIfSignedIn>
        ),
      };
    },
  };
}

/** One of the other sign-in screens (pages.ts). */
const page = (pick: (pages: Pages) => ComponentType) => async () => ({ Page: pick(await loadPages()) });

export const authRoutes: RouteObject[] = [
  authRoute(
    paths.login,
    routeNames.login,
    'auth:login.title',
    async () => {
      const pages = await loadLoginPages();
      return { Page: pages.LoginPage, loginAs: pages.LoginAsPage, invitation: pages.InvitationSignedInPage };
    },
    'live',
  ),
  authRoute(
    paths.register,
    routeNames.register,
    'auth:register.title',
    page((p) => p.RegisterPage),
    'live',
  ),
  authRoute(
    paths.registerSuccess,
    routeNames.registerSuccess,
    'auth:registerSuccess.title',
    page((p) => p.RegisterSuccessPage),
    'none',
  ),
  authRoute(
    paths.forgotPassword,
    routeNames.forgotPassword,
    'auth:forgot.title',
    page((p) => p.ForgotPasswordPage),
    'live',
  ),
  authRoute(
    paths.verifySuccess,
    routeNames.verifySuccess,
    'auth:verify.title',
    page((p) => p.VerifySuccessPage),
    'live',
  ),
  authRoute(
    paths.emailLogin,
    routeNames.emailLogin,
    'auth:emailLogin.title',
    page((p) => p.EmailLoginPage),
    'none',
  ),
  authRoute(
    paths.idpCallback,
    routeNames.idpCallback,
    'auth:callback.title',
    page((p) => p.IdpCallbackPage),
    'arrival',
  ),
];
