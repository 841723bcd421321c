import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { areaRoutes } from '../../../engine/routes';
import {
  backendRequests,
  contractExemptions,
  json,
  answer,
  serverFailure,
  setBackend,
} from '../../../storybook/backend';
import { edgePatchAnswer, edgeSite, siteAnswer } from '../../../storybook/cdn';
import { consoleBeforeEach, consoleParameters, renderConsole, pageBody } from '../../../storybook/console';
import { cdnArea } from '..';

const edge = `/cdn/sites/${edgeSite.id}/edge`;

const meta = {
  title: 'Console/CDN/Sites/Edge settings',
  render: renderConsole,
  beforeEach: [
    consoleBeforeEach,
    () => {
      const site = structuredClone(edgeSite);
      setBackend(siteAnswer(site), edgePatchAnswer(site));
    },
  ],
  parameters: consoleParameters({ path: `${edge}/basic`, routes: () => areaRoutes(cdnArea) }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const patches = () => backendRequests().filter((r) => r.method === 'PATCH');
const body = pageBody;

/** Basic settings: switches show the stored values; a change is sent at once, the same value again is not. */
export const Basic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Basic settings' })).toBeVisible();
    await expect(await canvas.findByRole('switch', { name: 'Always use HTTPS' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Bot fight mode' })).not.toBeChecked();
    await expect(canvas.getByTestId('development-mode-until')).toHaveTextContent(/^On until /);
    await userEvent.click(canvas.getByRole('switch', { name: 'Bot fight mode' }));
    await expect(canvas.getByRole('switch', { name: 'Bot fight mode' })).toBeChecked();
    await waitFor(() => expect(patches()).toHaveLength(1));
    const sent = patches()[0]!;
    await expect(new URL(sent.url).pathname).toMatch(/\/edge_settings\/bot_fight_mode$/);
    await expect(await sent.json()).toEqual({ bot_fight_mode: 'active' });
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-setting="bot_fight_mode"][data-pending]')).toBeNull(),
    );
  },
};

/** A refused change: the switch goes back and the server's message is shown. */
export const RefusedChange: Story = {
  parameters: contractExemptions(serverFailure('PATCH', '/api/main/cdn/sites/{id}/edge_settings/{key}')),
  beforeEach: () => {
    setBackend(
      siteAnswer(structuredClone(edgeSite)),
      answer('PATCH', /\/edge_settings\/[a-z_0-9]+$/, () =>
        json({ status_code: 503, message: 'Edge configuration is busy, try again.' }, 503),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const https = await canvas.findByRole('switch', { name: 'Always use HTTPS' });
    await userEvent.click(https);
    await expect(
      await body(canvasElement).findByText('Edge configuration is busy, try again.'),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('switch', { name: 'Always use HTTPS' })).toBeChecked());
  },
};

/** Protocols: HSTS asks first; Cancel sends nothing, confirming turns it on. */
export const ProtocolHsts: Story = {
  parameters: consoleParameters({ path: `${edge}/optimization/protocol` }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Protocol', selected: true })).toBeVisible();
    await expect(await canvas.findByRole('switch', { name: 'TLS 1.3' })).toBeChecked();
    await userEvent.click(canvas.getByRole('switch', { name: 'HSTS' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Turn on HSTS?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('switch', { name: 'HSTS' })).not.toBeChecked();
    await expect(patches()).toHaveLength(0);
    await userEvent.click(canvas.getByRole('switch', { name: 'HSTS' }));
    const again = await body(canvasElement).findByRole('alertdialog', { name: 'Turn on HSTS?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Turn on HSTS' }));
    await expect(canvas.getByRole('switch', { name: 'HSTS' })).toBeChecked();
    await waitFor(() => expect(patches()).toHaveLength(1));
  },
};

/** Content: gzip level and brotli; auto-minify is marked deprecated and sends the whole set. */
export const ContentDeprecatedMinify: Story = {
  parameters: consoleParameters({ path: `${edge}/optimization/content` }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Deprecated')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'CSS' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'HTML' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    const sent = (await patches()[0]!.json()) as { auto_minify: string[] };
    await expect([...sent.auto_minify].sort()).toEqual(['css', 'html', 'js']);
  },
};

/** Cache settings: caching level and browser cache TTL, with the way to purge. */
export const CacheSettings: Story = {
  parameters: consoleParameters({ path: `${edge}/cache/setting` }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cache settings' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Settings', selected: true })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Purge cache' })).toHaveAttribute(
      'href',
      `${edge}/purge-cache`,
    );
    await expect(await canvas.findByRole('button', { name: /Browser cache TTL/ })).toHaveTextContent(
      /4 hours/,
    );
  },
};

/** A reader (cdn:read only) sees every value and changes none. */
export const ReadOnly: Story = {
  parameters: consoleParameters({ session: { permission: ['cdn:read'], role: 'customer' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('switch', { name: 'Always use HTTPS' })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: 'Bot fight mode' })).toBeDisabled();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'vi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Thiết lập cơ bản' })).toBeVisible();
    await expect(await canvas.findByRole('switch', { name: 'Luôn dùng HTTPS' })).toBeChecked();
  },
};
