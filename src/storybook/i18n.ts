// The i18n instance of console stories: the app's own set-up (src/app/i18n.ts), started in English, with a
// missing-key handler that throws, so a story with an untranslated key fails (as the unit tests do).
import type { i18n as I18n } from 'i18next';
import { createI18n, defaultLanguage, isSupportedLanguage, type LanguageCode } from '../app/i18n';
// Every page part, so the stories' instance holds every text from the start.
import '../app/everyPageText';

let starting: Promise<I18n> | null = null;
let ready: I18n | null = null;

/** Creates the instance once; later calls return the same one. */
export async function loadStoryI18n(): Promise<I18n> {
  starting ??= createI18n({
    lng: defaultLanguage,
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) => {
      throw new Error(`Missing translation: ${namespace}:${key} (${languages.join(', ')})`);
    },
  });
  ready = await starting;
  return ready;
}

/** The instance, once `loadStoryI18n` has resolved (the console stories' beforeEach does that). */
export function storyI18n(): I18n {
  if (!ready)
    throw new Error('Console stories need consoleBeforeEach (src/storybook/console.tsx) in their meta.');
  return ready;
}

/** The `locale` global of the Storybook toolbar (.storybook/preview.tsx) as a language code. */
export function localeOf(globals: Readonly<Record<string, unknown>>): LanguageCode {
  const locale = globals.locale;
  return isSupportedLanguage(locale) ? locale : defaultLanguage;
}
