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
import { siteAnswer, siteUpdateAnswers, vodSite } from '../../../storybook/cdn';
import { consoleBeforeEach, consoleParameters, renderConsole, pageBody } from '../../../storybook/console';
import { readOnlyProfile, shopSite } from '../../../storybook/fixtures';
import { cdnArea } from '..';

const videoDelivery = (siteId: string) => `/cdn/sites/${siteId}/edge/optimization/video-delivery`;

const meta = {
  title: 'Console/CDN/Sites/Video delivery',
  render: renderConsole,
  beforeEach: [consoleBeforeEach, () => setBackend(...siteUpdateAnswers(structuredClone(vodSite)))],
  parameters: consoleParameters({ path: videoDelivery(vodSite.id), routes: () => areaRoutes(cdnArea) }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const body = pageBody;
const sitePath = new RegExp(`/cdn/sites/${vodSite.id}$`);
const calls = (method: string) =>
  backendRequests().filter((r) => r.method === method && sitePath.test(new URL(r.url).pathname));
const tokenSwitch = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('switch', { name: 'Token security' });

/**
 * A VOD site, token security off: turning it on shows at once, reads the site again and replaces it whole at
 * that ETag with token security on (every other field as stored), once; the switch then stays on.
 */
export const TokenSecurityOn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Video delivery' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Video delivery', selected: true })).toBeVisible();
    await expect(await canvas.findByText('Video on demand')).toBeVisible();
    const toggle = await tokenSwitch(canvasElement);
    await expect(toggle).not.toBeChecked();
    const readsBefore = calls('GET').length;
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await waitFor(() => expect(calls('PUT')).toHaveLength(1));
    await expect(calls('GET').length).toBeGreaterThan(readsBefore);
    const sent = calls('PUT')[0]!;
    await expect(sent.headers.get('If-Match')).toBe('W/"7"');
    await expect(await sent.json()).toEqual({
      name: 'video',
      origin_type: 'host',
      origin_server_url: 'https://origin-video.example.vn',
      token_security: true,
      vod: true,
      multi_cdn_url: '',
      multi_cdn_url_2: '',
      multi_cdn_config: 0,
    });
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-setting="token_security"][data-pending]')).toBeNull(),
    );
    await expect(toggle).toBeChecked();
  },
};

/**
 * A VOD site served from an S3 bucket: the site is replaced with its bucket (endpoint, region, name, access key;
 * the secret key left out, so the server keeps it), not turned into a host origin.
 */
export const BucketSite: Story = {
  beforeEach: () =>
    setBackend(
      ...siteUpdateAnswers({
        ...structuredClone(vodSite),
        origin_type: 's3',
        origin_server_url: 'https://video-library.s3.hn-1.example.vn',
        s3_endpoint: 's3.hn-1.example.vn',
        s3_region: 'hn-1',
        s3_bucket_name: 'video-library',
        s3_access_key: 'AKIAVIDEOLIBRARY01',
      }),
    ),
  play: async ({ canvasElement }) => {
    const toggle = await tokenSwitch(canvasElement);
    await userEvent.click(toggle);
    await waitFor(() => expect(calls('PUT')).toHaveLength(1));
    await expect(await calls('PUT')[0]!.json()).toEqual({
      name: 'video',
      origin_type: 's3',
      s3_endpoint: 's3.hn-1.example.vn',
      s3_region: 'hn-1',
      s3_bucket_name: 'video-library',
      s3_access_key: 'AKIAVIDEOLIBRARY01',
      token_security: true,
      vod: true,
      multi_cdn_url: '',
      multi_cdn_url_2: '',
      multi_cdn_config: 0,
    });
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-setting="token_security"][data-pending]')).toBeNull(),
    );
    await expect(toggle).toBeChecked();
  },
};

/** A web site has no video delivery settings: the page says so and where VOD sites are added. */
export const WebSite: Story = {
  parameters: consoleParameters({ path: videoDelivery(shopSite.id) }),
  beforeEach: () => setBackend(siteAnswer(shopSite)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This is a web site')).toBeVisible();
    await expect(canvas.getByText(/^Video delivery settings apply to video-on-demand sites\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add a VOD site' })).toHaveAttribute(
      'href',
      '/cdn/sites/add/vod',
    );
    await expect(canvas.queryByRole('switch', { name: 'Token security' })).toBeNull();
  },
};

/**
 * The site changed elsewhere between the read and the write (412): the switch goes back to what the server
 * holds and the server's message shows; nothing is sent again.
 */
export const ChangedMeanwhile: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  beforeEach: () => {
    const site = structuredClone(vodSite);
    setBackend(
      answer('PUT', sitePath, () => {
        const refused = json(
          {
            message: 'The resource changed since you read it; reload and try again.',
            status_code: 412,
            request_id: 'req-412-site',
            code: 'precondition_failed',
            current: site,
          },
          412,
        );
        refused.headers.set('ETag', 'W/"8"');
        return refused;
      }),
      ...siteUpdateAnswers(site),
    );
  },
  play: async ({ canvasElement }) => {
    const toggle = await tokenSwitch(canvasElement);
    await userEvent.click(toggle);
    await expect(
      await body(canvasElement).findByText('The resource changed since you read it; reload and try again.'),
    ).toBeVisible();
    await waitFor(() => expect(toggle).not.toBeChecked());
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-setting="token_security"][data-pending]')).toBeNull(),
    );
    await expect(calls('PUT')).toHaveLength(1);
  },
};

/** A reader (cdn:read only) sees whether token security is on and cannot change it. */
export const ReadOnly: Story = {
  parameters: consoleParameters({ session: readOnlyProfile }),
  beforeEach: () => setBackend(...siteUpdateAnswers({ ...structuredClone(vodSite), token_security: true })),
  play: async ({ canvasElement }) => {
    const toggle = await tokenSwitch(canvasElement);
    await expect(toggle).toBeChecked();
    await expect(toggle).toBeDisabled();
  },
};

/**
 * The site cannot be read: as on its detail page, "Something went wrong" with the server's reason, the request
 * id, Retry (which reads it again, still refused here) and the way back to the sites.
 */
export const LoadFailed: Story = {
  parameters: contractExemptions(serverFailure('GET', '/api/main/cdn/sites/{id}')),
  beforeEach: () =>
    setBackend(
      answer('GET', sitePath, () =>
        json(
          { status_code: 503, message: 'The CDN service is not answering.', request_id: 'req-503-site' },
          503,
        ),
      ),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Something went wrong' }),
    ).toBeVisible();
    await expect(canvas.getByText('The CDN service is not answering.')).toBeVisible();
    await expect(canvas.getByText('req-503-site')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to sites' })).toHaveAttribute('href', '/cdn/sites');
    await expect(canvas.queryByRole('switch', { name: 'Token security' })).toBeNull();
    const reads = calls('GET').length;
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(calls('GET').length).toBeGreaterThan(reads));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled());
    await expect(canvas.getByText('The CDN service is not answering.')).toBeVisible();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'vi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Phân phối video' })).toBeVisible();
    await expect(await canvas.findByRole('switch', { name: 'Bảo mật bằng token' })).not.toBeChecked();
    await expect(canvas.getByText('Video theo yêu cầu')).toBeVisible();
  },
};
