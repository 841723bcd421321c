// Spec: src/engine/specs/registry-routes.md
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { areas } from '../../../src/app/areas';
import { consoleRoutePaths } from '../../../src/app/consoleRoutes';
import { siteResource } from '../../../src/areas/cdn/resources';
import { cdnMenu } from '../../../src/areas/cdn/menu';
import { groupResource, projectResource } from '../../../src/areas/iam/resources';
import { iamMenu } from '../../../src/areas/iam/menu';
import { useResourceBreadcrumbs } from '../../../src/engine/breadcrumbs';
import { buildSideMenu, resourceMenuItem } from '../../../src/engine/menu';
import { registerAreas } from '../../../src/engine/registry';
import { resourceRoutes, type RouteMeta } from '../../../src/engine/routes';
import type { AnyResource } from '../../../src/engine/types';
import { fakeBackend, json, pageOf, renderApp, route, signIn, site, testI18n } from '../helpers';
import { cdnWithChild, childResource, formOf, fullResource } from './fixtures';

const byName = (routes: RouteObject[], screen: string) =>
  routes.find((r) => (r.handle as RouteMeta).name.endsWith(`-${screen}`));

async function runLoader(route: RouteObject | undefined, params: Record<string, string>) {
  const loader = route?.loader;
  if (typeof loader !== 'function') return null;
  return (await loader({
    params,
    request: new Request('http://test/opened/here?x=1'),
    context: undefined,
  } as unknown as LoaderFunctionArgs)) as Response | null;
}

const group = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'developers',
  description: 'Build and ship',
  member_count: 3,
  project_count: 1,
  created_at: '2025-01-02T03:04:05Z',
  updated_at: '2025-01-02T03:04:05Z',
};

afterEach(() => registerAreas(areas));

describe('registry routes', () => {
  it('MUST derive list, create, edit and detail routes from the entry, each only when its path and its operation exist', () => {
    expect(resourceRoutes(fullResource).map((r) => r.path)).toEqual([
      '/cdn/sites/:feature',
      '/cdn/sites/add/:type',
      '/cdn/sites/edit/:siteId',
      '/cdn/sites/:siteId/:feature',
    ]);
    const { update: _update, ...withoutUpdate } = fullResource.operations;
    expect(resourceRoutes({ ...fullResource, operations: withoutUpdate }).map((r) => r.path)).not.toContain(
      '/cdn/sites/edit/:siteId',
    );
    const { edit: _edit, ...withoutEdit } = fullResource.routes;
    expect(resourceRoutes({ ...fullResource, routes: withoutEdit })).toHaveLength(3);
    expect(resourceRoutes(siteResource).map((r) => r.path)).toEqual([
      '/cdn/sites',
      '/cdn/sites/add/:type',
      '/cdn/sites/:siteId',
    ]);
  });

  it("MUST name each route `<area>-<name>-<screen>` and carry the resource's permission and area in its meta", () => {
    const metas = resourceRoutes(fullResource).map((r) => r.handle as RouteMeta);
    expect(metas.map((m) => m.name)).toEqual([
      'cdn-site-list',
      'cdn-site-create',
      'cdn-site-edit',
      'cdn-site-detail',
    ]);
    for (const meta of metas) {
      expect(meta.permission).toEqual({ resource: 'cdn', action: 'read' });
      expect(meta.area).toBe('cdn');
      expect(meta.layout).toBe('vertical');
    }
  });

  it('MUST serve create and edit from the same form page module', () => {
    const routes = resourceRoutes(fullResource);
    const create = formOf(byName(routes, 'create'));
    expect(create).toBeTruthy();
    expect(formOf(byName(routes, 'edit'))).toBe(create);
  });

  it('MUST send a route parameter outside its allowed values to the 404 page, on any route of the resource', async () => {
    const routes = resourceRoutes(fullResource);
    for (const [screen, params] of [
      ['list', { feature: 'history' }],
      ['create', { type: 'ftp' }],
      ['detail', { siteId: '1', feature: '' }],
    ] as const) {
      const answer = await runLoader(byName(routes, screen), params);
      expect(answer?.status, screen).toBe(302);
      // The 404 page is told the address that was opened.
      expect(answer?.headers.get('Location'), screen).toBe('/error-404?from=%2Fopened%2Fhere%3Fx%3D1');
    }
    signIn();
    const { router } = renderApp('/cdn/sites/add/ftp');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error-404'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('MUST open a route whose constrained parameters hold allowed values', async () => {
    const routes = resourceRoutes(fullResource);
    expect(await runLoader(byName(routes, 'list'), { feature: 'rules' })).toBeNull();
    expect(await runLoader(byName(routes, 'create'), { type: 'vod' })).toBeNull();
    expect(await runLoader(byName(routes, 'detail'), { siteId: '1', feature: 'setting' })).toBeNull();
    // A route without constrained parameters needs no check at all.
    expect(byName(routes, 'edit')?.loader).toBeUndefined();
  });

  it("MUST take a menu item's href from the entry's list route, so it is written once", () => {
    for (const resource of [siteResource, groupResource, projectResource] as AnyResource[]) {
      expect(resource.menu?.href).toBeUndefined();
      expect(resourceMenuItem(resource).href).toBe(resource.routes.list);
    }
    // No area's menu file spells out a path its registry entries already declare.
    const menuSources = import.meta.glob<string>('/src/areas/*/menu.ts', {
      eager: true,
      query: '?raw',
      import: 'default',
    });
    const listPaths = areas.flatMap((area) => area.resources.map((resource) => resource.routes.list));
    expect(Object.keys(menuSources).length).toBeGreaterThanOrEqual(2);
    for (const [file, source] of Object.entries(menuSources)) {
      for (const path of listPaths) if (path) expect(source, file).not.toContain(`'${path}'`);
    }
    expect(cdnMenu).toContainEqual(resourceMenuItem(siteResource));
    expect(iamMenu).toContainEqual(resourceMenuItem(groupResource));
    expect(iamMenu).toContainEqual(resourceMenuItem(projectResource));
  });

  it('MUST hide side-menu items whose href has no route', () => {
    const t = testI18n().t;
    expect(buildSideMenu(iamMenu, consoleRoutePaths(), t)).toEqual([
      { id: 'iam-user-groups', label: 'User groups', href: '/iam-management/user-group' },
      { id: 'iam-projects', label: 'Projects', href: '/iam-management/project' },
    ]);
    // Outside a site: the area-wide items (the SSL certificates' once their route lands), no per-site item.
    const ssl = consoleRoutePaths().includes('/cert/ssl') ? ['cdn-ssl'] : [];
    expect(buildSideMenu(cdnMenu, consoleRoutePaths(), t).map((item) => item.id)).toEqual([
      'cdn-dashboard',
      'cdn-sites',
      'cdn-analytics',
      ...ssl,
    ]);
    expect(
      buildSideMenu(
        [{ id: 'group', labelKey: 'iam:menu.label', items: [{ id: 'x', labelKey: 'iam:menu.home' }] }],
        [],
        t,
      ),
    ).toEqual([]);
  });

  it("MUST show the area's side menu on that area's routes", async () => {
    signIn({ permission: ['iam:read', 'cdn:read'] });
    const backend = fakeBackend(route('GET', /\/tenant\/groups$/, () => json(pageOf([group]))));
    renderApp('/iam-management/user-group', backend);
    const nav = await screen.findByRole('navigation', { name: 'IAM' });
    expect(within(nav).getByRole('link', { name: 'User groups' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Projects' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Sites' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Members' })).toBeNull();
  });

  it('MUST build breadcrumbs area › parent list › parent record (its title once loaded) › list › current', async () => {
    registerAreas([cdnWithChild, ...areas.filter((area) => area.id !== 'cdn')]);
    signIn();
    function Probe() {
      return <>{useResourceBreadcrumbs(childResource, { current: 'Rollout' })}</>;
    }
    const backend = fakeBackend(
      route('GET', /\/cdn\/sites\/s-1$/, () => json({ data: { ...site, id: 's-1' } })),
    );
    renderApp('/trail/s-1/p-9', backend, [{ path: '/trail/:siteId/:projectID', element: <Probe /> }]);
    const nav = await screen.findByRole('navigation', { name: 'Breadcrumbs' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'shop' })).toBeTruthy());
    const crumbs = within(nav)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(crumbs).toEqual(['CDN', 'Sites', 'shop', 'Projects', 'Rollout']);
    const href = (name: string) => within(nav).getByRole('link', { name }).getAttribute('href');
    expect(href('CDN')).toBe('/cdn/sites');
    expect(href('Sites')).toBe('/cdn/sites');
    expect(href('shop')).toBe('/cdn/sites/s-1');
    expect(href('Projects')).toBe('/cdn/sites/s-1/projects');
    expect(within(nav).getByText('Rollout').getAttribute('aria-current')).toBe('page');
  });

  it('MUST name the browser tab after the current page, its area and the product', async () => {
    signIn({ permission: ['iam:read'] });
    const backend = fakeBackend(
      route('GET', /\/tenant\/groups$/, () => json(pageOf([group]))),
      route('GET', /\/tenant\/group\/[^/]+$/, () => json({ data: group })),
    );
    function Probe() {
      return <>{useResourceBreadcrumbs(groupResource, { current: 'developers' })}</>;
    }
    renderApp('/probe', backend, [{ path: '/probe', element: <Probe /> }]);
    await waitFor(() => expect(document.title).toBe('developers · IAM · Cloud Console'));
    function ListProbe() {
      return <>{useResourceBreadcrumbs(projectResource)}</>;
    }
    renderApp('/list', backend, [{ path: '/list', element: <ListProbe /> }]);
    await waitFor(() => expect(document.title).toBe('Projects · IAM · Cloud Console'));
  });

  it('MUST register IAM user groups and projects at their SPEC §2 paths, edited in a drawer (no add or edit page)', async () => {
    expect(resourceRoutes(groupResource).map((r) => [r.path, (r.handle as RouteMeta).name])).toEqual([
      ['/iam-management/user-group', 'iam-user_group-list'],
      ['/iam-management/user-group/:groupID', 'iam-user_group-detail'],
    ]);
    expect(resourceRoutes(projectResource).map((r) => [r.path, (r.handle as RouteMeta).name])).toEqual([
      ['/iam-management/project', 'iam-project-list'],
      ['/iam-management/project/:projectID', 'iam-project-detail'],
    ]);
    for (const resource of [groupResource, projectResource] as AnyResource[]) {
      expect(resource.routes.create).toBeUndefined();
      expect(resource.routes.edit).toBeUndefined();
      expect(resource.operations.create).toBeTypeOf('function');
      expect(resource.operations.update).toBeTypeOf('function');
      expect(resource.permission.resource).toBe('iam');
    }
    expect(projectResource.confirmDeleteByName).toBe(true);
    expect(groupResource.audit?.resourceType).toBe('main/tenant/group');
    expect(projectResource.audit?.resourceType).toBe('main/tenant/project');
    expect(consoleRoutePaths()).toEqual(
      expect.arrayContaining(['/iam-management/user-group', '/iam-management/project/:projectID']),
    );
    signIn({ permission: ['iam:read'] });
    const backend = fakeBackend(route('GET', /\/tenant\/groups$/, () => json(pageOf([group]))));
    renderApp('/iam-management/user-group', backend);
    expect(await screen.findByRole('heading', { level: 1, name: 'User groups' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'developers' })).toHaveProperty(
      'pathname',
      `/iam-management/user-group/${group.id}`,
    );
  });
});
