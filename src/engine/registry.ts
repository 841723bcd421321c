// The registered areas, for engine code that follows a resource's references by name (a child's
// `parent`, an area menu's resource items, breadcrumbs). The engine knows no area (ARCHITECTURE §2), so
// the app hands the list in once (src/app/areas.ts) instead of the engine importing it.
import type { AnyResource, AreaDefinition } from './types';

let registered: readonly AreaDefinition[] = [];

/** Called once by the app with every area; replaces any earlier list (tests may register fixtures). */
export function registerAreas(areas: readonly AreaDefinition[]): void {
  registered = areas;
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
