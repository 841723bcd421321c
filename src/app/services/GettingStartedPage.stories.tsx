import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Profile } from '../../api/session';
import { answer, backendRequests, json, setBackend } from '../../storybook/backend';
import { consoleBeforeEach, consoleParameters, renderConsole, pageBody } from '../../storybook/console';
import { pageOf, pending, sites, storyProfile } from '../../storybook/fixtures';
import { siteOperations, siteRoutes } from '../../storybook/sites';
import { gettingStartedRoutes } from './routes';

/** A tenant administrator whose tenant has not enabled CDN yet. */
const administrator: Partial<Profile> = {
  permission: ['cdn:read', 'cdn:write', 'iam:read', 'iam:write'],
  enabled_services: [],
};

const meta = {
  title: 'Console/Services/Getting started',
  render: renderConsole,
  beforeEach: [
    consoleBeforeEach,
    () => {
      siteOperations.list.mockResolvedValue(pageOf(sites));
    },
  ],
  parameters: consoleParameters({
    path: '/cdn/getting-started',
    routes: () => [...gettingStartedRoutes(['cdn']), ...siteRoutes()],
    session: { ...administrator, enabled_services: [] },
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const body = pageBody;

async function page(canvasElement: HTMLElement, title = 'Get started with CDN') {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible();
  return canvas;
}

/** Not enabled: what CDN does, its features, and Enable. */
export const NotEnabled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Enable CDN' })).toBeEnabled();
    await expect(canvas.getByRole('heading', { level: 2, name: /CDN is not enabled yet/ })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Sites',
      'Caching',
      'Optimization',
      'Page and firewall rules',
      'Multi-CDN',
    ]);
  },
};

/** Enable → POST /user/service/enable, the profile is refreshed, the sites list opens. */
export const EnableSucceeds: Story = {
  beforeEach: () => {
    setBackend(
      answer('POST', /\/user\/service\/enable$/, () => json({ data: { enabled_services: ['cdn'] } })),
      answer('GET', /\/user$/, () =>
        json({ data: { ...storyProfile, ...administrator, enabled_services: ['cdn'] } }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    // Keyboard: Tab reaches the action, Enter presses it.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Enable CDN' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
    await expect(
      await body(canvasElement).findByText('CDN is enabled. Its screens are ready.'),
    ).toBeVisible();
    const enable = backendRequests().find((request) => request.url.endsWith('/user/service/enable'));
    await expect(await enable?.json()).toEqual({ service: 'cdn' });
    // react-aria announced the pending button (role img labelled by it) for 7 s; the button left with the
    // page, so the announcement would point nowhere when axe looks.
    for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
  },
};

/** While the call runs the button shows its progress and refuses a second press. */
export const Enabling: Story = {
  beforeEach: () => {
    setBackend(answer('POST', /\/user\/service\/enable$/, () => pending<Response>()));
  },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    const button = canvas.getByRole('button', { name: 'Enable CDN' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    await expect(canvas.getByRole('progressbar', { name: 'Enabling CDN' })).toBeInTheDocument();
    await userEvent.click(button);
    await expect(backendRequests().filter((r) => r.url.endsWith('/user/service/enable'))).toHaveLength(1);
  },
};

/** The server refuses: its message and request id, and the page stays. */
export const EnableFails: Story = {
  beforeEach: () => {
    setBackend(
      answer('POST', /\/user\/service\/enable$/, () =>
        json({ message: 'Your plan does not include CDN.', status_code: 409, request_id: 'req-4711' }, 409),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enable CDN' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('CDN could not be enabled');
    await expect(alert).toHaveTextContent('Your plan does not include CDN.');
    await expect(alert).toHaveTextContent('req-4711');
    await expect(canvas.getByRole('button', { name: 'Enable CDN' })).toBeEnabled();
  },
};

/** A member without iam:write may read about the service but not enable it, and is told why. */
export const WithoutPermission: Story = {
  parameters: consoleParameters({ session: { permission: ['cdn:read'], enabled_services: [] } }),
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Enable CDN' })).toBeDisabled();
    await expect(canvas.getByText(/Only a user with the IAM write permission/)).toBeVisible();
  },
};

/** Already enabled: the way in instead of the action. */
export const Enabled: Story = {
  parameters: consoleParameters({ session: { ...administrator, enabled_services: ['cdn'] } }),
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Enable CDN' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Go to your sites' })).toHaveAttribute(
      'href',
      '/cdn/sites',
    );
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'vi' },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement, 'Bắt đầu với CDN');
    await expect(canvas.getByRole('button', { name: 'Bật CDN' })).toBeEnabled();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement, 'Erste Schritte mit CDN');
    await expect(canvas.getByRole('button', { name: 'CDN aktivieren' })).toBeEnabled();
  },
};
