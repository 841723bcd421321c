import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { consoleBeforeEach, consoleParameters, renderConsole, pageBody } from '../../../storybook/console';
import { answer, backendRequests, json, setBackend } from '../../../storybook/backend';
import { expiredCrt, sslRoutes, validCrt, validKey } from './sslStoryFixtures';

const meta = {
  title: 'Console/CDN/SSL/Add',
  render: renderConsole,
  beforeEach: [consoleBeforeEach],
  parameters: consoleParameters({ path: '/cert/ssl/add', routes: sslRoutes }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const body = pageBody;
const textbox = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole('textbox', {
    name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`),
  });

async function paste(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** The custom upload, empty: source choice, name, the three PEM areas with their file drops. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Add SSL certificate' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /^Upload a custom certificate/ })).toBeChecked();
    await expect(textbox(canvasElement, 'Certificate (PEM)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload certificate' })).toBeEnabled();
  },
};

/** The pasted certificate is read in the browser: subject, SANs, issuer, key and validity before saving. */
export const Preview: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Add SSL certificate' });
    await paste(textbox(canvasElement, 'Certificate (PEM)'), validCrt);
    const preview = await within(canvasElement).findByTestId('ssl-preview');
    await expect(preview).toHaveTextContent('CN=shop.example.com, O=Example Shop');
    await expect(preview).toHaveTextContent('shop.example.com, www.shop.example.com');
    await expect(preview).toHaveTextContent('RSA 2048');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** An expired certificate: the preview says so before anything is sent. */
export const ExpiredWarning: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Add SSL certificate' });
    await paste(textbox(canvasElement, 'Certificate (PEM)'), expiredCrt);
    await expect(await within(canvasElement).findByText(/This certificate expired on/)).toBeVisible();
  },
};

/** Checked before sending: empty required fields and a text that is no certificate. */
export const ClientErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Add SSL certificate' });
    await paste(textbox(canvasElement, 'Certificate (PEM)'), 'not a certificate');
    await userEvent.click(canvas.getByRole('button', { name: 'Upload certificate' }));
    await expect(await canvas.findByText('This is not a PEM-encoded X.509 certificate.')).toBeVisible();
    await expect(canvas.getAllByText('Required').length).toBeGreaterThanOrEqual(2);
    await expect(body(canvasElement).queryByRole('alertdialog')).toBeNull();
    await expect(backendRequests().filter((r) => r.method === 'POST')).toHaveLength(0);
  },
};

/** The server refuses the key: its reason lands on the key's field and every value stays. */
export const ServerFieldError: Story = {
  beforeEach: () => {
    setBackend(
      answer('POST', /\/ssl\/customssl$/, () =>
        json(
          {
            message: 'The certificate cannot be used: /body/private_key does not match the certificate.',
            status_code: 400,
            request_id: 'req-ssl-400',
            errors: [{ path: '/body/private_key', message: 'does not match the certificate' }],
          },
          400,
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Add SSL certificate' });
    await paste(textbox(canvasElement, 'Name'), 'shop 2025');
    await paste(textbox(canvasElement, 'Certificate (PEM)'), validCrt);
    await paste(textbox(canvasElement, 'Private key (PEM)'), validKey);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload certificate' }));
    await userEvent.click(await body(canvasElement).findByRole('button', { name: 'Add' }));
    await expect(await canvas.findByText('does not match the certificate')).toBeVisible();
    await expect(textbox(canvasElement, 'Name')).toHaveValue('shop 2025');
    await waitFor(() => expect(backendRequests().filter((r) => r.method === 'POST')).toHaveLength(1));
    const sent = await backendRequests()
      .find((r) => r.method === 'POST')!
      .clone()
      .formData();
    await expect(sent.get('name')).toBe('shop 2025');
    await expect(String(sent.get('certificate'))).toContain('BEGIN CERTIFICATE');
  },
};

/** A free certificate: a wildcard switches validation to DNS TXT (HTTP cannot validate it). */
export const FreeWildcard: Story = {
  parameters: consoleParameters({ path: '/cert/ssl/add?type=free' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Add SSL certificate' });
    await expect(canvas.getByRole('radio', { name: /^Free managed certificate/ })).toBeChecked();
    await paste(textbox(canvasElement, 'Hostnames'), '*.media.example.net');
    await expect(canvas.getByRole('radio', { name: /^DNS TXT record/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /^HTTP file/ })).toBeDisabled();
  },
};

/** A reader (cdn:read only) sees why they cannot add. */
export const ReadOnly: Story = {
  parameters: consoleParameters({ session: { permission: ['cdn:read'] } }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('You can view certificates but not add them'),
    ).toBeVisible();
  },
};
