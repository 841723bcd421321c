// The engine's "Change order" (src/engine/list/ReorderAction.tsx) on the list page: what it sends, and what the
// dialog keeps when the server refuses. The sortable list itself (dnd-kit, keyboard and pointer) is the design
// system's and is driven in a real browser by the firewall rules stories; here it is replaced by one "Move … up"
// button per item, so each test arranges an exact order.
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../src/api/errors';
import type { AnyResource } from '../../../src/engine/types';
import { signIn } from '../helpers';
import { listOver, makeSites, mockedSite, queries, renderList, serverPage } from './harness';
import type { ListQuery } from '../../../src/engine/types';

vi.mock('@ds/SortableList', () => ({
  preloadSortableList: () => undefined,
  SortableList: ({
    items,
    onReorder,
    ariaLabel,
    isDisabled,
    renderItem,
  }: {
    items: { id: string; label: string }[];
    onReorder: (ids: string[]) => void;
    ariaLabel: string;
    isDisabled?: boolean;
    renderItem?: (item: { id: string; label: string }, index: number) => ReactNode;
  }) => (
    <ul aria-label={ariaLabel}>
      {items.map((item, index) => (
        <li key={item.id}>
          {renderItem ? renderItem(item, index) : item.label}
          <button
            type="button"
            disabled={isDisabled || index === 0}
            onClick={() => {
              const ids = items.map((i) => i.id);
              [ids[index - 1], ids[index]] = [ids[index]!, ids[index - 1]!];
              onReorder(ids);
            }}
          >
            {`Move ${item.label} up`}
          </button>
        </li>
      ))}
    </ul>
  ),
}));

const sites = makeSites(3);
const [first, second, third] = sites as [
  (typeof sites)[number],
  (typeof sites)[number],
  (typeof sites)[number],
];

beforeEach(() => {
  localStorage.clear();
  signIn();
});

type Reorder = NonNullable<AnyResource['operations']['reorder']>;

/** The sites list with a `reorder` operation; opens "Change order" and waits for the records. */
async function openDialog(reorder: Reorder) {
  const list = listOver(sites);
  renderList(mockedSite({ list, reorder }));
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Change order' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change the order of Sites' });
  await within(dialog).findByRole('list', { name: 'Sites' });
  return { user, dialog, list };
}

/** The dialog's items as shown ("1. site-03 …"), without their buttons' text. */
const shownOrder = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('listitem')
    .map((item) => item.firstElementChild?.textContent ?? '');

/** Disabled as react-aria's Button says it (the attribute, or aria-disabled). */
const isDisabled = (element: HTMLElement) =>
  element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true';

const move = (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, label: string) =>
  user.click(within(dialog).getByRole('button', { name: `Move ${label} up` }));

describe('Change order (ReorderAction)', () => {
  it('MUST load every record in its current order, by the reorder field, for the dialog', async () => {
    const { dialog, list } = await openDialog(vi.fn<Reorder>());
    expect(shownOrder(dialog)).toEqual(['1. site-01', '2. site-02', '3. site-03']);
    expect(queries(list)).toContainEqual(
      expect.objectContaining({ page: 1, perPage: 100, sortBy: 'priority', sortDirection: 'asc' }),
    );
  });

  it('MUST send nothing when the order did not change (saved as loaded, or moved and moved back)', async () => {
    const reorder = vi.fn<Reorder>().mockResolvedValue(undefined);
    const { user, dialog } = await openDialog(reorder);
    await user.click(within(dialog).getByRole('button', { name: 'Save order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Change order' }));
    const again = await screen.findByRole('dialog', { name: 'Change the order of Sites' });
    await within(again).findByRole('list', { name: 'Sites' });
    await move(user, again, 'site-02');
    expect(shownOrder(again)).toEqual(['1. site-02', '2. site-01', '3. site-03']);
    await move(user, again, 'site-01');
    expect(shownOrder(again)).toEqual(['1. site-01', '2. site-02', '3. site-03']);
    await user.click(within(again).getByRole('button', { name: 'Save order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(reorder).not.toHaveBeenCalled();
    expect(screen.queryByText('New order saved')).toBeNull();
  });

  it('MUST send the whole order once on save, then close, confirm and read the list again', async () => {
    let resolve!: () => void;
    const reorder = vi.fn<Reorder>(() => new Promise<void>((done) => (resolve = done)));
    const { user, dialog, list } = await openDialog(reorder);
    await move(user, dialog, 'site-03');
    await move(user, dialog, 'site-03');
    expect(shownOrder(dialog)).toEqual(['1. site-03', '2. site-01', '3. site-02']);

    await user.click(within(dialog).getByRole('button', { name: 'Save order' }));
    // While the order is being saved: one call, Save is disabled and says so, the list cannot be changed.
    const saving = await within(dialog).findByRole('button', { name: 'Saving…' });
    expect(isDisabled(saving)).toBe(true);
    await user.click(saving);
    expect(isDisabled(within(dialog).getByRole('button', { name: 'Move site-01 up' }))).toBe(true);
    expect(reorder).toHaveBeenCalledTimes(1);
    expect(reorder).toHaveBeenCalledWith(
      [third.id, first.id, second.id],
      expect.objectContaining({ params: {} }),
    );

    const reads = list.mock.calls.length;
    resolve();
    expect(await screen.findByText('New order saved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(list.mock.calls.length).toBeGreaterThan(reads));
    expect(reorder).toHaveBeenCalledTimes(1);
  });

  it("MUST keep the dialog open with the server's message and the order as arranged when the save is refused", async () => {
    const refused = new ApiError({
      message: 'The order must name every rule of the site once; reload and try again.',
      status: 409,
      code: 'order_mismatch',
      requestId: 'req-reorder-409',
    });
    const reorder = vi.fn<Reorder>().mockRejectedValueOnce(refused).mockResolvedValueOnce(undefined);
    const { user, dialog } = await openDialog(reorder);
    await move(user, dialog, 'site-02');
    await move(user, dialog, 'site-03');
    const arranged = ['1. site-02', '2. site-03', '3. site-01'];
    expect(shownOrder(dialog)).toEqual(arranged);

    await user.click(within(dialog).getByRole('button', { name: 'Save order' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(
      'The order must name every rule of the site once; reload and try again.',
    );
    expect(alert.textContent).toContain('Request ID: req-reorder-409');
    expect(screen.getByRole('dialog', { name: 'Change the order of Sites' })).toBe(dialog);
    expect(shownOrder(dialog)).toEqual(arranged);
    expect(isDisabled(within(dialog).getByRole('button', { name: 'Save order' }))).toBe(false);
    expect(isDisabled(within(dialog).getByRole('button', { name: 'Move site-01 up' }))).toBe(false);
    expect(screen.queryByText('New order saved')).toBeNull();
    expect(reorder).toHaveBeenCalledTimes(1);

    // Saving again sends the same arranged order (once more) and closes.
    await user.click(within(dialog).getByRole('button', { name: 'Save order' }));
    expect(await screen.findByText('New order saved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(reorder).toHaveBeenCalledTimes(2);
    expect(reorder.mock.calls[1]![0]).toEqual([second.id, third.id, first.id]);
    expect(reorder.mock.calls[0]![0]).toEqual(reorder.mock.calls[1]![0]);
  });

  it('MUST stay closed when closed before the records are loaded (their late answer does not reopen it)', async () => {
    // The table's reads answer at once; the dialog's read (every record by priority) waits to be released.
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    const list = vi.fn(async (query: ListQuery) => {
      if (query.perPage === 100 && query.sortBy === 'priority') await held;
      return serverPage(sites, query);
    });
    renderList(mockedSite({ list, reorder: vi.fn<Reorder>() }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the order of Sites' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    release();
    await held;
    await new Promise((done) => setTimeout(done, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    // And it opens again as usual.
    await user.click(screen.getByRole('button', { name: 'Change order' }));
    const again = await screen.findByRole('dialog', { name: 'Change the order of Sites' });
    expect(await within(again).findByRole('list', { name: 'Sites' })).toBeTruthy();
  });
});
