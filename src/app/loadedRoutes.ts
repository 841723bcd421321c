// The console routes of the areas loaded so far: what the router patches in as each area loads
// (src/app/routes.tsx), and the route table the frame reads (side menus, the permission a link needs). A page's
// own area is loaded before it renders; src/app/consoleRoutes.ts has every area's routes at once (tests, the
// command palette).
import type { RouteObject } from 'react-router-dom';
import { areaRoutes, type RouteMeta } from '../engine/routes';
import { registeredAreas } from '../engine/registry';
import type { AreaDefinition } from '../engine/types';
import { gettingStartedRoutes } from './services/routes';
import { withAreaTexts } from './areaTexts';

/** The routes of `areas`: their registry entries' and pages', and their services' getting-started pages. */
export function routesOfAreas(areas: readonly AreaDefinition[]): RouteObject[] {
  return [...areas.flatMap(areaRoutes), ...gettingStartedRoutes(areas.map((area) => area.id))].map(
    withAreaTexts,
  );
}

/** Path pattern and meta of every route of the loaded areas (worked out again once more areas have loaded). */
let cached: { areas: readonly AreaDefinition[]; metas: { path: string; meta: RouteMeta }[] } | null = null;
export function loadedRouteMetas(): { path: string; meta: RouteMeta }[] {
  const areas = registeredAreas();
  if (cached?.areas !== areas)
    cached = {
      areas,
      metas: routesOfAreas(areas).flatMap((route) =>
        route.path && route.handle ? [{ path: route.path, meta: route.handle as RouteMeta }] : [],
      ),
    };
  return cached.metas;
}

/** Path patterns of the loaded areas' routes (the side menu's "has a route" check). */
export function loadedRoutePaths(): string[] {
  return loadedRouteMetas().map((route) => route.path);
}
