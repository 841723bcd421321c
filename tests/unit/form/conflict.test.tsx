import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { siteResource } from '../../../src/areas/cdn/resources';
import { ApiError } from '../../../src/api/errors';
import type { AnyResource } from '../../../src/engine/types';
import { renderApp, signIn, site } from '../helpers';
import { mockedSite, routesFor } from './harness';

const withEditPage = {
  routes: { ...siteResource.routes, edit: { path: '/cdn/sites/:siteId/edit', param: 'siteId' } },
};
const theirs = { ...site, name: 'theirs', origin_server_url: 'https://their-origin.example.com' };
const stale = () =>
  new ApiError({
    message: 'Precondition failed',
    status: 412,
    etag: '"e9"',
    current: theirs,
    requestId: 'r412',
  });

async function editAndSave(update: NonNullable<AnyResource['operations']['update']>) {
  const get = vi.fn().mockResolvedValue({ record: site, etag: '"e1"' });
  renderApp(`/cdn/sites/${site.id}/edit`, undefined, routesFor(mockedSite({ get, update }, withEditPage)));
  const user = userEvent.setup();
  const name = await screen.findByRole('textbox', { name: /^Name/ });
  await user.clear(name);
  await user.type(name, 'mine');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Save changes to this site?' });
  await user.click(within(confirm).getByRole('button', { name: 'Save changes' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Someone else changed this' });
  return { user, get, name, dialog };
}

beforeEach(() => signIn());

describe('conflict', () => {
  it('MUST show the conflict dialog, not an error toast, when the update answers 412', async () => {
    const update = vi.fn().mockRejectedValue(stale());
    const { dialog } = await editAndSave(update);
    expect(
      within(dialog).getByText('Someone else changed the site “theirs” after you opened it.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Overwrite' })).toBeTruthy();
    expect(screen.queryByText('Precondition failed')).toBeNull();
    expect(update).toHaveBeenCalledWith(
      site.id,
      expect.anything(),
      expect.objectContaining({ ifMatch: '"e1"' }),
    );
  });

  it("MUST on Reload discard the user's edits and load the current record and its ETag from the 412", async () => {
    const update = vi
      .fn()
      .mockRejectedValueOnce(stale())
      .mockResolvedValueOnce({ record: theirs, etag: '"e10"' });
    const { user, dialog } = await editAndSave(update);
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('theirs'),
    );
    expect((screen.getByRole('textbox', { name: /Origin server URL/ }) as HTMLInputElement).value).toBe(
      'https://their-origin.example.com',
    );
    expect(
      await screen.findByText('The current values were loaded. Your edits were discarded.'),
    ).toBeTruthy();
    // The next save goes against the current ETag.
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Save changes to this site?' });
    await user.click(within(confirm).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update).toHaveBeenLastCalledWith(
      site.id,
      expect.objectContaining({ name: 'theirs' }),
      expect.objectContaining({ ifMatch: '"e9"' }),
    );
  });

  it("MUST on Overwrite resend the user's values with If-Match set to the current ETag from the 412", async () => {
    const update = vi
      .fn()
      .mockRejectedValueOnce(stale())
      .mockResolvedValueOnce({ record: { ...site, name: 'mine' }, etag: '"e10"' });
    const { user, dialog } = await editAndSave(update);
    await user.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update).toHaveBeenLastCalledWith(
      site.id,
      expect.objectContaining({ name: 'mine', origin_server_url: site.origin_server_url }),
      expect.objectContaining({ ifMatch: '"e9"' }),
    );
    expect(await screen.findByText('Successfully updated')).toBeTruthy();
  });

  it("MUST keep the user's edits when the conflict dialog is dismissed", async () => {
    const update = vi.fn().mockRejectedValue(stale());
    const { user, name } = await editAndSave(update);
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: 'Someone else changed this' })).toBeNull(),
    );
    expect((name as HTMLInputElement).value).toBe('mine');
    expect(update).toHaveBeenCalledTimes(1);
  });
});
