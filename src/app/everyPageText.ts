// Every page part of every area's texts (src/app/pageTexts.ts), for the i18next instances of tests and stories,
// which hold every catalogue from the start: their set-up imports this module before creating one. The console
// never loads it: its pages bring their own parts.
import { setEveryPageText, type PageTexts } from './catalogues';
import { pageTexts } from './pageTexts';
import type { Catalogue } from './i18n';

const english = import.meta.glob<Catalogue>('/locales/en/areas/*/*.json', { eager: true, import: 'default' });
const others = import.meta.glob<Catalogue>(['/locales/*/areas/*/*.json', '!/locales/en/**'], {
  import: 'default',
});

export const everyPageText: PageTexts[] = Object.entries(english).map(([file, catalogue]) => {
  const [, area = '', part = ''] = /^\/locales\/en\/areas\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  return pageTexts(area, part, catalogue, others);
});

setEveryPageText(everyPageText);
