import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { answer, backendRequests, json, setBackend } from '../../storybook/backend';
import { consoleBeforeEach, consoleParameters, renderConsole } from '../../storybook/console';
import { authRoutes } from './routes';

const meta = {
  title: 'Console/Sign-in/Mail links',
  render: renderConsole,
  beforeEach: consoleBeforeEach,
  parameters: consoleParameters({
    path: '/email-login',
    routes: () => authRoutes,
    frame: 'public',
    session: false,
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const token = 'mail-token-0123456789abcdef';
const refused = (message: string, status = 400) =>
  json({ message, status_code: status, request_id: 'req-9' }, status);

export const EmailLoginRequest: Story = {
  parameters: consoleParameters({ path: '/email-login?next=%2Fiam-management%2Fuser-group' }),
  beforeEach: () =>
    setBackend(answer('POST', /\/api\/auth\/email-login$/, () => json({ success: true }, 202))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Email address/ }), 'an@acme.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Email me a link' }));
    await expect(await canvas.findByText(/a sign-in link is on its way/)).toBeVisible();
    const [request] = backendRequests().filter((r) => r.url.endsWith('/email-login'));
    await expect(await request?.json()).toEqual({
      email: 'an@acme.example',
      locale: 'en',
      next: '/iam-management/user-group',
    });
  },
};

export const EmailLinkRefused: Story = {
  parameters: consoleParameters({ path: `/email-login?token=${token}` }),
  beforeEach: () =>
    setBackend(
      answer('POST', /\/email-login\/verify$/, () =>
        refused('This sign-in link is invalid, already used or expired; ask for a new one.', 401),
      ),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/invalid, already used or expired/);
    await expect(canvas.getByRole('button', { name: 'Email me a link' })).toBeVisible();
  },
};

export const Verified: Story = {
  parameters: consoleParameters({ path: `/verify-success?token=${token}` }),
  beforeEach: () => setBackend(answer('POST', /\/verify-email$/, () => json({ success: true }))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Successfully verified/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};

export const VerificationRefused: Story = {
  parameters: consoleParameters({ path: `/verify-success?token=${token}-refused` }),
  beforeEach: () =>
    setBackend(
      answer('POST', /\/verify-email$/, () => refused('This link is invalid, already used or expired.')),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This link is invalid, already used or expired.',
    );
  },
};

export const CallbackRefused: Story = {
  parameters: consoleParameters({
    path: '/00000000-0000-4000-8000-0000000d1d01/callback?code=abc&state=tampered',
  }),
  beforeEach: () => {
    localStorage.setItem('accessToken', 'stale');
    setBackend(
      answer('GET', /\/idp\/[^/]+\/callback$/, () =>
        refused('This sign-in is invalid or has expired; start again from the sign-in page.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /This sign-in is invalid or has expired/,
    );
    await expect(localStorage.getItem('accessToken')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to sign-in' })).toBeVisible();
  },
};
