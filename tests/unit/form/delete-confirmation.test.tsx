import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@ds/Button';
import { useDeleteResource } from '../../../src/engine/delete/useDeleteResource';
import { ApiError } from '../../../src/api/errors';
import type { AnyResource } from '../../../src/engine/types';
import { renderApp, signIn, site, testI18n } from '../helpers';
import { mockedSite, routesFor } from './harness';

function DeleteHarness({ resource, onDeleted }: { resource: AnyResource; onDeleted: () => void }) {
  const del = useDeleteResource(resource, { onDeleted });
  return (
    <>
      <Button onPress={() => del.request({ id: site.id, name: 'shop', etag: '"v3"' })}>harness delete</Button>
      {del.element}
    </>
  );
}

function setup(operations: Partial<AnyResource['operations']>, overrides: Partial<AnyResource> = {}) {
  // Sites are parents (typed name); the plain flow is tested on the same entry without that flag.
  const resource = mockedSite(operations, { confirmDeleteByName: false, ...overrides });
  const onDeleted = vi.fn();
  const utils = renderApp(
    '/parent/p1/harness',
    undefined,
    routesFor(resource, [
      {
        path: '/parent/:parentId/harness',
        element: <DeleteHarness resource={resource} onDeleted={onDeleted} />,
      },
    ]),
  );
  return { ...utils, onDeleted, user: userEvent.setup() };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'harness delete' }));
  return screen.findByRole('alertdialog');
}

beforeEach(() => signIn());

describe('delete confirmation', () => {
  it('MUST ask for confirmation in a danger-toned alert dialog before deleting anything', async () => {
    const remove = vi.fn().mockResolvedValue(undefined);
    const { user } = setup({ delete: remove });
    const dialog = await openDialog(user);
    expect(dialog.closest('[data-variant]')?.getAttribute('data-variant')).toBe('danger');
    expect(remove).not.toHaveBeenCalled();
  });

  it("MUST use the resource's own deleteConfirm texts when its locale has them, else the generic editing texts", async () => {
    const { user } = setup({ delete: vi.fn() });
    let dialog = await openDialog(user);
    expect(within(dialog).getByRole('heading', { name: 'Delete this site?' })).toBeTruthy();
    expect(within(dialog).getByText(/shop and all its settings will be removed/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    // A resource whose locale has no deleteConfirm texts nor its own delete action label.
    testI18n().addResourceBundle('en', 'resources', { thing: { plural: 'Things', singular: 'thing' } }, true);
    const generic = setup({ delete: vi.fn() }, { name: 'thing' });
    await user.click(screen.getAllByRole('button', { name: 'harness delete' })[1]!);
    dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Delete “shop”?' })).toBeTruthy();
    expect(
      within(dialog).getByText('The thing “shop” will be removed permanently. This cannot be undone.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeTruthy();
    generic.unmount();
  });

  it('MUST keep Delete disabled for a confirmDeleteByName resource until the exact name is typed', async () => {
    const remove = vi.fn().mockResolvedValue(undefined);
    const { user } = setup({ delete: remove }, { confirmDeleteByName: true });
    const dialog = await openDialog(user);
    const confirm = within(dialog).getByRole('button', { name: 'Delete site' });
    expect(confirm.hasAttribute('disabled') || confirm.getAttribute('aria-disabled') === 'true').toBe(true);
    const field = within(dialog).getByRole('textbox', { name: 'Type shop to confirm' });
    await user.type(field, 'sho');
    await user.click(confirm);
    expect(remove).not.toHaveBeenCalled();
    await user.type(field, 'p');
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    await user.click(confirm);
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
  });

  it("MUST send the delete with the route params and the record's ETag as If-Match", async () => {
    const remove = vi.fn().mockResolvedValue(undefined);
    const { user } = setup({ delete: remove });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete site' }));
    await waitFor(() =>
      expect(remove).toHaveBeenCalledWith(
        site.id,
        expect.objectContaining({ ifMatch: '"v3"', params: expect.objectContaining({ parentId: 'p1' }) }),
      ),
    );
  });

  it('MUST toast "Successfully deleted", close the dialog and call onDeleted after a successful delete', async () => {
    const { user, onDeleted } = setup({ delete: vi.fn().mockResolvedValue(undefined) });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete site' }));
    expect(await screen.findByText('Successfully deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onDeleted).toHaveBeenCalledTimes(1);
  });

  it('MUST keep the dialog open and show the error with its request id when the delete fails', async () => {
    const remove = vi
      .fn()
      .mockRejectedValue(new ApiError({ message: 'Site is locked', status: 409, requestId: 'req-del-1' }));
    const { user, onDeleted } = setup({ delete: remove });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete site' }));
    expect(await screen.findByText('Site is locked')).toBeTruthy();
    expect(screen.getByText(/req-del-1/)).toBeTruthy();
    expect(screen.getByRole('alertdialog', { name: 'Delete this site?' })).toBeTruthy();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('MUST not delete when the user cancels', async () => {
    const remove = vi.fn();
    const { user, onDeleted } = setup({ delete: remove });
    await openDialog(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
