// The getting-started route of every service whose area is registered (SPEC §2 `/<service>/getting-started`):
// a console route like the area's own, so the session and permission guards and the area's side menu apply.
import type { RouteObject } from 'react-router-dom';
import { lazyChunk } from '../../api/chunks';
import type { RouteMeta } from '../../engine/routes';
import { gettingStartedRouteName, serviceCatalogue } from './catalogue';

// Through the one route-chunk loader (SPEC §9: 120 s timeout, retry, reload on a replaced deployment).
const loadPage = lazyChunk(() => import('./GettingStartedPage'));

export function gettingStartedRoutes(areaIds: readonly string[]): RouteObject[] {
  return serviceCatalogue
    .filter((service) => areaIds.includes(service.area))
    .map((service) => ({
      path: service.gettingStartedPath,
      handle: {
        name: gettingStartedRouteName(service),
        layout: 'vertical',
        permission: { resource: service.permission, action: 'read' },
        area: service.area,
        titleKey: `services:${service.id}.title`,
      } satisfies RouteMeta,
      lazy: async () => {
        const { GettingStartedPage } = await loadPage();
        return { Component: () => <GettingStartedPage service={service} /> };
      },
    }));
}
