import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../api/errors';
import { consoleBeforeEach, consoleParameters, renderConsole, pageBody } from '../../storybook/console';
import { pageOf, pending, readOnlyProfile, sites } from '../../storybook/fixtures';
import type { ListQuery } from '../../engine/types';
import { siteOperations, siteRoutes } from '../../storybook/sites';

const meta = {
  title: 'Console/CDN/Sites/List',
  render: renderConsole,
  beforeEach: [
    consoleBeforeEach,
    () => {
      siteOperations.list.mockResolvedValue(pageOf(sites));
    },
  ],
  parameters: consoleParameters({ path: '/cdn/sites', routes: siteRoutes }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const body = pageBody;

/** 57 sites named site-01 … site-57, statuses cycling active / pending / disabled. */
const manySites = Array.from({ length: 57 }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  const base = sites[i % sites.length]!;
  return {
    ...base,
    id: `00000000-0000-4000-8000-0000000000${n}`,
    name: `site-${n}`,
    cdn_url: `site-${n}.cdn.example.net`,
    status: (['active', 'pending', 'disabled'] as const)[i % 3]!,
  };
});

/** What GET /cdn/sites answers over `rows`: status filter, search by name, paging. */
function serverPage<T extends { name: string; status: string }>(rows: T[], query: ListQuery) {
  const matching = rows.filter(
    (row) =>
      (!query.filters?.status || row.status === query.filters.status) &&
      (!query.search || row.name.includes(query.search)),
  );
  const start = (query.page - 1) * query.perPage;
  return {
    items: matching.slice(start, start + query.perPage),
    page: query.page,
    perPage: query.perPage,
    total: matching.length,
    totalPages: Math.max(1, Math.ceil(matching.length / query.perPage)),
  };
}

const serverError = () =>
  new ApiError({ message: 'The CDN service did not answer in time.', status: 503, requestId: 'req-5c1d' });

export const Content: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Sites' });
    await expect(await within(table).findByRole('link', { name: 'shop' })).toHaveAttribute(
      'href',
      '/cdn/sites/11111111-1111-4111-8111-111111111111',
    );
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'CDN URL', 'Origin server URL', 'Status', 'Created']);
    await expect(within(table).getAllByRole('row')).toHaveLength(sites.length + 1);
    await expect(within(table).getByText('Pending')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Add site' })).toHaveAttribute(
      'href',
      '/cdn/sites/add/web',
    );
    await expect(siteOperations.list).toHaveBeenCalledWith(
      expect.objectContaining({ page: 1, perPage: 20, sortBy: 'created_at', sortDirection: 'desc' }),
      expect.anything(),
    );
  },
};

export const Loading: Story = {
  beforeEach: () => {
    siteOperations.list.mockReturnValue(pending());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
    await expect(await canvas.findByText('Loading…')).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'shop' })).toBeNull();
  },
};

export const Empty: Story = {
  beforeEach: () => {
    siteOperations.list.mockResolvedValue(pageOf([]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No sites yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add your first site' })).toHaveAttribute(
      'href',
      '/cdn/sites/add/web',
    );
    await expect(canvas.queryByText('No matches')).toBeNull();
  },
};

export const NoMatch: Story = {
  beforeEach: () => {
    siteOperations.list.mockImplementation(async (query) => pageOf(query.search ? [] : sites));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'shop' });
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search and filter' }), 'zzz{Enter}');
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByText('No matches')).toBeVisible();
    await expect(siteOperations.list).toHaveBeenLastCalledWith(
      expect.objectContaining({ search: 'zzz', page: 1 }),
      expect.anything(),
    );
    // Not the first-use empty state: the way out is clearing the search, not adding a site.
    const table = canvas.getByRole('table', { name: 'Sites' });
    await expect(within(table).getByRole('button', { name: 'Clear filters' })).toBeVisible();
    await expect(canvas.queryByText('No sites yet')).toBeNull();
  },
};

/** The first load fails; Retry loads the list. */
export const Error: Story = {
  beforeEach: () => {
    siteOperations.list.mockRejectedValueOnce(serverError()).mockResolvedValue(pageOf(sites));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The list could not be loaded')).toBeVisible();
    await expect(canvas.getByText('The CDN service did not answer in time.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('link', { name: 'shop' })).toBeVisible();
    await expect(canvas.queryByText('The list could not be loaded')).toBeNull();
    await expect(siteOperations.list).toHaveBeenCalledTimes(2);
  },
};

/** Every load fails: the error state stays, with its retry. */
export const ErrorPersists: Story = {
  beforeEach: () => {
    siteOperations.list.mockRejectedValue(serverError());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The list could not be loaded')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(siteOperations.list).toHaveBeenCalledTimes(2));
    await expect(await canvas.findByText('The list could not be loaded')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** A member with `cdn:read` only: the list, but no way to add a site. */
export const ReadOnlyUser: Story = {
  parameters: consoleParameters({ session: readOnlyProfile }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'shop' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Add site' })).toBeNull();
    // "Add" stays in view, disabled, with the reason on keyboard focus.
    await expect(canvas.getByRole('button', { name: 'Add site' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Search and filter' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('group', { name: 'Add site (not available)' })).toHaveFocus();
    await expect(await body(canvasElement).findByRole('tooltip')).toHaveTextContent(/cdn:write/);
    // Nothing to select and no row menu for a reader.
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Actions for/ })).toBeNull();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'vi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Trang web' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Trang web' });
    await expect(await within(table).findByRole('link', { name: 'shop' })).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: /Ngày tạo/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Thêm trang web' })).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Websites' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Websites' });
    await expect(await within(table).findByRole('link', { name: 'shop' })).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: /Erstellt/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Website hinzufügen' })).toBeVisible();
  },
};

/** A deep link with a filter: the token shows, the query carries it, other statuses are not listed. */
export const Filtered: Story = {
  parameters: consoleParameters({ path: '/cdn/sites?filter.status=pending' }),
  beforeEach: () => {
    siteOperations.list.mockImplementation(async (query) => serverPage(sites, query));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'video' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'shop' })).toBeNull();
    const tokens = canvas.getByRole('list', { name: 'Active filters' });
    await expect(tokens).toHaveTextContent('Status = Pending');
    await expect(siteOperations.list).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 1, filters: { status: 'pending' } }),
      expect.anything(),
    );
    // Add a second condition by keyboard: a status token replaces the first (one value per field).
    const filter = canvas.getByRole('combobox', { name: 'Search and filter' });
    await userEvent.type(filter, 'Status = Error');
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Status = Error' }));
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByRole('link', { name: 'api-gateway' })).toBeVisible();
    await expect(tokens).toHaveTextContent('Status = Error');
    await expect(tokens).not.toHaveTextContent('Pending');
  },
};

/** Page 2 of 57 sites at 20 per page, with the range and the page-size choice next to the pager. */
export const Paged: Story = {
  parameters: consoleParameters({ path: '/cdn/sites?page=2' }),
  beforeEach: () => {
    siteOperations.list.mockImplementation(async (query) => serverPage(manySites, query));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'site-21' })).toBeVisible();
    await expect(canvas.getByText('21–40 of 57')).toBeVisible();
    const pager = canvas.getByRole('navigation', { name: 'Pages of Sites' });
    await expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByRole('link', { name: 'site-41' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Rows per page/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: '10' }));
    await expect(await canvas.findByText('1–10 of 57')).toBeVisible();
    await expect(siteOperations.list).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 1, perPage: 10 }),
      expect.anything(),
    );
  },
};

/** Three sites selected and deleted; one refuses: the report names it with the reason and request id. */
export const BulkDeleteReport: Story = {
  parameters: {
    screenshot: { target: 'viewport' },
    a11y: { context: { exclude: ['[data-live-announcer]'] } },
  },
  beforeEach: () => {
    siteOperations.list.mockResolvedValue(pageOf(sites));
    siteOperations.delete.mockImplementation(async (id) => {
      if (id === sites[1]!.id) {
        throw new ApiError({
          message: 'The site is still being provisioned; try again in a few minutes.',
          status: 409,
          requestId: 'req-7f3a',
        });
      }
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    await canvas.findByRole('link', { name: 'shop' });
    for (const name of ['shop', 'video', 'static-assets']) {
      await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${name}` }));
    }
    await expect(canvas.getByText('3 selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Delete 3 selected items?' });
    await expect(dialog).toHaveTextContent('static-assets');
    // Sites are parent resources: the count is typed first.
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Type 3 to confirm' }), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete 3 items' }));
    const report = await page.findByRole('dialog', { name: '1 item could not be deleted' });
    await expect(report).toHaveTextContent('Deleted: 2. Failed: 1.');
    await expect(report).toHaveTextContent(
      'The site is still being provisioned; try again in a few minutes.',
    );
    await expect(report).toHaveTextContent('req-7f3a');
    await expect(siteOperations.delete).toHaveBeenCalledTimes(3);
    await expect(siteOperations.delete).toHaveBeenNthCalledWith(1, sites[0]!.id, expect.anything());
  },
};

/** A CSV export on its way: the first 100 of 171 rows fetched, with progress and Cancel. */
export const ExportInProgress: Story = {
  beforeEach: () => {
    siteOperations.list.mockImplementation((query) =>
      query.perPage === 100 && query.page === 2
        ? pending()
        : Promise.resolve(serverPage([...manySites, ...manySites, ...manySites], query)),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'site-01' });
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await userEvent.click(
      await body(canvasElement).findByRole('menuitem', { name: 'CSV (visible columns)' }),
    );
    const bar = await canvas.findByRole('progressbar', { name: 'Exporting Sites as CSV' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '100 of 171 rows'));
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel export' })).toBeVisible();
    await expect(siteOperations.list).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 2, perPage: 100, sortBy: 'created_at' }),
      expect.anything(),
    );
  },
};

/** The columns panel: "CDN URL" hidden, the choice kept for the next visit; compact rows. */
export const ColumnSettings: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'shop' });
    await userEvent.click(canvas.getByRole('radio', { name: 'Compact' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    const panel = await body(canvasElement).findByRole('dialog', { name: 'Columns' });
    await userEvent.click(await within(panel).findByRole('checkbox', { name: 'CDN URL' }));
    const table = canvas.getByRole('table', { name: 'Sites', hidden: true });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('columnheader', { hidden: true })
          .map((h) => h.textContent)
          .filter(Boolean),
      ).toEqual(['Name', 'Origin server URL', 'Status', 'Created']),
    );
    await expect(within(panel).getByRole('checkbox', { name: 'Name' })).toBeDisabled();
    await expect(JSON.parse(localStorage.getItem('console.list.site') ?? '{}')).toMatchObject({
      columnVisibility: { cdn_url: false },
      density: 'compact',
    });
  },
};

/** The row menu of a site: what a writer may do with it. */
export const RowMenu: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'shop' });
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for video' }));
    const menu = await body(canvasElement).findByRole('menu', { name: 'Actions for video' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Duplicate', 'Delete']);
  },
};

/** Edit from the row menu: sites have no edit page, so the editor's drawer opens over the list. */
/** Edit from a row's menu: a site is added on a page, so its edit form is a page too (its detail in edit mode). */
export const EditFromRowMenu: Story = {
  beforeEach: () => {
    siteOperations.get.mockResolvedValue({ record: sites[1]!, etag: '"v1"' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'video' });
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for video' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Edit' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Edit site' })).toBeVisible();
    // The form loads with the record (its own chunk): the name field holds the row's name.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('video'));
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(siteOperations.get).toHaveBeenCalledWith(sites[1]!.id, expect.anything());
  },
};
