// What the router patches in on a navigation it cannot match yet (src/app/routes.tsx): the routes of the areas
// whose prefixes hold the path (src/app/areaIndex.ts), each area's module loaded first. Loaded with the console
// frame, so neither it nor any area is in what /login loads.
import type { RouteObject } from 'react-router-dom';
import type { AreaDefinition } from '../engine/types';
import { areasFor, loadArea } from './areaIndex';
import { routesOfAreas } from './loadedRoutes';

/** Per area, its routes (worked out once). */
const routesByArea = new Map<AreaDefinition, RouteObject[]>();

/**
 * The routes of the areas holding `path`, empty when none does (the catch-all's 404 then). Given again on every
 * call: React Router leaves out a route it holds already, and a navigation interrupted before its patch landed
 * must not leave the next one without it.
 */
export async function routesToPatch(path: string): Promise<RouteObject[]> {
  const areas = await Promise.all(areasFor(path).map(loadArea));
  return areas.flatMap((area) => {
    const routes = routesByArea.get(area) ?? routesOfAreas([area]);
    routesByArea.set(area, routes);
    return routes;
  });
}

/** Starts loading the areas of `path` before the router asks (a signed-in start opens a console page). */
export function preloadAreasFor(path: string): void {
  for (const entry of areasFor(path)) loadArea(entry).catch(() => undefined);
}
