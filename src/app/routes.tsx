// The route tree: public pages (sign-in screens and error pages, full layout), console pages behind the
// session + permission guard (vertical layout), `/` → /login, anything else → /error-404. Every page module
// loads lazily, and so do the console's routes themselves, one area at a time (its resource declarations,
// schemas and screens' routes): the router patches an area's routes in on the first navigation under its
// prefixes (routerOptions, src/app/areaRouting.ts), so /login loads none of them and a page none of the others.
import { getI18n } from 'react-i18next';
import { Navigate, Outlet, useLocation, type DOMRouterOpts, type RouteObject } from 'react-router-dom';
import { lazyChunk } from '../api/chunks';
import { deniedPageHref } from '../api/redirect';
import type { RouteMeta } from '../engine/routes';
import { authRoutes } from '../areas/auth/routes';
import { deniedRoutes, errorRoutes } from '../areas/general/routes';
import { RequireSession } from './guards';
import { RootShell } from './RootShell';
import { AppLoading } from './AppLoading';
import { href, namedRoutes, type RouteName } from './routeNames';

// Through the one route-chunk loader (SPEC §9: 120 s timeout, retry, reload on a replaced deployment).
const loadRouteError = lazyChunk(() => import('./RouteError'));
const loadPublicLayout = lazyChunk(() => import('./PublicLayout'));
const loadLayouts = lazyChunk(() => import('./layouts'));
const loadCatalogues = lazyChunk(() => import('./catalogues'));
const loadAreaRouting = lazyChunk(() => import('./areaRouting'));
const loadDeniedPageFrame = lazyChunk(() => import('./DeniedPageFrame'));

/**
 * Starts fetching the console frame and the areas of `path` before the router asks for them (a signed-in start
 * opens a console page), so they do not load one after the other. A failure is left to the router's own request.
 */
export function preloadConsole(path: string): void {
  loadLayouts().catch(() => undefined);
  loadAreaRouting().then(
    (routing) => routing.preloadAreasFor(path),
    () => undefined,
  );
}

/** An unknown path goes to the 404 page, which names the path. */
function ToNotFound() {
  const location = useLocation();
  return (
    <Navigate to={deniedPageHref(href('error-404'), `${location.pathname}${location.search}`)} replace />
  );
}

/** The console frame's route: the console's routes are patched in as its children. */
export const consoleFrameRouteId = 'console-frame';

/**
 * The route tree. `console`: the console's routes given up front (tests walking the whole table); without it
 * they arrive through `routerOptions()`'s patch.
 */
export function buildRoutes(console: RouteObject[] = []): RouteObject[] {
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
          children: [...authRoutes, ...errorRoutes],
        },
        {
          lazy: async () => ({ Component: (await loadDeniedPageFrame()).DeniedPageFrame }),
          children: deniedRoutes,
        },
        {
          element: (
            <RequireSession>
              <Outlet />
            </RequireSession>
          ),
          children: [
            {
              id: consoleFrameRouteId,
              // The frame and the console's catalogues (i18n.ts) together: no page shows before its strings.
              lazy: async () => {
                const [layouts] = await Promise.all([
                  loadLayouts(),
                  loadCatalogues().then((catalogues) => catalogues.loadConsoleNamespaces(getI18n())),
                ]);
                return { Component: layouts.ConsoleLayout };
              },
              children: console,
            },
          ],
        },
        {
          path: '*',
          element: <ToNotFound />,
          handle: { name: 'catch-all', layout: 'full' } satisfies RouteMeta,
        },
      ],
    },
  ];
}

/**
 * The router's options for `buildRoutes()` without its console routes: React Router asks for more routes on a
 * navigation that matches only the catch-all (or a dynamic segment), and gets the routes of the areas holding
 * the path. A failed load is asked again on the next navigation (lazyChunk retried it already).
 */
export function routerOptions(): Pick<DOMRouterOpts, 'patchRoutesOnNavigation'> {
  return {
    patchRoutesOnNavigation: async ({ path, patch }) => {
      const routes = await (await loadAreaRouting()).routesToPatch(path);
      if (routes.length > 0) patch(consoleFrameRouteId, routes);
    },
  };
}
