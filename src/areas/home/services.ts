// The console's services (SPEC §1) as the getting-started and home pages present them. Whether a service is
// built, where it opens and which permission it needs come from the area that declares it
// (`AreaDefinition.service`, engine/services.ts). This list adds what no area can say yet: SPEC §1's order,
// and which area will serve each service, so one whose area has not landed is still described on /started
// (from `services:<id>`), without a link and never with a dead one.
import { registeredAreas } from '../../engine/registry';
// The overview and /started present every service, so they load every area (it registers them all); any other
// page loads its own area only (src/app/areaIndex.ts).
import '../../app/areas';
import { areaRoutes } from '../../engine/routes';
import { builtServices, type BuiltService } from '../../engine/services';

export type ServiceId =
  'cdn' | 'waf' | 'dns' | 'va' | 'sec' | 'cert' | 'logexport' | 'notification' | 'ddos' | 'billing' | 'iam';

export interface ServiceEntry {
  id: ServiceId;
  /** The id of the area that serves (or will serve) it (src/areas/<area>). */
  area: string;
}

/** In the order of SPEC §1. */
export const services: readonly ServiceEntry[] = [
  { id: 'cdn', area: 'cdn' },
  { id: 'waf', area: 'waf' },
  { id: 'dns', area: 'dns' },
  { id: 'va', area: 'va' },
  { id: 'sec', area: 'security-center' },
  { id: 'cert', area: 'certificate' },
  { id: 'logexport', area: 'logexport' },
  { id: 'notification', area: 'notification' },
  { id: 'ddos', area: 'ddos' },
  { id: 'billing', area: 'billing' },
  { id: 'iam', area: 'iam' },
];

/** Every registered console route pattern. */
export function registeredPaths(): string[] {
  return registeredAreas()
    .flatMap(areaRoutes)
    .map((route) => route.path)
    .filter((path): path is string => !!path);
}

/** The service as its registered area declares it; undefined while that area is missing or has no routed page. */
export function builtService(
  service: ServiceEntry,
  paths: readonly string[] = registeredPaths(),
): BuiltService | undefined {
  return builtServices(registeredAreas(), paths).find((built) => built.area === service.area);
}

/** Where a service opens (see `serviceHref` in engine/services.ts); undefined while it is not built. */
export function serviceHref(service: ServiceEntry, paths?: readonly string[]): string | undefined {
  return builtService(service, paths)?.href;
}

export function isBuilt(service: ServiceEntry, paths?: readonly string[]): boolean {
  return builtService(service, paths) !== undefined;
}

export function serviceById(id: ServiceId): ServiceEntry {
  return services.find((s) => s.id === id)!;
}

/** One card of /started. */
export interface StartedCard {
  /** The SPEC §1 id, or the area id of a registered service SPEC §1 does not name. */
  id: string;
  /** i18n keys with their namespace. */
  titleKey: string;
  descriptionKey?: string;
  /** Set when the service is built: where its link leads and the permission it needs. */
  built?: BuiltService;
}

/**
 * The cards of /started: SPEC §1's services in order, a built one presented as its area declares itself; then
 * every other registered service, so an area that declares a service gets its card by registering.
 */
export function startedCards(paths: readonly string[] = registeredPaths()): StartedCard[] {
  const built = builtServices(registeredAreas(), paths);
  const listed = services.map((service): StartedCard => {
    const own = built.find((b) => b.area === service.area);
    return own
      ? { id: service.id, titleKey: own.titleKey, descriptionKey: own.descriptionKey, built: own }
      : {
          id: service.id,
          titleKey: `services:${service.id}.name`,
          descriptionKey: `services:${service.id}.description`,
        };
  });
  const others = built
    .filter((b) => !services.some((service) => service.area === b.area))
    .map((b): StartedCard => ({
      id: b.area,
      titleKey: b.titleKey,
      descriptionKey: b.descriptionKey,
      built: b,
    }));
  return [...listed, ...others];
}
