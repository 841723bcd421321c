import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../src/api/errors';
import { signIn } from '../helpers';
import { listOver, makeSites, mockedSite, renderList } from './harness';

beforeEach(() => {
  localStorage.clear();
  signIn();
});

const sites = makeSites(5);
const idOf = (name: string) => sites.find((s) => s.name === name)!.id;

/** A resource without the typed-count safeguard of parent resources, to keep the flow short. */
const plain = (ops: Parameters<typeof mockedSite>[0]) => mockedSite(ops, { confirmDeleteByName: false });

async function select(user: ReturnType<typeof userEvent.setup>, ...names: string[]) {
  for (const name of names) await user.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
}

describe('selection', () => {
  it('MUST offer row selection only when the user may write and the resource can delete', async () => {
    signIn({ permission: ['cdn:read'] });
    const { unmount } = renderList(plain({ list: listOver(sites) }));
    await screen.findByRole('link', { name: 'site-01' });
    expect(screen.queryByRole('checkbox')).toBeNull();
    unmount();
    signIn();
    renderList(plain({ list: listOver(sites), delete: undefined }));
    await screen.findByRole('link', { name: 'site-01' });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('MUST ask for confirmation naming how many records will be deleted before deleting', async () => {
    const remove = vi.fn().mockResolvedValue(undefined);
    renderList(plain({ list: listOver(sites), delete: remove }));
    await screen.findByRole('link', { name: 'site-01' });
    const user = userEvent.setup();
    await select(user, 'site-01', 'site-03');
    expect(screen.getByText('2 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 2 selected items?' });
    expect(within(dialog).getByText('site-01')).toBeTruthy();
    expect(within(dialog).getByText('site-03')).toBeTruthy();
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();
  });

  it('MUST ask a parent resource to type the count before deleting', async () => {
    const remove = vi.fn().mockResolvedValue(undefined);
    renderList(mockedSite({ list: listOver(sites), delete: remove }));
    await screen.findByRole('link', { name: 'site-01' });
    const user = userEvent.setup();
    await select(user, 'site-01', 'site-02');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete 2 items' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: 'Type 2 to confirm' }), '2');
    await user.click(confirm);
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(2));
  });

  it('MUST delete the selected records one by one with the route params, showing progress', async () => {
    let release: () => void = () => undefined;
    const remove = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    renderList(plain({ list: listOver(sites), delete: remove }));
    await screen.findByRole('link', { name: 'site-01' });
    const user = userEvent.setup();
    await select(user, 'site-01', 'site-02');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete 2 items' }));
    const progress = await screen.findByRole('progressbar', { name: 'Deletion progress' });
    expect(progress.getAttribute('aria-valuetext')).toBe('0 of 2');
    // One at a time: the second starts only after the first answered.
    expect(remove).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenCalledWith(
      idOf('site-01'),
      expect.objectContaining({ params: expect.any(Object) }),
    );
    release();
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(2));
    expect(
      screen.getByRole('progressbar', { name: 'Deletion progress' }).getAttribute('aria-valuetext'),
    ).toBe('1 of 2');
    expect(remove).toHaveBeenLastCalledWith(idOf('site-02'), expect.anything());
    release();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('MUST toast "Successfully deleted", revalidate the list and clear the selection when every delete succeeded', async () => {
    const remove = vi.fn().mockResolvedValue(undefined);
    const list = listOver(sites);
    renderList(plain({ list, delete: remove }));
    await screen.findByRole('link', { name: 'site-01' });
    const calls = list.mock.calls.length;
    const user = userEvent.setup();
    await select(user, 'site-01', 'site-02');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete 2 items' }));
    expect(await screen.findByText('Successfully deleted')).toBeTruthy();
    await waitFor(() => expect(list.mock.calls.length).toBeGreaterThan(calls));
    expect(screen.queryByText(/selected/)).toBeNull();
    expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
  });

  it('MUST report per record which were deleted and which failed, with the reason and request id', async () => {
    const remove = vi.fn(async (id: string) => {
      if (id === idOf('site-02')) {
        throw new ApiError({ message: 'The site has active page rules.', status: 409, requestId: 'req-77' });
      }
    });
    renderList(plain({ list: listOver(sites), delete: remove }));
    await screen.findByRole('link', { name: 'site-01' });
    const user = userEvent.setup();
    await select(user, 'site-01', 'site-02', 'site-03');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete 3 items' }));
    const report = await screen.findByRole('dialog', { name: '1 item could not be deleted' });
    expect(within(report).getByText('Deleted: 2. Failed: 1.', { exact: false })).toBeTruthy();
    const table = within(report).getByRole('table', { name: 'Result per item' });
    const rowOf = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    expect(within(rowOf('site-01')).getByText('Deleted')).toBeTruthy();
    expect(within(rowOf('site-03')).getByText('Deleted')).toBeTruthy();
    expect(within(rowOf('site-02')).getByText('Failed')).toBeTruthy();
    expect(
      within(rowOf('site-02')).getByText('The site has active page rules. · Request ID req-77'),
    ).toBeTruthy();
    expect(screen.queryByText('Successfully deleted')).toBeNull();
  });

  it('MUST keep only the records that failed selected after a partial failure', async () => {
    const remove = vi.fn(async (id: string) => {
      if (id === idOf('site-02')) throw new ApiError({ message: 'Locked', status: 423 });
    });
    renderList(plain({ list: listOver(sites), delete: remove }));
    await screen.findByRole('link', { name: 'site-01' });
    const user = userEvent.setup();
    await select(user, 'site-01', 'site-02');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete 2 items' }));
    const report = await screen.findByRole('dialog');
    await user.click(within(report).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('1 selected')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Select site-02' }) as HTMLInputElement).checked).toBe(true);
  });

  it('MUST clear the selection when the search or filters change', async () => {
    renderList(plain({ list: listOver(sites) }));
    await screen.findByRole('link', { name: 'site-01' });
    const user = userEvent.setup();
    await select(user, 'site-01');
    expect(screen.getByText('1 selected')).toBeTruthy();
    await user.type(screen.getByRole('combobox', { name: 'Search and filter' }), 'site{Enter}');
    await waitFor(() => expect(screen.queryByText('1 selected')).toBeNull());
  });
});
