// Where the console's catalogues are, and when they load (the console frame loads this module; src/app/i18n.ts
// reads through it):
//   locales/<lng>/<ns>.json              the console's namespaces: with the console frame (`loadConsoleNamespaces`);
//   locales/<lng>/areas/<area>.json      an area's namespace, named after the area: with the area's routes;
//   locales/<lng>/areas/<area>/<part>.json  texts only some pages of the area use, key `<part>` of the area's
//                                        namespace: with the pages whose modules name them (`pageTexts`);
//   locales/<lng>/resources/<area>.json  the texts of an area's resources, merged into the one `resources`
//                                        namespace (`resources:<resource>.fields.<field>`): with the area's routes.
// So the frame weighs the same however many areas there are (scripts/lib/bundle-budget.mjs counts the largest
// area's catalogues with every console page).
import type { i18n as I18n } from 'i18next';
import {
  setCatalogueReader,
  startupNamespaces,
  supportedLanguages,
  withExtras,
  type Catalogue,
} from './i18n';
import { extraCatalogues } from './extras';

// Vite needs literal globs. The startup namespaces are src/app/i18n.ts's own.
const consoleCatalogues = import.meta.glob<Catalogue>(
  [
    '/locales/*/*.json',
    '!/locales/*/auth.json',
    '!/locales/*/common.json',
    '!/locales/*/errors.json',
    '!/locales/*/shell.json',
  ],
  { import: 'default' },
);
const areaCatalogues = import.meta.glob<Catalogue>('/locales/*/areas/*.json', { import: 'default' });
const resourceTexts = import.meta.glob<Catalogue>('/locales/*/resources/*.json', { import: 'default' });

/** The namespace every resource's texts live in, assembled from the areas' parts. */
const resourcesNamespace = 'resources';

const englishNames = (files: Record<string, unknown>) =>
  Object.keys(files)
    .filter((file) => file.startsWith('/locales/en/'))
    .map((file) => file.replace(/^.*\/([^/]+)\.json$/, '$1'));

/** The areas' own namespaces, each named after its area (`cdn`, `iam`…). */
const areaNamespaces: string[] = englishNames(areaCatalogues).sort();

/** The areas with texts of their own (a namespace, resource texts or both). */
const areasWithTexts = [...new Set([...areaNamespaces, ...englishNames(resourceTexts)])];

/** The console frame's namespaces: every top-level catalogue and the `resources` namespace the areas fill. */
const consoleNamespaces: string[] = [
  ...new Set([
    ...englishNames(consoleCatalogues),
    ...Object.keys(extraCatalogues.en ?? {}).filter(
      (ns) => !areaNamespaces.includes(ns) && !startupNamespaces.includes(ns),
    ),
    resourcesNamespace,
  ]),
].sort();

/** Every namespace (tests and stories load them all). */
export const namespaces: string[] = [
  ...new Set([...startupNamespaces, ...consoleNamespaces, ...areaNamespaces]),
].sort();

/** Per instance: the areas whose texts it holds (its `resources` namespace is their parts merged). */
const heldAreas = new WeakMap<I18n, Set<string>>();
const areasOf = (instance: I18n) => {
  const held = heldAreas.get(instance) ?? new Set<string>();
  heldAreas.set(instance, held);
  return held;
};

/** Every page part, for instances that hold every catalogue: set by src/app/everyPageText.ts (tests, stories). */
let everyPageText: readonly PageTexts[] = [];
export function setEveryPageText(parts: readonly PageTexts[]): void {
  everyPageText = parts;
}

/** Makes `instance` hold every area's texts and every page part from its first read on (tests and stories). */
export function holdEveryArea(instance: I18n): void {
  for (const area of areasWithTexts) areasOf(instance).add(area);
  for (const texts of everyPageText) partsOf(instance).set(partId(texts), texts);
}

/** A page part of an area's texts (`locales/<lng>/areas/<area>/<part>.json`, key `<part>`): src/app/pageTexts.ts. */
export interface PageTexts {
  readonly area: string;
  readonly part: string;
  /** The part in `language`, or undefined when it has none. */
  read(language: string): Promise<Catalogue | undefined>;
  /** Loads the part into the console's i18next instance, after its area's texts. */
  load(): Promise<void>;
}

const partId = (texts: PageTexts) => `${texts.area}/${texts.part}`;

/** Per instance: the page parts it holds, by `<area>/<part>` (a read of an area's namespace takes them in). */
const heldParts = new WeakMap<I18n, Map<string, PageTexts>>();
const partsOf = (instance: I18n) => {
  const held = heldParts.get(instance) ?? new Map<string, PageTexts>();
  heldParts.set(instance, held);
  return held;
};

/** `part` laid into `base`, level by level (an area's namespace and a page part share top-level keys). */
function mergeDeep(base: Catalogue, part: Catalogue): Catalogue {
  const out: Catalogue = { ...base };
  for (const [key, value] of Object.entries(part)) {
    const under = out[key];
    out[key] =
      isCatalogue(under) && isCatalogue(value) ? mergeDeep(under, value) : (value as Catalogue[string]);
  }
  return out;
}
const isCatalogue = (value: unknown): value is Catalogue =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The page parts of `area` that `instance` holds, in `language`, laid into one catalogue. */
async function readHeldParts(instance: I18n, language: string, area: string): Promise<Catalogue> {
  const read = await readEveryHeld(
    () => [...partsOf(instance).values()].filter((texts) => texts.area === area),
    (texts) => texts.read(language),
  );
  return [...read].reduce<Catalogue>((all, [texts, part]) => mergeDeep(all, { [texts.part]: part }), {});
}

/**
 * Makes `instance` hold a page part from now on (a read of its area's namespace takes it in); false when it held it.
 */
export function holdPageTexts(instance: I18n, texts: PageTexts): boolean {
  const held = partsOf(instance);
  if (held.has(partId(texts))) return false;
  held.set(partId(texts), texts);
  return true;
}

/**
 * Reads everything `held()` names, then again what it names by the time those reads are done, until it names
 * nothing new: i18next folds a read asked for while another is pending into that one, so whatever an instance
 * came to hold meanwhile must be in it.
 */
async function readEveryHeld<T>(
  held: () => Iterable<T>,
  read: (item: T) => Promise<Catalogue | undefined>,
): Promise<Map<T, Catalogue>> {
  const done = new Map<T, Catalogue>();
  for (;;) {
    const missing = [...held()].filter((item) => !done.has(item));
    if (missing.length === 0) return done;
    const texts = await Promise.all(missing.map(read));
    missing.forEach((item, i) => done.set(item, texts[i] ?? {}));
  }
}

/** The resource texts of every area `instance` holds, including areas added while this read was under way. */
async function readResourceTexts(instance: I18n, language: string): Promise<Catalogue> {
  const read = await readEveryHeld(
    () => areasOf(instance),
    async (area) => resourceTexts[`/locales/${language}/resources/${area}.json`]?.(),
  );
  return Object.assign({}, ...read.values()) as Catalogue;
}

async function readCatalogue(instance: I18n, language: string, namespace: string): Promise<Catalogue> {
  if (namespace === resourcesNamespace)
    return withExtras(language, namespace, await readResourceTexts(instance, language));
  const areaLoader = areaCatalogues[`/locales/${language}/areas/${namespace}.json`];
  if (areaLoader) {
    const [own, parts] = await Promise.all([areaLoader(), readHeldParts(instance, language, namespace)]);
    return withExtras(language, namespace, mergeDeep(own, parts));
  }
  const loader = consoleCatalogues[`/locales/${language}/${namespace}.json`];
  return withExtras(language, namespace, loader ? await loader() : {});
}

setCatalogueReader(readCatalogue);

/** The console frame's namespaces, in the current language and English: the frame's route awaits them. */
export function loadConsoleNamespaces(instance: I18n): Promise<void> {
  return instance.loadNamespaces(consoleNamespaces);
}

/** Per instance: each area's texts loading or loaded (a failed load is tried again on the next call). */
const areaLoads = new WeakMap<I18n, Map<string, Promise<void>>>();

/**
 * Loads an area's texts into `instance`, in every language it holds: the area's namespace, and its resources'
 * texts into the `resources` namespace (a language loaded later reads every held area's part from the backend).
 */
export function loadAreaTexts(instance: I18n, area: string): Promise<void> {
  if (!areasWithTexts.includes(area)) return Promise.resolve();
  const loads = areaLoads.get(instance) ?? new Map<string, Promise<void>>();
  areaLoads.set(instance, loads);
  const pending = loads.get(area);
  if (pending) return pending;
  const load = (async () => {
    const ownNamespace = areaNamespaces.includes(area) ? instance.loadNamespaces(area) : undefined;
    const held = areasOf(instance);
    if (!held.has(area)) {
      // Added to the namespace directly, not by reading it again: i18next folds a read asked for while another is
      // pending into that one, which knew fewer areas.
      held.add(area);
      const holding = supportedLanguages
        .map((l) => l.code as string)
        .filter((lng) => instance.hasResourceBundle(lng, resourcesNamespace));
      await Promise.all(
        [...new Set([...instance.languages, ...holding])].map(async (lng) => {
          const part = await resourceTexts[`/locales/${lng}/resources/${area}.json`]?.();
          if (part) instance.addResourceBundle(lng, resourcesNamespace, part, true, true);
        }),
      );
    }
    await ownNamespace;
  })().catch((error: unknown) => {
    loads.delete(area);
    throw error;
  });
  loads.set(area, load);
  return load;
}

/** The texts of every area (the command palette finds the pages and records of all of them). */
export async function loadEveryAreaTexts(instance: I18n): Promise<void> {
  await Promise.all(areasWithTexts.map((area) => loadAreaTexts(instance, area)));
}
