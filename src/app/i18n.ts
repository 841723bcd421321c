// i18next set-up. English is the default and the fallback; Vietnamese and German load on demand, one JSON file
// per namespace, through Vite's glob import. Adding a namespace file needs no code.
//
// The first page loads only the namespaces the public pages use (`startupNamespaces`: sign-in, error pages,
// the top bar's menus), English ones bundled with it. Every other catalogue is read through the console frame's
// catalogue module (src/app/catalogues.ts: the console's namespaces, and each area's texts with its routes), so
// /login carries neither the console's strings nor the table of where they are.
import i18next, { type BackendModule, type i18n as I18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { extraCatalogues } from './extras';
import { supportedLanguages } from './languages';
import { lazyChunk } from '../api/chunks';

// Through the one chunk loader (SPEC §9: timeout, retry, reload on a replaced deployment).
const loadCatalogues = lazyChunk(() => import('./catalogues'));

export { supportedLanguages };

export type LanguageCode = (typeof supportedLanguages)[number]['code'];
export const defaultLanguage: LanguageCode = 'en';

/** The formatting locale of a language code; the default language's for any other. */
export function formatLocaleOf(language: string | undefined): string {
  return (supportedLanguages.find((l) => l.code === language) ?? supportedLanguages[0]).locale;
}
export const languageStorageKey = 'language';

export type Catalogue = Record<string, unknown>;

/** What the public pages (sign-in, errors) and their frame use: bundled in English, loaded first otherwise. */
export const startupNamespaces = ['auth', 'common', 'errors', 'shell'];

// Vite needs literal globs: the English startup namespaces are eager, the other languages' are lazy chunks.
const englishStartup = import.meta.glob<Catalogue>(
  ['/locales/en/auth.json', '/locales/en/common.json', '/locales/en/errors.json', '/locales/en/shell.json'],
  { eager: true, import: 'default' },
);
const startupCatalogues = import.meta.glob<Catalogue>(
  [
    '/locales/*/auth.json',
    '/locales/*/common.json',
    '/locales/*/errors.json',
    '/locales/*/shell.json',
    '!/locales/en/*',
  ],
  { import: 'default' },
);

/** A catalogue with the extra entries of a test build (src/app/extras.ts; none in the product). */
export function withExtras(language: string, namespace: string, catalogue: Catalogue | undefined): Catalogue {
  return { ...catalogue, ...extraCatalogues[language]?.[namespace] };
}

const englishResources: Record<string, Catalogue> = Object.fromEntries(
  startupNamespaces.map((ns) => [ns, withExtras('en', ns, englishStartup[`/locales/en/${ns}.json`])]),
);

/** Reads any catalogue beyond the startup ones, for one instance (set by src/app/catalogues.ts). */
type CatalogueReader = (instance: I18n, language: string, namespace: string) => Promise<Catalogue>;
let consoleReader: CatalogueReader | undefined;

export function setCatalogueReader(reader: CatalogueReader): void {
  consoleReader = reader;
}

async function readCatalogue(instance: I18n, language: string, namespace: string): Promise<Catalogue> {
  const startup = startupCatalogues[`/locales/${language}/${namespace}.json`];
  if (startup) return withExtras(language, namespace, await startup());
  if (language === 'en' && englishResources[namespace]) return englishResources[namespace];
  if (consoleReader) return consoleReader(instance, language, namespace);
  return withExtras(language, namespace, {});
}

/** Loads `/locales/<lng>/<ns>.json` lazily for the catalogues that are not bundled, for one instance. */
function catalogueBackend(instance: I18n): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language, namespace, callback) {
      readCatalogue(instance, language, namespace).then(
        (catalogue) => callback(null, catalogue),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
      );
    },
  };
}

export function isSupportedLanguage(value: unknown): value is LanguageCode {
  return supportedLanguages.some((l) => l.code === value);
}

export function storedLanguage(): LanguageCode {
  try {
    const value = localStorage.getItem(languageStorageKey);
    return isSupportedLanguage(value) ? value : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

/** Keep `<html lang>` in step with the language. */
function followLanguage(instance: I18n): void {
  const apply = (lng: string) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
  };
  instance.on('languageChanged', apply);
  apply(instance.language);
}

/**
 * Development and e2e builds report a key that no catalogue holds as a console error, so the e2e page guard
 * (tests/e2e/fixtures.ts) fails on an untranslated string; the product build stays quiet.
 */
function reportMissingKeys(): InitOptions {
  if (!import.meta.env.DEV && import.meta.env.MODE !== 'e2e') return {};
  return {
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) => {
      console.error(`Missing translation: ${namespace}:${key} (${languages.join(', ')})`);
    },
  };
}

/**
 * Create and initialise an i18next instance (the app's, or a test's with a throwing missing-key handler). With
 * `areaTexts: 'on demand'` (the console, which passes the startup namespaces) the console frame loads the rest
 * and an area's texts load with its routes; otherwise (tests, stories) every catalogue loads at once.
 */
export async function createI18n(
  options: InitOptions = {},
  { areaTexts = 'every area' }: { areaTexts?: 'every area' | 'on demand' } = {},
): Promise<I18n> {
  const instance = i18next.createInstance();
  let everything: string[] | undefined;
  if (areaTexts === 'every area') {
    const catalogues = await loadCatalogues();
    catalogues.holdEveryArea(instance);
    everything = catalogues.namespaces;
  }
  instance.use(catalogueBackend(instance)).use(initReactI18next);
  await instance.init({
    lng: storedLanguage(),
    fallbackLng: defaultLanguage,
    supportedLngs: supportedLanguages.map((l) => l.code),
    ns: everything ?? startupNamespaces,
    defaultNS: 'common',
    // A copy per instance: i18next adds every namespace it loads into this object.
    resources: { en: { ...englishResources } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
    ...reportMissingKeys(),
    ...options,
  });
  followLanguage(instance);
  return instance;
}

/** Switch language: load its catalogues, then switch and remember it. */
export async function switchLanguage(instance: I18n, code: LanguageCode): Promise<void> {
  await instance.changeLanguage(code);
  try {
    localStorage.setItem(languageStorageKey, code);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}
