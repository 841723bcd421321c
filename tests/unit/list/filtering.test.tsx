import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '../helpers';
import { listOver, makeSites, mockedSite, queries, renderList } from './harness';

beforeEach(() => {
  localStorage.clear();
  signIn();
});

const sites = makeSites(45);

describe('filtering', () => {
  it('MUST offer each field of ui.list.filters with the values its schema allows', async () => {
    renderList(mockedSite({ list: listOver(sites) }));
    await screen.findByRole('link', { name: 'site-01' });
    const user = userEvent.setup();
    const filter = screen.getByRole('combobox', { name: 'Search and filter' });
    await user.click(filter);
    expect(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Status' })).toBeTruthy();
    await user.type(filter, 'Status = ');
    const values = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(values).toEqual(['Status = Pending', 'Status = Active', 'Status = Disabled', 'Status = Error']);
  });

  it('MUST send the filters of the URL to operations.list as ListQuery.filters', async () => {
    const list = listOver(sites);
    renderList(mockedSite({ list }), '/cdn/sites?filter.status=pending');
    expect(await screen.findByRole('link', { name: 'site-02' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'site-01' })).toBeNull();
    expect(queries(list).every((q) => q.filters?.status === 'pending')).toBe(true);
    expect(screen.getByRole('list', { name: 'Active filters' }).textContent).toContain('Status = Pending');
  });

  it('MUST put an added filter in the URL as a history entry and return to page 1', async () => {
    const list = listOver(sites);
    const { router } = renderList(mockedSite({ list }), '/cdn/sites?page=2');
    await screen.findByRole('link', { name: 'site-21' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Search and filter' }), 'Status = Disabled');
    await user.click(await screen.findByRole('option', { name: 'Status = Disabled' }));
    await waitFor(() => expect(router.state.location.search).toBe('?filter.status=disabled'));
    expect(router.state.historyAction).toBe('PUSH');
    await user.keyboard('{Escape}');
    expect(list).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 1, filters: { status: 'disabled' } }),
      expect.anything(),
    );
    expect(await screen.findByRole('link', { name: 'site-03' })).toBeTruthy();
  });

  it("MUST ignore and remove a filter on an unknown field or with a value outside the field's enum", async () => {
    const list = listOver(sites);
    const { router } = renderList(
      mockedSite({ list }),
      '/cdn/sites?filter.status=melted&filter.owner=ada&sort=name',
    );
    await screen.findByRole('link', { name: 'site-45' });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name'));
    expect(queries(list).every((q) => q.filters === undefined)).toBe(true);
  });

  it("MUST treat free text typed into the filter as the list's search", async () => {
    const list = listOver(sites);
    const { router } = renderList(mockedSite({ list }));
    await screen.findByRole('link', { name: 'site-01' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Search and filter' }), 'site-07{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=site-07'));
    await user.keyboard('{Escape}');
    // The search shows as the filter's one free-text token; a new text replaces it.
    const tokens = screen.getByRole('list', { name: 'Active filters' });
    expect(within(tokens).getByText('site-07')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'site-07' })).toBeTruthy();
    await user.type(screen.getByRole('combobox', { name: 'Search and filter' }), 'site-08{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=site-08'));
    await user.keyboard('{Escape}');
    expect(within(screen.getByRole('list', { name: 'Active filters' })).queryByText('site-07')).toBeNull();
    // Removing the token clears the search.
    await user.click(screen.getByRole('button', { name: 'Remove filter site-08' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('MUST clear the search and every filter with "Clear filters"', async () => {
    const list = listOver(sites);
    const { router } = renderList(mockedSite({ list }), '/cdn/sites?q=zzz&filter.status=active');
    expect(await screen.findByText('No matches')).toBeTruthy();
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('link', { name: 'site-01' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
  });
});
