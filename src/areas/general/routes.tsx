// General routes that need no session (SPEC §2), in the full layout.
import type { RouteObject } from 'react-router-dom';
import type { RouteMeta } from '../../engine/routes';
import { lazyChunk } from '../../api/chunks';
import { RedirectIfSignedIn } from '../../app/guards';
import { paths, routeNames } from '../../app/routeNames';

// Through the one route-chunk loader (SPEC §9: 120 s timeout, retry, reload on a replaced deployment).
const loadLoginPage = lazyChunk(() => import('./LoginPage'));
const loadErrorPages = lazyChunk(() => import('./ErrorPages'));

export const generalRoutes: RouteObject[] = [
  {
    path: paths.login,
    handle: { name: routeNames.login, layout: 'full', titleKey: 'auth:login.title' } satisfies RouteMeta,
    lazy: async () => {
      const { LoginPage } = await loadLoginPage();
      return {
        Component: () => (
          <RedirectIfSignedIn>
            <LoginPage />
          </RedirectIfSignedIn>
        ),
      };
    },
  },
  {
    path: paths.notFound,
    handle: {
      name: routeNames.notFound,
      layout: 'full',
      titleKey: 'errors:pages.notFound.title',
    } satisfies RouteMeta,
    lazy: async () => ({ Component: (await loadErrorPages()).NotFoundPage }),
  },
  {
    path: paths.notAuthorized,
    handle: {
      name: routeNames.notAuthorized,
      layout: 'full',
      titleKey: 'errors:pages.notAuthorized.title',
    } satisfies RouteMeta,
    lazy: async () => ({ Component: (await loadErrorPages()).NotAuthorizedPage }),
  },
];
