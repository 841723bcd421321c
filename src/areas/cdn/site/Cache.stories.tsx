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
import {
  cacheRuleAnswers,
  cacheRulesAnswer,
  purgeAnswers,
  shopCacheRules,
  shopPurges,
  siteAnswer,
} from '../../../storybook/cdn';
import { consoleBeforeEach, consoleParameters, renderConsole } from '../../../storybook/console';
import { readOnlyProfile, shopSite } from '../../../storybook/fixtures';
import { cdnArea } from '..';

// The cache section's settings tab is covered by EdgeSettings.stories.tsx (CacheSettings).
const cache = `/cdn/sites/${shopSite.id}/edge/cache`;

const meta = {
  title: 'Console/CDN/Sites/Cache',
  render: renderConsole,
  beforeEach: [
    consoleBeforeEach,
    () => setBackend(siteAnswer(shopSite), ...cacheRuleAnswers(), ...purgeAnswers([...shopPurges])),
  ],
  parameters: consoleParameters({ path: `${cache}/rules`, routes: () => areaRoutes(cdnArea) }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const calls = (method: string, path: RegExp) =>
  backendRequests().filter((r) => r.method === method && path.test(new URL(r.url).pathname));
const ruleList = /\/caching_control\/rules$/;
const purgeList = /\/caching_control\/purge$/;

/** Every GET of `path` fails as a struggling server or its gateway would (503). */
const unavailable = (path: RegExp, message: string, requestId: string) =>
  answer('GET', path, () => json({ status_code: 503, message, request_id: requestId }, 503));

/**
 * The rules tab: the site's cache rules in the order they apply (asked sorted by priority), each with what it
 * caches, its edge TTL and its status switch, linked to its edit page; the tabs link to the other two views.
 */
export const Rules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cache rules' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Cache rules', selected: true })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Settings' })).toHaveAttribute('href', `${cache}/setting`);
    await expect(canvas.getByRole('tab', { name: 'Purge history' })).toHaveAttribute(
      'href',
      `${cache}/history`,
    );
    for (const rule of shopCacheRules) {
      await expect(await canvas.findByRole('link', { name: rule.name })).toHaveAttribute(
        'href',
        `${cache}/rules/edit/${rule.id}`,
      );
    }
    await expect(canvas.getByRole('row', { name: /Images for a month/ })).toHaveTextContent(
      /1.*Eligible for cache.*Override origin/,
    );
    await expect(canvas.getByRole('row', { name: /Never cache the cart/ })).toHaveTextContent(
      /2.*Bypass cache.*Respect origin/,
    );
    await expect(
      canvas.getByRole('switch', { name: 'Status of Search results by query: Inactive' }),
    ).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Add cache rule' })).toHaveAttribute(
      'href',
      `${cache}/rules/add`,
    );
    const query = new URL(calls('GET', ruleList)[0]!.url).searchParams;
    await expect(query.get('sort_by')).toBe('priority');
    await expect(query.get('sort_direction')).toBe('asc');
  },
};

/**
 * A rule's switch turns it off at once: the rule is read and replaced whole at its ETag with the new status,
 * once, and the switch stays off.
 */
export const RuleTurnedOff: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [images] = shopCacheRules;
    const toggle = await canvas.findByRole('switch', { name: 'Status of Images for a month: Active' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    const rulePath = new RegExp(`/caching_control/rules/${images!.id}$`);
    await waitFor(() => expect(calls('PUT', rulePath)).toHaveLength(1));
    const sent = calls('PUT', rulePath)[0]!;
    await expect(sent.headers.get('If-Match')).toBe('W/"2"');
    const input = (await sent.json()) as Record<string, unknown>;
    await expect(input).toMatchObject({
      name: images!.name,
      expression: images!.expression,
      cache: 'eligible',
      edge_ttl_mode: 'override_origin',
      edge_ttl_seconds: 2592000,
      status: 'inactive',
    });
    await waitFor(() =>
      expect(
        canvas.getByRole('switch', { name: 'Status of Images for a month: Inactive' }),
      ).not.toBeChecked(),
    );
    await expect(calls('PUT', /\/caching_control\/rules\//)).toHaveLength(1);
  },
};

/** A site without cache rules: the empty state offers the first one. */
export const NoRules: Story = {
  beforeEach: () => setBackend(siteAnswer(shopSite), cacheRulesAnswer([])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No cache rules yet')).toBeVisible();
    await expect(
      canvas.getByText('Add a rule to cache or bypass matching requests with your own TTLs.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add your first cache rule' })).toHaveAttribute(
      'href',
      `${cache}/rules/add`,
    );
  },
};

/** The rules cannot be read: the server's reason, with Retry, under the page header and its tabs. */
export const RulesLoadFailed: Story = {
  parameters: contractExemptions(serverFailure('GET', '/api/main/cdn/sites/{id}/caching_control/rules')),
  beforeEach: () =>
    setBackend(
      siteAnswer(shopSite),
      unavailable(ruleList, 'The cache service is not answering.', 'req-503-rules'),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The cache service is not answering.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(canvas.getByRole('tab', { name: 'Cache rules', selected: true })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Images for a month' })).toBeNull();
  },
};

/** A reader (cdn:read only) sees the rules and their status, but cannot add a rule or switch one. */
export const ReadOnly: Story = {
  parameters: consoleParameters({ session: readOnlyProfile }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('switch', { name: 'Status of Images for a month: Active' }),
    ).toBeDisabled();
    await expect(
      canvas.getByRole('switch', { name: 'Status of Search results by query: Inactive' }),
    ).toBeDisabled();
    await expect(canvas.queryByRole('link', { name: 'Add cache rule' })).toBeNull();
  },
};

/**
 * The history tab: every purge of the site, newest first (asked sorted by creation, descending), with its
 * targets, status and who asked; the way to purge is in the header.
 */
export const History: Story = {
  parameters: consoleParameters({ path: `${cache}/history` }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Purge history' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Purge history', selected: true })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Purge cache' })).toHaveAttribute(
      'href',
      `/cdn/sites/${shopSite.id}/edge/purge-cache`,
    );
    const history = await canvas.findByRole('table', { name: 'Purges of shop' });
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(shopPurges.length + 1));
    const rows = within(history).getAllByRole('row').slice(1);
    await expect(rows[0]).toHaveTextContent(
      /URLs.*https:\/\/shop\.cdn\.example\.net\/index\.html, https:\/\/shop\.cdn\.example\.net\/cart.*In progress.*an\.nguyen/,
    );
    await expect(rows[1]).toHaveTextContent(
      /Prefixes.*shop\.cdn\.example\.net\/assets\/.*Completed.*binh\.tran/,
    );
    await expect(rows[2]).toHaveTextContent(/Cache tags.*product-images.*Failed/);
    await expect(rows[3]).toHaveTextContent(/Everything.*—.*Completed/);
    const query = new URL(calls('GET', purgeList)[0]!.url).searchParams;
    await expect(query.get('sort_by')).toBe('created_at');
    await expect(query.get('sort_direction')).toBe('desc');
  },
};

/** The history cannot be read: the table says why; Retry asks again (still refused, the reason stays). */
export const HistoryLoadFailed: Story = {
  parameters: {
    ...consoleParameters({ path: `${cache}/history` }),
    ...contractExemptions(serverFailure('GET', '/api/main/cdn/sites/{id}/caching_control/purge')),
  },
  beforeEach: () =>
    setBackend(
      siteAnswer(shopSite),
      unavailable(purgeList, 'Purge history is not available right now.', 'req-503-purges'),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Purge history is not available right now.')).toBeVisible();
    await expect(calls('GET', purgeList)).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(calls('GET', purgeList)).toHaveLength(2));
    await expect(await canvas.findByText('Purge history is not available right now.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Purge cache' })).toBeVisible();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'vi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Quy tắc bộ nhớ đệm' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Lịch sử xóa' })).toHaveAttribute(
      'href',
      `${cache}/history`,
    );
    await expect(await canvas.findByRole('row', { name: /Images for a month/ })).toHaveTextContent(
      /Được lưu đệm/,
    );
  },
};
