// The texts only the cache page shows: `cdn:cache.…`. Titles the route table reads stay in the area's own file.
import english from '../../../../locales/en/areas/cdn/cache.json';
import { pageTexts } from '../../../app/pageTexts';

export const cacheTexts = pageTexts(
  'cdn',
  'cache',
  english,
  import.meta.glob(['/locales/*/areas/cdn/cache.json', '!/locales/en/**'], { import: 'default' }),
);
