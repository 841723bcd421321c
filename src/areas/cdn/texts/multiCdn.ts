// The texts only the multi-CDN page shows: `cdn:multiCdn.…`. Titles the route table reads stay in the area's own
// file.
import english from '../../../../locales/en/areas/cdn/multiCdn.json';
import { pageTexts } from '../../../app/pageTexts';

export const multiCdnTexts = pageTexts(
  'cdn',
  'multiCdn',
  english,
  import.meta.glob(['/locales/*/areas/cdn/multiCdn.json', '!/locales/en/**'], { import: 'default' }),
);
