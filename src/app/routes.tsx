// The route tree: public pages (sign-in screens and error pages, full layout), console pages behind the
// session + permission guard (vertical layout), `/` → /login, anything else → /error-404. Every page module
// loads lazily.
import { getI18n } from 'react-i18next';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { lazyChunk } from '../api/chunks';
import type { RouteMeta } from '../engine/routes';
import { authRoutes } from '../areas/auth/routes';
import { generalRoutes } from '../areas/general/routes';
import { consoleRoutes } from './consoleRoutes';
import { RequireSession } from './guards';
import { RootShell } from './RootShell';
import { AppLoading } from './AppLoading';
import { href, namedRoutes, type RouteName } from './routeNames';
import { loadConsoleNamespaces } from './i18n';

// Through the one route-chunk loader (SPEC §9: 120 s timeout, retry, reload on a replaced deployment).
const loadRouteError = lazyChunk(() => import('./RouteError'));
const loadPublicLayout = lazyChunk(() => import('./PublicLayout'));
const loadLayouts = lazyChunk(() => import('./layouts'));

export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <RootShell />,
      lazy: async () => ({ ErrorBoundary: (await loadRouteError()).RouteError }),
      HydrateFallback: AppLoading,
      children: [
        {
          path: namedRoutes.root,
          element: <Navigate to={href('auth-login')} replace />,
          handle: { name: 'root' satisfies RouteName } satisfies RouteMeta,
        },
        {
          lazy: async () => ({ Component: (await loadPublicLayout()).PublicLayout }),
          children: [...authRoutes, ...generalRoutes],
        },
        {
          element: (
            <RequireSession>
              <Outlet />
            </RequireSession>
          ),
          children: [
            {
              // The frame and the console's catalogues (i18n.ts) together: no page shows before its strings.
              lazy: async () => {
                const [layouts] = await Promise.all([loadLayouts(), loadConsoleNamespaces(getI18n())]);
                return { Component: layouts.ConsoleLayout };
              },
              children: consoleRoutes(),
            },
          ],
        },
        {
          path: '*',
          element: <Navigate to={href('error-404')} replace />,
          handle: { name: 'catch-all', layout: 'full' } satisfies RouteMeta,
        },
      ],
    },
  ];
}
