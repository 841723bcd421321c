// The texts only the origin page shows: `cdn:origin.…`. Titles the route table reads stay in the area's own file.
import english from '../../../../locales/en/areas/cdn/origin.json';
import { pageTexts } from '../../../app/pageTexts';

export const originTexts = pageTexts(
  'cdn',
  'origin',
  english,
  import.meta.glob(['/locales/*/areas/cdn/origin.json', '!/locales/en/**'], { import: 'default' }),
);
