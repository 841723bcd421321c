// services-menu.md: the top bar's Services menu is derived from the registered areas' service declarations,
// filtered by the tenant's enabled services and the user's read permissions; recently visited services are
// remembered per user, most recent first, capped.
import { beforeEach, describe, expect, it } from 'vitest';
import { areas } from '../../../src/app/areas';
import { consoleRoutePaths } from '../../../src/app/consoleRoutes';
import {
  readRecentServices,
  recentServicesKept,
  recentServicesKey,
  recordRecentService,
  rememberService,
} from '../../../src/app/shell/recentServices';
import { recentServicesShown, servicesMenuGroups } from '../../../src/app/shell/servicesMenu';
import { builtServices, type BuiltService } from '../../../src/engine/services';
import type { AreaDefinition } from '../../../src/engine/types';
import { profile } from '../helpers';

const everything = { ...profile, permission: ['cdn:read', 'iam:read'], enabled_services: ['cdn' as const] };

/** A service area that only a registration adds (its pages: one route). */
const dnsArea: AreaDefinition = {
  id: 'dns',
  menuLabelKey: 'iam:menu.label',
  resources: [],
  menu: [{ id: 'dns-zones', labelKey: 'iam:menu.home', href: '/dns/zones' }],
  service: { titleKey: 'iam:menu.label', permission: 'dns' },
};

const areaIds = (entries: readonly { area: string }[]) => entries.map((e) => e.area);

describe('services-menu.md: which services the menu lists', () => {
  const services = builtServices(areas, consoleRoutePaths());

  it('MUST list the registered areas that declare a service, leading to where each opens', () => {
    expect(services.map((s) => [s.area, s.href])).toEqual([
      ['cdn', '/cdn/dashboard'],
      ['iam', expect.stringMatching(/^\/iam-management\//)],
      ['logexport', '/log/log-export'],
    ]);
    // Home and profile are pages of the console, not services.
    expect(areas.filter((a) => a.service).map((a) => a.id)).toEqual(['cdn', 'iam', 'logexport']);
  });

  it('MUST list a newly registered service area with no other edit, and never one without a route', () => {
    expect(areaIds(builtServices([...areas, dnsArea], [...consoleRoutePaths(), '/dns/zones']))).toEqual([
      'cdn',
      'iam',
      'logexport',
      'dns',
    ]);
    expect(areaIds(builtServices([...areas, dnsArea], consoleRoutePaths()))).toEqual([
      'cdn',
      'iam',
      'logexport',
    ]);
    const declared = { ...dnsArea, service: { ...dnsArea.service!, href: '/dns/zones' } };
    expect(builtServices([declared], ['/dns/zones'])[0]?.href).toBe('/dns/zones');
    expect(builtServices([declared], ['/dns/other'])).toEqual([]);
  });

  it('MUST list under All services the services the user may read, and leave out the others', () => {
    const all = (permission: string[]) =>
      areaIds(
        servicesMenuGroups({
          services,
          profile: { ...everything, permission },
          currentArea: undefined,
          recent: [],
        }).all,
      );
    expect(all(['cdn:read', 'iam:read'])).toEqual(['cdn', 'iam']);
    expect(all(['cdn:read'])).toEqual(['cdn']);
    expect(all(['iam:read', 'iam:write'])).toEqual(['iam']);
    expect(all([])).toEqual([]);
    expect(servicesMenuGroups({ services, profile: null, currentArea: 'cdn', recent: ['cdn'] })).toEqual({
      recent: [],
      all: [],
      notEnabled: [],
    });
  });

  it('MUST list a service the tenant has not enabled apart, leading to its getting-started page', () => {
    const groups = servicesMenuGroups({
      services,
      profile: { ...everything, enabled_services: [] },
      currentArea: 'cdn',
      recent: ['cdn', 'iam'],
    });
    // IAM needs no enabling; CDN is gated by the catalogue.
    expect(areaIds(groups.all)).toEqual(['iam']);
    expect(groups.notEnabled).toEqual([
      { area: 'cdn', titleKey: 'services:cdn.name', href: '/cdn/getting-started', isCurrent: true },
    ]);
    // Not a destination: not under Recently visited either.
    expect(areaIds(groups.recent)).toEqual(['iam']);
    // Without the permission it is not listed at all.
    const reader = servicesMenuGroups({
      services,
      profile: { ...everything, enabled_services: [], permission: ['iam:read'] },
      currentArea: undefined,
      recent: [],
    });
    expect(reader.notEnabled).toEqual([]);
  });

  it('MUST mark the service on screen as current', () => {
    const groups = servicesMenuGroups({ services, profile: everything, currentArea: 'iam', recent: [] });
    expect(groups.all.map((e) => [e.area, e.isCurrent])).toEqual([
      ['cdn', false],
      ['iam', true],
    ]);
    const home = servicesMenuGroups({ services, profile: everything, currentArea: 'home', recent: [] });
    expect(home.all.some((e) => e.isCurrent)).toBe(false);
  });

  it('MUST list recently visited services most recent first, without the current one, at most a few', () => {
    const many: BuiltService[] = ['a', 'b', 'c', 'd', 'e'].map((area) => ({
      area,
      titleKey: 'iam:menu.label',
      href: `/${area}`,
      permission: 'general',
    }));
    const recent = (currentArea: string | undefined, visited: string[]) =>
      areaIds(
        servicesMenuGroups({ services: many, profile: everything, currentArea, recent: visited }).recent,
      );
    expect(recent(undefined, ['c', 'a'])).toEqual(['c', 'a']);
    expect(recent('c', ['c', 'a'])).toEqual(['a']);
    expect(recent(undefined, ['e', 'd', 'c', 'b', 'a'])).toHaveLength(recentServicesShown);
    expect(recent(undefined, ['e', 'd', 'c', 'b', 'a'])).toEqual(['e', 'd', 'c']);
    // A remembered area that is no longer a service the user can go to is skipped.
    expect(recent(undefined, ['gone', 'b'])).toEqual(['b']);
  });
});

describe('services-menu.md: remembering visited services', () => {
  beforeEach(() => localStorage.clear());

  it('MUST move a visited service to the front, each once, keeping the last few', () => {
    expect(rememberService([], 'cdn')).toEqual(['cdn']);
    expect(rememberService(['cdn'], 'iam')).toEqual(['iam', 'cdn']);
    expect(rememberService(['iam', 'cdn'], 'cdn')).toEqual(['cdn', 'iam']);
    const full = ['a', 'b', 'c', 'd', 'e'];
    expect(rememberService(full, 'f')).toEqual(['f', 'a', 'b', 'c', 'd']);
    expect(rememberService(full, 'f')).toHaveLength(recentServicesKept);
  });

  it('MUST remember the list in localStorage per user', () => {
    recordRecentService('user-1', 'cdn');
    recordRecentService('user-1', 'iam');
    recordRecentService('user-2', 'cdn');
    expect(readRecentServices('user-1')).toEqual(['iam', 'cdn']);
    expect(readRecentServices('user-2')).toEqual(['cdn']);
    expect(JSON.parse(localStorage.getItem(recentServicesKey('user-1'))!)).toEqual(['iam', 'cdn']);
    expect(readRecentServices(undefined)).toEqual([]);
    // A damaged entry reads as an empty list.
    localStorage.setItem(recentServicesKey('user-3'), '{not json');
    expect(readRecentServices('user-3')).toEqual([]);
  });
});
