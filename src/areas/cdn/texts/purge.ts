// The texts only the purge page and the cache page's purge history show: `cdn:purge.…`. Titles the route table
// reads stay in the area's own file.
import english from '../../../../locales/en/areas/cdn/purge.json';
import { pageTexts } from '../../../app/pageTexts';

export const purgeTexts = pageTexts(
  'cdn',
  'purge',
  english,
  import.meta.glob(['/locales/*/areas/cdn/purge.json', '!/locales/en/**'], { import: 'default' }),
);
