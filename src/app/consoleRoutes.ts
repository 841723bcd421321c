// Console routes derived from every area's registry entries.
import type { RouteObject } from 'react-router-dom';
import { areaRoutes } from '../engine/routes';
import { areas } from './areas';

let cached: RouteObject[] | null = null;

export function consoleRoutes(): RouteObject[] {
  cached ??= areas.flatMap(areaRoutes);
  return cached;
}

/** Paths of the console's routes (for the side menu's "has a route" check). */
export function consoleRoutePaths(): string[] {
  return consoleRoutes()
    .map((route) => route.path)
    .filter((path): path is string => !!path);
}
