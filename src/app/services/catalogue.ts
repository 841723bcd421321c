// Services a tenant enables (SPEC §3 "enabled_services", ARCHITECTURE §5): per service, the area it gates,
// its getting-started page and what that page tells. Only services whose area is registered get a page
// (consoleRoutes.ts); IAM and the general pages are always on and are no service.
import type { Profile } from '../../api/session';

export type ServiceName = Profile['enabled_services'][number];

export interface ServiceDefinition {
  id: ServiceName;
  /** The area (AreaDefinition.id) whose routes and side menu the service gates. */
  area: string;
  /** Permission resource of its screens (SPEC §6), also needed to open the getting-started page. */
  permission: string;
  /** SPEC §2's `/<service>/getting-started`. */
  gettingStartedPath: string;
  /** Where "enable" (and "open") leads: the service's first page. */
  firstPath: string;
  /** Keys under `services:<id>.features`, in display order (each with `title` and `description`). */
  features: readonly string[];
}

export const serviceCatalogue: readonly ServiceDefinition[] = [
  {
    id: 'cdn',
    area: 'cdn',
    permission: 'cdn',
    gettingStartedPath: '/cdn/getting-started',
    firstPath: '/cdn/sites',
    features: ['sites', 'caching', 'optimization', 'rules', 'multiCdn'],
  },
];

/** Route name of a service's getting-started page (SPEC §2 style: `<area>-getting-started`). */
export function gettingStartedRouteName(service: ServiceDefinition): string {
  return `${service.area}-getting-started`;
}

export function serviceOfArea(areaId: string | undefined): ServiceDefinition | undefined {
  return areaId ? serviceCatalogue.find((service) => service.area === areaId) : undefined;
}

export function isServiceEnabled(profile: Profile | null, service: ServiceDefinition): boolean {
  return !!profile?.enabled_services.includes(service.id);
}
