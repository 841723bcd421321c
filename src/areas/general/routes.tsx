// General routes that need no session (SPEC §2): the error pages. The sign-in screens are areas/auth's
// (src/app/routes.tsx lists both; an area never imports another).
import type { RouteObject } from 'react-router-dom';
import type { RouteMeta } from '../../engine/routes';
import { lazyChunk } from '../../api/chunks';
import { paths, routeNames } from '../../app/routeNames';
import { errorPagePath, errorPageRouteName } from '../../app/shell/errorPage';

// Through the one route-chunk loader (SPEC §9: 120 s timeout, retry, reload on a replaced deployment).
const loadErrorPages = lazyChunk(() => import('./ErrorPages'));

/** The 404 and not-authorized pages: in the console's frame when signed in (src/app/routes.tsx). */
export const deniedRoutes: RouteObject[] = [
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

/** The error page a failed render leads to: always in the public frame (the console's may be what failed). */
export const errorRoutes: RouteObject[] = [
  {
    path: errorPagePath,
    handle: {
      name: errorPageRouteName,
      layout: 'full',
      titleKey: 'errors:somethingWentWrong',
    } satisfies RouteMeta,
    lazy: async () => ({ Component: (await loadErrorPages()).AppErrorPage }),
  },
];

export const generalRoutes: RouteObject[] = [...deniedRoutes, ...errorRoutes];
