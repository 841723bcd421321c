import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../api/errors';
import { NowProvider } from '../../engine/fieldTypes/clock';
import { consoleBeforeEach, consoleParameters, renderConsole, pageBody } from '../../storybook/console';
import { pageOf, readOnlyProfile, shopSite, sites } from '../../storybook/fixtures';
import { siteOperations, siteRoutes } from '../../storybook/sites';
import { setBackend, backendRequests } from '../../storybook/backend';
import { auditAnswer, auditForbidden, storyNow } from '../../storybook/audit';
import { shopFirstOrigin, shopHistory } from '../../storybook/siteHistory';
import { addonDomainsAnswer, shopDomains } from '../../storybook/cdn';
import { answer, json } from '../../storybook/backend';

const detailPath = `/cdn/sites/${shopSite.id}`;

const meta = {
  title: 'Console/CDN/Sites/Detail',
  render: renderConsole,
  // Relative times ("2 weeks ago") are measured from a fixed moment, so screenshots do not drift.
  decorators: [
    (Story) => (
      <NowProvider now={storyNow}>
        <Story />
      </NowProvider>
    ),
  ],
  beforeEach: [
    consoleBeforeEach,
    () => {
      siteOperations.get.mockResolvedValue({ record: shopSite, etag: 'W/"1"' });
      setBackend(addonDomainsAnswer());
    },
  ],
  parameters: consoleParameters({ path: detailPath, routes: siteRoutes }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const body = pageBody;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'shop' })).toBeVisible();
    for (const section of ['General', 'Origin', 'Multi-CDN', 'History']) {
      await expect(canvas.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    // A web-server origin lists no bucket fields.
    const origin = canvas.getByRole('region', { name: 'Origin' });
    await expect(within(origin).getByText('Web server')).toBeVisible();
    await expect(within(origin).queryByText('Bucket name')).toBeNull();
    await expect(canvas.getByRole('tab', { name: 'Details', selected: true })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'History' })).toBeVisible();
    // URLs and domains carry a copy button; the origin is copied as written.
    await expect(
      canvas.getByRole('button', { name: 'Click to copy https://origin-shop.example.vn' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Click to copy shop.cdn.example.net' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumbs' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sites' })).toHaveAttribute('href', '/cdn/sites');
    await expect(canvas.getByRole('button', { name: 'Edit site' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Delete site' })).toBeEnabled();
    await expect(siteOperations.get).toHaveBeenCalledWith(shopSite.id, expect.anything());
  },
};

/** A site fed from an S3 bucket: its Origin section names the bucket, never a secret. */
export const BucketOrigin: Story = {
  beforeEach: () => {
    siteOperations.get.mockResolvedValue({
      record: {
        ...shopSite,
        origin_type: 's3',
        origin_server_url: 'https://media-library.s3.hn-1.cloud.cmctelecom.vn',
        s3_endpoint: 's3.hn-1.cloud.cmctelecom.vn',
        s3_region: 'hn-1',
        s3_bucket_name: 'media-library',
        s3_access_key: 'AKIAEXAMPLE01',
      },
      etag: 'W/"2"',
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const origin = await canvas.findByRole('region', { name: 'Origin' });
    await expect(within(origin).getByText('S3 bucket')).toBeVisible();
    for (const [label, value] of [
      ['Bucket name', 'media-library'],
      ['S3 region', 'hn-1'],
      ['S3 endpoint', 's3.hn-1.cloud.cmctelecom.vn'],
      ['Access key', 'AKIAEXAMPLE01'],
    ]) {
      await expect(within(origin).getByText(label!)).toBeVisible();
      await expect(within(origin).getAllByText(value!)[0]).toBeVisible();
    }
    await expect(within(origin).queryByText('Secret key')).toBeNull();
    origin.scrollIntoView();
  },
};

/**
 * The overview above the fields: the CNAME target to create at the DNS provider (copyable), the add-on domains
 * with their hostname and certificate statuses apart, and a DNS re-check that reports the new status.
 */
export const Overview: Story = {
  beforeEach: () => {
    setBackend(
      addonDomainsAnswer(),
      answer('POST', /\/addon_domain\/[^/]+\/verify$/, () =>
        json({ data: { ...shopDomains[1]!, status: 'active', ssl_status: 'pending' } }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cname = await canvas.findByTestId('site-cname');
    await expect(within(cname).getByText('CNAME')).toBeVisible();
    await expect(within(cname).getByRole('button', { name: 'Copy the CNAME target' })).toBeVisible();
    const domains = await canvas.findByTestId('addon-domains');
    const mismatch = await within(domains).findByRole('row', { name: /static\.shop\.example\.vn/ });
    await expect(within(mismatch).getByText('Record does not match')).toBeVisible();
    await expect(within(mismatch).getByText('None')).toBeVisible();
    await userEvent.click(
      within(mismatch).getByRole('button', { name: 'Check now: static.shop.example.vn' }),
    );
    await expect(
      await body(canvasElement).findByText('static.shop.example.vn: Successfully verified'),
    ).toBeVisible();
    const verify = backendRequests().find((r) => r.method === 'POST');
    await expect(new URL(verify!.url).pathname).toMatch(/\/addon_domain\/32222222-[^/]+\/verify$/);
    await expect(canvas.getByRole('link', { name: 'Add domain' })).toHaveAttribute(
      'href',
      `/cdn/sites/${shopSite.id}/edge/addon-domain/add`,
    );
  },
};

/**
 * The History tab: one sentence per entry — the site's own changes and what happened to its rules and
 * settings — with the changed values by their labels; a purge's URLs and a removed rule's fields open by
 * keyboard.
 */
export const HistoryTab: Story = {
  parameters: consoleParameters({ path: `${detailPath}?tab=history` }),
  beforeEach: () => {
    setBackend(auditAnswer(shopHistory.slice(0, 5)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'History', selected: true })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Change history' });
    const rows = () => within(table).getAllByRole('row').slice(1);
    await waitFor(() => expect(rows()).toHaveLength(5));
    const sentences = [
      'an.nguyen purged 4 URLs',
      'an.nguyen changed Always use HTTPS',
      'an.nguyen added firewall rule “Block admin from abroad”',
      'an.nguyen deleted page rule “shop.example.vn/old-catalogue/*”',
      'an.nguyen changed origin settings',
    ];
    for (const [i, sentence] of sentences.entries()) {
      await expect(within(rows()[i]!).getByText(sentence)).toBeVisible();
    }
    // No operation id and no field name anywhere.
    await expect(table.textContent).not.toMatch(
      /updateSiteEdgeSetting|createFirewallRule|always_use_https|\{"/,
    );
    const query = new URL(backendRequests().at(-1)!.url).searchParams;
    await expect(query.get('resource_type')).toBe('cdn_site');
    await expect(query.get('resource_id')).toBe(shopSite.id);
    await expect(query.get('include_children')).toBe('true');
    await expect(query.get('sort_direction')).toBe('desc');

    // The edge setting by its label, its values by theirs.
    const edge = within(rows()[1]!).getByRole('list', { name: 'Changed fields' });
    await expect(within(edge).getByText('Edge settings › Always use HTTPS')).toBeVisible();
    await expect(within(edge).getByText('Off')).toBeVisible();
    await expect(within(edge).getByText('On')).toBeVisible();
    // Origin servers item by item.
    const origin = within(rows()[4]!).getByRole('list', { name: 'Changed fields' });
    await expect(within(origin).getByText('Origin servers #1 › Weight')).toBeVisible();
    await expect(within(origin).getByText('Origin servers #3')).toBeVisible();

    // The purge's URLs, three at first.
    const urls = within(rows()[0]!).getByRole('list', { name: 'What it named' });
    await expect(within(urls).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(rows()[0]!).getByRole('button', { name: 'Show 1 more' }));
    await expect(within(urls).getAllByRole('listitem')).toHaveLength(4);

    // A removed rule's fields behind a button, opened by keyboard.
    within(rows()[3]!).getByRole('button', { name: 'Show the fields' }).focus();
    await userEvent.keyboard('{Enter}');
    const recorded = within(rows()[3]!).getByRole('list', { name: 'Recorded fields' });
    await expect(within(recorded).getByText('shop.example.vn/old-catalogue/*')).toBeVisible();
    await expect(within(recorded).getByText('Settings › Cache level')).toBeVisible();
    await expect(within(rows()[3]!).getByRole('button', { name: 'Hide the fields' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/**
 * Who acted and how it ended: an operator acting as a member, a refused attempt, a long value cut and shown
 * whole by keyboard, the site's creation; and the tabs by arrow keys.
 */
export const HistoryTabAttempts: Story = {
  parameters: consoleParameters({ path: `${detailPath}?tab=history` }),
  beforeEach: () => {
    setBackend(auditAnswer(shopHistory.slice(5)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Away to Details and back by keyboard: arrow keys move between tabs.
    await userEvent.click(await canvas.findByRole('tab', { name: 'History', selected: true }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(await canvas.findByRole('tab', { name: 'Details', selected: true })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await canvas.findByRole('tab', { name: 'History', selected: true })).toBeVisible();

    const table = await canvas.findByRole('table', { name: 'Change history' });
    const rows = () => within(table).getAllByRole('row').slice(1);
    await waitFor(() => expect(rows()).toHaveLength(4));
    await expect(
      within(rows()[0]!).getByText('support.ops as an.nguyen changed Token security'),
    ).toBeVisible();
    await expect(within(rows()[1]!).getByText('binh.tran tried to change site “shop”')).toBeVisible();
    await expect(within(rows()[1]!).getByText('Denied')).toBeVisible();
    await expect(within(rows()[2]!).getByText('an.nguyen changed Origin server URL')).toBeVisible();
    await expect(within(rows()[3]!).getByText('an.nguyen created site “shop”')).toBeVisible();

    // A long value is cut, and shown whole on request.
    await expect(within(rows()[2]!).queryByText(shopFirstOrigin, { exact: false })).toBeNull();
    within(rows()[2]!).getByRole('button', { name: 'Show all of Origin server URL' }).focus();
    await userEvent.keyboard(' ');
    await expect(within(rows()[2]!).getByText(shopFirstOrigin, { exact: false })).toBeVisible();
    await expect(within(rows()[2]!).getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** The same History in German: sentences and labels in the reader's language. */
export const HistoryTabGerman: Story = {
  globals: { locale: 'de' },
  parameters: consoleParameters({ path: `${detailPath}?tab=history` }),
  beforeEach: () => {
    setBackend(auditAnswer(shopHistory.slice(0, 4)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('an.nguyen hat 4 URLs aus dem Cache gelöscht')).toBeVisible();
    await expect(canvas.getByText('an.nguyen hat Immer HTTPS verwenden geändert')).toBeVisible();
    await expect(
      canvas.getByText('an.nguyen hat „Block admin from abroad“ (Firewall-Regel) hinzugefügt'),
    ).toBeVisible();
    await expect(canvas.getByText('Edge-Einstellungen › Immer HTTPS verwenden')).toBeVisible();
    await expect(canvas.getByText('Ein')).toBeVisible();
  },
};

/** A member without iam:read: History says "not permitted" in place; Details still work. */
export const ForbiddenHistory: Story = {
  parameters: consoleParameters({ path: `${detailPath}?tab=history` }),
  beforeEach: () => {
    setBackend(auditForbidden);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Not permitted' })).toBeVisible();
    await expect(canvas.getByText('req-403-audit')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'shop' })).toBeVisible();
  },
};

/** "View as JSON": the record as the API returns it, in a drawer. */
export const JsonView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^More actions/ }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'View as JSON' }));
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'shop as the API returns it' });
    const code = within(drawer).getByRole('region', { name: 'JSON of shop' });
    await expect(JSON.parse(code.textContent ?? '')).toEqual(shopSite);
    // The drawer slides in (opacity from 0); visible once it has settled.
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Copy JSON' })).toBeVisible());
  },
};

export const DeleteConfirm: Story = {
  parameters: {
    // The confirm button announces its pending state through react-aria's live announcer as
    // <div role="img" aria-labelledby=…>; the dialog closes and the page changes while that announcement lives
    // (7 s), so it points at a removed element and axe reports role-img-alt. The check leaves out the announcer,
    // which sits outside the screen; everything else of the page is still checked.
    a11y: { context: { exclude: ['[data-live-announcer]'] } },
  },
  beforeEach: () => {
    siteOperations.delete.mockResolvedValue(undefined);
    siteOperations.list.mockResolvedValue(pageOf(sites.filter((s) => s.id !== shopSite.id)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const remove = await canvas.findByRole('button', { name: 'Delete site' });

    // Open; Escape cancels and focus returns to the button.
    await userEvent.click(remove);
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Delete this site?' });
    await expect(dialog).toHaveTextContent(/shop and all its settings will be removed/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(remove).toHaveFocus());
    await expect(siteOperations.delete).not.toHaveBeenCalled();

    // Reopen by keyboard, type the name (a site is a parent resource) and confirm: deleted with its ETag,
    // then the list opens with a toast.
    await userEvent.keyboard('{Enter}');
    const again = await body(canvasElement).findByRole('alertdialog', { name: 'Delete this site?' });
    await userEvent.type(within(again).getByRole('textbox'), 'shop');
    await userEvent.click(within(again).getByRole('button', { name: /^Delete/ }));
    await waitFor(() =>
      expect(siteOperations.delete).toHaveBeenCalledWith(
        shopSite.id,
        expect.objectContaining({ ifMatch: 'W/"1"' }),
      ),
    );
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
    await expect(await body(canvasElement).findByText('Successfully deleted')).toBeInTheDocument();
    await expect(await canvas.findByRole('link', { name: 'video' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'shop' })).toBeNull();
  },
};

export const NotFound: Story = {
  beforeEach: () => {
    siteOperations.get.mockRejectedValue(
      new ApiError({ message: 'Site not found', status: 404, requestId: 'req-404a' }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This site does not exist or was deleted.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to sites' })).toHaveAttribute('href', '/cdn/sites');
    await expect(canvas.queryByRole('button', { name: 'Delete site' })).toBeNull();
  },
};

/** A member with `cdn:read` only sees Edit and Delete disabled, with the reason on focus or hover. */
export const ReadOnlyUser: Story = {
  parameters: consoleParameters({ session: readOnlyProfile }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'shop' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit site' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Delete site' })).toBeDisabled();
    const wrapper = canvas.getByRole('group', { name: 'Delete site (not available)' });
    // By keyboard: Tab reaches the disabled action's wrapper, whose tooltip gives the reason.
    for (let i = 0; i < 20 && document.activeElement !== wrapper; i += 1) await userEvent.tab();
    await expect(wrapper).toHaveFocus();
    const tooltip = await body(canvasElement).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('You need the cdn:write permission to change this.');
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'vi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'shop' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Thông tin chung' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Xóa trang web' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Lịch sử' })).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'shop' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Allgemein' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Website löschen' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Verlauf' })).toBeVisible();
  },
};
