import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { areaRoutes } from '../../../engine/routes';
import { answer, backendRequests, json, setBackend } from '../../../storybook/backend';
import { multiCdnAnswers, shopProviders, shopStrategies, siteAnswer } from '../../../storybook/cdn';
import { consoleBeforeEach, consoleParameters, renderConsole } from '../../../storybook/console';
import { readOnlyProfile, shopSite } from '../../../storybook/fixtures';
import { cdnArea } from '..';

const multiCdn = `/cdn/sites/${shopSite.id}/edge/multi-cdn`;

const meta = {
  title: 'Console/CDN/Sites/Multi-CDN',
  render: renderConsole,
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

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
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
