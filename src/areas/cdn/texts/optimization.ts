// The texts only the optimization page shows: `cdn:optimization.…`. Titles the route table reads stay in the area's
// own file.
import english from '../../../../locales/en/areas/cdn/optimization.json';
import { pageTexts } from '../../../app/pageTexts';

export const optimizationTexts = pageTexts(
  'cdn',
  'optimization',
  english,
  import.meta.glob(['/locales/*/areas/cdn/optimization.json', '!/locales/en/**'], { import: 'default' }),
);
