import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { areaRoutes } from '../../../engine/routes';
import {
  answer,
  backendRequests,
  contractExemptions,
  json,
  serverFailure,
  setBackend,
} from '../../../storybook/backend';
import { consoleBeforeEach, consoleParameters, renderConsole } from '../../../storybook/console';
import { pending, shopSite } from '../../../storybook/fixtures';
import { cdnArea } from '..';
import {
  analyticsAnswer,
  analyticsReport,
  changesAnswer,
  siteChoicesAnswer,
  unavailable,
  unavailableResponse,
} from './analytics.fixtures';
import { loadWorldCountries } from '@ds/WorldMap/worldCountries';

const meta = {
  title: 'Console/CDN/Analytics',
  // The world atlas in memory before the story renders (worldCountries.ts fetches it): the map draws at once.
  loaders: [() => loadWorldCountries().then(() => ({}))],
  render: renderConsole,
  beforeEach: [consoleBeforeEach, () => setBackend(analyticsAnswer(), siteChoicesAnswer, changesAnswer())],
  parameters: consoleParameters({ path: '/cdn/analytics/basic?days=1', routes: () => areaRoutes(cdnArea) }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const analyticsCalls = () =>
  backendRequests()
    .map((r) => new URL(r.url))
    .filter((u) => u.pathname.includes('/cdn/analytics/'));

/**
 * All traffic over one day (the dashboard's figures): whose and which kinds it counts, four time series with the
 * period's changes marked and the interval still being counted drawn as such, status, countries.
 */
export const Basic: Story = {
  parameters: consoleParameters({ frame: 'console' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'All traffic', selected: true })).toBeVisible();
    await expect(await canvas.findByRole('application', { name: 'Requests' })).toBeVisible();
    // The scope's names arrive with the project list.
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-figures-scope]')).toHaveTextContent(
        'Resource group “main” of project “Default project” · Last day',
      ),
    );
    await expect(canvasElement.querySelector('[data-kinds]')).toHaveTextContent(
      /^Counts all traffic:Web delivery .* requestsVideo on demand .* requestsLive streaming .* requests$/,
    );
    // Every time series marks the interval still being counted and names it in its legend.
    await expect(canvasElement.querySelectorAll('[data-partial]')).toHaveLength(4);
    await expect(canvas.getAllByText('Still being counted (data up to Jun 21, 2025, 8:57 AM)')).toHaveLength(
      4,
    );
    for (const name of ['Bandwidth', 'Cache hit ratio', 'Errors']) {
      await expect(canvas.getByRole('application', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('radio', { name: '1 day' })).toBeChecked();
    // Three changes in the window, each marked on every time series.
    await expect(await canvas.findByText('3 configuration changes are marked on the charts.')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Cache rule created by an\.nguyen/ })).toHaveLength(
      4,
    );
    const audit = backendRequests()
      .map((r) => new URL(r.url))
      .filter((u) => u.pathname.endsWith('/audit_logs'));
    await expect(audit.map((u) => u.searchParams.get('resource_type'))).toContain('cdn_cache_rule');
    await expect(audit.every((u) => u.searchParams.get('from') === '2025-06-20T09:00:00.000Z')).toBe(true);
    const call = analyticsCalls().at(-1)!;
    await expect(call.pathname).toMatch(/\/cdn\/analytics\/basic$/);
    await expect(call.searchParams.get('days')).toBe('1');
    await expect(call.searchParams.has('site_id')).toBe(false);
    await expect(canvas.getByText('Top countries')).toBeVisible();
  },
};

/** Range and site travel in the URL and re-query; one site's markers are its own changes only. */
export const RangeAndSite: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('application', { name: 'Requests' });
    await userEvent.click(canvas.getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(analyticsCalls().at(-1)!.searchParams.get('days')).toBe('7'));
    await expect(canvas.getByRole('radio', { name: '7 days' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: /All sites/ }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'shop' }),
    );
    await waitFor(() => expect(analyticsCalls().at(-1)!.searchParams.get('site_id')).toBe(shopSite.id));
    await expect(await canvas.findByText('2 configuration changes are marked on the charts.')).toBeVisible();
    // Tabs keep the query: the same period and site on another report.
    await expect(canvas.getByRole('tab', { name: 'Video on demand' })).toHaveAttribute(
      'href',
      `/cdn/analytics/vod?days=7&site=${shopSite.id}`,
    );
  },
};

/** Multi-CDN: the split by CDN as a donut, the platform's own CDN named. */
export const MultiCdn: Story = {
  parameters: consoleParameters({ path: '/cdn/analytics/multi-cdn?days=3' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Multi-CDN', selected: true })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Requests by CDN' })).toBeVisible();
    await expect(
      canvas.getByText(/2 CDNs shared the traffic; Platform CDN served the most/),
    ).toBeInTheDocument();
    await expect(analyticsCalls().at(-1)!.pathname).toMatch(/\/cdn\/analytics\/multi_cdn$/);
    await expect(canvas.getByRole('radio', { name: '3 days' })).toBeChecked();
  },
};

/** Pulse: the last hour by minute; no period choice (the report ignores days). */
export const Pulse: Story = {
  parameters: consoleParameters({ path: '/cdn/analytics/pulse' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('application', { name: 'Requests' })).toBeVisible();
    // The scope's names arrive with the project list.
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-figures-scope]')).toHaveTextContent(
        /· The last 60 minutes, minute by minute\.$/,
      ),
    );
    await expect(canvas.queryByRole('radiogroup', { name: 'Period' })).toBeNull();
  },
};

/** The table view of a time series: one row per interval. */
export const TableView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('application', { name: 'Requests' });
    const toggles = canvas.getAllByRole('button', { name: 'Show as table' });
    await userEvent.click(toggles[0]!);
    const table = await canvas.findByRole('table', { name: 'Requests' });
    await expect(within(table).getAllByRole('row')).toHaveLength(289);
    await expect(within(table).getByRole('columnheader', { name: 'Served from cache' })).toBeVisible();
  },
};

/** Loading: placeholders with a status for screen readers. */
export const Loading: Story = {
  beforeEach: () => setBackend(answer('GET', /.*/, () => pending())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading traffic…' })).toBeVisible();
  },
};

/** Video on demand: only that kind of traffic, and the page says so. */
export const VideoOnly: Story = {
  parameters: consoleParameters({ path: '/cdn/analytics/vod' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('application', { name: 'Requests' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-kinds]')).toHaveTextContent(
      'Counts video on demand only; the other kinds of traffic have their own reports.',
    );
  },
};

/**
 * Nothing counted yet for the period (the figures reach only up to its start): not "no traffic", but when the
 * counted figures end.
 */
export const NotCountedYet: Story = {
  beforeEach: () =>
    setBackend(
      answer('GET', /\/cdn\/analytics\/[a-z_]+$/, () => {
        const report = analyticsReport('basic', 1, null, true);
        return json({
          data: {
            ...report,
            complete_until: report.from,
            series: report.series.map((p) => ({ ...p, partial: true })),
          },
        });
      }),
      siteChoicesAnswer,
      changesAnswer([]),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No figures for this period yet' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'Traffic is counted up to Jun 20, 2025, 9:00 AM; later traffic shows here once it has been counted.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'No traffic in this period' })).toBeNull();
  },
};

/** No traffic in the period: says so and how soon traffic shows. */
export const Empty: Story = {
  beforeEach: () => setBackend(analyticsAnswer(true), siteChoicesAnswer, changesAnswer([])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No traffic in this period' })).toBeVisible();
    await expect(canvas.queryByRole('application')).toBeNull();
  },
};

/** The report fails: the reason, the request id and a Retry that loads it once the server answers. */
export const ErrorWithRetry: Story = {
  parameters: contractExemptions(serverFailure('GET', '/api/main/cdn/analytics/{report}')),
  beforeEach: () => setBackend(unavailable(/\/cdn\/analytics\//), siteChoicesAnswer, changesAnswer()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(canvas.getByText(/req-cdn-503/)).toBeVisible();
    setBackend(analyticsAnswer(), siteChoicesAnswer, changesAnswer());
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('application', { name: 'Requests' })).toBeVisible();
  },
};

/** A changed period that fails shows the error, not the previous period's figures under the new period. */
export const RangeChangeFails: Story = {
  parameters: contractExemptions(serverFailure('GET', '/api/main/cdn/analytics/{report}')),
  beforeEach: () =>
    setBackend(
      answer('GET', /\/cdn\/analytics\//, (request) =>
        new URL(request.url).searchParams.get('days') === '7'
          ? unavailableResponse()
          : (analyticsAnswer()(request) as Response),
      ),
      siteChoicesAnswer,
      changesAnswer(),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('application', { name: 'Requests' });
    await userEvent.click(canvas.getByRole('radio', { name: '7 days' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Something went wrong' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('application', { name: 'Requests' })).toBeNull();
    await expect(canvas.getByRole('radio', { name: '7 days' })).toBeChecked();
  },
};

/** The audit log cannot be read: the charts still show, without markers, and the page says why. */
export const ChangesUnavailable: Story = {
  parameters: contractExemptions(serverFailure('GET', '/api/main/audit_logs')),
  beforeEach: () => setBackend(analyticsAnswer(), siteChoicesAnswer, unavailable(/\/audit_logs$/)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByText(
      /^Configuration changes could not be loaded, so none are marked\./,
      {},
      { timeout: 5000 },
    );
    await expect(alert).toHaveTextContent('The service is unavailable');
    await expect(canvas.getByRole('application', { name: 'Requests' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /created by/ })).toBeNull();
    // Retry reads the audit log again; the markers appear.
    setBackend(analyticsAnswer(), siteChoicesAnswer, changesAnswer());
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByText('3 configuration changes are marked on the charts.')).toBeVisible();
  },
};

/** The site list fails: the charts still show every site's traffic; the filter says why it has no choices. */
export const SitesUnavailable: Story = {
  parameters: contractExemptions(serverFailure('GET', '/api/main/cdn/sites')),
  beforeEach: () => setBackend(analyticsAnswer(), unavailable(/\/cdn\/sites$/), changesAnswer()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByText(/^The sites to filter by could not be loaded\./);
    await expect(alert).toHaveTextContent('The service is unavailable');
    await expect(await canvas.findByRole('application', { name: 'Requests' })).toBeVisible();
  },
};

/** Vietnamese: the page's words come from locales/vi/areas/cdn.json. */
export const Vietnamese: Story = {
  globals: { locale: 'vi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Phân tích' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Tất cả lưu lượng', selected: true })).toBeVisible();
    // The scope's names arrive with the project list.
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-figures-scope]')).toHaveTextContent(
        'Nhóm tài nguyên “main” của dự án “Default project” · 1 ngày qua',
      ),
    );
    await expect(await canvas.findByRole('application', { name: 'Yêu cầu' })).toBeVisible();
  },
};
