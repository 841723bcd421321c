import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { areaRoutes } from '../../../engine/routes';
import {
  answer,
  backendRequests,
  contractExemptions,
  json,
  serverFailure,
  setBackend,
} from '../../../storybook/backend';
import { originAnswers, shopOrigin, siteAnswer } from '../../../storybook/cdn';
import { consoleBeforeEach, consoleParameters, renderConsole, pageBody } from '../../../storybook/console';
import { readOnlyProfile, shopSite } from '../../../storybook/fixtures';
import { cdnArea } from '..';

const origin = `/cdn/sites/${shopSite.id}/edge/origin`;

const meta = {
  title: 'Console/CDN/Sites/Origin',
  render: renderConsole,
  beforeEach: [
    consoleBeforeEach,
    () => setBackend(siteAnswer(shopSite), ...originAnswers(structuredClone(shopOrigin))),
  ],
  parameters: consoleParameters({ path: origin, routes: () => areaRoutes(cdnArea) }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const body = pageBody;
const puts = () => backendRequests().filter((r) => r.method === 'PUT');

/** The servers with weight, max fails and fail timeout (a backup on its own port), and how the edge connects. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Origin' })).toBeVisible();
    const servers = await canvas.findByRole('table', { name: 'Origin servers of shop' });
    const rows = within(servers).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent(/Server URL.*Weight.*Max fails.*Fail timeout.*Backup server/);
    await expect(rows[1]).toHaveTextContent(/https:\/\/origin-shop\.example\.vn\s*70\s*3\s*30\s*No/);
    await expect(rows[2]).toHaveTextContent('https://origin2-shop.example.vn:8443');
    await expect(rows[3]).toHaveTextContent(/http:\/\/backup-shop\.example\.vn:8080\s*1\s*1\s*60\s*Yes/);
    await expect(canvas.getByText('Weighted round robin')).toBeVisible();
    await expect(canvas.getByText('HTTPS')).toBeVisible();
    await expect(canvas.getByText('www.shop.example.vn')).toBeVisible();
    await expect(canvas.getByText('15 seconds')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit origin' })).toHaveAttribute(
      'href',
      `${origin}/config`,
    );
  },
};

/** No host header: each server's own host is sent; the visitor's scheme is used. */
export const OwnHostHeader: Story = {
  beforeEach: () => {
    setBackend(
      siteAnswer(shopSite),
      ...originAnswers({
        ...structuredClone(shopOrigin),
        host_header: '',
        protocol: 'match_viewer',
        load_balancer_method: 'round_robin',
        // The contract lets a server be stored without its optional numbers (the generated type has them).
        origin_servers: [
          {
            origin_server_url: 'https://origin-shop.example.vn',
          } as (typeof shopOrigin.origin_servers)[number],
        ],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Each server's own host")).toBeVisible();
    await expect(canvas.getByText('Match the visitor')).toBeVisible();
    const servers = canvas.getByRole('table', { name: 'Origin servers of shop' });
    // Omitted values show their defaults: weight 1, max fails 1, fail timeout 10 s, not a backup.
    await expect(within(servers).getAllByRole('row')[1]).toHaveTextContent(
      /https:\/\/origin-shop\.example\.vn\s*1\s*1\s*10\s*No/,
    );
  },
};

/**
 * Edit at origin/config: a server's weight and the host header changed, sent once at the ETag read, and shown on
 * the origin page it returns to.
 */
export const EditOrigin: Story = {
  parameters: {
    ...consoleParameters({ path: `${origin}/config` }),
    // As in the sites' DeleteConfirm: the confirm button's pending announcement (react-aria's live announcer,
    // role img) outlives the dialog and points at a removed element; the announcer sits outside the screen.
    a11y: { context: { exclude: ['[data-live-announcer]'] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Edit origin' })).toBeVisible();
    const host = await canvas.findByRole('textbox', { name: /^Host header/ });
    await waitFor(() => expect(host).toHaveValue('www.shop.example.vn'));
    await userEvent.clear(host);
    await userEvent.type(host, 'shop.example.vn');
    const weights = canvas.getAllByRole('textbox', { name: /^Weight/ });
    await expect(weights).toHaveLength(3);
    // Each server is titled by its number, from the catalogue (not "origin_servers-2").
    await expect(canvas.getByRole('heading', { name: 'Origin server 2' })).toBeVisible();
    await expect(canvas.getAllByRole('textbox', { name: /^Server URL/ })[0]).toHaveAttribute(
      'placeholder',
      'https://origin.example.com',
    );
    await userEvent.clear(weights[1]!);
    await userEvent.type(weights[1]!, '50');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    const confirm = await body(canvasElement).findByRole('alertdialog', {
      name: /^Save changes to this origin/,
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(puts()).toHaveLength(1));
    const sent = puts()[0]!;
    await expect(sent.headers.get('If-Match')).toBe('W/"3"');
    const input = (await sent.json()) as typeof shopOrigin;
    await expect(input.host_header).toBe('shop.example.vn');
    await expect(input.origin_servers.map((s) => s.weight)).toEqual([70, 50, 1]);
    await expect(input.origin_servers[2]).toEqual(shopOrigin.origin_servers[2]);

    await expect(await canvas.findByRole('heading', { level: 1, name: 'Origin' })).toBeVisible();
    const servers = await canvas.findByRole('table', { name: 'Origin servers of shop' });
    await expect(within(servers).getAllByRole('row')[2]).toHaveTextContent(
      /https:\/\/origin2-shop\.example\.vn:8443\s*50\s*3\s*30\s*No/,
    );
    await expect(canvas.getByText('shop.example.vn')).toBeVisible();
  },
};

/** A server URL that is not http(s) is refused in the form; nothing is sent. */
export const EditInvalidServer: Story = {
  parameters: consoleParameters({ path: `${origin}/config` }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const urls = await canvas.findAllByRole('textbox', { name: /^Server URL/ });
    await waitFor(() => expect(urls[0]).toHaveValue('https://origin-shop.example.vn'));
    await userEvent.clear(urls[0]!);
    await userEvent.type(urls[0]!, 'ftp://origin-shop.example.vn');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(urls[0]).toHaveAttribute('aria-invalid', 'true'));
    await expect(puts()).toHaveLength(0);
  },
};

/** The origin cannot be read: the reason and a retry, under the page header. */
export const LoadFailed: Story = {
  parameters: contractExemptions(serverFailure('GET', '/api/main/cdn/sites/{id}/origin_setting')),
  beforeEach: () => {
    setBackend(
      siteAnswer(shopSite),
      answer('GET', /\/origin_setting$/, () =>
        json({ message: 'Origin service unavailable', status_code: 503, request_id: 'req-503-origin' }, 503),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Origin service unavailable')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** A reader sees the origin without the way to edit it. */
export const ReadOnly: Story = {
  parameters: consoleParameters({ session: readOnlyProfile }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Origin servers of shop' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Edit origin' })).toBeNull();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('origin-servers')).toBeVisible();
    await expect(canvas.getByTestId('origin-edit')).toHaveAttribute('href', `${origin}/config`);
  },
};

/** A site on an S3 bucket: the bucket is its one origin, so there are no servers to list or edit. */
export const BucketSite: Story = {
  beforeEach: () =>
    setBackend(
      siteAnswer({
        ...shopSite,
        origin_type: 's3',
        origin_server_url: 'https://media-library.s3.hn-1.cloud.cmctelecom.vn',
        s3_endpoint: 's3.hn-1.cloud.cmctelecom.vn',
        s3_region: 'hn-1',
        s3_bucket_name: 'media-library',
        s3_access_key: 'AKIAEXAMPLE01',
      }),
      ...originAnswers(structuredClone(shopOrigin)),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'S3 bucket' })).toBeVisible();
    await expect(
      canvas.getByText(/fetches its content from an S3 bucket, at https:\/\/media-library\.s3\.hn-1/),
    ).toBeVisible();
    await expect(canvas.getByText('media-library')).toBeVisible();
    await expect(canvas.getByText('AKIAEXAMPLE01')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Change the origin on the site’s page' })).toHaveAttribute(
      'href',
      `/cdn/sites/${shopSite.id}`,
    );
    await expect(canvas.queryByRole('table', { name: 'Origin servers of shop' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Edit origin' })).toBeNull();
  },
};
