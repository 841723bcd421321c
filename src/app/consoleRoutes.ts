// Every console route at once: every area's registry entries and pages, and the getting-started page of each
// service whose area is registered (src/app/services/). Read by tests walking the whole table and by the command
// palette, which lists every page; the console itself patches an area's routes in as the area loads
// (src/app/loadedRoutes.ts, src/app/routes.tsx).
import type { RouteObject } from 'react-router-dom';
import type { RouteMeta } from '../engine/routes';
import { areas } from './areas';
import { routesOfAreas } from './loadedRoutes';

let cached: RouteObject[] | null = null;

export function consoleRoutes(): RouteObject[] {
  cached ??= routesOfAreas(areas);
  return cached;
}

/** Paths of the console's routes (for the side menu's "has a route" check). */
export function consoleRoutePaths(): string[] {
  return consoleRoutes()
    .map((route) => route.path)
    .filter((path): path is string => !!path);
}

/** Path pattern and meta of every console route. */
export function consoleRouteMetas(): { path: string; meta: RouteMeta }[] {
  return consoleRoutes().flatMap((route) =>
    route.path && route.handle ? [{ path: route.path, meta: route.handle as RouteMeta }] : [],
  );
}

/** The pattern of a console route by its name (`cdn-site-list`, `cdn-getting-started`); throws when unknown. */
export function routePath(name: string): string {
  const found = consoleRouteMetas().find((route) => route.meta.name === name);
  if (!found) throw new Error(`No console route is named "${name}".`);
  return found.path;
}
