import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { areaRoutes } from '../../../engine/routes';
import {
  answer,
  backendRequests,
  contractExemptions,
  serverFailure,
  setBackend,
} from '../../../storybook/backend';
import { consoleBeforeEach, consoleParameters, renderConsole } from '../../../storybook/console';
import { pending, shopSite } from '../../../storybook/fixtures';
import { cdnArea } from '..';
import { analyticsAnswer, overviewAnswer, unavailable } from '../analytics/analytics.fixtures';
import { loadWorldCountries } from '@ds/WorldMap/worldCountries';

const meta = {
  title: 'Console/CDN/Dashboard',
  // The world atlas in memory before the story renders (worldCountries.ts fetches it): the map draws at once.
  loaders: [() => loadWorldCountries().then(() => ({}))],
  render: renderConsole,
  beforeEach: [consoleBeforeEach, () => setBackend(overviewAnswer(), analyticsAnswer())],
  parameters: consoleParameters({ path: '/cdn/dashboard', routes: () => areaRoutes(cdnArea) }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const stat = (root: HTMLElement, name: string) =>
  root.querySelector<HTMLElement>(`[data-stat="${name}"]`)?.textContent ?? '';

/**
 * The resource group at a glance: counts, traffic series, top sites as links, countries and status codes. The
 * figures say whose they are (the resource group, the certificates the whole account's) and which kinds of
 * traffic they count; the interval still being counted is drawn as such.
 */
export const Overview: Story = {
  parameters: consoleParameters({ frame: 'console' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'CDN dashboard' })).toBeVisible();
    await waitFor(() => expect(stat(canvasElement, 'sites')).toContain('2 active, 1 pending, 1 failed'));
    await expect(stat(canvasElement, 'ssl')).toContain('1 expiring soon, 0 expired · Whole account');
    // The scope's names arrive with the project list.
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-figures-scope]')).toHaveTextContent(
        'Resource group “main” of project “Default project” · Last day',
      ),
    );
    const kinds = canvasElement.querySelector('[data-kinds]')!;
    await expect(kinds).toHaveAttribute('data-kinds', 'web vod stream');
    await expect(kinds).toHaveTextContent(/^Counts all traffic:Web delivery [\d.]+K requests/);
    await expect(kinds).toHaveTextContent(/Video on demand [\d.]+K requests/);
    // The last 5 minutes are half counted: drawn dashed over the band, not as a drop to 0.
    await expect(canvasElement.querySelectorAll('[data-chart="requests"] [data-partial]')).toHaveLength(1);
    await expect(canvasElement.querySelector('[data-chart="requests"] [data-partial-key]')).toHaveTextContent(
      'Still being counted (data up to Jun 21, 2025, 8:57 AM)',
    );
    await expect(stat(canvasElement, 'hit-ratio')).toMatch(/Cache hit ratio8\d(\.\d)?%/);
    await expect(canvas.getByRole('application', { name: 'Requests' })).toBeVisible();
    await expect(canvas.getByRole('application', { name: 'Bandwidth' })).toBeVisible();
    const top = within(canvas.getByRole('table', { name: 'Sites by requests' }));
    await expect(top.getByRole('link', { name: 'shop' })).toHaveAttribute(
      'href',
      `/cdn/sites/${shopSite.id}`,
    );
    await expect(await canvas.findByText('Top countries')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Responses by status' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open analytics' })).toHaveAttribute(
      'href',
      '/cdn/analytics/basic',
    );
  },
};

/** The period travels in the URL, re-asks both endpoints and carries over to the analytics link. */
export const SevenDays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('application', { name: 'Requests' });
    await userEvent.click(canvas.getByRole('radio', { name: '7 days' }));
    await waitFor(() => {
      const asked = backendRequests().map((r) => new URL(r.url));
      expect(
        asked.some((u) => u.pathname.endsWith('/app/cdn/overview') && u.searchParams.get('days') === '7'),
      ).toBe(true);
      expect(
        asked.some((u) => u.pathname.endsWith('/cdn/analytics/basic') && u.searchParams.get('days') === '7'),
      ).toBe(true);
    });
    await expect(canvas.getByRole('link', { name: 'Open analytics' })).toHaveAttribute(
      'href',
      '/cdn/analytics/basic?days=7',
    );
    await expect(
      await canvas.findByText('Last 7 days', { selector: '[data-stat="hit-ratio"] *' }),
    ).toBeVisible();
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

/** No sites yet: says so and leads to adding one. */
export const NoSites: Story = {
  beforeEach: () => setBackend(overviewAnswer(true), analyticsAnswer(true)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No sites yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add a site' })).toHaveAttribute(
      'href',
      '/cdn/sites/add/web',
    );
  },
};

/** The overview fails: reason, request id, Retry that shows the figures once the server answers. */
export const ErrorWithRetry: Story = {
  parameters: contractExemptions(serverFailure('GET', '/api/main/app/cdn/overview')),
  beforeEach: () => setBackend(unavailable(/\/app\/cdn\/overview$/), analyticsAnswer()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(canvas.getByText(/req-cdn-503/)).toBeVisible();
    setBackend(overviewAnswer(), analyticsAnswer());
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('application', { name: 'Requests' })).toBeVisible();
  },
};

/** German: the page's words come from locales/de/areas/cdn.json. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'CDN-Dashboard' })).toBeVisible();
    await expect(await canvas.findByRole('application', { name: 'Anfragen' })).toBeVisible();
  },
};
