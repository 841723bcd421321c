// src/app/shell/specs/command-palette.md — what the palette offers besides records (pure data).
import { describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { buildCommands, type CommandActions } from '../../../src/app/shell/commands';
import type { AreaDefinition, AnyResource } from '../../../src/engine/types';
import type { ScopeProject } from '../../../src/api/scope';
import { profile, testI18n } from '../helpers';

const screen = async () => ({ default: (() => null) as ComponentType });

function resource(
  name: string,
  area: string,
  permission: string,
  routes: AnyResource['routes'],
  extra: Partial<AnyResource> = {},
): AnyResource {
  return {
    name,
    area,
    permission: { resource: permission, action: 'read' },
    routes,
    operations: { list: vi.fn(), create: vi.fn(), get: vi.fn() },
    ui: { search: { fields: ['name'], opens: 'detail' } },
    ...extra,
  } as unknown as AnyResource;
}

const areas: AreaDefinition[] = [
  {
    id: 'cdn',
    menuLabelKey: 'cdn:menu.label',
    menu: [],
    resources: [
      resource(
        'site',
        'cdn',
        'cdn',
        {
          list: '/cdn/sites',
          create: { path: '/cdn/sites/add/:type', defaultHref: '/cdn/sites/add/web' },
          detail: { path: '/cdn/sites/:siteId', param: 'siteId' },
        },
        {
          actions: [
            {
              id: 'cdn-purge-cache',
              labelKey: 'cdn:palette.purgeCacheOf',
              verbKey: 'cdn:palette.purgeCacheVerb',
              permission: { resource: 'cdn', action: 'write' },
              path: '/cdn/sites/:siteId/edge/purge-cache',
            },
          ],
        },
      ),
    ],
    actions: [
      {
        id: 'cdn-add-vod-site',
        labelKey: 'cdn:palette.addVodSite',
        href: '/cdn/sites/add/vod',
        permission: { resource: 'cdn', action: 'write' },
      },
    ],
  },
  {
    id: 'iam',
    menuLabelKey: 'iam:menu.label',
    menu: [],
    resources: [
      resource('user_group', 'iam', 'iam', {
        list: '/iam-management/user-group',
        create: { path: '/iam-management/user-group/add', defaultHref: '/iam-management/user-group/add' },
      }),
    ],
    actions: [
      {
        id: 'iam-add-group',
        labelKey: 'profile:palette.inviteMember',
        href: '/iam-management/user-group/add',
        permission: { resource: 'iam', action: 'write' },
      },
    ],
    pages: [
      {
        name: 'profile-info',
        path: '/profile-management/info',
        titleKey: 'shell:user.profile',
        load: screen,
      },
    ],
  },
];

const routePaths = [
  '/cdn/sites',
  '/cdn/sites/add/:type',
  '/cdn/sites/:siteId',
  '/cdn/sites/:siteId/edge/purge-cache',
  '/iam-management/user-group',
  '/iam-management/user-group/add',
  '/profile-management/info',
];

const projects: ScopeProject[] = [
  {
    id: 'p1',
    name: 'Default',
    is_default: true,
    permissions: [],
    resource_groups: [
      { id: 'g1', name: 'main', is_default: true },
      { id: 'g2', name: 'edge', is_default: false },
    ],
  },
  {
    id: 'p2',
    name: 'Shop',
    is_default: false,
    permissions: [],
    resource_groups: [{ id: 'g3', name: 'x', is_default: true }],
  },
  { id: 'p3', name: 'Empty', is_default: false, permissions: [], resource_groups: [] },
];

function actions(): CommandActions {
  return {
    navigate: vi.fn(),
    setLanguage: vi.fn(),
    setSkin: vi.fn(),
    switchScope: vi.fn(),
    signOut: vi.fn(),
  };
}

function build(permission: string[], acts = actions(), paths = routePaths) {
  return buildCommands({
    areas,
    routePaths: paths,
    profile: { ...profile, permission },
    t: testI18n().t,
    language: 'en',
    skin: 'system',
    projects,
    scope: { projectId: 'p1', resourceGroupId: 'g1' },
    actions: acts,
  });
}

describe('pages', () => {
  it('MUST offer every registered page without route parameters the user may open', () => {
    const ids = build(['cdn:read', 'iam:read']).map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining(['page:/cdn/sites', 'page:/iam-management/user-group']));
    expect(ids.some((id) => id.includes(':siteId'))).toBe(false);
  });

  it('MUST NOT offer pages the user may not open or paths that are not registered', () => {
    const ids = build(['cdn:read']).map((c) => c.id);
    expect(ids).not.toContain('page:/iam-management/user-group');
    const unregistered = build(['cdn:read', 'cdn:write', 'iam:read'], actions(), ['/cdn/sites']).map(
      (c) => c.id,
    );
    expect(unregistered).not.toContain('action:create:site');
    expect(unregistered).not.toContain('account:profile');
  });

  it('MUST close the palette and run the command: a page navigates', () => {
    const acts = actions();
    const sites = build(['cdn:read'], acts).find((c) => c.id === 'page:/cdn/sites');
    expect(sites?.label).toBe('Sites');
    sites?.onAction?.();
    expect(acts.navigate).toHaveBeenCalledWith('/cdn/sites');
  });
});

describe('actions', () => {
  it("MUST offer the areas' actions and every create page only to those who may write", () => {
    const readOnly = build(['cdn:read', 'iam:read']).map((c) => c.id);
    expect(readOnly.filter((id) => id.startsWith('action:') || id.startsWith('verb:'))).toEqual([]);
    const writer = build(['cdn:read', 'cdn:write']);
    const add = writer.find((c) => c.id === 'action:create:site');
    expect(add).toMatchObject({ label: 'Add site', group: 'Actions' });
    expect(writer.find((c) => c.id === 'action:cdn-add-vod-site')?.label).toBe('Add a video-on-demand site');
  });

  it("MUST let an area's action take the place of the create page it leads to", () => {
    const acts = actions();
    const ids = build(['iam:read', 'iam:write'], acts).map((c) => c.id);
    expect(ids).toContain('action:iam-add-group');
    expect(ids).not.toContain('action:create:user_group');
    build(['iam:read', 'iam:write'], acts)
      .find((c) => c.id === 'action:iam-add-group')
      ?.onAction?.();
    expect(acts.navigate).toHaveBeenCalledWith('/iam-management/user-group/add');
  });

  it('MUST offer an action on records by its verb, completing the search text', () => {
    const verb = build(['cdn:read', 'cdn:write']).find((c) => c.id === 'verb:cdn-purge-cache');
    expect(verb).toMatchObject({ label: 'Purge cache of…', completion: 'Purge cache of ', group: 'Actions' });
    expect(verb?.onAction).toBeUndefined();
    expect(build(['cdn:read']).some((c) => c.id === 'verb:cdn-purge-cache')).toBe(false);
  });
});

describe('settings', () => {
  it('MUST offer each language, each skin, other projects and resource groups, account pages and sign-out', () => {
    const acts = actions();
    const commands = build(['cdn:read'], acts);
    const byId = new Map(commands.map((c) => [c.id, c]));
    expect([...byId.keys()]).toEqual(
      expect.arrayContaining([
        'language:en',
        'language:vi',
        'language:de',
        'skin:light',
        'skin:dark',
        'skin:system',
        'project:p2',
        'resource-group:g2',
        'account:profile',
        'account:sign-out',
      ]),
    );
    // The profile page appears once, under settings.
    expect(commands.filter((c) => c.description === '/profile-management/info')).toHaveLength(1);
    // Not the current project or group, nor a project without resource groups.
    expect(byId.has('project:p1')).toBe(false);
    expect(byId.has('project:p3')).toBe(false);
    expect(byId.has('resource-group:g1')).toBe(false);

    byId.get('language:vi')?.onAction?.();
    expect(acts.setLanguage).toHaveBeenCalledWith('vi');
    byId.get('skin:dark')?.onAction?.();
    expect(acts.setSkin).toHaveBeenCalledWith('dark');
    byId.get('project:p2')?.onAction?.();
    expect(acts.switchScope).toHaveBeenCalledWith({ projectId: 'p2', resourceGroupId: 'g3' });
    byId.get('resource-group:g2')?.onAction?.();
    expect(acts.switchScope).toHaveBeenCalledWith({ projectId: 'p1', resourceGroupId: 'g2' });
    byId.get('account:sign-out')?.onAction?.();
    expect(acts.signOut).toHaveBeenCalled();
  });

  it('MUST show the current language and skin disabled', () => {
    const byId = new Map(build(['cdn:read']).map((c) => [c.id, c]));
    expect(byId.get('language:en')?.isDisabled).toBe(true);
    expect(byId.get('skin:system')?.isDisabled).toBe(true);
    expect(byId.get('language:de')?.isDisabled).toBe(false);
  });
});
