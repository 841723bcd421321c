// i18next set-up. English is the default and the fallback; Vietnamese and German load on demand, one JSON file
// per namespace, through Vite's glob import. Adding a namespace file needs no code.
//
// The first page loads only the namespaces the public pages use (`startupNamespaces`: sign-in, error pages,
// the top bar's menus), English ones bundled with it; the console's namespaces load with the console frame
// (`loadConsoleNamespaces`, awaited by its route), so /login does not carry every console string
// (scripts/lib/bundle-budget.mjs). Tests and Storybook start with every namespace.
import i18next, { type BackendModule, type i18n as I18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { extraCatalogues } from './extras';
import { supportedLanguages } from './languages';

export { supportedLanguages };

export type LanguageCode = (typeof supportedLanguages)[number]['code'];
export const defaultLanguage: LanguageCode = 'en';

/** The formatting locale of a language code; the default language's for any other. */
export function formatLocaleOf(language: string | undefined): string {
  return (supportedLanguages.find((l) => l.code === language) ?? supportedLanguages[0]).locale;
}
export const languageStorageKey = 'language';

type Catalogue = Record<string, unknown>;

/** What the public pages (sign-in, errors) and their frame use: bundled in English, loaded first otherwise. */
export const startupNamespaces = ['auth', 'common', 'errors', 'shell'];

// Vite needs literal globs: the English startup namespaces are eager, every other catalogue is a lazy chunk.
const englishStartup = import.meta.glob<Catalogue>(
  ['/locales/en/auth.json', '/locales/en/common.json', '/locales/en/errors.json', '/locales/en/shell.json'],
  { eager: true, import: 'default' },
);
const lazyCatalogues = import.meta.glob<Catalogue>(
  [
    '/locales/*/*.json',
    '!/locales/en/auth.json',
    '!/locales/en/common.json',
    '!/locales/en/errors.json',
    '!/locales/en/shell.json',
  ],
  { import: 'default' },
);

function namespaceOf(file: string): string {
  return file.replace(/^.*\/([^/]+)\.json$/, '$1');
}

/** A catalogue with the extra entries of a test build (src/app/extras.ts; none in the product). */
function withExtras(language: string, namespace: string, catalogue: Catalogue | undefined): Catalogue {
  return { ...catalogue, ...extraCatalogues[language]?.[namespace] };
}

export const namespaces: string[] = [
  ...new Set([
    ...[...Object.keys(englishStartup), ...Object.keys(lazyCatalogues)]
      .filter((file) => file.startsWith('/locales/en/'))
      .map(namespaceOf),
    ...Object.keys(extraCatalogues.en ?? {}),
  ]),
].sort();

const englishResources: Record<string, Catalogue> = Object.fromEntries(
  startupNamespaces.map((ns) => [ns, withExtras('en', ns, englishStartup[`/locales/en/${ns}.json`])]),
);

/** Loads `/locales/<lng>/<ns>.json` lazily for the catalogues that are not bundled. */
const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const loader = lazyCatalogues[`/locales/${language}/${namespace}.json`];
    if (!loader) {
      callback(
        null,
        language === 'en'
          ? (englishResources[namespace] ?? withExtras('en', namespace, {}))
          : withExtras(language, namespace, {}),
      );
      return;
    }
    loader().then(
      (catalogue) => callback(null, withExtras(language, namespace, catalogue)),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** Every namespace, in the current language and English: the console frame's route awaits it. */
export function loadConsoleNamespaces(instance: I18n): Promise<void> {
  return instance.loadNamespaces(namespaces);
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

/** Create and initialise an i18next instance (the app's, or a test's with a throwing missing-key handler). */
export async function createI18n(options: InitOptions = {}): Promise<I18n> {
  const instance = i18next.createInstance();
  instance.use(lazyBackend).use(initReactI18next);
  await instance.init({
    lng: storedLanguage(),
    fallbackLng: defaultLanguage,
    supportedLngs: supportedLanguages.map((l) => l.code),
    ns: namespaces,
    defaultNS: 'common',
    resources: { en: englishResources },
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
