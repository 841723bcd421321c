// Shared by the list tests: the sites entry with a fake server-side list (paging, sort, search, status
// filter over an array), rendered with the app's providers, toasts and react-aria's router.
import { vi } from 'vitest';
import { Outlet, useHref, useNavigate, type RouteObject } from 'react-router-dom';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { siteResource } from '../../../src/areas/cdn/resources';
import { resourceRoutes } from '../../../src/engine/routes';
import type { AnyResource, ListQuery } from '../../../src/engine/types';
import type { Page } from '../../../src/api/adapters';
import { DataProvider } from '../../../src/app/DataProvider';
import { ToastHost } from '../../../src/app/Toasts';
import { renderApp, site } from '../helpers';

function Shell() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <ToastHost>
        {/* The console frame's data options (retries included), as the pages get them in the app. */}
        <DataProvider>
          <Outlet />
        </DataProvider>
      </ToastHost>
    </AriaRouterProvider>
  );
}

export type SiteRow = typeof site;

/** `count` sites named site-01, site-02, … with statuses cycling active / pending / disabled. */
export function makeSites(count: number): SiteRow[] {
  const statuses = ['active', 'pending', 'disabled'];
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return {
      ...site,
      id: `00000000-0000-4000-8000-0000000000${n}`.slice(-36),
      name: `site-${n}`,
      cdn_url: `site-${n}.cdn.example.net`,
      status: statuses[i % statuses.length] as string,
    };
  });
}

/** What GET /cdn/sites does, over `rows`. */
export function serverPage(rows: readonly SiteRow[], query: ListQuery): Page<SiteRow> {
  let out = [...rows];
  if (query.search) out = out.filter((row) => row.name.includes(query.search!));
  if (query.filters?.status) out = out.filter((row) => row.status === query.filters!.status);
  if (query.sortBy === 'name') {
    out.sort((a, b) => a.name.localeCompare(b.name) * (query.sortDirection === 'desc' ? -1 : 1));
  }
  const start = (query.page - 1) * query.perPage;
  return {
    items: out.slice(start, start + query.perPage),
    page: query.page,
    perPage: query.perPage,
    total: out.length,
    totalPages: Math.max(1, Math.ceil(out.length / query.perPage)),
  };
}

/** A `list` operation answering from `rows`. */
export function listOver(rows: readonly SiteRow[]) {
  return vi.fn(async (query: ListQuery) => serverPage(rows, query));
}

export function mockedSite(
  operations: Partial<AnyResource['operations']>,
  overrides: Partial<AnyResource> = {},
): AnyResource {
  return {
    ...siteResource,
    ...overrides,
    operations: { ...siteResource.operations, ...operations },
  } as AnyResource;
}

export function routesFor(resource: AnyResource): RouteObject[] {
  return [{ element: <Shell />, children: resourceRoutes(resource) }];
}

/** The list page of `resource` at `path` (default /cdn/sites). */
export function renderList(resource: AnyResource, path = '/cdn/sites') {
  return renderApp(path, undefined, routesFor(resource));
}

/** The calls' queries, for asserting what reached the server. */
export function queries(list: { mock: { calls: unknown[][] } }): ListQuery[] {
  return list.mock.calls.map((call) => call[0] as ListQuery);
}
