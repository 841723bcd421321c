// Tests named after src/engine/specs/detail.md (here, not in src/engine: the engine may not import an area).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, useHref, useNavigate, type RouteObject } from 'react-router-dom';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { siteResource } from '../../../src/areas/cdn/resources';
// The registered areas: a History entry of what lives under the site is worded by its own registry entry.
import '../../../src/app/areas';
import { ApiError } from '../../../src/api/errors';
import { ToastHost } from '../../../src/app/Toasts';
import { resourceRoutes } from '../../../src/engine/routes';
import type { AnyResource } from '../../../src/engine/types';
import { fakeBackend, json, renderApp, route, signIn, site } from '../helpers';

function Shell() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <ToastHost>
        <Outlet />
      </ToastHost>
    </AriaRouterProvider>
  );
}

const edit = { path: '/cdn/sites/:siteId/edit', param: 'siteId' };

/** The site entry with mocked operations, an audit type, an API path and an edit route. */
function resourceWith(changes: Partial<AnyResource> & { ops?: Partial<AnyResource['operations']> } = {}) {
  const { ops, ...rest } = changes;
  return {
    ...siteResource,
    audit: { resourceType: 'cdn_site' },
    api: { backend: 'main', itemPath: '/cdn/sites/{id}' },
    routes: { ...siteResource.routes, edit },
    ...rest,
    operations: {
      get: vi.fn().mockResolvedValue({ record: site, etag: 'W/"7"' }),
      list: vi.fn().mockResolvedValue({ items: [], page: 1, perPage: 20, total: 0, totalPages: 0 }),
      update: vi.fn(),
      delete: vi.fn().mockResolvedValue(undefined),
      ...ops,
    },
  } as AnyResource;
}

function routesFor(resource: AnyResource): RouteObject[] {
  return [
    {
      element: <Shell />,
      children: [...resourceRoutes(resource), { path: '/cdn/sites/:siteId/edit', element: <p>edit page</p> }],
    },
  ];
}

const entry = (id: string, changes: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  id,
  occurred_at: '2025-01-03T10:00:00Z',
  request_id: `req-${id}`,
  actor: { id: null, username: 'an.nguyen', login_type: 'password', operator: null },
  project_id: null,
  resource_group_id: null,
  resource_type: 'cdn_site',
  resource_id: site.id,
  action: 'updateSite',
  result: 'success',
  status_code: 200,
  ip: null,
  user_agent: null,
  details: changes,
  ...extra,
});

const auditPage = (entries: unknown[], total = entries.length, page = 1) => ({
  data: entries,
  page_info: { page: String(page), per_page: 10, total_count: total, total_pages: Math.ceil(total / 10) },
});

const detailPath = `/cdn/sites/${site.id}`;
const staleNotice = 'Showing the version loaded earlier: it could not be loaded again';

beforeEach(() => signIn());

describe('detail', () => {
  it("MUST show one section per ui.detail.sections entry with its fields' labels and values", async () => {
    renderApp(detailPath, undefined, routesFor(resourceWith()));
    expect(await screen.findByRole('heading', { level: 1, name: 'shop' })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    for (const section of siteResource.ui.detail.sections) {
      expect(headings).toContain(testLabel(`resources:site.sections.${section.key}`));
    }
    const general = screen.getByRole('region', { name: testLabel('resources:site.sections.general') });
    expect(within(general).getByText(testLabel('resources:site.values.status.active'))).toBeTruthy();
    const origin = screen.getByRole('region', { name: testLabel('resources:site.sections.origin') });
    expect(within(origin).getByText(testLabel('resources:site.fields.origin_server_url'))).toBeTruthy();
    expect(within(origin).getByText('https://origin.example.com')).toBeTruthy();
    // A field the form shows for another origin type (ui:shownWhen) is not listed.
    expect(within(origin).queryByText(testLabel('resources:site.fields.s3_bucket_name'))).toBeNull();
  });

  it("MUST offer a copy button for the record's id, urls and domains, copying the raw value", async () => {
    const user = userEvent.setup();
    renderApp(detailPath, undefined, routesFor(resourceWith()));
    await screen.findByRole('heading', { level: 1, name: 'shop' });
    await user.click(screen.getByRole('button', { name: 'Click to copy https://origin.example.com' }));
    expect(await navigator.clipboard.readText()).toBe('https://origin.example.com');
    expect(screen.queryByRole('button', { name: 'Click to copy shop' })).toBeNull();
  });

  it('MUST offer Details and History tabs, History only when the resource names its audit type, with the chosen tab in the URL', async () => {
    const backend = fakeBackend(route('GET', /\/audit_logs$/, () => json(auditPage([]))));
    const user = userEvent.setup();
    const { router, unmount } = renderApp(detailPath, backend, routesFor(resourceWith()));
    await screen.findByRole('heading', { level: 1, name: 'shop' });
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Details', 'History']);
    await user.click(screen.getByRole('tab', { name: 'History' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=history'));
    expect(await screen.findByText('No changes recorded')).toBeTruthy();
    unmount();

    renderApp(`${detailPath}?tab=history`, backend, routesFor(resourceWith({ audit: undefined })));
    await screen.findByRole('heading', { level: 1, name: 'shop' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Details']);
    expect(screen.getByRole('tab', { name: 'Details' }).getAttribute('aria-selected')).toBe('true');
  });

  it("MUST load the history from GET /audit_logs for the resource's audit type and the record id with what lives under it, newest first, one page at a time", async () => {
    const entries = Array.from({ length: 10 }, (_, i) => entry(String(100 - i), {}));
    const backend = fakeBackend(
      route('GET', /\/audit_logs$/, (request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return json(auditPage(page === 2 ? [entry('1', {})] : entries, 11, page));
      }),
    );
    const user = userEvent.setup();
    renderApp(`${detailPath}?tab=history`, backend, routesFor(resourceWith()));
    await waitFor(() => expect(screen.getAllByText('an.nguyen changed site “shop”')).toHaveLength(10));
    const query = () => new URL(backend.requests.at(-1)!.url).searchParams;
    expect(query().get('resource_type')).toBe('cdn_site');
    expect(query().get('resource_id')).toBe(site.id);
    expect(query().get('include_children')).toBe('true');
    expect(query().get('sort_direction')).toBe('desc');
    expect(query().get('page')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getAllByText('an.nguyen changed site “shop”')).toHaveLength(1));
    expect(query().get('page')).toBe('2');
  });

  it('MUST show when and the result of each history entry, and what happened as a sentence naming who did it, never an operation id', async () => {
    const rule = {
      id: 'r1',
      site_id: site.id,
      description: 'Block admin',
      expression: 'true',
      action: 'block',
    };
    const backend = fakeBackend(
      route('GET', /\/audit_logs$/, () =>
        json(
          auditPage([
            entry(
              '4',
              { after: rule },
              { action: 'createFirewallRule', resource_type: 'cdn_firewall_rule', resource_id: 'r1' },
            ),
            entry('3', {
              before: { ...site, origin_server_url: 'https://old.example.com', updated_at: 'x' },
              after: { ...site, updated_at: 'y' },
            }),
            entry(
              '2',
              { after: site },
              {
                action: 'createSite',
                result: 'failure',
                actor: { id: null, username: null, login_type: null, operator: null },
              },
            ),
          ]),
        ),
      ),
    );
    renderApp(`${detailPath}?tab=history`, backend, routesFor(resourceWith()));
    const table = await screen.findByRole('table', { name: 'Change history' });
    await within(table).findByText('an.nguyen added firewall rule “Block admin”');
    const rows = within(table).getAllByRole('row').slice(1);
    const changed = within(rows[1]!);
    expect(
      changed.getByText(`an.nguyen changed ${testLabel('resources:site.fields.origin_server_url')}`),
    ).toBeTruthy();
    expect(changed.getByText('Success')).toBeTruthy();
    expect(rows[1]!.querySelector('time')?.getAttribute('datetime')).toBe('2025-01-03T10:00:00.000Z');
    const second = within(rows[2]!);
    expect(second.getByText('System tried to create site “shop”')).toBeTruthy();
    expect(second.getByText('Failed')).toBeTruthy();
    expect(table.textContent).not.toMatch(/updateSite|createSite|createFirewallRule|origin_server_url/);
  });

  it("MUST show only the changed fields, by their labels and their values' labels, nested values under a labelled path, long values cut with a way to see them whole", async () => {
    const long = `https://origin.example.com/${'a'.repeat(100)}`;
    const backend = fakeBackend(
      route('GET', /\/audit_logs$/, () =>
        json(
          auditPage([
            entry('3', {
              before: {
                ...site,
                edge_settings: { http2: 'inactive' },
                origin_server_url: long,
                updated_at: 'x',
              },
              after: { ...site, edge_settings: { http2: 'active' }, updated_at: 'y' },
            }),
          ]),
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp(`${detailPath}?tab=history`, backend, routesFor(resourceWith()));
    const diff = await screen.findByRole('list', { name: 'Changed fields' });
    const items = within(diff).getAllByRole('listitem');
    expect(items).toHaveLength(2); // updated_at is bookkeeping, left out
    // The label's colon is drawn by CSS.
    expect(items[0]!.textContent).toMatch(/^Origin server URLhttps:/);
    expect(diff.querySelector('del')?.textContent).toMatch(/^https:\/\/origin\.example\.com\/a+…/);
    expect(diff.querySelector('ins')?.textContent).toBe('https://origin.example.com');
    expect(items[1]!.textContent).toBe('Edge settings › HTTP/2Off→On');
    await user.click(within(diff).getByRole('button', { name: 'Show all of Origin server URL' }));
    expect(diff.querySelector('del')?.textContent).toContain(long);
    expect(within(diff).getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it("MUST show the history's empty and error states, and the not-permitted state on a 403 while the details stay usable", async () => {
    const forbidden = fakeBackend(
      route('GET', /\/audit_logs$/, () =>
        json({ message: 'Forbidden', status_code: 403, request_id: 'req-h403' }, 403),
      ),
    );
    const user = userEvent.setup();
    const first = renderApp(`${detailPath}?tab=history`, forbidden, routesFor(resourceWith()));
    expect(await screen.findByRole('heading', { level: 2, name: 'Not permitted' })).toBeTruthy();
    expect(screen.getByText('req-h403')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Details' }));
    expect(await screen.findByText('https://origin.example.com')).toBeTruthy();
    first.unmount();

    let fail = true;
    const flaky = fakeBackend(
      route('GET', /\/audit_logs$/, () =>
        fail ? json({ message: 'Boom', status_code: 500, request_id: 'r' }, 500) : json(auditPage([])),
      ),
    );
    renderApp(`${detailPath}?tab=history`, flaky, routesFor(resourceWith()));
    expect(await screen.findByText('The history could not be loaded')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No changes recorded')).toBeTruthy();
  });

  it('MUST show the record as the API returns it as JSON in a drawer', async () => {
    const user = userEvent.setup();
    renderApp(detailPath, undefined, routesFor(resourceWith()));
    await screen.findByRole('heading', { level: 1, name: 'shop' });
    await user.click(screen.getByRole('button', { name: /^More actions/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'View as JSON' }));
    const drawer = await screen.findByRole('dialog', { name: 'shop as the API returns it' });
    const code = within(drawer).getByRole('region', { name: 'JSON of shop' });
    expect(JSON.parse(code.textContent ?? '')).toEqual(site);
  });

  it('MUST copy a curl command for GET of the record with the configured base URL, the scope headers and a $TOKEN placeholder, never the real token, and confirm with a toast', async () => {
    const user = userEvent.setup();
    renderApp(detailPath, undefined, routesFor(resourceWith()));
    await screen.findByRole('heading', { level: 1, name: 'shop' });
    await user.click(screen.getByRole('button', { name: /^More actions/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Copy as curl' }));
    expect(await screen.findByText('curl command copied')).toBeTruthy();
    const command = await navigator.clipboard.readText();
    expect(command).toContain(`curl 'http://test/api/main/cdn/sites/${site.id}'`);
    expect(command).toContain('-H "Authorization: Bearer $TOKEN"');
    expect(command).toContain("-H 'X-Resource-Group-Id: 00000000-0000-4000-8000-000000000003'");
    expect(command).not.toContain('access-1');
  });

  it("MUST open the editor for Edit and confirm Delete before deleting with the record's ETag, then go back to the list", async () => {
    const resource = resourceWith();
    const user = userEvent.setup();
    const { router } = renderApp(detailPath, undefined, routesFor(resource));
    await screen.findByRole('heading', { level: 1, name: 'shop' });
    await user.click(screen.getByRole('button', { name: 'Delete site' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(resource.operations.delete).not.toHaveBeenCalled();
    await user.type(within(dialog).queryByRole('textbox') ?? dialog, 'shop');
    await user.click(within(dialog).getByRole('button', { name: /Delete/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cdn/sites'));
    expect(resource.operations.delete).toHaveBeenCalledWith(
      site.id,
      expect.objectContaining({ ifMatch: 'W/"7"' }),
    );

    await router.navigate(detailPath);
    await screen.findByRole('heading', { level: 1, name: 'shop' });
    await user.click(screen.getByRole('button', { name: 'Edit site' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/cdn/sites/${site.id}/edit`));
  });

  it('MUST show Edit and Delete disabled with the permission reason to a user who may not write', async () => {
    signIn({ permission: ['cdn:read'] });
    const user = userEvent.setup();
    renderApp(detailPath, undefined, routesFor(resourceWith()));
    await screen.findByRole('heading', { level: 1, name: 'shop' });
    for (const action of ['Edit site', 'Delete site']) {
      const wrapper = screen.getByRole('group', { name: `${action} (not available)` });
      expect(within(wrapper).getByRole('button', { name: action }).hasAttribute('disabled')).toBe(true);
    }
    await user.tab();
    while (document.activeElement?.getAttribute('role') !== 'group') await user.tab();
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    expect(screen.getByRole('tooltip').textContent).toContain('cdn:write');
  });

  it('MUST leave out Edit and Delete when the resource lacks the operation', async () => {
    const resource = resourceWith();
    delete (resource.operations as Partial<AnyResource['operations']>).update;
    delete (resource.operations as Partial<AnyResource['operations']>).delete;
    renderApp(detailPath, undefined, routesFor(resource));
    await screen.findByRole('heading', { level: 1, name: 'shop' });
    expect(screen.queryByRole('button', { name: 'Edit site' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete site' })).toBeNull();
    expect(screen.getByRole('button', { name: /^More actions/ })).toBeTruthy();
  });

  it('MUST show a not-found state for a missing record and the not-permitted state for a 403, not a crash', async () => {
    const missing = resourceWith({
      ops: {
        get: vi.fn().mockRejectedValue(new ApiError({ message: 'Not found', status: 404, requestId: 'r4' })),
      },
    });
    const first = renderApp(detailPath, undefined, routesFor(missing));
    expect(await screen.findByText(testLabel('resources:site.notFound'))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sites' }).getAttribute('href')).toBe('/cdn/sites');
    first.unmount();
    const refused = resourceWith({
      ops: {
        get: vi
          .fn()
          .mockRejectedValue(
            new ApiError({ message: 'No', status: 403, kind: 'forbidden', requestId: 'r3' }),
          ),
      },
    });
    renderApp(detailPath, undefined, routesFor(refused));
    expect(await screen.findByRole('heading', { level: 2, name: 'Not permitted' })).toBeTruthy();
    expect(screen.getByText('r3')).toBeTruthy();
  });

  it('MUST keep a record on screen when reading it again fails (a timeout, no connection, a 5xx), saying it may be out of date with the reason, the request id and a Retry', async () => {
    const failure = new ApiError({ message: 'Upstream failure 503', status: 503, requestId: 'req-503' });
    const get = vi
      .fn()
      .mockResolvedValueOnce({ record: site, etag: 'W/"7"' })
      .mockRejectedValueOnce(failure)
      .mockResolvedValue({ record: site, etag: 'W/"8"' });
    // The generic page (no overview reading the same entry), re-read when the connection comes back.
    renderApp(detailPath, undefined, routesFor(resourceWith({ screens: undefined, ops: { get } })));
    await screen.findByRole('heading', { level: 1, name: 'shop' });
    window.dispatchEvent(new Event('online'));
    // Announced politely (role status), above the tabs.
    const stale = (await screen.findByText(staleNotice)).closest('[role="status"]') as HTMLElement;
    expect(stale).not.toBeNull();
    expect(within(stale).getByText('Upstream failure 503')).toBeTruthy();
    expect(within(stale).getByText('Request ID: req-503')).toBeTruthy();
    // The record, its tabs and its actions stay; no full-page error.
    expect(screen.getByRole('heading', { level: 1, name: 'shop' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit site' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
    await userEvent.click(within(stale).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(staleNotice)).toBeNull());
    expect(get).toHaveBeenCalledTimes(3);
  });

  it('shows "Something went wrong" for a record that failed, not the record shown before it', async () => {
    const get = vi.fn((id: string) =>
      id === site.id
        ? Promise.resolve({ record: site, etag: 'W/"7"' })
        : Promise.reject(
            new ApiError({ message: 'Upstream failure 500', status: 500, requestId: 'req-500' }),
          ),
    );
    const { router } = renderApp(
      detailPath,
      undefined,
      routesFor(resourceWith({ screens: undefined, ops: { get } })),
    );
    await screen.findByRole('heading', { level: 1, name: 'shop' });
    await router.navigate('/cdn/sites/22222222-2222-4222-8222-222222222222');
    expect(await screen.findByRole('heading', { level: 2, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'shop' })).toBeNull();
    expect(screen.getByText('req-500')).toBeTruthy();
  });
});

function testLabel(key: string): string {
  return (globalThis.__testI18n as { t: (k: string) => string }).t(key);
}
