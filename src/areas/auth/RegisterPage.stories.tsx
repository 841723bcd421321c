import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answer, backendRequests, json, setBackend } from '../../storybook/backend';
import { consoleBeforeEach, consoleParameters, renderConsole } from '../../storybook/console';
import { pending } from '../../storybook/fixtures';
import { authRoutes } from './routes';

const meta = {
  title: 'Console/Sign-in/Register',
  render: renderConsole,
  beforeEach: consoleBeforeEach,
  parameters: consoleParameters({
    path: '/register',
    routes: () => authRoutes,
    frame: 'public',
    session: false,
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const registers = () => backendRequests().filter((r) => r.url.endsWith('/api/auth/register'));

async function fill(canvasElement: HTMLElement, password = 'Correct-Horse-42') {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: /^Organisation name/ }), 'acme-cdn');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Username/ }), 'an.nguyen');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Email address/ }), 'an@acme.example');
  await userEvent.type(canvas.getByLabelText(/^Password/), password);
  await userEvent.type(canvas.getByLabelText(/^Confirm the password/), password);
  await userEvent.click(canvas.getByRole('checkbox', { name: 'I accept the terms of service' }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription(/12 to 128 characters/);
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tenant = await canvas.findByRole('textbox', { name: /^Organisation name/ });
    await userEvent.type(tenant, 'Acme CDN');
    await userEvent.tab();
    await expect(tenant).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /^Username/ })).toHaveAttribute('aria-invalid', 'true'),
    );
    await expect(canvas.getByText('Accept the terms of service to create an account.')).toBeVisible();
    await expect(registers()).toHaveLength(0);
  },
};

export const Submitting: Story = {
  beforeEach: () => setBackend(answer('POST', /\/api\/auth\/register$/, () => pending<Response>())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(
      await canvas.findByRole('progressbar', { name: 'Creating the account' }),
    ).toBeInTheDocument();
    await expect(await registers()[0]?.json()).toEqual({
      tenant_name: 'acme-cdn',
      username: 'an.nguyen',
      full_name: '',
      email: 'an@acme.example',
      password: 'Correct-Horse-42',
      locale: 'en',
      accept_terms: true,
    });
  },
};

export const ServerError: Story = {
  beforeEach: () =>
    setBackend(
      answer('POST', /\/api\/auth\/register$/, () =>
        json(
          {
            message: 'This organisation name is taken; choose another.',
            status_code: 409,
            request_id: 'req-409',
            code: 'tenant_name_taken',
          },
          409,
        ),
      ),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This organisation name is taken; choose another.',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('req-409');
  },
};

export const FieldErrorsFromServer: Story = {
  beforeEach: () =>
    setBackend(
      answer('POST', /\/api\/auth\/register$/, () =>
        json(
          {
            message: 'Invalid input',
            status_code: 400,
            request_id: 'req-400',
            errors: [{ path: '/body/email', message: 'must match format "email"' }],
          },
          400,
        ),
      ),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    const email = canvas.getByRole('textbox', { name: /^Email address/ });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveAccessibleDescription(/must match format "email"/);
  },
};

export const Success: Story = {
  beforeEach: () => setBackend(answer('POST', /\/api\/auth\/register$/, () => json({ success: true }, 202))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Check your mailbox' })).toBeVisible();
    await expect(canvas.getByText(/We sent a verification link to an@acme.example/)).toBeVisible();
    // The pending button's announcement outlives the page it left (react-aria); the next screen has none.
    for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'vi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tạo tài khoản' })).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Konto erstellen' })).toBeVisible();
  },
};
