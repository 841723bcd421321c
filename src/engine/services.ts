// The console's services as their areas declare them (`AreaDefinition.service`): what the top bar's Services
// menu and /started list. Read from the registered areas, so an area that declares a service appears in both
// with no edit to either; a service whose area has no routed page yet is left out (never a dead link).
import type { AreaDefinition, AreaService } from './types';
import { firstRoutedHref, isRouted } from './menu';

/** A registered service and the console path it opens at. */
export interface BuiltService extends AreaService {
  /** The id of the area serving it: the `area` of its routes' meta, the key of the enabled-service catalogue. */
  area: string;
  href: string;
}

/**
 * Where a service opens: its declared href when that is a route, else the first routed item of its area's
 * side menu, else its area's first page without route parameters. Undefined while none of them is routed.
 */
export function serviceHref(
  area: AreaDefinition,
  service: AreaService,
  routePaths: readonly string[],
): string | undefined {
  if (service.href) return isRouted(service.href, routePaths) ? service.href : undefined;
  const page = area.pages?.find((p) => !p.path.includes(':') && isRouted(p.path, routePaths));
  return firstRoutedHref(area.menu, routePaths) ?? page?.path;
}

/** Every area that declares a service and has a routed place to open it, in registration order. */
export function builtServices(
  areas: readonly AreaDefinition[],
  routePaths: readonly string[],
): BuiltService[] {
  return areas.flatMap((area) => {
    if (!area.service) return [];
    const href = serviceHref(area, area.service, routePaths);
    return href ? [{ ...area.service, area: area.id, href }] : [];
  });
}
