import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '../helpers';
import { listOver, makeSites, mockedSite, renderList } from './harness';
import { parsePreferences, preferencesKey } from '../../../src/engine/list/listPreferences';

beforeEach(() => {
  localStorage.clear();
  signIn();
});

const sites = makeSites(30);
const key = preferencesKey('site');
const headers = () =>
  within(screen.getByRole('table', { name: 'Sites' }))
    .getAllByRole('columnheader')
    .map((h) => h.textContent)
    .filter(Boolean);

describe('list preferences', () => {
  it('MUST remember hidden columns per resource and apply them on the next visit', async () => {
    const { unmount } = renderList(mockedSite({ list: listOver(sites) }));
    await screen.findByRole('link', { name: 'site-01' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const panel = await screen.findByRole('dialog', { name: 'Columns' });
    await user.click(await within(panel).findByRole('checkbox', { name: 'CDN URL' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(headers()).not.toContain('CDN URL'));
    expect(JSON.parse(localStorage.getItem(key)!).columnVisibility).toMatchObject({ cdn_url: false });
    unmount();
    renderList(mockedSite({ list: listOver(sites) }));
    await screen.findByRole('link', { name: 'site-01' });
    expect(headers()).toEqual(['Name', 'Origin server URL', 'Status', 'Created']);
    // Another resource's list keeps its own entry.
    expect(localStorage.getItem(preferencesKey('user_group'))).toBeNull();
  });

  it('MUST remember the column order per resource and apply it on the next visit', async () => {
    const { unmount } = renderList(mockedSite({ list: listOver(sites) }));
    await screen.findByRole('link', { name: 'site-01' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const panel = await screen.findByRole('dialog', { name: 'Columns' });
    // Keyboard reordering (Space lifts, an arrow moves, Space drops); jsdom has no layout, so where the
    // column lands is dnd-kit's business: what matters is that the new order is stored and comes back.
    (await within(panel).findByRole('button', { name: 'Move column Status' })).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowUp}');
    await user.keyboard(' ');
    const defaultOrder = ['name', 'cdn_url', 'origin_server_url', 'status', 'created_at'];
    await waitFor(() => expect(localStorage.getItem(key)).toContain('columnOrder'));
    const stored = JSON.parse(localStorage.getItem(key)!).columnOrder as string[];
    expect(stored).not.toEqual(defaultOrder);
    expect([...stored].sort()).toEqual([...defaultOrder].sort());
    unmount();
    renderList(mockedSite({ list: listOver(sites) }));
    await screen.findByRole('link', { name: 'site-01' });
    const labels: Record<string, string> = {
      name: 'Name',
      cdn_url: 'CDN URL',
      origin_server_url: 'Origin server URL',
      status: 'Status',
      created_at: 'Created',
    };
    expect(headers()).toEqual(stored.map((id) => labels[id]));
  });

  it('MUST remember the page size per resource and use it when the URL names none', async () => {
    localStorage.setItem(key, JSON.stringify({ perPage: 10 }));
    const list = listOver(sites);
    renderList(mockedSite({ list }));
    await screen.findByRole('link', { name: 'site-01' });
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ perPage: 10 }), expect.anything());
    expect(screen.queryByRole('link', { name: 'site-11' })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Rows per page/ }));
    await user.click(await screen.findByRole('option', { name: '50' }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(key)!).perPage).toBe(50));
  });

  it('MUST remember the row density per resource', async () => {
    const { unmount, container } = renderList(mockedSite({ list: listOver(sites) }));
    await screen.findByRole('link', { name: 'site-01' });
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Compact' }));
    await waitFor(() => expect(container.querySelector('[data-density="compact"]')).toBeTruthy());
    unmount();
    const again = renderList(mockedSite({ list: listOver(sites) }));
    await screen.findByRole('link', { name: 'site-01' });
    expect(again.container.querySelector('[data-density="compact"]')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Compact' }).getAttribute('aria-checked')).toBe('true');
  });

  it('MUST ignore corrupt or wrongly shaped stored preferences and keep working with the defaults', async () => {
    localStorage.setItem(key, '{"columnVisibility": {"cdn_url": fals');
    const list = listOver(sites);
    const { unmount } = renderList(mockedSite({ list }));
    await screen.findByRole('link', { name: 'site-01' });
    expect(headers()).toEqual(['Name', 'CDN URL', 'Origin server URL', 'Status', 'Created']);
    unmount();
    expect(
      parsePreferences(
        JSON.stringify({ columnVisibility: ['x'], columnOrder: [1, 2], perPage: 1e9, density: 'huge' }),
      ),
    ).toEqual({});
    expect(parsePreferences('null')).toEqual({});
    expect(
      parsePreferences(JSON.stringify({ columnVisibility: { a: false, b: 'no' }, density: 'compact' })),
    ).toEqual({
      columnVisibility: { a: false },
      density: 'compact',
    });
    localStorage.setItem(key, JSON.stringify({ perPage: 'many', columnOrder: 'name' }));
    renderList(mockedSite({ list }));
    await screen.findByRole('link', { name: 'site-01' });
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ perPage: 20 }), expect.anything());
  });
});
