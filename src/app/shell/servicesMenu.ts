// What the top bar's Services menu lists for the signed-in user (src/app/shell/specs/services-menu.md), from
// the services the registered areas declare (engine/services.ts): only services the user may read; the ones
// the tenant has enabled (or that need no enabling, like IAM) under "All services"; the last few of those the
// user opened under "Recently visited"; the service on screen marked as current.
import { hasPermission, type Profile } from '../../api/session';
import type { BuiltService } from '../../engine/services';
import { isServiceEnabled, serviceOfArea } from '../services/catalogue';

/** At most this many services under "Recently visited". */
export const recentServicesShown = 3;

export interface ServicesMenuEntry {
  /** The area serving it. */
  area: string;
  /** i18n key of its name. */
  titleKey: string;
  href: string;
  /** The route on screen belongs to this service. */
  isCurrent: boolean;
}

export interface ServicesMenuGroups {
  recent: ServicesMenuEntry[];
  all: ServicesMenuEntry[];
  notEnabled: ServicesMenuEntry[];
}

export interface ServicesMenuInput {
  services: readonly BuiltService[];
  profile: Profile | null;
  /** The `area` of the route on screen. */
  currentArea: string | undefined;
  /** Areas the user opened, most recent first (recentServices.ts). */
  recent: readonly string[];
}

export function servicesMenuGroups({
  services,
  profile,
  currentArea,
  recent,
}: ServicesMenuInput): ServicesMenuGroups {
  const all: ServicesMenuEntry[] = [];
  const notEnabled: ServicesMenuEntry[] = [];
  for (const service of services) {
    // A service the user may not read is not offered at all: its screens would only refuse them.
    if (!hasPermission(profile, service.permission, 'read')) continue;
    const entry = (href: string): ServicesMenuEntry => ({
      area: service.area,
      titleKey: service.titleKey,
      href,
      isCurrent: service.area === currentArea,
    });
    const gate = serviceOfArea(service.area);
    // A service the tenant has not enabled is listed apart and leads to its getting-started page (where it is
    // enabled) instead of being hidden: the services menu is where people look for what the console offers,
    // and the large consoles (AWS, Google Cloud, Cloudflare) list every product, leading one not in use yet to
    // its onboarding. Apart, so that "All services" holds only places the user can work in, and never as a link
    // into its screens, which the service gate would only turn away.
    if (gate && !isServiceEnabled(profile, gate)) notEnabled.push(entry(gate.gettingStartedPath));
    else all.push(entry(service.href));
  }
  // Recently visited is the way back: the service on screen is left out (it is marked under All services),
  // and so is one the user can no longer work in.
  const recentEntries = recent
    .filter((area) => area !== currentArea)
    .flatMap((area) => all.filter((entry) => entry.area === area))
    .slice(0, recentServicesShown);
  return { recent: recentEntries, all, notEnabled };
}
