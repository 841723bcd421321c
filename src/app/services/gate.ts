// A route of a service the tenant has not enabled shows the service's getting-started page instead
// (ARCHITECTURE §5): the session guard sends it there (src/app/specs/routing.md).
import type { Profile } from '../../api/session';
import type { RouteMeta } from '../../engine/routes';
import { gettingStartedRouteName, isServiceEnabled, serviceOfArea } from './catalogue';

/** The getting-started path to show instead of this route, or undefined when the route may show. */
export function serviceGateRedirect(
  meta: RouteMeta | undefined,
  profile: Profile | null,
): string | undefined {
  const service = serviceOfArea(meta?.area);
  if (!service || isServiceEnabled(profile, service)) return undefined;
  if (meta?.name === gettingStartedRouteName(service)) return undefined;
  return service.gettingStartedPath;
}
