import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '../helpers';
import { listOver, makeSites, mockedSite, queries, renderList, serverPage } from './harness';
import { pageSizeOptions, readListUrl } from '../../../src/engine/list/listUrlState';
import type { ListQuery } from '../../../src/engine/types';

beforeEach(() => {
  localStorage.clear();
  signIn();
});

const sites = makeSites(45);

describe('paging', () => {
  it('MUST request the page, page size and sort named by the URL', async () => {
    const list = listOver(sites);
    renderList(mockedSite({ list }), '/cdn/sites?page=2&per_page=10&sort=name&dir=asc');
    expect(await screen.findByRole('link', { name: 'site-11' })).toBeTruthy();
    expect(list).toHaveBeenCalledWith(
      expect.objectContaining({ page: 2, perPage: 10, sortBy: 'name', sortDirection: 'asc' }),
      expect.anything(),
    );
    expect(screen.getByText('11–20 of 45')).toBeTruthy();
  });

  it('MUST fall back to the defaults for bad URL values without sending them, and take them out of the URL', async () => {
    const list = listOver(sites);
    const { router } = renderList(
      mockedSite({ list }),
      '/cdn/sites?page=abc&per_page=1000&sort=unknown&dir=sideways&filter.status=exploded&filter.colour=red&keep=1',
    );
    await screen.findByRole('link', { name: 'site-01' });
    await waitFor(() => expect(router.state.location.search).toBe('?keep=1'));
    for (const query of queries(list)) {
      expect(query).toEqual({
        page: 1,
        perPage: 20,
        sortBy: 'created_at',
        sortDirection: 'desc',
        search: undefined,
        filters: undefined,
      });
    }
    // Normalising replaces the entry: there is nothing to go back to.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('MUST fall back to the defaults for bad URL values without sending them, and take them out of the URL (negative and repeated values)', async () => {
    const list = listOver(sites);
    const { router } = renderList(mockedSite({ list }), '/cdn/sites?page=-3&per_page=30&page=2&q=%20%20');
    await screen.findByRole('link', { name: 'site-01' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(queries(list).every((q) => q.page === 1 && q.perPage === 20 && q.search === undefined)).toBe(true);
  });

  it('MUST fall back to the defaults for bad URL values without sending them, and take them out of the URL (every reader case)', () => {
    const config = {
      sortable: ['name'],
      defaultSort: { field: 'created_at', direction: 'desc' as const },
      search: true,
      perPageOptions: [10, 20, 50, 100],
      defaultPerPage: 20,
      filters: [
        { field: 'status', kind: 'enum' as const, values: ['active', 'pending'] },
        { field: 'vod', kind: 'boolean' as const, values: ['true', 'false'] },
        { field: 'owner', kind: 'text' as const },
      ],
    };
    const read = (search: string) => readListUrl(new URLSearchParams(search), config);
    for (const bad of [
      'page=0',
      'page=1.5',
      'page=1e3',
      'page=%20',
      'page=99999999',
      'per_page=-20',
      'per_page=25',
      'dir=ASC',
      'sort=created_at',
      'filter.vod=yes',
      `filter.owner=${'x'.repeat(201)}`,
      'filter.owner=%20',
    ]) {
      const { query, normalised } = read(`${bad}&keep=1`);
      expect(query, bad).toMatchObject({ page: 1, perPage: 20, sortBy: 'created_at', sortDirection: 'desc' });
      expect(query.filters, bad).toBeUndefined();
      expect(normalised?.toString(), bad).toBe('keep=1');
    }
    const good = read(
      'page=4&per_page=50&sort=name&dir=asc&q=%20shop%20&filter.status=active&filter.vod=false&filter.owner=ada',
    );
    expect(good.normalised).toBeNull();
    expect(good.query).toEqual<ListQuery>({
      page: 4,
      perPage: 50,
      sortBy: 'name',
      sortDirection: 'asc',
      search: 'shop',
      filters: { status: 'active', vod: 'false', owner: 'ada' },
    });
    // A repeated key keeps its first value.
    expect(read('page=2&page=3').normalised?.toString()).toBe('page=2');
    // No search box: q is refused.
    expect(
      readListUrl(new URLSearchParams('q=x'), { ...config, search: false }).query.search,
    ).toBeUndefined();
  });

  it('MUST go to the last page when the URL names a page past the end', async () => {
    const list = listOver(sites);
    const { router } = renderList(mockedSite({ list }), '/cdn/sites?page=9');
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    expect(await screen.findByRole('link', { name: 'site-41' })).toBeTruthy();
  });

  it('MUST make a page change a history entry, so Back returns to the previous page', async () => {
    const list = listOver(sites);
    const { router } = renderList(mockedSite({ list }));
    await screen.findByRole('link', { name: 'site-01' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'site-21' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(router.state.historyAction).toBe('PUSH');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('link', { name: 'site-01' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('MUST make one history entry per search, not one per keystroke', async () => {
    const list = listOver(sites);
    const { router } = renderList(mockedSite({ list }));
    await screen.findByRole('link', { name: 'site-01' });
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Search and filter' });
    await user.type(box, 'site-04');
    // Typing alone asks the server nothing; Enter searches.
    expect(queries(list).some((q) => q.search !== undefined)).toBe(false);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=site-04'));
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('link', { name: 'site-04' })).toBeTruthy();
    expect(
      queries(list)
        .filter((q) => q.search !== undefined)
        .map((q) => q.search),
    ).toEqual(['site-04']);
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // Back also takes the search's token away.
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull());
  });

  it('MUST make a page change a history entry, so Back returns to the previous page (pager disabled while it loads)', async () => {
    let release: () => void = () => undefined;
    const list = listOver(sites);
    renderList(mockedSite({ list }));
    await screen.findByRole('link', { name: 'site-01' });
    list.mockImplementationOnce(
      (query) =>
        new Promise((resolve) => {
          release = () => resolve(serverPage(sites, query));
        }),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 2' }));
    // The old rows stay while the next page loads; the pager waits.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true),
    );
    expect(screen.getByRole('link', { name: 'site-01' })).toBeTruthy();
    release();
    expect(await screen.findByRole('link', { name: 'site-21' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(false);
  });

  it('MUST return to page 1 when the sort, the search or the page size changes', async () => {
    const list = listOver(sites);
    const { router } = renderList(mockedSite({ list }), '/cdn/sites?page=2');
    await screen.findByRole('link', { name: 'site-21' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name&dir=asc'));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
    await user.type(screen.getByRole('combobox', { name: 'Search and filter' }), 'site{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name&dir=asc&q=site'));
  });

  it('MUST offer page sizes 10, 20, 50 and 100 next to the pager', async () => {
    const list = listOver(sites);
    const { router } = renderList(mockedSite({ list }), '/cdn/sites?page=2');
    await screen.findByRole('link', { name: 'site-21' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Rows per page/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(pageSizeOptions.map(String));
    await user.click(options[2]!);
    await waitFor(() => expect(router.state.location.search).toBe('?per_page=50'));
    expect(list).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 1, perPage: 50 }),
      expect.anything(),
    );
    expect(await screen.findByRole('link', { name: 'site-45' })).toBeTruthy();
  });
});
