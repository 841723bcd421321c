// The texts only the CDN dashboard shows: `cdn:dashboard.…`. Titles the route table reads stay in the area's own
// file.
import english from '../../../../locales/en/areas/cdn/dashboard.json';
import { pageTexts } from '../../../app/pageTexts';

export const dashboardTexts = pageTexts(
  'cdn',
  'dashboard',
  english,
  import.meta.glob(['/locales/*/areas/cdn/dashboard.json', '!/locales/en/**'], { import: 'default' }),
);
