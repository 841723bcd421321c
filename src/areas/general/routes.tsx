// General routes that need no session (SPEC §2), in the full layout.
import type { RouteObject } from 'react-router-dom';
import type { RouteMeta } from '../../engine/routes';
import { RedirectIfSignedIn } from '../../app/guards';
import { paths, routeNames } from '../../app/routeNames';

export const generalRoutes: RouteObject[] = [
  {
    path: paths.login,
    handle: { name: routeNames.login, layout: 'full' } satisfies RouteMeta,
    lazy: async () => {
      const { LoginPage } = await import('./LoginPage');
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
    handle: { name: routeNames.notFound, layout: 'full' } satisfies RouteMeta,
    lazy: async () => ({ Component: (await import('./ErrorPages')).NotFoundPage }),
  },
  {
    path: paths.notAuthorized,
    handle: { name: routeNames.notAuthorized, layout: 'full' } satisfies RouteMeta,
    lazy: async () => ({ Component: (await import('./ErrorPages')).NotAuthorizedPage }),
  },
];
