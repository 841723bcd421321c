import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearTokenError, reportTokenError } from '../../api/health';
import { answer, backendRequests, json, setBackend } from '../../storybook/backend';
import { consoleBeforeEach, consoleParameters, renderConsole } from '../../storybook/console';
import { pending } from '../../storybook/fixtures';
import { authRoutes } from './routes';

const meta = {
  title: 'Console/Sign-in/Login',
  render: renderConsole,
  beforeEach: consoleBeforeEach,
  parameters: consoleParameters({
    path: '/login',
    routes: () => authRoutes,
    frame: 'public',
    session: false,
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const loginRequests = () => backendRequests().filter((r) => new URL(r.url).pathname.endsWith('/login'));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    await expect(canvas.getByLabelText(/Username/)).toHaveAttribute('autocomplete', 'username');
    await expect(canvas.getByLabelText(/Password/)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: /Language/ })).toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const WithServerError: Story = {
  beforeEach: () => {
    setBackend(
      answer('POST', /\/api\/auth\/login$/, () =>
        json({ message: 'Invalid username or password', status_code: 401, request_id: 'req-7f3a' }, 401),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Username/), 'an.nguyen');
    await userEvent.type(canvas.getByLabelText(/Password/), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid username or password');
    const [request] = loginRequests();
    await expect(await request?.json()).toEqual({ username: 'an.nguyen', password: 'wrong-password' });
    // Still on the sign-in page, ready for another try.
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  },
};

export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
    const username = canvas.getByLabelText(/Username/);
    const password = canvas.getByLabelText(/Password/);
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveAccessibleDescription(/This field is required/);
    await expect(password).toHaveAccessibleDescription(/This field is required/);
    await expect(loginRequests()).toHaveLength(0);
  },
};

export const Keyboard: Story = {
  beforeEach: () => {
    // The sign-in request stays open: the button shows its pending state.
    setBackend(answer('POST', /\/api\/auth\/login$/, () => pending<Response>()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const username = await canvas.findByLabelText(/Username/);
    // Tab order: skip link, language, theme, username, password, sign in.
    await userEvent.click(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Language/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Theme/ })).toHaveFocus();
    await userEvent.tab();
    await expect(username).toHaveFocus();
    await userEvent.keyboard('an.nguyen');
    await userEvent.tab();
    await expect(canvas.getByLabelText(/Password/)).toHaveFocus();
    await userEvent.keyboard('correct horse');
    await userEvent.tab();
    const submit = canvas.getByRole('button', { name: /Sign in/ });
    await expect(submit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(loginRequests()).toHaveLength(1));
    await expect(await loginRequests()[0]?.json()).toEqual({
      username: 'an.nguyen',
      password: 'correct horse',
    });
    await expect(await canvas.findByRole('progressbar', { name: 'Signing in' })).toBeInTheDocument();
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'vi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Đăng nhập' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('lang', 'vi');
    await userEvent.click(canvas.getByRole('button', { name: 'Đăng nhập' }));
    await waitFor(() => expect(canvas.getAllByText('Trường này là bắt buộc.')).toHaveLength(2));
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('lang', 'de');
    await userEvent.click(canvas.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(canvas.getAllByText('Dieses Feld ist erforderlich.')).toHaveLength(2));
  },
};

export const SessionExpired: Story = {
  beforeEach: () => {
    // What a 401 elsewhere leaves behind (expiry.ts) before it comes to /login; gone again after the story.
    reportTokenError();
    return () => clearTokenError();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Your session has expired. Sign in again to continue.'),
    ).toBeVisible();
  },
};

export const ShortTokenRefused: Story = {
  parameters: consoleParameters({ path: '/login?token=AAAAAAAAAAAAAAAAAAAAAAAA' }),
  beforeEach: () => {
    setBackend(
      answer('POST', /\/api\/auth\/token-exchange$/, () =>
        json(
          {
            message: 'This sign-in token is invalid, already used or expired.',
            status_code: 401,
            request_id: 'req-5',
          },
          401,
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This sign-in token is invalid, already used or expired.',
    );
    const exchanges = backendRequests().filter((r) => r.url.endsWith('/token-exchange'));
    await expect(exchanges).toHaveLength(1);
    await expect(await exchanges[0]?.json()).toEqual({ short_token: 'AAAAAAAAAAAAAAAAAAAAAAAA' });
    await expect(canvas.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
  },
};

export const IdentityProviders: Story = {
  beforeEach: () => {
    setBackend(
      answer('GET', /\/api\/auth\/idps$/, (request) =>
        json({
          data:
            new URL(request.url).searchParams.get('tenant') === 'demo-telecom-tenant'
              ? [
                  { id: '00000000-0000-4000-8000-0000000d1d01', name: 'Demo IdP', protocol: 'oidc' },
                  {
                    id: '00000000-0000-4000-8000-0000000d1d02',
                    name: 'Corporate Entra ID',
                    protocol: 'oidc',
                  },
                ]
              : [],
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const organisation = await canvas.findByRole('textbox', { name: /Organisation name/ });
    await userEvent.type(organisation, 'Bad Name');
    await userEvent.tab();
    await expect(organisation).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(organisation);
    await userEvent.type(organisation, 'unknown-org');
    await userEvent.click(canvas.getByRole('button', { name: 'Find sign-in options' }));
    await expect(await canvas.findByText(/No identity provider is set up for “unknown-org”/)).toBeVisible();
    await userEvent.clear(organisation);
    await userEvent.type(organisation, 'demo-telecom-tenant');
    await userEvent.click(canvas.getByRole('button', { name: 'Find sign-in options' }));
    await expect(await canvas.findByRole('button', { name: 'Continue with Demo IdP' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue with Corporate Entra ID' })).toBeVisible();
  },
};
