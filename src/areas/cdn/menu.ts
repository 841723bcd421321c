// The CDN side menu (SPEC §2). Items appear once their route exists; today only "Sites" has one. The
// per-site items link under /cdn/sites/{siteId}/edge/… and join when the site screens land.
import type { AreaMenuItem } from '../../engine/types';

export const cdnMenu: AreaMenuItem[] = [
  { id: 'cdn-sites', labelKey: 'cdn:menu.sites', href: '/cdn/sites' },
  { id: 'cdn-basic', labelKey: 'cdn:menu.basic' },
  { id: 'cdn-cache', labelKey: 'cdn:menu.cache' },
  { id: 'cdn-origins', labelKey: 'cdn:menu.origins' },
  { id: 'cdn-optimization', labelKey: 'cdn:menu.optimization' },
  { id: 'cdn-page-rules', labelKey: 'cdn:menu.pageRules' },
  { id: 'cdn-firewall-rules', labelKey: 'cdn:menu.firewallRules' },
  { id: 'cdn-multi-cdn', labelKey: 'cdn:menu.multiCdn' },
];
