import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answer, backendRequests, json, setBackend } from '../../storybook/backend';
import { consoleBeforeEach, consoleParameters, renderConsole } from '../../storybook/console';
import { pending } from '../../storybook/fixtures';
import { authRoutes } from './routes';

const meta = {
  title: 'Console/Sign-in/Password reset',
  render: renderConsole,
  beforeEach: consoleBeforeEach,
  parameters: consoleParameters({
    path: '/forgot-password',
    routes: () => authRoutes,
    frame: 'public',
    session: false,
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const token = 'reset-token-0123456789abcdef';
const calls = (path: string) => backendRequests().filter((r) => r.url.endsWith(path));

export const RequestLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    const email = canvas.getByRole('textbox', { name: /Email address/ });
    await userEvent.type(email, 'not-an-address');
    await userEvent.tab();
    await expect(email).toHaveAccessibleDescription(/Enter an email address such as name@example.com/);
    await expect(calls('/forgot-password')).toHaveLength(0);
  },
};

export const LinkSent: Story = {
  beforeEach: () => setBackend(answer('POST', /\/forgot-password$/, () => json({ success: true }, 202))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Email address/ }), 'an@acme.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(
      await canvas.findByText(/If an account uses an@acme.example, a reset link is on its way/),
    ).toBeVisible();
    await expect(await calls('/forgot-password')[0]?.json()).toEqual({
      email: 'an@acme.example',
      locale: 'en',
    });
  },
};

export const ResetForm: Story = {
  parameters: consoleParameters({ path: `/forgot-password?token=${token}` }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^New password/), 'alllowercase-long');
    await userEvent.type(canvas.getByLabelText(/^Confirm the password/), 'different');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(canvas.getByText(/The password needs 12 to 128 characters/)).toBeVisible());
    await expect(canvas.getByText('The two passwords differ.')).toBeVisible();
    await expect(calls('/reset-password')).toHaveLength(0);
  },
};

export const ResetSubmitting: Story = {
  parameters: consoleParameters({ path: `/forgot-password?token=${token}` }),
  beforeEach: () => setBackend(answer('POST', /\/reset-password$/, () => pending<Response>())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^New password/), 'Correct-Horse-42');
    await userEvent.type(canvas.getByLabelText(/^Confirm the password/), 'Correct-Horse-42');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(
      await canvas.findByRole('progressbar', { name: 'Changing the password' }),
    ).toBeInTheDocument();
    await expect(await calls('/reset-password')[0]?.json()).toEqual({ token, password: 'Correct-Horse-42' });
  },
};

export const ResetLinkExpired: Story = {
  parameters: consoleParameters({ path: `/forgot-password?token=${token}` }),
  beforeEach: () =>
    setBackend(
      answer('POST', /\/reset-password$/, () =>
        json(
          {
            message: 'This link is invalid, already used or expired.',
            status_code: 400,
            request_id: 'req-8',
          },
          400,
        ),
      ),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^New password/), 'Correct-Horse-42');
    await userEvent.type(canvas.getByLabelText(/^Confirm the password/), 'Correct-Horse-42');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This link is invalid, already used or expired.',
    );
    await expect(canvas.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  },
};

export const ResetDone: Story = {
  parameters: consoleParameters({ path: `/forgot-password?token=${token}` }),
  beforeEach: () => setBackend(answer('POST', /\/reset-password$/, () => json({ success: true }))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^New password/), 'Correct-Horse-42');
    await userEvent.type(canvas.getByLabelText(/^Confirm the password/), 'Correct-Horse-42');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(
      await canvas.findByText('Your password is changed. Sign in with the new one.'),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    // The pending button's announcement outlives the page it left (react-aria); the next screen has none.
    for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
  },
};
