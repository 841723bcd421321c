import { useEffect, useMemo, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataTable, getDataTableStatus } from '.';
import type { DataTableColumn, DataTableProps, DataTableSort, DataTableStrings } from '.';
import { DataTableColumnSettings } from './DataTableColumnSettings';
import { DataTableRowWindow } from './DataTableRowWindow';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Pagination } from '../Pagination';
import { PropertyFilter } from '../PropertyFilter';
import type { PropertyFilterProperty, PropertyFilterToken } from '../PropertyFilter';

interface Site {
  id: string;
  domain: string;
  status: 'active' | 'pending' | 'suspended';
  origin: string;
  requests: number;
}

const SITES: Site[] = [
  { id: 's-1', domain: 'shop.example.com', status: 'active', origin: '203.0.113.10', requests: 182340 },
  {
    id: 's-2',
    domain: 'api.example.com',
    status: 'active',
    origin: 'origin-api.example.net',
    requests: 96211,
  },
  { id: 's-3', domain: 'static.example.org', status: 'pending', origin: '198.51.100.7', requests: 0 },
  {
    id: 's-4',
    domain: 'video.example.vn',
    status: 'suspended',
    origin: 'vod-origin.example.vn',
    requests: 5120,
  },
  { id: 's-5', domain: 'blog.example.de', status: 'active', origin: '192.0.2.44', requests: 24577 },
];

// Twenty-four deterministic rows for the sticky header and paging examples.
const MANY_SITES: Site[] = Array.from({ length: 24 }, (_, i) => ({
  id: `m-${i + 1}`,
  domain: `edge-${String(i + 1).padStart(2, '0')}.example.com`,
  status: (['active', 'pending', 'suspended'] as const)[i % 3] ?? 'active',
  origin: `198.51.100.${i + 10}`,
  requests: ((i * 7919) % 100000) + 100,
}));

const STATUS_TONE = { active: 'success', pending: 'warning', suspended: 'danger' } as const;
const STATUS_TEXT = { active: 'Active', pending: 'Pending', suspended: 'Suspended' } as const;

const COLUMNS: DataTableColumn<Site>[] = [
  { id: 'domain', header: 'Domain', cell: (s) => s.domain, isSortable: true, isRowHeader: true },
  {
    id: 'status',
    header: 'Status',
    cell: (s) => <Badge tone={STATUS_TONE[s.status]}>{STATUS_TEXT[s.status]}</Badge>,
  },
  { id: 'origin', header: 'Origin', cell: (s) => s.origin },
  {
    id: 'requests',
    header: 'Requests (24 h)',
    cell: (s) => s.requests.toLocaleString('en-US'),
    isSortable: true,
    align: 'end',
  },
];

const STRINGS: DataTableStrings = {
  loading: 'Loading sites…',
  errorTitle: 'Sites could not be loaded',
  errorDescription: 'The server did not answer. Request id 7f3a-19c2.',
  emptyTitle: 'No sites yet',
  emptyDescription: 'Add a site to put it behind the CDN.',
  noMatchTitle: 'No sites match the filters',
  noMatchDescription: 'Try another search or clear the filters.',
};

function sortSites(rows: Site[], sort: DataTableSort | undefined): Site[] {
  if (!sort) return rows;
  const factor = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const key = sort.columnId as keyof Site;
    const x = a[key];
    const y = b[key];
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * factor;
    return String(x).localeCompare(String(y), 'en') * factor;
  });
}

/** Keeps the sort in local state (as a list page would in the URL) and reports every change. */
function SortedTable(props: DataTableProps<Site>) {
  const [sort, setSort] = useState<DataTableSort | undefined>(props.sort);
  const rows = useMemo(() => sortSites(props.rows, sort), [props.rows, sort]);
  return (
    <DataTable
      {...props}
      rows={rows}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        props.onSortChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Data/DataTable',
  component: DataTable,
  args: {
    columns: COLUMNS,
    rows: SITES,
    getRowId: (s: Site) => s.id,
    ariaLabel: 'Sites',
    status: 'content',
    strings: STRINGS,
    sort: { columnId: 'domain', direction: 'ascending' },
    onSortChange: fn(),
  },
  render: (args) => <SortedTable {...(args as DataTableProps<Site>)} />,
} satisfies Meta<DataTableProps<Site>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Sites' });
    const domainHeader = within(table).getByRole('columnheader', { name: /Domain/ });
    await expect(domainHeader).toHaveAttribute('aria-sort', 'ascending');
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(SITES.length + 1);
    await expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('api.example.com');

    // Pointer: the same header again flips the direction.
    await userEvent.click(within(domainHeader).getByRole('button'));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ columnId: 'domain', direction: 'descending' });
    await expect(domainHeader).toHaveAttribute('aria-sort', 'descending');

    // Keyboard: Tab reaches the sort buttons in order; Enter sorts another column ascending.
    await userEvent.click(canvasElement);
    const requestsHeader = within(table).getByRole('columnheader', { name: /Requests/ });
    within(domainHeader).getByRole('button').focus();
    await userEvent.tab();
    await expect(within(requestsHeader).getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      columnId: 'requests',
      direction: 'ascending',
    });
    await expect(requestsHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(domainHeader).toHaveAttribute('aria-sort', 'none');
    await userEvent.keyboard(' ');
    await expect(requestsHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(within(within(table).getAllByRole('row')[1]!).getByRole('rowheader')).toHaveTextContent(
      'shop.example.com',
    );
    // Columns that are not sortable have no aria-sort.
    await expect(within(table).getByRole('columnheader', { name: 'Status' })).not.toHaveAttribute(
      'aria-sort',
    );
  },
};

export const Loading: Story = {
  args: { status: 'loading', rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Sites' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading sites…');
    // Skeleton rows are hidden from assistive technology; only the header row is exposed.
    await expect(within(table).getAllByRole('row')).toHaveLength(1);
    // Sorting is disabled while loading.
    await expect(within(table).getByRole('button', { name: /Domain/ })).toBeDisabled();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', rows: [] },
  render: function ErrorStory(args) {
    const [retries, setRetries] = useState(0);
    return (
      <>
        <SortedTable
          {...(args as DataTableProps<Site>)}
          errorAction={
            <Button variant="normal" onPress={() => setRetries((n) => n + 1)}>
              Retry
            </Button>
          }
        />
        <p data-testid="retries">{`Retries: ${retries}`}</p>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Sites could not be loaded');
    await expect(canvas.getByRole('heading', { name: 'Sites could not be loaded' })).toBeInTheDocument();
    const retry = canvas.getByRole('button', { name: 'Retry' });
    await userEvent.click(retry);
    await expect(canvas.getByTestId('retries')).toHaveTextContent('Retries: 1');
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('retries')).toHaveTextContent('Retries: 2');
  },
};

export const Empty: Story = {
  args: {
    status: 'empty',
    rows: [],
    emptyAction: <Button variant="primary">Add site</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No sites yet' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add site' })).toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const NoMatch: Story = {
  args: {
    status: 'noMatch',
    rows: [],
    noMatchAction: <Button variant="normal">Clear filters</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No sites match the filters' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
    await expect(canvas.queryByText('No sites yet')).toBeNull();
  },
};

export const RowAction: Story = {
  args: { onRowAction: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'shop.example.com' }));
    await expect(args.onRowAction).toHaveBeenLastCalledWith('s-1');
    canvas.getByRole('button', { name: 'api.example.com' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith('s-2');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'blog.example.de' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onRowAction).toHaveBeenLastCalledWith('s-5');
  },
};

export const Compact: Story = {
  args: { density: 'compact' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-density="compact"]')).not.toBeNull();
  },
};

export const StickyHeader: Story = {
  args: { rows: MANY_SITES, maxHeight: '320px', sort: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Sites' });
    const header = canvas.getByRole('columnheader', { name: /Domain/ });
    // The region scrolls (and is reachable by keyboard to scroll); the header stays at its top.
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    region.focus();
    await expect(region).toHaveFocus();
    region.scrollTop = 200;
    await waitFor(() =>
      expect(Math.round(header.getBoundingClientRect().top)).toBe(
        Math.round(region.getBoundingClientRect().top),
      ),
    );
    region.scrollTop = 0;
  },
};

const PAGE_SIZE = 5;

/** A list page in miniature: status precedence, sort, paging (all on fixed data). */
function ListExample({ hasError, isLoading }: { hasError: boolean; isLoading: boolean }) {
  const [sort, setSort] = useState<DataTableSort>({ columnId: 'requests', direction: 'descending' });
  const [page, setPage] = useState(1);
  const sorted = sortSites(MANY_SITES, sort);
  const pageCount = Math.ceil(sorted.length / PAGE_SIZE);
  const rows = sorted.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const status = getDataTableStatus({ hasError, isLoading, hasRows: rows.length > 0, hasFilters: false });
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <DataTable
        columns={COLUMNS}
        rows={rows}
        getRowId={(s) => s.id}
        ariaLabel="Sites"
        status={status}
        strings={STRINGS}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
      />
      <Pagination
        page={page}
        pageCount={pageCount}
        onPageChange={setPage}
        isDisabled={status === 'loading'}
        strings={{
          label: 'Sites pages',
          previous: 'Previous page',
          next: 'Next page',
          pageLabel: (n) => `Page ${n}`,
        }}
      />
    </div>
  );
}

export const Examples: Story = {
  render: () => <ListExample hasError={false} isLoading={false} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Sites' });
    await expect(within(table).getAllByRole('row')).toHaveLength(PAGE_SIZE + 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // A new sort goes back to page 1.
    await userEvent.click(within(table).getByRole('button', { name: /Domain/ }));
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(within(within(table).getAllByRole('row')[1]!).getByRole('rowheader')).toHaveTextContent(
      'edge-01.example.com',
    );
  },
};

export const StatusPrecedence: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <ListExample hasError isLoading />
    </div>
  ),
  play: async ({ canvasElement }) => {
    // error wins over loading
    await expect(within(canvasElement).getByRole('alert')).toBeInTheDocument();
    await expect(
      getDataTableStatus({ hasError: false, isLoading: true, hasRows: false, hasFilters: true }),
    ).toBe('loading');
    await expect(
      getDataTableStatus({ hasError: false, isLoading: true, hasRows: true, hasFilters: false }),
    ).toBe('content');
    await expect(
      getDataTableStatus({ hasError: false, isLoading: false, hasRows: false, hasFilters: true }),
    ).toBe('noMatch');
    await expect(
      getDataTableStatus({ hasError: false, isLoading: false, hasRows: false, hasFilters: false }),
    ).toBe('empty');
  },
};

// ─── Filtering on the server ───────────────────────────────────────────────────────────────────────────

const FILTER_PROPERTIES: PropertyFilterProperty[] = [
  {
    key: 'status',
    label: 'Status',
    operators: ['=', '!='],
    values: (['active', 'pending', 'suspended'] as const).map((value) => ({
      value,
      label: STATUS_TEXT[value],
    })),
  },
  { key: 'domain', label: 'Domain', operators: [':', '!:', '='] },
  { key: 'origin', label: 'Origin', operators: [':', '!:', '='] },
];

const FILTER_STRINGS = {
  label: 'Filter sites',
  placeholder: 'Filter by property or text',
  tokens: 'Active filters',
  clearFilters: 'Clear filters',
  removeToken: (t: string) => `Remove filter ${t}`,
  useText: (t: string) => `Use: "${t}"`,
  operators: { '=': 'Equals', '!=': 'Does not equal', ':': 'Contains', '!:': 'Does not contain' },
};

function matchesToken(site: Site, token: PropertyFilterToken): boolean {
  const key = token.propertyKey as keyof Site | undefined;
  // Free text searches the domain and the origin, as the list endpoint's `q` parameter does.
  const field = (key ? String(site[key]) : `${site.domain} ${site.origin}`).toLowerCase();
  const value = token.value.toLowerCase();
  if (token.operator === '=') return field === value;
  if (token.operator === '!=') return field !== value;
  if (token.operator === ':') return field.includes(value);
  return !field.includes(value);
}

interface SiteQuery {
  tokens: readonly PropertyFilterToken[];
  sort: DataTableSort;
  page: number;
}

/** Stands in for the list endpoint: filters, sorts and pages on the "server" and answers a moment later. */
function querySites({ tokens, sort, page }: SiteQuery): Promise<{ rows: Site[]; total: number }> {
  const matching = sortSites(
    MANY_SITES.filter((site) => tokens.every((token) => matchesToken(site, token))),
    sort,
  );
  const rows = matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return new Promise((resolve) => setTimeout(() => resolve({ rows, total: matching.length }), 40));
}

/** A list page whose filter, sort and page go to the server; the table shows only what came back. */
function ServerFilteredList() {
  const [tokens, setTokens] = useState<readonly PropertyFilterToken[]>([]);
  const [sort, setSort] = useState<DataTableSort>({ columnId: 'domain', direction: 'ascending' });
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<{ query: SiteQuery; rows: Site[]; total: number } | null>(null);
  const filterRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const query = { tokens, sort, page };
    let isCurrent = true;
    void querySites(query).then((answer) => {
      if (isCurrent) setResult({ query, ...answer });
    });
    return () => {
      isCurrent = false;
    };
  }, [tokens, sort, page]);

  const isLoading =
    result === null ||
    result.query.tokens !== tokens ||
    result.query.sort !== sort ||
    result.query.page !== page;
  const rows = result?.rows ?? [];
  const status = getDataTableStatus({
    hasError: false,
    isLoading,
    hasRows: rows.length > 0,
    hasFilters: tokens.length > 0,
  });
  const filter = (next: readonly PropertyFilterToken[]) => {
    setTokens(next);
    setPage(1);
  };

  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div ref={filterRef}>
        <PropertyFilter
          properties={FILTER_PROPERTIES}
          tokens={tokens}
          onChange={filter}
          strings={FILTER_STRINGS}
        />
      </div>
      <DataTable
        columns={COLUMNS}
        rows={rows}
        getRowId={(s) => s.id}
        ariaLabel="Sites"
        status={status}
        strings={STRINGS}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        noMatchAction={
          <Button
            variant="normal"
            onPress={() => {
              filter([]);
              // The button goes away with the state; focus goes where the filters are made.
              filterRef.current?.querySelector('input')?.focus();
            }}
          >
            Clear filters
          </Button>
        }
      />
      <Pagination
        page={page}
        pageCount={Math.max(1, Math.ceil((result?.total ?? 0) / PAGE_SIZE))}
        onPageChange={setPage}
        isDisabled={status === 'loading'}
        strings={{
          label: 'Sites pages',
          previous: 'Previous page',
          next: 'Next page',
          pageLabel: (n) => `Page ${n}`,
        }}
      />
    </div>
  );
}

/** Tab until `target` has focus (the tab stops in between are the table's own), failing after a few. */
async function tabTo(target: HTMLElement) {
  for (let i = 0; i < 10 && document.activeElement !== target; i++) await userEvent.tab();
  await expect(target).toHaveFocus();
}

export const ServerFiltering: Story = {
  render: () => <ServerFilteredList />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Sites' });
    const domains = () =>
      within(table)
        .queryAllByRole('rowheader')
        .map((cell) => cell.textContent);
    const pages = () => canvas.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);
    await waitFor(() => expect(domains()).toHaveLength(PAGE_SIZE));
    await expect(pages()).toEqual(['1', '2', '3', '4', '5']);

    // Keyboard: Tab into the filter and type a whole token; the server answers with the matching rows only.
    await userEvent.tab();
    const input = canvas.getByRole('combobox', { name: 'Filter sites' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Status = Suspended{Enter}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(domains()).toEqual([
        'edge-03.example.com',
        'edge-06.example.com',
        'edge-09.example.com',
        'edge-12.example.com',
        'edge-15.example.com',
      ]),
    );
    await expect(within(table).getAllByText('Suspended')).toHaveLength(PAGE_SIZE);
    await expect(pages()).toEqual(['1', '2']);
    // The second page of the filtered result, by keyboard.
    await tabTo(canvas.getByRole('button', { name: 'Page 2' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(domains()).toEqual(['edge-18.example.com', 'edge-21.example.com', 'edge-24.example.com']),
    );

    // A second token that nothing matches: the no-match state, and its Clear filters brings the rows back.
    input.focus();
    await userEvent.keyboard('edge-05{Enter}');
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByRole('heading', { name: 'No sites match the filters' })).toBeVisible();
    await expect(domains()).toEqual([]);
    await expect(pages()).toEqual(['1']);
    // (The filter has its own Clear filters button; this is the one in the table's no-match state.)
    const clear = within(table).getByRole('button', { name: 'Clear filters' });
    await tabTo(clear);
    await userEvent.keyboard('{Enter}');
    // Focus is back in the filter, whose suggestions open on focus (hiding the page from assistive
    // technology while open): Escape closes them.
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(domains()).toEqual([
        'edge-01.example.com',
        'edge-02.example.com',
        'edge-03.example.com',
        'edge-04.example.com',
        'edge-05.example.com',
      ]),
    );
    await expect(canvas.queryByRole('heading', { name: 'No sites match the filters' })).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Active filters' })).toBeNull();
    await expect(pages()).toEqual(['1', '2', '3', '4', '5']);
  },
};

// ─── Optional features ──────────────────────────────────────────────────────────────────────────────────

const FEATURE_STRINGS: DataTableStrings = {
  ...STRINGS,
  selectAll: 'Select all sites on this page',
  selectRow: (label) => `Select ${label}`,
  selectedCount: (n) => (n === 1 ? '1 site selected' : `${n} sites selected`),
  rowActions: (label) => `Actions for ${label}`,
};

// Typed loosely, since Storybook merges the args of the generic component as `unknown` rows.
const siteLabel = (s: unknown) => (s as Site).domain;

interface Edge {
  id: string;
  name: string;
  region: string;
  hits: number;
}

const REGIONS = ['ap-southeast-1', 'eu-central-1', 'us-east-1', 'ap-northeast-2'];

// 50,000 deterministic rows: row i is named site-i.
const EDGES: Edge[] = Array.from({ length: 50_000 }, (_, i) => ({
  id: `e-${i}`,
  name: `site-${i}`,
  region: REGIONS[i % REGIONS.length] ?? 'us-east-1',
  hits: (i * 7919) % 1_000_003,
}));

const EDGE_COLUMNS: DataTableColumn<Edge>[] = [
  { id: 'name', header: 'Name', cell: (e) => e.name, isRowHeader: true },
  { id: 'region', header: 'Region', cell: (e) => e.region },
  { id: 'hits', header: 'Hits', cell: (e) => e.hits.toLocaleString('en-US'), align: 'end' },
];

const ROW_HEIGHT = 48;

export const Virtualized: Story = {
  render: () => (
    <DataTable
      columns={EDGE_COLUMNS}
      rows={EDGES}
      getRowId={(e) => e.id}
      ariaLabel="Edge sites"
      status="content"
      strings={STRINGS}
      virtualize={{ rowHeight: ROW_HEIGHT, height: 360, rowWindow: DataTableRowWindow }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Edge sites' });
    const region = canvas.getByRole('region', { name: 'Edge sites' });
    const header = within(table).getByRole('columnheader', { name: 'Name' });
    await expect(table).toHaveAttribute('aria-rowcount', String(EDGES.length + 1));
    await expect(header.closest('tr')).toHaveAttribute('aria-rowindex', '1');
    await expect(table.querySelectorAll('tr').length).toBeLessThanOrEqual(100);
    await expect(within(table).getByRole('rowheader', { name: 'site-0' }).closest('tr')).toHaveAttribute(
      'aria-rowindex',
      '2',
    );

    const scrollToRow = async (index: number) => {
      region.scrollTop = index * ROW_HEIGHT;
      const cell = await within(table).findByRole('rowheader', { name: `site-${index}` });
      const row = cell.closest('tr');
      await expect(row).toHaveAttribute('aria-rowindex', String(index + 2));
      await expect(row).toHaveTextContent(EDGES[index]!.region);
      await expect(row).toHaveTextContent(EDGES[index]!.hits.toLocaleString('en-US'));
      await expect(table.querySelectorAll('tr').length).toBeLessThanOrEqual(100);
      // The header stays at the top of the scroll area.
      await waitFor(() =>
        expect(Math.round(header.getBoundingClientRect().top)).toBe(
          Math.round(region.getBoundingClientRect().top),
        ),
      );
    };
    await scrollToRow(25_000);
    await expect(within(table).queryByRole('rowheader', { name: 'site-0' })).toBeNull();
    await scrollToRow(49_999);
    await expect(region.scrollTop + region.clientHeight).toBeGreaterThanOrEqual(region.scrollHeight - 1);
    await scrollToRow(0);
    // Rows keep their fixed height, so scroll positions map to rows.
    const first = within(table).getByRole('rowheader', { name: 'site-0' }).closest('tr')!;
    await expect(Math.round(first.getBoundingClientRect().height)).toBe(ROW_HEIGHT);
  },
};

/** Keeps the selection in local state, as a list page would. */
function SelectionTable(props: DataTableProps<Site>) {
  const [selectedIds, setSelectedIds] = useState<string[]>(props.selectedIds ? [...props.selectedIds] : []);
  return (
    <SortedTable
      {...props}
      selectedIds={selectedIds}
      onSelectionChange={(ids) => {
        setSelectedIds(ids);
        props.onSelectionChange?.(ids);
      }}
    />
  );
}

export const Selection: Story = {
  args: {
    selectionMode: 'multiple',
    strings: FEATURE_STRINGS,
    getRowLabel: siteLabel,
    onSelectionChange: fn(),
    bulkActions: (
      <>
        <Button variant="normal">Purge cache</Button>
        <Button variant="danger">Delete</Button>
      </>
    ),
  },
  render: (args) => <SelectionTable {...(args as DataTableProps<Site>)} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'Select all sites on this page' });
    await expect(all).not.toBeChecked();
    await expect(canvas.queryByText(/selected/)).toBeNull();

    // Pointer: the header checkbox selects every row of the page, and again clears them.
    await userEvent.click(all);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['s-2', 's-5', 's-1', 's-3', 's-4']);
    await expect(all).toBeChecked();
    await expect(canvas.getByText('5 sites selected')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    await userEvent.click(all);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.queryByText(/selected/)).toBeNull();

    // Keyboard: Space toggles a row checkbox; the header becomes indeterminate.
    const api = canvas.getByRole('checkbox', { name: 'Select api.example.com' });
    api.focus();
    await userEvent.keyboard(' ');
    await expect(api).toBeChecked();
    await expect(all).toBePartiallyChecked();
    await expect(canvas.getByText('1 site selected')).toBeInTheDocument();
    await expect(api.closest('tr')).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    const blog = canvas.getByRole('checkbox', { name: 'Select blog.example.de' });
    await expect(blog).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['s-2', 's-5']);
    await expect(canvas.getByText('2 sites selected')).toBeInTheDocument();
    // Shift+Tab back to the header checkbox; Space selects the rest of the page.
    all.focus();
    await userEvent.keyboard(' ');
    await expect(all).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(all).not.toBeChecked();
    blog.focus();
    await userEvent.keyboard(' ');
    api.focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('2 sites selected')).toBeInTheDocument();
  },
};

const ROW_ACTIONS = [
  { id: 'edit', label: 'Edit' },
  { id: 'purge', label: 'Purge cache' },
  { id: 'delete', label: 'Delete', isDanger: true },
];

export const RowActionsMenu: Story = {
  args: {
    strings: FEATURE_STRINGS,
    getRowLabel: siteLabel,
    rowActions: () => ROW_ACTIONS,
    onRowMenuAction: fn(),
  },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);

    // Pointer: open the menu of a row and choose an action.
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for shop.example.com' }));
    const menu = await body.findByRole('menu', { name: 'Actions for shop.example.com' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Purge cache' }));
    await expect(args.onRowMenuAction).toHaveBeenLastCalledWith('purge', SITES[0]);
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());

    // Keyboard: Enter opens the menu with focus on its first item; arrows move; Enter chooses.
    const trigger = canvas.getByRole('button', { name: 'Actions for api.example.com' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const apiMenu = await body.findByRole('menu', { name: 'Actions for api.example.com' });
    await waitFor(() => expect(within(apiMenu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(apiMenu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowMenuAction).toHaveBeenLastCalledWith('delete', SITES[1]);
    await waitFor(() => expect(trigger).toHaveFocus());

    // Escape closes without an action; another row's menu stays open for the screenshot.
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(args.onRowMenuAction).toHaveBeenCalledTimes(2);
    canvas.getByRole('button', { name: 'Actions for blog.example.de' }).focus();
    await userEvent.keyboard('{Enter}');
    const blogMenu = await body.findByRole('menu', { name: 'Actions for blog.example.de' });
    await waitFor(() => expect(within(blogMenu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
  },
};

/** Keeps the column visibility in local state (the app persists it). */
function ColumnsTable(props: DataTableProps<Site>) {
  const [visibility, setVisibility] = useState(props.columnVisibility ?? {});
  return (
    <SortedTable
      {...props}
      columnVisibility={visibility}
      onColumnVisibilityChange={(next) => {
        setVisibility(next);
        props.onColumnVisibilityChange?.(next);
      }}
    />
  );
}

export const ColumnVisibility: Story = {
  args: {
    strings: { ...FEATURE_STRINGS, columns: 'Columns' },
    columnVisibility: { origin: false },
    onColumnVisibilityChange: fn(),
  },
  parameters: { screenshot: { target: 'viewport' } },
  render: (args) => <ColumnsTable {...(args as DataTableProps<Site>)} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const table = canvas.getByRole('table', { name: 'Sites' });
    await expect(within(table).queryByRole('columnheader', { name: 'Origin' })).toBeNull();
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(3);

    // Pointer: show Origin again.
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    const menu = await body.findByRole('menu', { name: 'Columns' });
    const origin = within(menu).getByRole('menuitemcheckbox', { name: 'Origin' });
    await expect(origin).toHaveAttribute('aria-checked', 'false');
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'Domain' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(origin);
    await expect(args.onColumnVisibilityChange).toHaveBeenLastCalledWith({
      domain: true,
      status: true,
      origin: true,
      requests: true,
    });
    await expect(within(table).getByRole('columnheader', { name: 'Origin' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());

    // Keyboard: Enter opens, arrows move, Space toggles, Escape closes.
    const trigger = canvas.getByRole('button', { name: 'Columns' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu2 = await body.findByRole('menu', { name: 'Columns' });
    await waitFor(() =>
      expect(within(menu2).getByRole('menuitemcheckbox', { name: 'Status' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu2).getByRole('menuitemcheckbox', { name: 'Requests (24 h)' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onColumnVisibilityChange).toHaveBeenLastCalledWith({
      domain: true,
      status: true,
      origin: true,
      requests: false,
    });
    await expect(within(table).queryByRole('columnheader', { name: /Requests/ })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    // Reopened for the screenshot: the checked items are the visible columns.
    await userEvent.keyboard('{Enter}');
    const menu3 = await body.findByRole('menu', { name: 'Columns' });
    await expect(within(menu3).getByRole('menuitemcheckbox', { name: /Requests/ })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  },
};

const COLUMN_ORDER_STRINGS: DataTableStrings['columnOrder'] = {
  handleLabel: (label) => `Move ${label}`,
  handleRoleDescription: 'sortable',
  instructions:
    'To pick up a column, press Space. Use the arrow keys to move it, Space to drop it, or Escape to cancel.',
  onDragStart: (label, position, total) => `Picked up ${label}, position ${position} of ${total}.`,
  onDragOver: (label, position, total) => `${label} moved to position ${position} of ${total}.`,
  onDragEnd: (label, position, total) => `${label} dropped at position ${position} of ${total}.`,
  onDragCancel: (label, position, total) =>
    `Move cancelled. ${label} is back at position ${position} of ${total}.`,
  loading: 'Loading…',
};

/** Keeps column visibility and order in local state (the app persists both). */
function OrderedColumnsTable(props: DataTableProps<Site>) {
  const [order, setOrder] = useState<readonly string[]>(props.columnOrder ?? []);
  return (
    <ColumnsTable
      {...props}
      columnOrder={order}
      onColumnOrderChange={(next) => {
        setOrder(next);
        props.onColumnOrderChange?.(next);
      }}
    />
  );
}

const headerNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

export const ColumnOrder: Story = {
  args: {
    strings: { ...FEATURE_STRINGS, columns: 'Columns', columnOrder: COLUMN_ORDER_STRINGS },
    columnSettings: DataTableColumnSettings,
    columnVisibility: { origin: false },
    onColumnVisibilityChange: fn(),
    onColumnOrderChange: fn(),
  },
  parameters: { screenshot: { target: 'viewport' } },
  render: (args) => <OrderedColumnsTable {...(args as DataTableProps<Site>)} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const table = canvas.getByRole('table', { name: 'Sites' });
    await expect(headerNames(table)).toEqual(['Domain', 'Status', 'Requests (24 h)']);

    // Enter opens the column panel: a checkbox and a drag handle per column.
    const trigger = canvas.getByRole('button', { name: 'Columns' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await body.findByRole('dialog', { name: 'Columns' });
    const list = await within(panel).findByRole('list', { name: 'Columns' });
    await expect(within(list).getByRole('checkbox', { name: 'Domain' })).toBeDisabled();

    // Show Origin again with its checkbox.
    await userEvent.click(within(list).getByRole('checkbox', { name: 'Origin' }));
    await expect(args.onColumnVisibilityChange).toHaveBeenLastCalledWith({
      domain: true,
      status: true,
      origin: true,
      requests: true,
    });
    await waitFor(() =>
      expect(headerNames(table)).toEqual(['Domain', 'Status', 'Origin', 'Requests (24 h)']),
    );

    // Keyboard: Space lifts Status, ArrowDown moves it below Origin, Space drops it.
    const handle = within(list).getByRole('button', { name: 'Move Status' });
    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(args.onColumnOrderChange).toHaveBeenLastCalledWith(['domain', 'origin', 'status', 'requests']),
    );
    await waitFor(() =>
      expect(headerNames(table)).toEqual(['Domain', 'Origin', 'Status', 'Requests (24 h)']),
    );
    // Body cells follow the header order.
    const firstRow = within(table).getAllByRole('row')[1];
    await expect(firstRow?.children[1]).toHaveTextContent('origin-api.example.net');

    // Escape while a column is lifted cancels the move and keeps the panel open.
    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(handle).not.toHaveAttribute('aria-pressed'));
    await expect(body.getByRole('dialog', { name: 'Columns' })).toBeInTheDocument();
    await expect(args.onColumnOrderChange).toHaveBeenCalledTimes(1);
    await expect(headerNames(table)).toEqual(['Domain', 'Origin', 'Status', 'Requests (24 h)']);

    // A second Escape closes the panel; focus returns to the button. Reopened for the screenshot.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog', { name: 'Columns' });
  },
};

const LOCALE_TEXT = {
  en: { heading: 'Sites', domain: 'Domain', select: 'Select', actions: 'Actions for', switchTo: 'Deutsch' },
  de: {
    heading: 'Websites',
    domain: 'Domain',
    select: 'Auswählen:',
    actions: 'Aktionen für',
    switchTo: 'English',
  },
} as const;

/** A page heading beside a table whose texts follow a language switch (as the list pages do with i18next). */
function LocaleSwitchTable(props: DataTableProps<Site>) {
  const [locale, setLocale] = useState<'en' | 'de'>('en');
  const text = LOCALE_TEXT[locale];
  const strings = useMemo<DataTableStrings>(
    () => ({
      ...FEATURE_STRINGS,
      selectRow: (label) => `${text.select} ${label}`,
      rowActions: (label) => `${text.actions} ${label}`,
    }),
    [text],
  );
  const columns = useMemo(
    () =>
      COLUMNS.map((column) =>
        column.id === 'status' ? { ...column, header: `Status (${locale})` } : column,
      ),
    [locale],
  );
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <h2>{text.heading}</h2>
        <Button onPress={() => setLocale(locale === 'en' ? 'de' : 'en')}>{text.switchTo}</Button>
      </div>
      <DataTable {...props} locale={locale} strings={strings} columns={columns} />
    </div>
  );
}

export const LocaleSwitch: Story = {
  args: {
    strings: FEATURE_STRINGS,
    getRowLabel: siteLabel,
    selectionMode: 'multiple',
    rowActions: () => ROW_ACTIONS,
  },
  render: (args) => <LocaleSwitchTable {...(args as DataTableProps<Site>)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Sites' });
    const root = table.closest('[data-density]');
    await expect(root).toHaveAttribute('lang', 'en');

    // The table follows the language as a whole: its header, every row's labels and its `lang` together.
    await userEvent.click(canvas.getByRole('button', { name: 'Deutsch' }));
    await canvas.findByRole('heading', { name: 'Websites' });
    await waitFor(() => expect(root).toHaveAttribute('lang', 'de'));
    await expect(within(table).getByRole('columnheader', { name: /Status \(de\)/ })).toBeVisible();
    for (const site of SITES) {
      await expect(canvas.getByRole('checkbox', { name: `Auswählen: ${site.domain}` })).toBeInTheDocument();
      await expect(canvas.getByRole('button', { name: `Aktionen für ${site.domain}` })).toBeVisible();
    }
    await expect(canvas.queryByRole('button', { name: /^Actions for/ })).toBeNull();

    // And back.
    await userEvent.click(canvas.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(root).toHaveAttribute('lang', 'en'));
    await expect(canvas.getByRole('button', { name: 'Actions for shop.example.com' })).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: /^Auswählen/ })).toBeNull();
  },
};
