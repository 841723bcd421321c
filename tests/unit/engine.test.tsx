import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, type RouteObject } from 'react-router-dom';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useHref, useNavigate } from 'react-router-dom';
import { siteResource } from '../../src/areas/cdn/resources';
import { resourceRoutes } from '../../src/engine/routes';
import { ApiError } from '../../src/api/errors';
import type { AnyResource } from '../../src/engine/types';
import { renderApp, signIn, site } from './helpers';
import { ToastHost } from '../../src/app/Toasts';

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

/** The site entry with its operations replaced by mocks. */
function mockedSite(operations: Partial<AnyResource['operations']>): AnyResource {
  return { ...siteResource, operations: { ...siteResource.operations, ...operations } } as AnyResource;
}

function routesFor(resource: AnyResource): RouteObject[] {
  return [
    {
      element: <Shell />,
      children: [...resourceRoutes(resource), { path: '/error-404', element: <p>not found page</p> }],
    },
  ];
}

const page = (items: unknown[]) => ({ items, page: 1, perPage: 20, total: items.length, totalPages: 1 });

// An administrator by default; tests of read-only users sign in again with fewer permissions.
beforeEach(() => signIn());

describe('ResourceListPage', () => {
  it('offers no "Add" action and no delete to a user who may only read', async () => {
    signIn({ permission: ['cdn:read'] });
    const list = vi.fn().mockResolvedValue(page([site]));
    renderApp('/cdn/sites', undefined, routesFor(mockedSite({ list })));
    expect(await screen.findByRole('link', { name: 'shop' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add site' })).toBeNull();
  });

  it('renders columns from ui.json, the status badge and a link to the detail', async () => {
    const list = vi.fn().mockResolvedValue(page([site]));
    renderApp('/cdn/sites', undefined, routesFor(mockedSite({ list })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sites' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Sites' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'CDN URL', 'Origin server URL', 'Status', 'Created']);
    const link = await within(table).findByRole('link', { name: 'shop' });
    expect(link.getAttribute('href')).toBe(`/cdn/sites/${site.id}`);
    expect(within(table).getByText('Active')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add site' }).getAttribute('href')).toBe('/cdn/sites/add/web');
    expect(list).toHaveBeenCalledWith(
      expect.objectContaining({ page: 1, perPage: 20, sortBy: 'created_at', sortDirection: 'desc' }),
      expect.anything(),
    );
  });

  it('shows the empty state without filters and the no-match state with a search', async () => {
    const list = vi.fn().mockResolvedValue(page([]));
    renderApp('/cdn/sites', undefined, routesFor(mockedSite({ list })));
    expect(await screen.findByText('No sites yet')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Search and filter' }), 'zzz{Enter}');
    expect(await screen.findByText('No matches')).toBeTruthy();
    expect(list).toHaveBeenLastCalledWith(
      expect.objectContaining({ search: 'zzz', page: 1 }),
      expect.anything(),
    );
  });

  it('shows the error state with a retry', async () => {
    const list = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ message: 'Boom', status: 500 }))
      .mockResolvedValue(page([site]));
    renderApp('/cdn/sites', undefined, routesFor(mockedSite({ list })));
    expect(await screen.findByText('The list could not be loaded')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'shop' })).toBeTruthy();
  });

  it('shows the in-place "not permitted" state with the request id on a 403, not the generic error', async () => {
    const list = vi
      .fn()
      .mockRejectedValue(
        new ApiError({ message: 'Forbidden', status: 403, kind: 'forbidden', requestId: 'req-403-list' }),
      );
    renderApp('/cdn/sites', undefined, routesFor(mockedSite({ list })));
    expect(await screen.findByRole('heading', { level: 2, name: 'Not permitted' })).toBeTruthy();
    expect(screen.getByText(/does not have permission to see this/)).toBeTruthy();
    expect(screen.getByText('Request ID')).toBeTruthy();
    expect(screen.getByText('req-403-list')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Sites' })).toBeTruthy();
    expect(screen.queryByText('The list could not be loaded')).toBeNull();
    expect(screen.queryByText('Forbidden')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add site' })).toBeNull();
  });

  it('sorts through the URL', async () => {
    const list = vi.fn().mockResolvedValue(page([site]));
    const { router } = renderApp('/cdn/sites', undefined, routesFor(mockedSite({ list })));
    await screen.findByRole('link', { name: 'shop' });
    await userEvent.setup().click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=name'));
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ sortBy: 'name' }), expect.anything());
  });
});

describe('ResourceFormPage', () => {
  it('shows validation errors on the fields and does not submit', async () => {
    const create = vi.fn();
    renderApp('/cdn/sites/add/web', undefined, routesFor(mockedSite({ create })));
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    // The <form> is a landmark named after the page.
    expect(screen.getByRole('form').getAttribute('aria-label')).toBeTruthy();
    await user.type(name, '-bad name');
    await user.click(screen.getByRole('button', { name: 'Create site' }));
    // The name's own wording of its pattern (resources:site.errors.name.pattern), not a generic sentence.
    expect(
      await screen.findByText(
        'Start with a letter or digit; then use letters, digits, spaces, dots, hyphens and underscores.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('creates, toasts "Successfully added" and opens the detail page', async () => {
    const create = vi.fn().mockResolvedValue({ ...site, name: 'blog' });
    const get = vi.fn().mockResolvedValue({ record: { ...site, name: 'blog' } });
    const { router } = renderApp('/cdn/sites/add/vod', undefined, routesFor(mockedSite({ create, get })));
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'blog');
    await user.type(screen.getByRole('textbox', { name: /Origin server URL/ }), 'https://origin.example.com');
    await user.click(screen.getByRole('button', { name: 'Create site' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/cdn/sites/${site.id}`));
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'blog', origin_server_url: 'https://origin.example.com', vod: true }),
      expect.objectContaining({ params: expect.objectContaining({ type: 'vod' }) }),
    );
    expect(await screen.findByText('Successfully added')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'blog' })).toBeTruthy();
  });

  it('puts server field errors on their fields', async () => {
    const create = vi.fn().mockRejectedValue(
      new ApiError({
        message: 'Validation failed',
        status: 409,
        fieldErrors: [{ path: '/body/name', message: 'A site with this name exists.' }],
      }),
    );
    renderApp('/cdn/sites/add/web', undefined, routesFor(mockedSite({ create })));
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'shop');
    await user.type(screen.getByRole('textbox', { name: /Origin server URL/ }), 'https://origin.example.com');
    await user.click(screen.getByRole('button', { name: 'Create site' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('A site with this name exists.')).toBeTruthy();
  });

  it('sends an unknown type to the 404 page without loading the form', async () => {
    const { router } = renderApp('/cdn/sites/add/ftp', undefined, routesFor(mockedSite({})));
    await waitFor(() => expect(router.state.location.pathname).toBe('/error-404'));
  });
});

describe('ResourceDetailPage', () => {
  it('shows sections and deletes after confirmation', async () => {
    const get = vi.fn().mockResolvedValue({ record: site });
    const del = vi.fn().mockResolvedValue(undefined);
    const list = vi.fn().mockResolvedValue(page([]));
    const { router } = renderApp(
      `/cdn/sites/${site.id}`,
      undefined,
      routesFor(mockedSite({ get, delete: del, list })),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'shop' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'General' })).toBeTruthy();
    expect(screen.getByText('https://origin.example.com')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete site' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/shop and all its settings/)).toBeTruthy();
    // Sites are parent resources: the name is typed before Delete enables (useDeleteResource).
    await user.type(within(dialog).getByRole('textbox'), 'shop');
    await user.click(within(dialog).getByRole('button', { name: /^Delete/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cdn/sites'));
    expect(del).toHaveBeenCalledWith(site.id, expect.anything());
    expect(await screen.findByText('Successfully deleted')).toBeTruthy();
  });

  it('shows the in-place "not permitted" state with the request id on a 403', async () => {
    const get = vi
      .fn()
      .mockRejectedValue(
        new ApiError({ message: 'Forbidden', status: 403, kind: 'forbidden', requestId: 'req-403-item' }),
      );
    renderApp(`/cdn/sites/${site.id}`, undefined, routesFor(mockedSite({ get })));
    expect(await screen.findByRole('heading', { level: 2, name: 'Not permitted' })).toBeTruthy();
    expect(screen.getByText('req-403-item')).toBeTruthy();
    expect(screen.getByText('Request ID')).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(screen.queryByText('Forbidden')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sites' }).getAttribute('href')).toBe('/cdn/sites');
  });

  it('keeps the generic error for other failures', async () => {
    const get = vi.fn().mockRejectedValue(new ApiError({ message: 'Boom', status: 500, requestId: 'r5' }));
    renderApp(`/cdn/sites/${site.id}`, undefined, routesFor(mockedSite({ get })));
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.queryByText('Not permitted')).toBeNull();
  });
});
