// The texts only the analytics pages and the dashboard's charts show: `cdn:analytics.…`. Titles the route table
// reads stay in the area's own file.
import english from '../../../../locales/en/areas/cdn/analytics.json';
import { pageTexts } from '../../../app/pageTexts';

export const analyticsTexts = pageTexts(
  'cdn',
  'analytics',
  english,
  import.meta.glob(['/locales/*/areas/cdn/analytics.json', '!/locales/en/**'], { import: 'default' }),
);
