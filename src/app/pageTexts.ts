// Texts only some pages of an area show: `locales/<lng>/areas/<area>/<part>.json`, the key `<part>` of the area's
// namespace. A page module names the parts it shows (`export const texts = [...]`, one module per part under
// src/areas/<area>/texts/); the router loads them with it (src/engine/routes.tsx). English ships with the pages
// that use a part (every language falls back to it), the other languages load on demand.
import type { i18n as I18n } from 'i18next';
import { getI18n } from 'react-i18next';
import { holdPageTexts, loadAreaTexts, type PageTexts } from './catalogues';
import { supportedLanguages, type Catalogue } from './i18n';

/**
 * A page part: its English catalogue (a static import) and the other languages' loaders (a glob of
 * `locales/<lng>/areas/<area>/<part>.json` without English).
 */
export function pageTexts(
  area: string,
  part: string,
  english: Catalogue,
  others: Record<string, () => Promise<unknown>>,
): PageTexts {
  const texts: PageTexts = {
    area,
    part,
    read: async (language) =>
      language === 'en'
        ? english
        : ((await others[`/locales/${language}/areas/${area}/${part}.json`]?.()) as Catalogue | undefined),
    load: () => loadPageTexts(getI18n(), texts),
  };
  return texts;
}

/**
 * Loads page parts into `instance`: its area's texts first (i18next counts a namespace holding anything as loaded,
 * so a part added before the namespace was read would keep the rest from loading), then the part into every
 * language holding the namespace; a language loaded later reads the held parts with the namespace.
 */
export async function loadPageTexts(instance: I18n, texts: PageTexts): Promise<void> {
  await loadAreaTexts(instance, texts.area);
  if (!holdPageTexts(instance, texts)) return;
  const holding = supportedLanguages
    .map((l) => l.code as string)
    .filter((lng) => instance.hasResourceBundle(lng, texts.area));
  await Promise.all(
    holding.map(async (lng) => {
      const part = await texts.read(lng);
      if (part) instance.addResourceBundle(lng, texts.area, { [texts.part]: part }, true, true);
    }),
  );
}
