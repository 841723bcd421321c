import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NowProvider } from '../../../engine/fieldTypes/clock';
import { consoleBeforeEach, consoleParameters, renderConsole, pageBody } from '../../../storybook/console';
import { answer, backendRequests, json, setBackend } from '../../../storybook/backend';
import { storyNow } from '../../../storybook/audit';
import { freeCertificate, shopCertificate, sslRoutes } from './sslStoryFixtures';
import type { SslCertificate } from './sslApi';

const serve = (certificate: SslCertificate) =>
  answer('GET', new RegExp(`/ssl/${certificate.id}$`), () => json({ data: certificate }, 200));

const meta = {
  title: 'Console/CDN/SSL/Detail',
  render: renderConsole,
  decorators: [
    (Story) => (
      <NowProvider now={storyNow}>
        <Story />
      </NowProvider>
    ),
  ],
  beforeEach: [consoleBeforeEach, () => setBackend(serve(shopCertificate), serve(freeCertificate))],
  parameters: consoleParameters({ path: `/cert/ssl/${shopCertificate.id}`, routes: sslRoutes }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const body = pageBody;

/** A custom certificate in use: what it says, its validity, and the site hostnames serving it as links. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: shopCertificate.name })).toBeVisible();
    await expect(canvas.getByText('O=Console Test CA, CN=Console Test Root')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Used by' })).toBeVisible();
    const link = canvas.getByRole('link', { name: 'www.shop.example.com (site shop)' });
    await expect(link).toHaveAttribute('href', '/cdn/sites/aaaaaaaa-0000-4000-8000-000000000001');
    await expect(canvas.getByText(/Used by 2 hostnames/)).toBeVisible();
  },
};

/** A free certificate waiting for validation: the TXT record to publish, copyable. */
export const FreeValidation: Story = {
  parameters: consoleParameters({ path: `/cert/ssl/${freeCertificate.id}` }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: freeCertificate.name })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Domain validation' })).toBeVisible();
    await expect(canvas.getByText('_acme-challenge.media.example.net')).toBeVisible();
    await expect(canvas.getByText('No site or add-on domain serves this certificate.')).toBeVisible();
  },
};

/** Deleting a certificate in use: asked first, then the server's 409 message says where it is used. */
export const DeleteInUse: Story = {
  beforeEach: () => {
    setBackend(
      serve(shopCertificate),
      answer('DELETE', /\/ssl\/[0-9a-f-]{36}$/, () =>
        json(
          {
            message:
              'The certificate is used by shop.example.com, www.shop.example.com; choose another certificate there first.',
            status_code: 409,
            request_id: 'req-ssl-409',
            code: 'in_use',
          },
          409,
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: shopCertificate.name });
    await userEvent.click(canvas.getByRole('button', { name: 'Delete certificate' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(
      within(dialog)
        .getAllByRole('button', { name: /^Delete/ })
        .at(-1)!,
    );
    await expect(
      await body(canvasElement).findByText(/The certificate is used by shop\.example\.com/),
    ).toBeVisible();
    await waitFor(() =>
      expect(backendRequests().filter((request) => request.method === 'DELETE')).toHaveLength(1),
    );
  },
};
