import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '../helpers';
import { listOver, makeSites, mockedSite, queries, renderList, serverPage, type SiteRow } from './harness';
import { csvCell, toCsv } from '../../../src/engine/list/csv';
import { exportFileName } from '../../../src/engine/list/download';
import { exportRowCap, fetchAllRows } from '../../../src/engine/list/fetchAllRows';
import { preferencesKey } from '../../../src/engine/list/listPreferences';
import type { ListQuery } from '../../../src/engine/types';

interface Download {
  name: string;
  blob: Blob;
}

let downloads: Download[] = [];
const blobs = new Map<string, Blob>();

beforeEach(() => {
  localStorage.clear();
  signIn();
  downloads = [];
  let n = 0;
  // jsdom has no object URLs and does not follow download links: record what would be saved.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${(n += 1)}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});

afterEach(() => vi.restoreAllMocks());

const sites = makeSites(250);

async function exportAs(format: 'CSV (visible columns)' | 'JSON (all fields)') {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Export' }));
  await user.click(await screen.findByRole('menuitem', { name: format }));
  return user;
}

const textOf = async (blob: Blob) => (await blob.text()).replace(/^\uFEFF/, '');

describe('export', () => {
  it('MUST fetch every matching row through operations.list with 100 rows per request and the current search, filters and sort', async () => {
    const list = listOver(sites);
    renderList(mockedSite({ list }), '/cdn/sites?q=site&filter.status=active&sort=name&dir=asc&page=2');
    expect(await screen.findByText('21–40 of 84')).toBeTruthy();
    list.mockClear();
    await exportAs('CSV (visible columns)');
    await waitFor(() => expect(downloads).toHaveLength(1));
    const pages = queries(list);
    expect(pages).toEqual(
      [1].map((page) => ({
        page,
        perPage: 100,
        sortBy: 'name',
        sortDirection: 'asc',
        search: 'site',
        filters: { status: 'active' },
      })),
    );
    const lines = (await textOf(downloads[0]!.blob)).trimEnd().split('\r\n');
    // 84 active sites of 250, plus the header.
    expect(lines).toHaveLength(85);
    expect(await screen.findByText('Exported 84 rows')).toBeTruthy();
  });

  it('MUST fetch every matching row through operations.list with 100 rows per request and the current search, filters and sort (several pages)', async () => {
    const list = vi.fn(async (query: ListQuery, _ctx?: unknown) => serverPage(sites, query));
    const progress: number[] = [];
    const result = await fetchAllRows<SiteRow>(
      list,
      { page: 3, perPage: 20, sortBy: 'name', sortDirection: 'desc' },
      { params: { siteId: 'x' }, signal: new AbortController().signal },
      (fetched) => progress.push(fetched),
    );
    expect(list.mock.calls.map(([q]) => [q.page, q.perPage, q.sortBy])).toEqual([
      [1, 100, 'name'],
      [2, 100, 'name'],
      [3, 100, 'name'],
    ]);
    expect(list.mock.calls[0]![1]).toMatchObject({ params: { siteId: 'x' } });
    expect(progress).toEqual([100, 200, 250]);
    expect(result).toMatchObject({ total: 250, truncated: false });
    expect(result.rows).toHaveLength(250);
  });

  it('MUST stop at 10,000 rows and say that the cap cut the export', async () => {
    const many = Array.from({ length: 12_345 }, (_, i) => ({ ...sites[0]!, id: String(i), name: `s${i}` }));
    const list = vi.fn(async (query: ListQuery) => serverPage(many, query));
    const result = await fetchAllRows<SiteRow>(
      list,
      { page: 1, perPage: 20 },
      { params: {}, signal: new AbortController().signal },
      () => undefined,
    );
    expect(exportRowCap).toBe(10_000);
    expect(list).toHaveBeenCalledTimes(100);
    expect(result.rows).toHaveLength(10_000);
    expect(result).toMatchObject({ total: 12_345, truncated: true });

    renderList(mockedSite({ list }));
    await screen.findByRole('link', { name: 's0' });
    await exportAs('JSON (all fields)');
    expect(
      await screen.findByText('Exported the first 10,000 of 12,345 rows', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByText(/Narrow the search or filters/)).toBeTruthy();
    expect(JSON.parse(await textOf(downloads[0]!.blob))).toHaveLength(10_000);
  });

  it('MUST show progress and let the user cancel, downloading nothing after a cancel', async () => {
    const list = vi.fn(async (query: ListQuery, _ctx?: unknown) =>
      query.perPage === 100 && query.page === 2
        ? new Promise<never>(() => undefined)
        : serverPage(sites, query),
    );
    renderList(mockedSite({ list }));
    await screen.findByRole('link', { name: 'site-01' });
    const user = await exportAs('CSV (visible columns)');
    const bar = await screen.findByRole('progressbar', { name: 'Exporting Sites as CSV' });
    await waitFor(() => expect(bar.getAttribute('aria-valuetext')).toBe('100 of 250 rows'));
    await user.click(screen.getByRole('button', { name: 'Cancel export' }));
    expect(await screen.findByText('Export cancelled')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Exporting Sites as CSV' })).toBeNull();
    expect(list.mock.calls.at(-1)![1]).toMatchObject({ signal: expect.objectContaining({ aborted: true }) });
    expect(downloads).toHaveLength(0);
  });

  it('MUST write the visible columns in their visible order as CSV with the shown text of each value', async () => {
    localStorage.setItem(
      preferencesKey('site'),
      JSON.stringify({ columnVisibility: { cdn_url: false }, columnOrder: ['status', 'name'] }),
    );
    const row = { ...sites[0]!, status: 'pending', origin_server_url: '' };
    renderList(mockedSite({ list: listOver([row]) }));
    await screen.findByRole('link', { name: 'site-01' });
    await exportAs('CSV (visible columns)');
    await waitFor(() => expect(downloads).toHaveLength(1));
    // The UTF-8 byte-order mark (Blob.text() would decode it away).
    const bytes = new Uint8Array(await downloads[0]!.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, first] = (await textOf(downloads[0]!.blob)).split('\r\n');
    // Exactly what the table shows, in the table's order (columns missing from a saved order keep their place
    // after their neighbour).
    const shown = within(screen.getByRole('table', { name: 'Sites' }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
      .filter(Boolean);
    expect(shown).toEqual(['Status', 'Created', 'Name', 'Origin server URL']);
    expect(header).toBe(shown.join(','));
    expect(first).toMatch(/^Pending,"Jan 2, 2025, \d+:\d+ [AP]M",site-01,$/);
    expect(downloads[0]!.blob.type).toBe('text/csv;charset=utf-8');
  });

  it('MUST escape CSV cells and defuse formulas by prefixing cells that start with = + - @ with a quote', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
    expect(csvCell('a=b')).toBe('a=b');
    expect(toCsv(['A', 'B'], [['1', '=2']])).toBe("A,B\r\n1,'=2\r\n");
  });

  it('MUST write every field of every row as JSON', async () => {
    renderList(mockedSite({ list: listOver(sites) }));
    await screen.findByRole('link', { name: 'site-01' });
    await exportAs('JSON (all fields)');
    await waitFor(() => expect(downloads).toHaveLength(1));
    const rows = JSON.parse(await textOf(downloads[0]!.blob)) as SiteRow[];
    expect(rows).toHaveLength(250);
    expect(rows[0]).toEqual(sites[0]);
    expect(downloads[0]!.blob.type).toBe('application/json');
  });

  it('MUST name the file after the resource and the day', async () => {
    expect(exportFileName('site', 'csv', new Date(2026, 0, 5, 23, 59))).toBe('site-2026-01-05.csv');
    expect(exportFileName('user_group', 'json', new Date(2026, 10, 24))).toBe('user_group-2026-11-24.json');
    renderList(mockedSite({ list: listOver(sites.slice(0, 3)) }));
    await screen.findByRole('link', { name: 'site-01' });
    await exportAs('CSV (visible columns)');
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toBe(exportFileName('site', 'csv', new Date()));
    expect(within(document.body).queryByRole('link', { name: '' })).toBeNull();
  });
});
