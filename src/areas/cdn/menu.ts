// The CDN side menu (SPEC §2). "Sites" comes from the site's registry entry (its href is its list route,
// written once); a site's pages (/cdn/sites/:siteId/…, filled from the current route's site) form a section
// headed by the site's name, shown on those pages. Each item owns the routes it stands for, so the current
// item follows the route table. Beta and permission-only items follow SPEC §2 (src/app/specs/menus.md).
import type { AreaMenuItem } from '../../engine/types';
import { resourceMenuItem } from '../../engine/menu';
import { siteResource } from './resources';
import { sslCertificateResource } from './ssl/resources';

const edge = '/cdn/sites/:siteId/edge';

/** One site's pages, under a section headed by the site's name (shown on the pages of a site). */
const siteSection: AreaMenuItem = {
  id: 'cdn-site',
  labelKey: 'cdn:menu.site',
  section: { resource: siteResource.name, param: 'siteId' },
  items: [
    // The site's own page and what has no entry of its own (its edit page, its add-on domains).
    { id: 'cdn-site-overview', labelKey: 'cdn:menu.overview', href: '/cdn/sites/:siteId' },
    { id: 'cdn-basic', labelKey: 'cdn:menu.basic', href: `${edge}/basic` },
    // Settings, rules and history are tabs of one page; a rule's add and edit pages belong to it too.
    { id: 'cdn-cache', labelKey: 'cdn:menu.cache', href: `${edge}/cache/setting`, owns: [`${edge}/cache`] },
    { id: 'cdn-purge', labelKey: 'cdn:menu.purge', href: `${edge}/purge-cache` },
    { id: 'cdn-origins', labelKey: 'cdn:menu.origins', href: `${edge}/origin` },
    {
      id: 'cdn-optimization',
      labelKey: 'cdn:menu.optimization',
      href: `${edge}/optimization/image`,
      owns: [`${edge}/optimization`],
    },
    { id: 'cdn-page-rules', labelKey: 'cdn:menu.pageRules', href: `${edge}/page-rules` },
    // Rate-limit rules are the second tab of the firewall rules page.
    {
      id: 'cdn-firewall-rules',
      labelKey: 'cdn:menu.firewallRules',
      href: `${edge}/firewall-rules`,
      owns: [`${edge}/firewall-rules`, `${edge}/security`],
    },
    {
      id: 'cdn-multi-cdn',
      labelKey: 'cdn:menu.multiCdn',
      href: `${edge}/multi-cdn/management`,
      owns: [`${edge}/multi-cdn`],
    },
    // SPEC §2: extra config is admin only and beta.
    {
      id: 'cdn-extra-config',
      labelKey: 'nav:cdn.extraConfig',
      href: `${edge}/extra-config`,
      beta: true,
      permission: 'admin',
    },
  ],
};

export const cdnMenu: AreaMenuItem[] = [
  { id: 'cdn-dashboard', labelKey: 'cdn:menu.dashboard', href: '/cdn/dashboard' },
  // The list and its add pages; a site's own pages belong to its section (longer owners win).
  resourceMenuItem(siteResource),
  {
    id: 'cdn-analytics',
    labelKey: 'cdn:menu.analytics',
    href: '/cdn/analytics/basic',
    owns: ['/cdn/analytics'],
  },
  resourceMenuItem(sslCertificateResource),
  siteSection,
];
