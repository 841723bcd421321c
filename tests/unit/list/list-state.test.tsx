import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cancelledPage } from '../../../src/api/adapters';
import { ApiError } from '../../../src/api/errors';
import { signIn, site } from '../helpers';
import { listOver, makeSites, mockedSite, renderList, serverPage } from './harness';

beforeEach(() => {
  localStorage.clear();
  signIn();
});

describe('list state', () => {
  it('MUST show the error state with a Retry that loads the list again', async () => {
    const list = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ message: 'Upstream timed out', status: 503 }))
      .mockImplementation(async (query) => serverPage([site], query));
    renderList(mockedSite({ list }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The list could not be loaded')).toBeTruthy();
    expect(within(alert).getByText('Upstream timed out')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'shop' })).toBeTruthy();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('MUST show the loading state (skeleton and accessible loading text) on a first load', async () => {
    const list = vi.fn(() => new Promise<never>(() => undefined));
    renderList(mockedSite({ list }));
    expect(await screen.findByText('Loading…')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Sites' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Page 1' })).toBeNull();
  });

  it('MUST NOT show the empty state for a first read cancelled by its repeat: the list is still loading', async () => {
    const list = vi.fn(async () => cancelledPage<typeof site>());
    renderList(mockedSite({ list }));
    await waitFor(() => expect(list).toHaveBeenCalled());
    await act(async () => {
      await list.mock.results[0]!.value;
    });
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'No sites yet' })).toBeNull();
  });

  it('MUST show the empty state with the "add" action when there is no data and no search or filter', async () => {
    renderList(mockedSite({ list: listOver([]) }));
    expect(await screen.findByRole('heading', { name: 'No sites yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add your first site' }).getAttribute('href')).toBe(
      '/cdn/sites/add/web',
    );
    expect(screen.queryByText('No matches')).toBeNull();
  });

  it('MUST show the no-match state with "Clear filters" when a search or filter matches nothing', async () => {
    renderList(mockedSite({ list: listOver(makeSites(3)) }), '/cdn/sites?filter.status=error');
    expect(await screen.findByRole('heading', { name: 'No matches' })).toBeTruthy();
    expect(screen.queryByText('No sites yet')).toBeNull();
    const table = screen.getByRole('table', { name: 'Sites' });
    expect(within(table).getByRole('button', { name: 'Clear filters' })).toBeTruthy();
  });

  it('MUST show the rows, with the title cell linking to the detail page, when there is content', async () => {
    renderList(mockedSite({ list: listOver([site]) }));
    const table = await screen.findByRole('table', { name: 'Sites' });
    const link = await within(table).findByRole('link', { name: 'shop' });
    expect(link.getAttribute('href')).toBe(`/cdn/sites/${site.id}`);
    expect(within(table).getByText('Active')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });

  it('MUST show the "Add" action disabled with the reason when the user may not write', async () => {
    signIn({ permission: ['cdn:read'] });
    renderList(mockedSite({ list: listOver([site]) }));
    await screen.findByRole('link', { name: 'shop' });
    expect(screen.queryByRole('link', { name: 'Add site' })).toBeNull();
    const add = screen.getByRole('button', { name: 'Add site' });
    expect(add.hasAttribute('disabled') || add.getAttribute('aria-disabled') === 'true').toBe(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Search and filter' }));
    await user.tab({ shift: true });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Add site (not available)');
    expect(await screen.findByRole('tooltip')).toHaveProperty(
      'textContent',
      expect.stringContaining('cdn:write'),
    );
  });

  it('MUST show no "Add" action when the resource cannot be created', async () => {
    const resource = mockedSite({ list: listOver([]), create: undefined });
    renderList(resource);
    expect(await screen.findByRole('heading', { name: 'No sites yet' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Add/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
  });
});
