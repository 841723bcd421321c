// An area's texts (its namespace, its resources' texts: src/app/catalogues.ts) load with its routes, beside the route's
// own loader, so no page of an area renders before its words and the console frame carries none of them.
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { getI18n } from 'react-i18next';
import type { RouteMeta } from '../engine/routes';
import { loadAreaTexts } from './catalogues';

/** The route, loading the texts of the area its meta names before it renders; a route of no area is unchanged. */
export function withAreaTexts(route: RouteObject): RouteObject {
  const area = (route.handle as RouteMeta | undefined)?.area;
  if (!area) return route;
  const own = route.loader;
  return {
    ...route,
    loader: async (args: LoaderFunctionArgs) => {
      const [answer] = await Promise.all([
        typeof own === 'function' ? own(args) : null,
        loadAreaTexts(getI18n(), area),
      ]);
      return answer;
    },
  } as RouteObject;
}
