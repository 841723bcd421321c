// The console's services (SPEC §1) as the getting-started and home pages present them: which area serves
// each one and which permission opens it. Whether a service is built is read from the registered areas, so a
// service whose area has not landed yet gets no link and no home card (never a dead link or a placeholder).
import { registeredAreas } from '../../engine/registry';
import { areaRoutes } from '../../engine/routes';
import { firstRoutedHref } from '../../engine/menu';

export type ServiceId =
  'cdn' | 'waf' | 'dns' | 'va' | 'sec' | 'cert' | 'logexport' | 'notification' | 'ddos' | 'billing' | 'iam';

export interface ServiceEntry {
  id: ServiceId;
  /** The id of the area that serves it (src/areas/<area>). */
  area: string;
  /** The permission resource of its routes (SPEC §6); 'general' is open to everyone. */
  permission: string;
}

/** In the order of SPEC §1. */
export const services: readonly ServiceEntry[] = [
  { id: 'cdn', area: 'cdn', permission: 'cdn' },
  { id: 'waf', area: 'waf', permission: 'waf' },
  { id: 'dns', area: 'dns', permission: 'dns' },
  { id: 'va', area: 'va', permission: 'va' },
  { id: 'sec', area: 'security-center', permission: 'sec' },
  { id: 'cert', area: 'certificate', permission: 'cert' },
  { id: 'logexport', area: 'log-export', permission: 'logexport' },
  { id: 'notification', area: 'notification', permission: 'general' },
  { id: 'ddos', area: 'ddos', permission: 'ddos' },
  { id: 'billing', area: 'billing', permission: 'general' },
  { id: 'iam', area: 'iam', permission: 'iam' },
];

/** Every registered console route pattern. */
export function registeredPaths(): string[] {
  return registeredAreas()
    .flatMap(areaRoutes)
    .map((route) => route.path)
    .filter((path): path is string => !!path);
}

/**
 * Where a service starts: the first routed item of its area's side menu, else the area's first own page.
 * Undefined while the service's area is not registered.
 */
export function serviceHref(service: ServiceEntry, paths: readonly string[] = registeredPaths()) {
  const area = registeredAreas().find((a) => a.id === service.area);
  if (!area) return undefined;
  return firstRoutedHref(area.menu, paths) ?? area.pages?.[0]?.path;
}

/** Whether the service's area is registered with at least one route. */
export function isBuilt(service: ServiceEntry, paths?: readonly string[]): boolean {
  return serviceHref(service, paths) !== undefined;
}

export function serviceById(id: ServiceId): ServiceEntry {
  return services.find((s) => s.id === id)!;
}
