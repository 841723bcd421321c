// The texts only the extra configuration page shows: `cdn:extraConfig.…`. Titles the route table reads stay in the
// area's own file.
import english from '../../../../locales/en/areas/cdn/extraConfig.json';
import { pageTexts } from '../../../app/pageTexts';

export const extraConfigTexts = pageTexts(
  'cdn',
  'extraConfig',
  english,
  import.meta.glob(['/locales/*/areas/cdn/extraConfig.json', '!/locales/en/**'], { import: 'default' }),
);
