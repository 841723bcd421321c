// The CDN side menu (SPEC §2). "Sites" comes from the site's registry entry (its href is its list route,
// written once); the per-site items link under /cdn/sites/{siteId}/edge/… and appear once their resources
// land (an item without an href stays hidden). Beta and permission-only items follow SPEC §2
// (src/app/specs/menus.md).
import type { AreaMenuItem } from '../../engine/types';
import { resourceMenuItem } from '../../engine/menu';
import { siteResource } from './resources';

export const cdnMenu: AreaMenuItem[] = [
  resourceMenuItem(siteResource),
  { id: 'cdn-basic', labelKey: 'cdn:menu.basic' },
  { id: 'cdn-cache', labelKey: 'cdn:menu.cache' },
  { id: 'cdn-origins', labelKey: 'cdn:menu.origins' },
  { id: 'cdn-optimization', labelKey: 'cdn:menu.optimization' },
  { id: 'cdn-page-rules', labelKey: 'cdn:menu.pageRules' },
  { id: 'cdn-firewall-rules', labelKey: 'cdn:menu.firewallRules' },
  { id: 'cdn-multi-cdn', labelKey: 'cdn:menu.multiCdn' },
  // SPEC §2: extra config is admin only and beta.
  { id: 'cdn-extra-config', labelKey: 'nav:cdn.extraConfig', beta: true, permission: 'admin' },
];
