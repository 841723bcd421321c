import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../api/errors';
import { consoleBeforeEach, consoleParameters, renderConsole } from '../../storybook/console';
import { pageOf, pending, readOnlyProfile, sites } from '../../storybook/fixtures';
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
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'zzz');
    await expect(await canvas.findByText('No matches')).toBeVisible();
    await expect(siteOperations.list).toHaveBeenLastCalledWith(
      expect.objectContaining({ search: 'zzz', page: 1 }),
      expect.anything(),
    );
    // Not the first-use empty state: the way out is clearing the search, not adding a site.
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeVisible();
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
