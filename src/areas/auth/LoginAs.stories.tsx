import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { RouteObject } from 'react-router-dom';
import { answer, backendRequests, json, setBackend } from '../../storybook/backend';
import { consoleBeforeEach, consoleParameters, renderConsole } from '../../storybook/console';
import { pending } from '../../storybook/fixtures';
import { LoginAsBanner } from './LoginAsBanner';
import { authRoutes } from './routes';

const tenantId = '00000000-0000-4000-8000-00000000b001';

const meta = {
  title: 'Console/Sign-in/Login-as',
  render: renderConsole,
  beforeEach: consoleBeforeEach,
  parameters: consoleParameters({
    path: `/login?name=Tenant%20B&tenant_id=${tenantId}`,
    routes: () => authRoutes,
    frame: 'public',
    session: { role: 'operator', username: 'operator' },
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  beforeEach: () => setBackend(answer('GET', /\/login_as$/, () => pending<Response>())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log in as a tenant' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Reason' }), 'TICKET-7');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in as Tenant B' }));
    await expect(await canvas.findByRole('progressbar', { name: 'Opening the tenant' })).toBeInTheDocument();
    const [request] = backendRequests().filter((r) => r.url.includes('/login_as'));
    const url = new URL(request!.url);
    await expect(url.pathname).toBe(`/api/main/admin/tenant/${tenantId}/login_as`);
    await expect(url.searchParams.get('reason')).toBe('TICKET-7');
  },
};

export const Refused: Story = {
  beforeEach: () =>
    setBackend(
      answer('GET', /\/login_as$/, () =>
        json(
          { message: 'The tenant name does not match the tenant.', status_code: 400, request_id: 'req-4' },
          400,
        ),
      ),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Log in as Tenant B' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The tenant name does not match the tenant.',
    );
  },
};

const bannerRoutes = (): RouteObject[] => [{ path: '/cdn/sites', element: <LoginAsBanner /> }];

export const Banner: Story = {
  parameters: consoleParameters({
    path: '/cdn/sites',
    routes: bannerRoutes,
    frame: 'screen',
    session: { role: 'administrator', username: 'tenant-admin', tenant_name: 'Tenant B' },
  }),
  beforeEach: () => {
    localStorage.setItem('loginType', 'login_as');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('region', { name: 'Login-as mode' });
    await expect(banner).toHaveTextContent('you are acting as tenant-admin in Tenant B');
    await expect(within(banner).getByRole('button', { name: 'Leave login-as' })).toBeEnabled();
  },
};
