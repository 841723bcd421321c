// The texts only the SSL certificate pages show: `cdn:ssl.…`. Titles the route table reads stay in the area's own
// file.
import english from '../../../../locales/en/areas/cdn/ssl.json';
import { pageTexts } from '../../../app/pageTexts';

export const sslTexts = pageTexts(
  'cdn',
  'ssl',
  english,
  import.meta.glob(['/locales/*/areas/cdn/ssl.json', '!/locales/en/**'], { import: 'default' }),
);
