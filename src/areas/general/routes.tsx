// General routes that need no session (SPEC §2), in the full layout: the error pages. The sign-in screens
// are areas/auth's (src/app/routes.tsx lists both; an area never imports another).
import type { RouteObject } from 'react-router-dom';
import type { RouteMeta } from '../../engine/routes';
import { lazyChunk } from '../../api/chunks';
import { paths, routeNames } from '../../app/routeNames';
import { errorPagePath, errorPageRouteName } from '../../app/shell/errorPage';

// Through the one route-chunk loader (SPEC §9: 120 s timeout, retry, reload on a replaced deployment).
const loadErrorPages = lazyChunk(() => import('./ErrorPages'));

export const generalRoutes: RouteObject[] = [
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
