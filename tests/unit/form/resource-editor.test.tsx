import { lazy } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { siteResource } from '../../../src/areas/cdn/resources';
import { ApiError } from '../../../src/api/errors';
import type { AnyResource, ResourceDialogProps } from '../../../src/engine/types';
import { renderApp, signIn, site } from '../helpers';
import { drawerSite, mockedSite, routesFor } from './harness';
import { EditorHarness } from './EditorHarness';

function host(resource: AnyResource) {
  const utils = renderApp(
    '/host',
    undefined,
    routesFor(resource, [{ path: '/host', element: <EditorHarness resource={resource} id={site.id} /> }]),
  );
  return { ...utils, user: userEvent.setup() };
}

async function confirm(user: ReturnType<typeof userEvent.setup>, button: string) {
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: button }));
}

beforeEach(() => signIn());

describe('useResourceEditor', () => {
  it('navigates to the create, edit and duplicate pages when the resource has them', async () => {
    const withPages = mockedSite(
      { get: vi.fn().mockResolvedValue({ record: site, etag: '"e1"' }), update: vi.fn(), create: vi.fn() },
      { routes: { ...siteResource.routes, edit: { path: '/cdn/sites/:siteId/edit', param: 'siteId' } } },
    );
    const { user, router } = host(withPages);
    await user.click(await screen.findByRole('button', { name: 'harness add' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cdn/sites/add/web'));
    // Let the (lazily loaded) form page settle before leaving it.
    await screen.findByRole('textbox', { name: /^Name/ });
    await router.navigate('/host');
    await user.click(await screen.findByRole('button', { name: 'harness edit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/cdn/sites/${site.id}/edit`));
    await screen.findByRole('textbox', { name: /^Name/ });
    await router.navigate('/host');
    await user.click(await screen.findByRole('button', { name: 'harness duplicate' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?duplicate=${site.id}`));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('edits on the detail page a resource added on a page when it has no edit route: same container as adding', async () => {
    const get = vi.fn().mockResolvedValue({ record: site, etag: '"e1"' });
    const update = vi.fn().mockResolvedValue({ record: { ...site, name: 'shop-2' }, etag: '"e2"' });
    // The site's own routes: an add page, a detail page, no edit route.
    const onPages = mockedSite({ get, update }, { screens: undefined });
    const { user, router } = host(onPages);
    await user.click(await screen.findByRole('button', { name: 'harness edit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/cdn/sites/${site.id}`));
    expect(router.state.location.search).toBe('?mode=edit');
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((name as HTMLInputElement).value).toBe('shop');
    // Cancel returns to the record, not to the list.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe(`/cdn/sites/${site.id}`);

    await router.navigate(`/cdn/sites/${site.id}?mode=edit`);
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), '-2');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await confirm(user, 'Save changes');
    await waitFor(() => expect(update).toHaveBeenCalledWith(site.id, expect.anything(), expect.anything()));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe(`/cdn/sites/${site.id}`);
  });

  it('creates in a drawer without a create page: confirmation, "Successfully added", drawer closes', async () => {
    const create = vi.fn().mockResolvedValue(site);
    const { user, router } = host(drawerSite({ create, get: vi.fn() }));
    await user.click(await screen.findByRole('button', { name: 'harness add' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add site' });
    await user.type(await within(drawer).findByRole('textbox', { name: /^Name/ }), 'blog');
    await user.type(
      within(drawer).getByRole('textbox', { name: /Origin server URL/ }),
      'https://o.example.com',
    );
    await user.click(within(drawer).getByRole('button', { name: 'Create site' }));
    await confirm(user, 'Add');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add site' })).toBeNull());
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ name: 'blog' }), expect.anything());
    expect(await screen.findByText('Successfully added')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/host');
  });

  it('edits in a drawer without an edit page: loads the record, updates with If-Match, handles a 412', async () => {
    const get = vi.fn().mockResolvedValue({ record: site, etag: '"e1"' });
    const update = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ message: 'stale', status: 412, etag: '"e2"', current: site }))
      .mockResolvedValueOnce({ record: site, etag: '"e3"' });
    const { user } = host(drawerSite({ get, update }));
    await user.click(await screen.findByRole('button', { name: 'harness edit' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit site' });
    const name = await within(drawer).findByRole('textbox', { name: /^Name/ });
    expect((name as HTMLInputElement).value).toBe('shop');
    await user.type(name, '-2');
    await user.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    await confirm(user, 'Save changes');
    const conflict = await screen.findByRole('alertdialog', { name: 'Someone else changed this' });
    expect(update).toHaveBeenCalledWith(
      site.id,
      expect.anything(),
      expect.objectContaining({ ifMatch: '"e1"' }),
    );
    await user.click(within(conflict).getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update).toHaveBeenLastCalledWith(
      site.id,
      expect.objectContaining({ name: 'shop-2' }),
      expect.objectContaining({ ifMatch: '"e2"' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit site' })).toBeNull());
    expect(await screen.findByText('Successfully updated')).toBeTruthy();
  });

  it('duplicates in a drawer, prefilled from the record', async () => {
    const get = vi.fn().mockResolvedValue({ record: site, etag: '"e1"' });
    const { user } = host(drawerSite({ get, create: vi.fn() }));
    await user.click(await screen.findByRole('button', { name: 'harness duplicate' }));
    const drawer = await screen.findByRole('dialog', { name: 'Duplicate shop' });
    expect((within(drawer).getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('shop');
    expect(get).toHaveBeenCalledWith(site.id, expect.anything());
  });

  it('creates in the resource’s own dialog when it has one; duplicating still opens the drawer', async () => {
    const create = vi.fn();
    const get = vi.fn().mockResolvedValue({ record: site, etag: '"e1"' });
    const OwnDialog = lazy(async () => ({
      default: ({ resource, onClose }: ResourceDialogProps) => (
        <div role="dialog" aria-label={`own ${resource.name} dialog`}>
          <button type="button" onClick={onClose}>
            done
          </button>
        </div>
      ),
    }));
    const resource = drawerSite({ get, create });
    const { user } = host({ ...resource, screens: { createDialog: OwnDialog } });
    await user.click(await screen.findByRole('button', { name: 'harness add' }));
    const dialog = await screen.findByRole('dialog', { name: `own ${resource.name} dialog` });
    expect(screen.queryByRole('dialog', { name: 'Add site' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'harness duplicate' }));
    expect(await screen.findByRole('dialog', { name: 'Duplicate shop' })).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('offers nothing to a user who may only read, and says why', async () => {
    signIn({ permission: ['cdn:read'] });
    host(drawerSite({ get: vi.fn(), create: vi.fn(), update: vi.fn() }));
    expect(await screen.findByText('harness page')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'harness add' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'harness edit' })).toBeNull();
    expect(screen.getByText(/cdn:write/)).toBeTruthy();
  });
});
