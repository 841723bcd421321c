import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { consoleBeforeEach, consoleParameters, renderConsole } from '../../storybook/console';
import {
  answer,
  backendRequests,
  contractExemptions,
  json,
  serverFailure,
  setBackend,
} from '../../storybook/backend';
import { pageOf, pending, readOnlyProfile, shopSite, sites } from '../../storybook/fixtures';
import { siteOperations, siteRoutes } from '../../storybook/sites';
import { addonDomainsAnswer, siteAnswer } from '../../storybook/cdn';
import { cdnPaths } from '../../areas/cdn/paths';
import type { RouteMeta } from '../../engine/routes';
import type { FoundRecord } from '../../engine/search';

const ruleId = '40000000-0000-4000-8000-000000000001';
const certificateId = '40000000-0000-4000-8000-000000000002';

/** What the server finds: the shop site, one of its page rules and a certificate; nothing for other text. */
function found(q: string, kind: string | null): FoundRecord[] {
  const text = q.toLowerCase();
  if (!'shop'.startsWith(text) && !text.startsWith('shop')) return [];
  const all: FoundRecord[] = [
    { kind: 'site', id: shopSite.id, title: shopSite.name, subtitle: shopSite.cdn_url, match: 'exact' },
    {
      kind: 'page_rule',
      id: ruleId,
      title: 'shop.example.vn/checkout/*',
      context: { kind: 'site', id: shopSite.id, title: shopSite.name },
      match: 'prefix',
    },
    {
      kind: 'ssl_certificate',
      id: certificateId,
      title: 'Shop wildcard',
      subtitle: '*.shop.example.vn',
      match: 'prefix',
    },
  ];
  return all.filter((hit) => !kind || hit.kind === kind);
}

const searchAnswer = answer('GET', /\/api\/main\/search$/, (request) => {
  const params = new URL(request.url).searchParams;
  return json({ data: found(params.get('q') ?? '', params.get('kind')), truncated: false });
});

const searchRequests = () =>
  backendRequests().filter((request) => new URL(request.url).pathname.endsWith('/api/main/search'));

/** Stands for the purge page, where the action leads. */
function PurgePage() {
  const { t } = useTranslation();
  return <h1>{t('cdn:purge.title')}</h1>;
}

const meta = {
  title: 'Console/Command palette',
  render: renderConsole,
  beforeEach: [
    consoleBeforeEach,
    () => {
      siteOperations.list.mockResolvedValue(pageOf(sites));
      // The side menu's site section reads the site through the API.
      setBackend(searchAnswer, siteAnswer(shopSite), addonDomainsAnswer());
    },
  ],
  parameters: {
    ...consoleParameters({
      path: '/cdn/sites',
      routes: () => [
        ...siteRoutes(),
        // As the console's own route: its meta names its area, whose side menu shows.
        {
          path: cdnPaths.purgeCache,
          element: <PurgePage />,
          handle: { name: 'cdn-site-purge-cache', area: 'cdn', layout: 'vertical' } satisfies RouteMeta,
        },
      ],
      frame: 'console',
    }),
    screenshot: { target: 'viewport' },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

async function openPalette(canvasElement: HTMLElement) {
  await within(canvasElement).findByRole('link', { name: 'shop' });
  await userEvent.keyboard('{Control>}k{/Control}');
  const dialog = await body.findByRole('dialog', { name: 'Command palette' });
  const search = within(dialog).getByRole('searchbox', { name: 'Search pages, records and settings' });
  await waitFor(() => expect(search).toHaveFocus());
  return { dialog, search };
}

const firstItem = (dialog: HTMLElement) => within(dialog).getAllByRole('menuitem')[0];

/** Records found by name, grouped by kind with their context (a rule shows its site); Enter opens one. */
export const Records: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openPalette(canvasElement);
    await userEvent.keyboard('shop');
    const sitesFound = await within(dialog).findByRole('group', { name: 'Sites' });
    await expect(within(sitesFound).getByRole('menuitem')).toHaveTextContent('shopshop.cdn.example.net');
    const rules = within(dialog).getByRole('group', { name: 'Page rules' });
    await expect(within(rules).getByRole('menuitem')).toHaveTextContent('Part of site shop');
    await expect(within(dialog).getByRole('group', { name: 'SSL certificates' })).toBeInTheDocument();
    const actions = within(dialog).getByRole('group', { name: 'Actions' });
    await expect(within(actions).getAllByRole('menuitem')[0]).toHaveTextContent(/^Purge cache of shop/);
    // Asked once typing paused, not once per key.
    await expect(searchRequests().length).toBeLessThan(4);
    await expect(new URL(searchRequests().at(-1)!.url).searchParams.get('q')).toBe('shop');
    // The exact match comes first; Enter opens it.
    await waitFor(() => expect(firstItem(dialog)).toHaveAttribute('data-focused', 'true'));
    await expect(firstItem(dialog)).toHaveTextContent(/^shop/);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'shop' })).toBeVisible();
    // Back to the list through the palette, and open it again there for the screenshot.
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.keyboard('sites');
    await waitFor(() => expect(firstItem(body.getByRole('dialog'))).toHaveTextContent(/^Sites/));
    await userEvent.keyboard('{Enter}');
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Sites' });
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.keyboard('shop');
    await within(await body.findByRole('dialog')).findByRole('group', { name: 'Page rules' });
  },
};

/** An action typed by its verb: "purge shop" offers "Purge cache of shop"; Enter runs it. */
export const RunAnAction: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, search } = await openPalette(canvasElement);
    // The verb alone offers to complete it; Enter puts it in the search field.
    await userEvent.keyboard('purge');
    await waitFor(() => expect(firstItem(dialog)).toHaveTextContent('Purge cache of…'));
    await userEvent.keyboard('{Enter}');
    const field = within(body.getByRole('dialog')).getByRole('searchbox');
    await waitFor(() => expect(field).toHaveValue('Purge cache of '));
    await userEvent.keyboard('shop');
    const palette = body.getByRole('dialog');
    await waitFor(() => expect(firstItem(palette)).toHaveTextContent('Purge cache of shop'));
    await expect(
      searchRequests().some((request) => new URL(request.url).searchParams.get('kind') === 'site'),
    ).toBe(true);
    await userEvent.keyboard('{Enter}');
    await expect(await within(canvasElement).findByRole('heading', { name: 'Purge cache' })).toBeVisible();
    await expect(search).not.toBeInTheDocument();
    // Open again for the screenshot.
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.keyboard('purge shop');
    await waitFor(() => expect(firstItem(body.getByRole('dialog'))).toHaveTextContent('Purge cache of shop'));
  },
};

/** Nothing here matches and the server has not answered yet: "searching", not "nothing matches". */
export const Searching: Story = {
  beforeEach: () => setBackend(answer('GET', /\/api\/main\/search$/, () => pending())),
  play: async ({ canvasElement }) => {
    const { dialog } = await openPalette(canvasElement);
    await userEvent.keyboard('legacy');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Searching records…'));
    await expect(within(dialog).getByRole('menu')).toHaveTextContent('Searching records…');
    await expect(within(dialog).queryByText(/Nothing matches/)).toBeNull();
  },
};

/** The search failed: pages still match, the error says so and "Try again" asks again. */
export const SearchFailed: Story = {
  beforeEach: () =>
    setBackend(
      answer('GET', /\/api\/main\/search$/, () =>
        json({ message: 'Service unavailable', status_code: 503, request_id: 'story-503' }, 503),
      ),
    ),
  parameters: contractExemptions(serverFailure('GET', '/api/main/search')),
  play: async ({ canvasElement }) => {
    const { dialog } = await openPalette(canvasElement);
    await userEvent.keyboard('sites');
    const status = within(dialog).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Records could not be searched.'));
    await expect(firstItem(dialog)).toHaveTextContent('Sites');
    const asked = searchRequests().length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(searchRequests().length).toBe(asked + 1));
    await waitFor(() => expect(status).toHaveTextContent('Records could not be searched.'));
  },
};

/** Nothing matches: the empty state says what can be searched (the kinds this user may read). */
export const NothingFound: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openPalette(canvasElement);
    await userEvent.keyboard('zzqx');
    await expect(await within(dialog).findByText('Nothing matches “zzqx”.')).toBeVisible();
    const hint = within(dialog).getByText(/You can search pages, actions and settings/);
    await expect(hint).toHaveTextContent('Sites, Page rules');
    await expect(hint).toHaveTextContent('SSL certificates');
    // Members, groups and projects need iam:read, which this user does not hold.
    await expect(hint).not.toHaveTextContent('User groups');
  },
};

/** A member who may only read: records are found, actions that change something are not offered. */
export const ReadOnlyMember: Story = {
  parameters: consoleParameters({ session: readOnlyProfile }),
  play: async ({ canvasElement }) => {
    const { dialog, search } = await openPalette(canvasElement);
    await userEvent.keyboard('shop');
    await within(dialog).findByRole('group', { name: 'Sites' });
    await expect(within(dialog).queryByRole('group', { name: 'Actions' })).toBeNull();
    await userEvent.clear(search);
    await userEvent.keyboard('add a site');
    await expect(await within(dialog).findByText('Nothing matches “add a site”.')).toBeVisible();
  },
};

/** Vietnamese typed without its marks finds the action on the record in Vietnamese. */
export const Vietnamese: Story = {
  globals: { locale: 'vi' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: 'shop' });
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await body.findByRole('dialog', { name: 'Bảng lệnh' });
    await userEvent.keyboard('xoa bo nho dem cua shop');
    await waitFor(() => expect(firstItem(dialog)).toHaveTextContent('Xóa bộ nhớ đệm của shop'));
    await expect(within(dialog).getByRole('group', { name: 'Hành động' })).toBeInTheDocument();
  },
};
