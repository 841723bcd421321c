// A resource's schemas (its bundled form schema and its UI description) load with the pages that show it, not
// with the console frame: the registry entry names them as lazy imports, and the routes of its area await them
// before a page renders (routes.tsx). Once loaded the engine reads them synchronously (`resource.schemas.form`,
// `resource.ui.list`); a read before loading is a mistake in the caller and throws saying so.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { defOf } from '../api/schemaDefs';
import type { AnyResource, AreaDefinition, ResourceSchemas, ResourceUi, ValidatorFunctions } from './types';

/** A lazily imported JSON file (`lazyChunk(() => import('…json'))`). */
export type JsonLoader = () => Promise<{ default: unknown }>;

/** A registry entry's schemas as written. */
export interface ResourceSchemaSources {
  /** The bundled form schema (`src/engine/generated/<area>/<resource>.form-schema.json`), imported lazily. */
  form: JsonLoader;
  /** The `$defs` entry of `form` that is the stored record (e.g. "Site"). */
  record: string;
  /** Loads the precompiled validators lazily, so Ajv's runtime stays out of the initial bundle. */
  loadValidators: () => Promise<{ validateFns: ValidatorFunctions }>;
}

/** What `defineResource` adds to an entry: schema getters over one cache, and the loaders filling it. */
export interface LazySchemas {
  schemas: ResourceSchemas;
  ui: ResourceUi;
  /** Loads the UI description only (all a record's title or the command palette needs). */
  loadUi: () => Promise<void>;
  /** Loads the form schema and the UI description. */
  loadSchemas: () => Promise<void>;
}

/** Every resource defined so far, for `preloadSchemas` (tests and stories). */
const defined = new Set<LazySchemas>();

/** Runs `load` once; a failed load is tried again on the next call. */
function once(load: () => Promise<void>): () => Promise<void> {
  let pending: Promise<void> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

export function lazySchemas(name: string, sources: ResourceSchemaSources, uiSource: JsonLoader): LazySchemas {
  let form: RJSFSchema | undefined;
  let record: RJSFSchema | undefined;
  let ui: ResourceUi | undefined;
  const notLoaded = (what: string) =>
    new Error(
      `The ${what} of resource "${name}" was read before it loaded: its area's routes await loadResourceSchemas; ` +
        'tests and stories call preloadSchemas() first.',
    );
  const loadedForm = () => form ?? raise(notLoaded('form schema'));
  const loadedUi = () => ui ?? raise(notLoaded('UI description'));
  const loadUi = once(async () => {
    ui = (await uiSource()).default as ResourceUi;
  });
  const loadForm = once(async () => {
    const schema = (await sources.form()).default as RJSFSchema;
    record = defOf(schema, sources.record);
    form = schema;
  });
  const lazy: LazySchemas = {
    // Objects of getters rather than getters on the entry, so spreading an entry (`{ ...resource, operations }`)
    // reads nothing.
    schemas: {
      get form() {
        return loadedForm();
      },
      get record() {
        loadedForm();
        return record as RJSFSchema;
      },
      loadValidators: sources.loadValidators,
    },
    ui: {
      get form(): UiSchema {
        return loadedUi().form;
      },
      get list() {
        return loadedUi().list;
      },
      get detail() {
        return loadedUi().detail;
      },
      get search() {
        return loadedUi().search;
      },
    },
    loadUi,
    loadSchemas: once(async () => {
      await Promise.all([loadForm(), loadUi()]);
    }),
  };
  defined.add(lazy);
  return lazy;
}

function raise(error: Error): never {
  throw error;
}

/** Loads the resource's schemas; resolves at once for an entry whose schemas were written inline (fixtures). */
export function loadResourceSchemas(resource: AnyResource): Promise<void> {
  return resource.loadSchemas?.() ?? Promise.resolve();
}

/** Loads the resource's UI description (a record's title, where its records are found). */
export function loadResourceUi(resource: AnyResource): Promise<void> {
  return resource.loadUi?.() ?? Promise.resolve();
}

/**
 * Loads the schemas of every resource of the area: its pages (lists, forms, a site's settings pages showing its
 * rules) read any of them, and a child's breadcrumbs its parent's.
 */
export async function loadAreaSchemas(area: AreaDefinition): Promise<void> {
  await Promise.all(area.resources.map(loadResourceSchemas));
}

/** Loads the UI description of every resource of the areas (the command palette: what is found, where it leads). */
export async function loadAreasUi(areas: readonly AreaDefinition[]): Promise<void> {
  await Promise.all(areas.flatMap((area) => area.resources.map(loadResourceUi)));
}

/** Whether the resource's UI description can be read now. */
export function uiLoaded(resource: AnyResource): boolean {
  try {
    void resource.ui.list;
    return true;
  } catch {
    return false;
  }
}

/** Loads the schemas of every resource defined so far: tests and stories render screens without the router. */
export async function preloadSchemas(): Promise<void> {
  await Promise.all([...defined].map((lazy) => lazy.loadSchemas()));
}
