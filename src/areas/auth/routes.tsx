// The public sign-in routes of SPEC §2 (no session, full layout). A signed-in person opening login,
// register, forgot-password, verify-success or a callback is sent on (RedirectIfSignedIn), except on /login
// for operator login-as and invitation links; the emailed sign-in link is not guarded, it signs in and goes
// on by itself.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteMeta } from '../../engine/routes';
import { lazyChunk } from '../../api/chunks';
import { paths, routeNames } from '../../app/routeNames';
import { RedirectIfSignedIn } from './RedirectIfSignedIn';

// Through the one route-chunk loader (SPEC §9: 120 s timeout, retry, reload on a replaced deployment).
const loadPages = lazyChunk(() => import('./pages'));

type Pages = Awaited<ReturnType<typeof loadPages>>;
type Guard = 'live' | 'arrival' | 'none';

function authRoute(
  path: string,
  name: string,
  titleKey: string,
  page: (pages: Pages) => ComponentType,
  guard: Guard,
  /** /login only: the operator's login-as page and the signed-in page of an invitation link. */
  loginPage = false,
): RouteObject {
  return {
    path,
    handle: { name, layout: 'full', titleKey } satisfies RouteMeta,
    lazy: async () => {
      const pages = await loadPages();
      const Page = page(pages);
      if (guard === 'none') return { Component: Page };
      return {
        Component: () => (
          <RedirectIfSignedIn
            loginAs={loginPage ? pages.LoginAsPage : undefined}
            invitation={loginPage ? pages.InvitationSignedInPage : undefined}
            onArrivalOnly={guard === 'arrival'}
          >
            <Page />
          </RedirectIfSignedIn>
        ),
      };
    },
  };
}

export const authRoutes: RouteObject[] = [
  authRoute(paths.login, routeNames.login, 'auth:login.title', (p) => p.LoginPage, 'live', true),
  authRoute(paths.register, routeNames.register, 'auth:register.title', (p) => p.RegisterPage, 'live'),
  authRoute(
    paths.registerSuccess,
    routeNames.registerSuccess,
    'auth:registerSuccess.title',
    (p) => p.RegisterSuccessPage,
    'none',
  ),
  authRoute(
    paths.forgotPassword,
    routeNames.forgotPassword,
    'auth:forgot.title',
    (p) => p.ForgotPasswordPage,
    'live',
  ),
  authRoute(
    paths.verifySuccess,
    routeNames.verifySuccess,
    'auth:verify.title',
    (p) => p.VerifySuccessPage,
    'live',
  ),
  authRoute(
    paths.emailLogin,
    routeNames.emailLogin,
    'auth:emailLogin.title',
    (p) => p.EmailLoginPage,
    'none',
  ),
  authRoute(
    paths.idpCallback,
    routeNames.idpCallback,
    'auth:callback.title',
    (p) => p.IdpCallbackPage,
    'arrival',
  ),
];
