// The texts only the pages of a site's edge settings (basic, cache, optimization) show: `cdn:edge.…`. Titles the
// route table reads stay in the area's own file.
import english from '../../../../locales/en/areas/cdn/edge.json';
import { pageTexts } from '../../../app/pageTexts';

export const edgeTexts = pageTexts(
  'cdn',
  'edge',
  english,
  import.meta.glob(['/locales/*/areas/cdn/edge.json', '!/locales/en/**'], { import: 'default' }),
);
