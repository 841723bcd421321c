import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NowProvider } from '../../../engine/fieldTypes/clock';
import { areaRoutes } from '../../../engine/routes';
import { storyNow } from '../../../storybook/audit';
import { answer, backendRequests, json, setBackend } from '../../../storybook/backend';
import {
  cdnProvider,
  checkedJustNow,
  multiCdnAnswers,
  pageInfo,
  shopProviders,
  shopStrategies,
  siteAnswer,
} from '../../../storybook/cdn';
import { consoleBeforeEach, consoleParameters, renderConsole, pageBody } from '../../../storybook/console';
import { readOnlyProfile, shopSite } from '../../../storybook/fixtures';
import { cdnArea } from '..';
import { loadWorldCountries } from '@ds/WorldMap/worldCountries';

const multiCdn = `/cdn/sites/${shopSite.id}/edge/multi-cdn`;

const meta = {
  title: 'Console/CDN/Sites/Multi-CDN',
  // The world atlas in memory before the story renders (worldCountries.ts fetches it): the map draws at once.
  loaders: [() => loadWorldCountries().then(() => ({}))],
  render: renderConsole,
  // The last checks ("2 minutes ago") are measured from a fixed moment, so screenshots do not drift.
  decorators: [
    (Story) => (
      <NowProvider now={storyNow}>
        <Story />
      </NowProvider>
    ),
  ],
  beforeEach: [
    consoleBeforeEach,
    () => {
      const site = structuredClone(shopSite);
      setBackend(siteAnswer(site), ...multiCdnAnswers(site));
    },
  ],
  parameters: consoleParameters({ path: `${multiCdn}/management`, routes: () => areaRoutes(cdnArea) }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const body = pageBody;
const puts = () => backendRequests().filter((r) => r.method === 'PUT');
const statusSwitch = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('switch', { name: 'Multi-CDN routing' });

/** Management: the site's switch (on), and its CDNs with their health; the three tabs link to each other. */
export const Management: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'CDN providers', selected: true })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Route strategies' })).toHaveAttribute(
      'href',
      `${multiCdn}/route-strategies`,
    );
    await expect(canvas.getByRole('tab', { name: 'Route map' })).toHaveAttribute(
      'href',
      `${multiCdn}/route-map`,
    );
    await expect(await statusSwitch(canvasElement)).toBeChecked();
    for (const provider of shopProviders) {
      await expect(await canvas.findByRole('link', { name: provider.name })).toBeVisible();
    }
    const fastly = canvas.getByRole('row', { name: /Fastly/ });
    await expect(fastly).toHaveTextContent('shop.global.ssl.fastly.net');
    await expect(fastly).toHaveTextContent(/Degraded/);
    // The last check's drawing loads with the first one shown (its plain words stand in meanwhile).
    await waitFor(() => expect(fastly).toHaveTextContent('Checked 2 minutes ago: No answer in time'));
    await expect(canvas.getByRole('columnheader', { name: 'Last check' })).toBeVisible();
  },
};

/** Every health a CDN's checks can leave, each with the last check's answer. */
const healthProviders = [
  shopProviders[0]!,
  cdnProvider(
    '64444444-4444-4444-8444-444444444444',
    'Backup Fastly',
    'fastly',
    'backup.global.ssl.fastly.net',
    'down',
    checkedJustNow({ passed: false, status_code: 503, error: null, latency_ms: 120 }),
  ),
  cdnProvider(
    '65555555-5555-4555-8555-555555555555',
    'Akamai',
    'akamai',
    'shop.edgesuite.net',
    'down',
    checkedJustNow({ passed: false, status_code: null, error: 'connection_refused', latency_ms: null }),
  ),
  cdnProvider(
    '66666666-6666-4666-8666-666666666666',
    'Internal mirror',
    'other',
    'mirror.internal.example.vn',
    'unknown',
    checkedJustNow({ passed: false, status_code: null, error: 'address_refused', latency_ms: null }),
  ),
  cdnProvider('67777777-7777-4777-8777-777777777777', 'Bunny', 'bunny', 'shop.b-cdn.net', 'unknown', null),
];

const healthAnswers = () => {
  const site = structuredClone(shopSite);
  setBackend(
    siteAnswer(site),
    answer('GET', /\/multi_cdn\/cdns$/, () =>
      json({ data: healthProviders, page_info: pageInfo(healthProviders.length) }),
    ),
    ...multiCdnAnswers(site),
  );
};

const rowOf = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('row', { name: new RegExp(name) });

/**
 * Health as the server's checks found it: a badge per CDN and the last check's answer — the status and its
 * time, or why no answer came; a CDN not checked yet shows none. The check's time tells its date by keyboard.
 */
export const Health: Story = {
  beforeEach: healthAnswers,
  play: async ({ canvasElement }) => {
    const platform = await rowOf(canvasElement, 'Platform');
    await expect(platform).toHaveTextContent(/Healthy/);
    await waitFor(() => expect(platform).toHaveTextContent('Checked 2 minutes ago: 200 in 35 ms'));
    const backup = await rowOf(canvasElement, 'Backup Fastly');
    await expect(backup).toHaveTextContent(/Down/);
    await expect(backup).toHaveTextContent('Checked 2 minutes ago: 503 in 120 ms');
    await expect(within(backup).getByText('503 in 120 ms')).toHaveAttribute('data-state', 'failed');
    await expect(await rowOf(canvasElement, 'Akamai')).toHaveTextContent('Connection refused');
    const mirror = await rowOf(canvasElement, 'Internal mirror');
    await expect(mirror).toHaveTextContent(/Unknown/);
    await expect(mirror).toHaveTextContent('Private address, not requested');
    const bunny = await rowOf(canvasElement, 'Bunny');
    await expect(bunny).toHaveTextContent(/Unknown/);
    await expect(bunny).not.toHaveTextContent(/Checked/);

    const when = within(platform).getByText('2 minutes ago');
    when.focus();
    await expect(await body(canvasElement).findByRole('tooltip')).toHaveTextContent(/2025/);
  },
};

export const HealthVietnamese: Story = {
  beforeEach: healthAnswers,
  globals: { locale: 'vi' },
  play: async ({ canvasElement }) => {
    const platform = await rowOf(canvasElement, 'Platform');
    await expect(platform).toHaveTextContent(/Tốt/);
    await waitFor(() => expect(platform).toHaveTextContent('Đã kiểm tra 2 phút trước: 200 trong 35 ms'));
    await expect(await rowOf(canvasElement, 'Akamai')).toHaveTextContent('Kết nối bị từ chối');
    await expect(await rowOf(canvasElement, 'Backup Fastly')).toHaveTextContent(/Ngừng hoạt động/);
  },
};

export const HealthGerman: Story = {
  beforeEach: healthAnswers,
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const platform = await rowOf(canvasElement, 'Platform');
    await expect(platform).toHaveTextContent(/Gesund/);
    await expect(platform).toHaveTextContent('Geprüft vor 2 Minuten: 200 nach 35 ms');
    await expect(await rowOf(canvasElement, 'Akamai')).toHaveTextContent('Verbindung abgelehnt');
    await expect(await rowOf(canvasElement, 'Backup Fastly')).toHaveTextContent(/Ausgefallen/);
  },
};

/** Adding a CDN says what its check will do, as the server does it. */
export const AddHelp: Story = {
  parameters: consoleParameters({ path: `${multiCdn}/management/add` }),
  play: async ({ canvasElement }) => {
    const path = await within(canvasElement).findByRole('textbox', { name: 'Health check path' });
    const help = canvasElement.ownerDocument.getElementById(
      (path.getAttribute('aria-describedby') ?? '').split(' ')[0] ?? '',
    );
    await expect(help).toHaveTextContent(
      'Every minute the platform sends GET https://<CNAME target><this path>. A 2xx or 3xx answer within 5 seconds passes',
    );
  },
};

/** The switch sends PUT …/multi_cdn with the new status, once. */
export const TurnOff: Story = {
  play: async ({ canvasElement }) => {
    const toggle = await statusSwitch(canvasElement);
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await waitFor(() => expect(puts()).toHaveLength(1));
    const sent = puts()[0]!;
    await expect(new URL(sent.url).pathname).toMatch(new RegExp(`/cdn/sites/${shopSite.id}/multi_cdn$`));
    await expect(await sent.json()).toEqual({ multi_cdn_status: 'inactive' });
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-setting="multi_cdn_status"][data-pending]')).toBeNull(),
    );
    await expect(toggle).not.toBeChecked();
  },
};

/** Turning it on without an active CDN is refused (409): the switch goes back and the reason shows. */
export const TurnOnRefused: Story = {
  beforeEach: () => {
    setBackend(
      siteAnswer({ ...shopSite, multi_cdn_status: 'inactive' }),
      answer('PUT', /\/multi_cdn$/, () =>
        json(
          {
            message: 'Add an active CDN provider or a multi-CDN URL before turning multi-CDN on.',
            status_code: 409,
            request_id: 'req-409-multi',
          },
          409,
        ),
      ),
      ...multiCdnAnswers(),
    );
  },
  play: async ({ canvasElement }) => {
    const toggle = await statusSwitch(canvasElement);
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(
      await body(canvasElement).findByText(
        'Add an active CDN provider or a multi-CDN URL before turning multi-CDN on.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(toggle).not.toBeChecked());
    await expect(puts()).toHaveLength(1);
  },
};

/** A reader sees the switch and the CDNs, and changes neither. */
export const ReadOnly: Story = {
  parameters: consoleParameters({ session: readOnlyProfile }),
  play: async ({ canvasElement }) => {
    await expect(await statusSwitch(canvasElement)).toBeDisabled();
    await expect(await within(canvasElement).findByRole('link', { name: 'Cloudflare' })).toBeVisible();
  },
};

/** Route strategies: in the order they are checked, with their type, countries and the default one. */
export const RouteStrategies: Story = {
  parameters: consoleParameters({ path: `${multiCdn}/route-strategies` }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Route strategies', selected: true })).toBeVisible();
    for (const strategy of shopStrategies) {
      await expect(await canvas.findByRole('link', { name: strategy.name })).toBeVisible();
    }
    await expect(canvas.getByRole('row', { name: /South-East Asia/ })).toHaveTextContent(
      /By country.*VN, TH, KH, LA/,
    );
    await expect(canvas.getByRole('row', { name: /Everyone else/ })).toHaveTextContent(/Yes/);
    await expect(canvas.queryByRole('switch', { name: 'Multi-CDN routing' })).toBeNull();
  },
};

/**
 * The route map, from GET …/multi_cdn/routing/country: each country coloured by its main CDN (unknown "XX" left
 * out), the whole split in the table view; the period travels in the address and asks again.
 */
export const RouteMap: Story = {
  parameters: consoleParameters({ path: `${multiCdn}/route-map` }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Route map', selected: true })).toBeVisible();
    await expect(await canvas.findByTestId('route-map')).toBeVisible();
    await expect(canvas.getByText('7 countries routed to 3 CDNs over the last 7 days.')).toBeInTheDocument();
    const routing = () =>
      backendRequests().filter((r) => /\/multi_cdn\/routing\/country$/.test(new URL(r.url).pathname));
    await expect(new URL(routing()[0]!.url).searchParams.get('days')).toBe('7');
    await expect(canvas.getByRole('radio', { name: '7 days' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '1 day' }));
    await waitFor(() => expect(routing()).toHaveLength(2));
    await expect(new URL(routing()[1]!.url).searchParams.get('days')).toBe('1');
    await expect(
      await canvas.findByText('7 countries routed to 3 CDNs over the last day.'),
    ).toBeInTheDocument();
  },
};

/** The route map as a table (for keyboards and screen readers): main CDN and split per country. */
export const RouteMapTable: Story = {
  parameters: consoleParameters({ path: `${multiCdn}/route-map?days=3` }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: '3 days' })).toBeChecked();
    await userEvent.click(await canvas.findByRole('button', { name: 'Show as table' }));
    const table = await canvas.findByRole('table', { name: 'Route map' });
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(7);
    const vietnam = within(table).getByRole('row', { name: /Vietnam/ });
    await expect(vietnam).toHaveTextContent(/Platform.*Platform 70\s?%, Cloudflare 30\s?%/);
    const germany = within(table).getByRole('row', { name: /Germany/ });
    await expect(germany).toHaveTextContent(/Fastly.*Fastly 100\s?%/);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'vi' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('multi-cdn-status')).toBeInTheDocument();
    await expect(await within(canvasElement).findByRole('link', { name: 'Fastly' })).toBeVisible();
  },
};
