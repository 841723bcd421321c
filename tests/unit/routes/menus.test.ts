// menus.md: side menus as data, filtered by routes, permissions and enabled services; beta and external items.
import { describe, expect, it } from 'vitest';
import { buildSideMenu, currentMenuItemId } from '../../../src/engine/menu';
import type { AreaMenuItem } from '../../../src/engine/types';
import { cdnArea } from '../../../src/areas/cdn';
import { iamArea } from '../../../src/areas/iam';
import { consoleRoutePaths } from '../../../src/app/consoleRoutes';
import { areaMenuItems, menuAccess } from '../../../src/app/services/sideMenu';
import { profile, testI18n } from '../helpers';

const t = () => testI18n().t;
const admin = { ...profile, permission: ['cdn:read', 'cdn:write', 'iam:read', 'iam:write'] };

function ids(items: readonly { id: string; items?: { id: string }[] }[]): string[] {
  return items.flatMap((item) => [item.id, ...(item.items ? ids(item.items) : [])]);
}

const routes = ['/a', '/b', '/x/:id'];
const sample: AreaMenuItem[] = [
  { id: 'a', labelKey: 'iam:menu.home', href: '/a', beta: true },
  { id: 'b', labelKey: 'iam:menu.members', href: '/b', permission: 'admin' },
  { id: 'none', labelKey: 'iam:menu.users' },
  { id: 'unrouted', labelKey: 'iam:menu.users', href: '/nowhere' },
  { id: 'site', labelKey: 'iam:menu.policies', href: 'https://shop.example.com/', external: true },
  {
    id: 'group',
    labelKey: 'iam:menu.label',
    items: [{ id: 'child', labelKey: 'iam:menu.home', href: '/x/1' }],
  },
];

describe('menus.md: side menus', () => {
  it('MUST hide items without a registered route and groups without a visible child', () => {
    expect(ids(buildSideMenu(sample, routes, t()))).toEqual(['a', 'b', 'site', 'group', 'child']);
    expect(ids(buildSideMenu(sample, ['/a'], t()))).toEqual(['a', 'site']);
  });

  it("MUST hide items the user may not open (route permission read, the item's own permission)", () => {
    const access = {
      canOpen: (href: string) => href !== '/x/1',
      canRead: (resource: string) => resource !== 'admin',
    };
    expect(ids(buildSideMenu(sample, routes, t(), access))).toEqual(['a', 'site']);
  });

  it('MUST tag beta items and make external items open in a new tab', () => {
    const items = buildSideMenu(sample, routes, t());
    expect(items.find((item) => item.id === 'a')).toMatchObject({ badge: 'beta' });
    expect(items.find((item) => item.id === 'site')).toMatchObject({
      href: 'https://shop.example.com/',
      newTabHint: 'opens in a new tab',
    });
    expect(items.find((item) => item.id === 'b')).not.toHaveProperty('badge');
  });

  it('MUST filter console items by the route permission of the signed-in profile', () => {
    const paths = consoleRoutePaths();
    const iamOnly = { ...profile, permission: ['iam:read'] };
    expect(ids(buildSideMenu(iamArea.menu, paths, t(), menuAccess(iamOnly)))).toContain('iam-user-groups');
    expect(buildSideMenu(cdnArea.menu, paths, t(), menuAccess(iamOnly))).toEqual([]);
    expect(ids(buildSideMenu(cdnArea.menu, paths, t(), menuAccess(admin)))).toContain('cdn-sites');
  });

  it('MUST collapse the menu of a service the tenant has not enabled to its getting-started page', () => {
    const paths = consoleRoutePaths();
    const withoutCdn = { ...admin, enabled_services: [] };
    expect(buildSideMenu(areaMenuItems(cdnArea, withoutCdn), paths, t(), menuAccess(withoutCdn))).toEqual([
      { id: 'cdn-getting-started', label: 'Getting started', href: '/cdn/getting-started' },
    ]);
    expect(areaMenuItems(cdnArea, admin)).toBe(cdnArea.menu);
    // IAM is no service: always on.
    expect(areaMenuItems(iamArea, withoutCdn)).toBe(iamArea.menu);
  });

  it('MUST keep CDN extra config admin-only and beta', () => {
    const extra = cdnArea.menu
      .flatMap((item) => [item, ...(item.items ?? [])])
      .find((item) => item.id === 'cdn-extra-config');
    expect(extra).toMatchObject({ beta: true, permission: 'admin' });
  });
});

describe('menus.md: per-record items', () => {
  const perSite: AreaMenuItem[] = [
    { id: 'sites', labelKey: 'iam:menu.home', href: '/s' },
    { id: 'basic', labelKey: 'iam:menu.members', href: '/s/:siteId/edge/basic' },
    { id: 'cache', labelKey: 'iam:menu.users', href: '/s/:siteId/edge/cache/setting' },
  ];
  const routes = ['/s', '/s/:siteId', '/s/:siteId/edge/basic', '/s/:siteId/edge/cache/:feature'];

  it("MUST fill per-record hrefs from the current route's parameters", () => {
    const items = buildSideMenu(perSite, routes, t(), { params: { siteId: 'a b' } });
    expect(items.map((item) => item.href)).toEqual([
      '/s',
      '/s/a%20b/edge/basic',
      '/s/a%20b/edge/cache/setting',
    ]);
  });

  it('MUST hide per-record items outside a record, and check the filled path', () => {
    expect(ids(buildSideMenu(perSite, routes, t()))).toEqual(['sites']);
    const canOpen = (href: string) => href !== '/s/7/edge/basic';
    expect(ids(buildSideMenu(perSite, routes, t(), { params: { siteId: '7' }, canOpen }))).toEqual([
      'sites',
      'cache',
    ]);
  });

  it('MUST show the CDN per-site items whose routes are registered in a section headed by the site', () => {
    const paths = consoleRoutePaths();
    const items = buildSideMenu(cdnArea.menu, paths, t(), {
      params: { siteId: '1' },
      sectionHeading: (section, id) => `${section.resource} ${id}`,
    });
    // Items whose screens land separately (SSL certificates, origins, extra config): listed once their
    // routes are registered.
    const whenRouted = (id: string, href: string, route = href) =>
      paths.includes(route) ? [[id, href]] : [];
    const ssl = whenRouted('cdn-ssl', '/cert/ssl');
    expect(items.map((item) => [item.id, item.href])).toEqual([
      ['cdn-dashboard', '/cdn/dashboard'],
      ['cdn-sites', '/cdn/sites'],
      ['cdn-analytics', '/cdn/analytics/basic'],
      ...ssl,
      ['cdn-site', undefined],
    ]);
    const section = items.at(-1)!;
    expect(section.section).toEqual({ overline: 'Site', heading: 'site 1' });
    expect(section.items!.map((item) => [item.id, item.href])).toEqual([
      ['cdn-site-overview', '/cdn/sites/1'],
      ['cdn-basic', '/cdn/sites/1/edge/basic'],
      ['cdn-cache', '/cdn/sites/1/edge/cache/setting'],
      ['cdn-purge', '/cdn/sites/1/edge/purge-cache'],
      ...whenRouted('cdn-origins', '/cdn/sites/1/edge/origin', '/cdn/sites/:siteId/edge/origin'),
      ['cdn-optimization', '/cdn/sites/1/edge/optimization/image'],
      ['cdn-page-rules', '/cdn/sites/1/edge/page-rules'],
      ['cdn-firewall-rules', '/cdn/sites/1/edge/firewall-rules'],
      ['cdn-multi-cdn', '/cdn/sites/1/edge/multi-cdn/management'],
      ...whenRouted(
        'cdn-extra-config',
        '/cdn/sites/1/edge/extra-config',
        '/cdn/sites/:siteId/edge/extra-config',
      ),
    ]);
    // Outside a site there is no section.
    expect(ids(buildSideMenu(cdnArea.menu, paths, t()))).not.toContain('cdn-site');
  });

  it('MUST mark the item that owns the current route in the route table, on every CDN route', () => {
    const edge = '/cdn/sites/:siteId/edge';
    const expected: [string, string][] = [
      ['/cdn/dashboard', 'cdn-dashboard'],
      ['/cdn/sites', 'cdn-sites'],
      ['/cdn/sites/add/:type', 'cdn-sites'],
      ['/cdn/analytics/:feature', 'cdn-analytics'],
      ['/cdn/sites/:siteId', 'cdn-site-overview'],
      ['/cdn/sites/:siteId/edit', 'cdn-site-overview'],
      [`${edge}/addon-domain/add`, 'cdn-site-overview'],
      [`${edge}/basic`, 'cdn-basic'],
      [`${edge}/cache/:feature`, 'cdn-cache'],
      [`${edge}/cache/rules/add`, 'cdn-cache'],
      [`${edge}/cache/rules/edit/:ruleId`, 'cdn-cache'],
      [`${edge}/purge-cache`, 'cdn-purge'],
      [`${edge}/origin/config`, 'cdn-origins'],
      [`${edge}/optimization/:feature`, 'cdn-optimization'],
      [`${edge}/page-rules/edit/:ruleId`, 'cdn-page-rules'],
      [`${edge}/firewall-rules/add`, 'cdn-firewall-rules'],
      [`${edge}/security/rate-limit-rules/edit/:ruleId`, 'cdn-firewall-rules'],
      [`${edge}/multi-cdn/route-strategies/add`, 'cdn-multi-cdn'],
      [`${edge}/extra-config`, 'cdn-extra-config'],
    ];
    for (const [pattern, id] of expected)
      expect([pattern, currentMenuItemId(cdnArea.menu, pattern)]).toEqual([pattern, id]);
    // Every registered CDN route has its item.
    const unowned = consoleRoutePaths()
      .filter((path) => path.startsWith('/cdn/') && !path.includes('getting-started'))
      .filter((path) => currentMenuItemId(cdnArea.menu, path) === undefined);
    expect(unowned).toEqual([]);
    expect(currentMenuItemId(cdnArea.menu, '/iam-management/members')).toBeUndefined();
    expect(currentMenuItemId(cdnArea.menu, undefined)).toBeUndefined();
  });
});
