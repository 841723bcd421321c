// The areas loaded so far, for engine code that follows a resource's references by name (a child's `parent`, an
// area menu's resource items, breadcrumbs). The engine knows no area (ARCHITECTURE §2), so the app hands each one
// in as it loads (src/app/areaIndex.ts: an area's module loads with its routes) instead of the engine importing
// them. A page's own area is always loaded by the time it renders; what reads every area (the command palette,
// the overview) loads them all first.
import type { AnyResource, AreaDefinition } from './types';

let registered: readonly AreaDefinition[] = [];

/** Replaces the list (tests may register fixtures; src/app/areas.ts registers every area). */
export function registerAreas(areas: readonly AreaDefinition[]): void {
  registered = areas;
}

/** Adds a loaded area, or replaces the one of the same id where it stands (the order is the order of loading). */
export function registerArea(area: AreaDefinition): void {
  registered = registered.some((a) => a.id === area.id)
    ? registered.map((a) => (a.id === area.id ? area : a))
    : [...registered, area];
}

export function registeredAreas(): readonly AreaDefinition[] {
  return registered;
}

/** The registered resource of that name (names are unique across areas). */
export function findResource(name: string): AnyResource | undefined {
  for (const area of registered) {
    const found = area.resources.find((resource) => resource.name === name);
    if (found) return found;
  }
  return undefined;
}

/** The area of that id. */
export function findArea(id: string): AreaDefinition | undefined {
  return registered.find((area) => area.id === id);
}
