// The texts only the firewall rules page shows: `cdn:firewall.…`. Titles the route table reads stay in the area's
// own file.
import english from '../../../../locales/en/areas/cdn/firewall.json';
import { pageTexts } from '../../../app/pageTexts';

export const firewallTexts = pageTexts(
  'cdn',
  'firewall',
  english,
  import.meta.glob(['/locales/*/areas/cdn/firewall.json', '!/locales/en/**'], { import: 'default' }),
);
