// The texts only a site's overview shows: `cdn:overview.…`. Titles the route table reads stay in the area's own
// file.
import english from '../../../../locales/en/areas/cdn/overview.json';
import { pageTexts } from '../../../app/pageTexts';

export const overviewTexts = pageTexts(
  'cdn',
  'overview',
  english,
  import.meta.glob(['/locales/*/areas/cdn/overview.json', '!/locales/en/**'], { import: 'default' }),
);
