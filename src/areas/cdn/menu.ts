// The CDN side menu (SPEC §2). "Sites" comes from the site's registry entry (its href is its list route,
// written once); the per-site items lead under /cdn/sites/:siteId/edge/… (filled from the current route's
// site) and appear once their routes land. Beta and permission-only items follow SPEC §2
// (src/app/specs/menus.md).
import type { AreaMenuItem } from '../../engine/types';
import { resourceMenuItem } from '../../engine/menu';
import { siteResource } from './resources';
import { sslCertificateResource } from './ssl/resources';

const edge = '/cdn/sites/:siteId/edge';

export const cdnMenu: AreaMenuItem[] = [
  { id: 'cdn-dashboard', labelKey: 'cdn:menu.dashboard', href: '/cdn/dashboard' },
  resourceMenuItem(siteResource),
  { id: 'cdn-analytics', labelKey: 'cdn:menu.analytics', href: '/cdn/analytics/basic' },
  resourceMenuItem(sslCertificateResource),
  { id: 'cdn-basic', labelKey: 'cdn:menu.basic', href: `${edge}/basic` },
  { id: 'cdn-cache', labelKey: 'cdn:menu.cache', href: `${edge}/cache/setting` },
  { id: 'cdn-origins', labelKey: 'cdn:menu.origins', href: `${edge}/origin` },
  { id: 'cdn-optimization', labelKey: 'cdn:menu.optimization', href: `${edge}/optimization/image` },
  { id: 'cdn-page-rules', labelKey: 'cdn:menu.pageRules', href: `${edge}/page-rules` },
  { id: 'cdn-firewall-rules', labelKey: 'cdn:menu.firewallRules', href: `${edge}/firewall-rules` },
  { id: 'cdn-multi-cdn', labelKey: 'cdn:menu.multiCdn', href: `${edge}/multi-cdn/management` },
  // SPEC §2: extra config is admin only and beta.
  {
    id: 'cdn-extra-config',
    labelKey: 'nav:cdn.extraConfig',
    href: `${edge}/extra-config`,
    beta: true,
    permission: 'admin',
  },
];
