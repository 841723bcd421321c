// The console's areas as the frame knows them before any has loaded: the path prefixes whose routes each one
// holds, the service it serves (as the services menu lists it, so that menu needs no area), and how to load it.
// An area's module — its registry entries, pages, menu — loads with the first route under its prefixes
// (src/app/routes.tsx), so the console frame weighs the same however many areas there are.
// tests/unit/area-index.test.ts holds this table to the areas themselves and to schemas/services.json.
import type { AreaDefinition } from '../engine/types';
import type { BuiltService } from '../engine/services';
import { registerArea } from '../engine/registry';
import { lazyChunk } from '../api/chunks';
import { extraAreaIndex } from './extras';

export interface AreaIndexEntry {
  id: string;
  /** Where its routes are: `/cdn` stands for /cdn and everything under it. */
  prefixes: readonly string[];
  /** The service it serves and where that opens, when it serves one. */
  service?: BuiltService;
  load: () => Promise<AreaDefinition>;
}

/** The service an area serves, under the one spelling of its id (`services:<id>.name`, permission `<id>`). */
const serves = (id: string, href: string): BuiltService => ({
  area: id,
  href,
  titleKey: `services:${id}.name`,
  descriptionKey: `services:${id}.description`,
  permission: id,
});

// Through the one chunk loader (SPEC §9: timeout, retry, reload on a replaced deployment).
export const areaIndex: readonly AreaIndexEntry[] = [
  {
    id: 'cdn',
    prefixes: ['/cdn', '/cert'],
    service: serves('cdn', '/cdn/dashboard'),
    load: async () => (await lazyChunk(() => import('../areas/cdn'))()).cdnArea,
  },
  {
    id: 'iam',
    prefixes: ['/iam-management', '/profile-management'],
    service: serves('iam', '/iam-management/user-group'),
    load: async () => (await lazyChunk(() => import('../areas/iam'))()).iamArea,
  },
  {
    id: 'logexport',
    prefixes: ['/log'],
    service: serves('logexport', '/log/log-export'),
    load: async () => (await lazyChunk(() => import('../areas/logexport'))()).logexportArea,
  },
  {
    id: 'home',
    prefixes: ['/home', '/started'],
    load: async () => (await lazyChunk(() => import('../areas/home'))()).homeArea,
  },
  {
    id: 'profile',
    prefixes: ['/profile-management'],
    load: async () => (await lazyChunk(() => import('../areas/profile'))()).profileArea,
  },
  ...extraAreaIndex,
];

/** Whether `path` lies under `prefix` (`/cdn` holds /cdn and /cdn/sites, not /cdnx). */
export const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The areas whose routes may hold `path`. */
export function areasFor(path: string): AreaIndexEntry[] {
  return areaIndex.filter((entry) => entry.prefixes.some((prefix) => isUnder(path, prefix)));
}

/** Per area, its load (a failed one is tried again on the next call). */
const loads = new Map<string, Promise<AreaDefinition>>();

/** Loads an area's module and registers it with the engine. */
export function loadArea(entry: AreaIndexEntry): Promise<AreaDefinition> {
  const pending = loads.get(entry.id);
  if (pending) return pending;
  const load = entry.load().then(
    (area) => {
      registerArea(area);
      return area;
    },
    (error: unknown) => {
      loads.delete(entry.id);
      throw error;
    },
  );
  loads.set(entry.id, load);
  return load;
}

/** Every area, loaded and registered (what reads them all: the command palette, the overview). */
export async function loadEveryArea(): Promise<readonly AreaDefinition[]> {
  return Promise.all(areaIndex.map(loadArea));
}
