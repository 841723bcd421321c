import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answer, backendRequests, json, setBackend } from '../../storybook/backend';
import { consoleBeforeEach, consoleParameters, renderConsole } from '../../storybook/console';
import { pending } from '../../storybook/fixtures';
import { authRoutes } from './routes';

const token = 'invitation-token-0123456789abcdef';

const meta = {
  title: 'Console/Sign-in/Accept an invitation',
  render: renderConsole,
  beforeEach: consoleBeforeEach,
  parameters: consoleParameters({
    path: `/login?invitation=${token}`,
    routes: () => authRoutes,
    frame: 'public',
    session: false,
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const calls = () => backendRequests().filter((r) => r.url.endsWith('/invitation/accept'));
const heading = 'Accept the invitation';

/** The pending button's announcement outlives the screen it left (react-aria); the next screen has none. */
function clearPendingAnnouncement() {
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
}

async function choosePassword(canvas: ReturnType<typeof within>, password = 'Correct-Horse-42') {
  await userEvent.type(await canvas.findByLabelText(/^Password/), password);
  await userEvent.type(canvas.getByLabelText(/^Confirm the password/), password);
  await userEvent.click(canvas.getByRole('button', { name: heading }));
}

export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(canvas.getByText(/sign in with the username from the invitation mail/)).toBeVisible();
    // The sign-in form is not offered on this screen.
    await expect(canvas.queryByRole('button', { name: 'Sign in' })).toBeNull();
    await userEvent.type(canvas.getByLabelText(/^Password/), 'alllowercase-long');
    await userEvent.type(canvas.getByLabelText(/^Confirm the password/), 'different');
    await userEvent.click(canvas.getByRole('button', { name: heading }));
    await waitFor(() => expect(canvas.getByText(/The password needs 12 to 128 characters/)).toBeVisible());
    await expect(canvas.getByText('The two passwords differ.')).toBeVisible();
    await expect(calls()).toHaveLength(0);
    await expect(canvas.getByRole('link', { name: 'Already accepted? Sign in' })).toBeVisible();
  },
};

export const Submitting: Story = {
  beforeEach: () => setBackend(answer('POST', /\/invitation\/accept$/, () => pending<Response>())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choosePassword(canvas);
    await expect(
      await canvas.findByRole('progressbar', { name: 'Accepting the invitation' }),
    ).toBeInTheDocument();
    await expect(await calls()[0]?.json()).toEqual({ token, password: 'Correct-Horse-42' });
  },
};

export const RefusedLink: Story = {
  beforeEach: () =>
    setBackend(
      answer('POST', /\/invitation\/accept$/, () =>
        json(
          {
            message: 'This invitation link is invalid, used or expired; ask for a new invitation.',
            status_code: 400,
            request_id: 'req-9',
            errors: [{ path: '/body/token', message: 'is invalid, used or expired' }],
          },
          400,
        ),
      ),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choosePassword(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This invitation link is invalid, used or expired; ask for a new invitation.',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('req-9');
    // The link cannot work again: no form to retry, only the way back to sign-in.
    await expect(canvas.queryByLabelText(/^Password/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute('href', '/login');
    clearPendingAnnouncement();
  },
};

export const PasswordRefused: Story = {
  beforeEach: () =>
    setBackend(
      answer('POST', /\/invitation\/accept$/, () =>
        json(
          {
            message: 'Invalid input.',
            status_code: 400,
            request_id: 'req-10',
            errors: [
              { path: '/body/password', message: 'This password appears in a list of leaked passwords.' },
            ],
          },
          400,
        ),
      ),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choosePassword(canvas);
    const password = canvas.getByLabelText(/^Password/);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    await expect(password).toHaveAccessibleDescription(/leaked passwords/);
    // On its field, the form stays to choose another one.
    await expect(canvas.getByRole('button', { name: heading })).toBeEnabled();
  },
};

export const Accepted: Story = {
  beforeEach: () =>
    setBackend(
      answer('POST', /\/invitation\/accept$/, () =>
        json({
          success: true,
          message: 'The invitation is accepted; sign in with your username and password.',
        }),
      ),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choosePassword(canvas);
    await expect(
      await canvas.findByText('Invitation accepted. Sign in with your username and your new password.'),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeVisible();
    clearPendingAnnouncement();
  },
};

const signedIn = consoleParameters({ session: { username: 'demo-admin' } });

export const SignedIn: Story = {
  parameters: signedIn,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Not sent home (the link would be lost) and not signed out without asking.
    await expect(canvas.getByText(/You are signed in as demo-admin/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the console' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign out and accept' })).toBeEnabled();
    await expect(canvas.queryByLabelText(/^Password/)).toBeNull();
  },
};

export const SignedInSignsOut: Story = {
  parameters: signedIn,
  beforeEach: () => setBackend(answer('POST', /\/logout$/, () => json({ success: true }))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign out and accept' }));
    // Signed out, the same address shows the invitation form.
    await expect(await canvas.findByLabelText(/^Password/)).toBeVisible();
    await expect(backendRequests().some((r) => r.url.endsWith('/logout'))).toBe(true);
    clearPendingAnnouncement();
  },
};
