// The console's catalogues by language and namespace, as i18next holds them once everything has loaded
// (src/app/i18n.ts): `locales/<lng>/<ns>.json`, an area's `locales/<lng>/areas/<area>.json` (namespace `<area>`)
// with its page parts `locales/<lng>/areas/<area>/<part>.json` laid into it, and its resources' texts
// `locales/<lng>/resources/<area>.json`, merged into the `resources` namespace.
type Catalogue = Record<string, unknown>;

const files = import.meta.glob<Catalogue>(
  [
    '/locales/*/*.json',
    '/locales/*/areas/*.json',
    '/locales/*/areas/*/*.json',
    '/locales/*/resources/*.json',
  ],
  { eager: true, import: 'default' },
);

/** A catalogue file's place: its language, its namespace, the area of a resource-texts part, a page part's key. */
export function catalogueFile(file: string): {
  language: string;
  namespace: string;
  area?: string;
  part?: string;
} {
  const page = /^\/locales\/([^/]+)\/areas\/([^/]+)\/([^/]+)\.json$/.exec(file);
  if (page) return { language: page[1] ?? '', namespace: page[2] ?? '', part: page[3] ?? '' };
  const match = /^\/locales\/([^/]+)\/(?:(areas|resources)\/)?([^/]+)\.json$/.exec(file);
  if (!match) throw new Error(`${file} is not a catalogue`);
  const [, language = '', folder, name = ''] = match;
  return folder === 'resources'
    ? { language, namespace: 'resources', area: name }
    : { language, namespace: name };
}

/** `part` laid into `base`, level by level. */
function mergeDeep(base: Catalogue, part: Catalogue): Catalogue {
  const out: Catalogue = { ...base };
  for (const [key, value] of Object.entries(part)) {
    const under = out[key];
    out[key] = isObject(under) && isObject(value) ? mergeDeep(under, value) : value;
  }
  return out;
}
const isObject = (value: unknown): value is Catalogue =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every namespace of `language` with its whole catalogue. */
export function cataloguesOf(language: string): Record<string, Catalogue> {
  const out: Record<string, Catalogue> = {};
  for (const [file, data] of Object.entries(files)) {
    const place = catalogueFile(file);
    if (place.language !== language) continue;
    const own = place.part === undefined ? data : { [place.part]: data };
    out[place.namespace] = mergeDeep(out[place.namespace] ?? {}, own);
  }
  return out;
}

/** Per area, the resource names its texts part holds (English). */
export function resourceTextParts(language = 'en'): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [file, data] of Object.entries(files)) {
    const place = catalogueFile(file);
    if (place.language === language && place.area) out[place.area] = Object.keys(data);
  }
  return out;
}
