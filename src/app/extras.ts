// Areas and strings that only a test build holds; the product has none. `vite build --mode e2e`
// (scripts/e2e-server.mjs) resolves this module to tests/fixtures/extras.ts instead (vite.config.ts), which adds
// the fixture resource of README "Adding a resource". scripts/lib/bundle-budget.mjs checks dist/ holds no trace.
import type { AreaDefinition } from '../engine/types';
import type { AreaIndexEntry } from './areaIndex';

/** Per language, per namespace: entries added to that namespace's catalogue (top-level keys, e.g. a resource). */
export type ExtraCatalogues = Readonly<Partial<Record<string, Readonly<Record<string, object>>>>>;

export const extraAreas: readonly AreaDefinition[] = [];

/** The extra areas as the console frame's index lists them (src/app/areaIndex.ts). */
export const extraAreaIndex: readonly AreaIndexEntry[] = [];

export const extraCatalogues: ExtraCatalogues = {};
