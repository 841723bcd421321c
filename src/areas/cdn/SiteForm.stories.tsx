import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../api/errors';
import { consoleBeforeEach, consoleParameters, renderConsole } from '../../storybook/console';
import { pending, shopSite } from '../../storybook/fixtures';
import { siteOperations, siteRoutes } from '../../storybook/sites';

// A site is added on a page, so it is edited on one: its detail page in edit mode (no edit route in SPEC §2).
const editPath = `/cdn/sites/${shopSite.id}?mode=edit`;
const editParameters = consoleParameters({ path: editPath, routes: siteRoutes });
const body = within(document.body);

const meta = {
  title: 'Console/CDN/Sites/Add',
  render: renderConsole,
  beforeEach: consoleBeforeEach,
  parameters: consoleParameters({ path: '/cdn/sites/add/web', routes: siteRoutes }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submit the form and confirm in the create / modify dialog. */
async function submitAndConfirm(canvas: ReturnType<typeof within>, submit: string, confirm: string) {
  await userEvent.click(canvas.getByRole('button', { name: submit }));
  const title = submit === 'Save changes' ? 'Save changes to this site?' : 'Add this site?';
  const dialog = await body.findByRole('alertdialog', { name: title });
  await userEvent.click(within(dialog).getByRole('button', { name: confirm }));
}

async function fillValidSite(canvas: ReturnType<typeof within>) {
  await userEvent.type(await canvas.findByRole('textbox', { name: /^Name/ }), 'shop');
  await userEvent.type(
    canvas.getByRole('textbox', { name: /Origin server URL/ }),
    'https://origin-shop.example.vn',
  );
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Add site' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /^Name/ })).toHaveAttribute(
      'aria-required',
      'true',
    );
    // The submit button belongs to the form (by its `form` attribute; it sits right under the fields).
    await expect(canvas.getByRole('button', { name: 'Create site' })).toHaveAttribute(
      'form',
      canvasElement.querySelector('form')?.id ?? 'missing',
    );
    await expect(canvas.getByRole('link', { name: 'Sites' })).toHaveAttribute('href', '/cdn/sites');
    await expect(canvas.getByRole('button', { name: 'Create site' })).toBeEnabled();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /^Name/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Create site' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(name).toHaveAccessibleDescription(/This field is required/);
    await expect(canvas.getByRole('textbox', { name: /Origin server URL/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // Focus moves to the first field in error.
    await waitFor(() => expect(name).toHaveFocus());
    // An address the URL format refuses (its pattern too) reads as one sentence, not one per rule.
    const url = canvas.getByRole('textbox', { name: /Origin server URL/ });
    await userEvent.type(url, 'origin.example');
    await waitFor(() =>
      expect(url).toHaveAccessibleDescription(
        'Where the CDN fetches your content, starting with http:// or https://. ' +
          'Enter a full web address, such as https://www.example.com.',
      ),
    );
    await expect(siteOperations.create).not.toHaveBeenCalled();
  },
};

export const ServerFieldError: Story = {
  beforeEach: () => {
    siteOperations.create.mockRejectedValue(
      new ApiError({
        message: 'Validation failed',
        status: 409,
        requestId: 'req-9b2e',
        fieldErrors: [{ path: '/body/name', message: 'A site with this name exists.' }],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValidSite(canvas);
    await submitAndConfirm(canvas, 'Create site', 'Add');
    const name = canvas.getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription(/A site with this name exists\./));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(siteOperations.create).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'shop', origin_server_url: 'https://origin-shop.example.vn' }),
      expect.objectContaining({ params: expect.objectContaining({ type: 'web' }) }),
    );
    // The toast says what happened and gives the request id for support.
    const toast = await body.findByRole('alertdialog', { name: /Validation failed/ });
    await expect(toast).toHaveTextContent(/Validation failed/);
    await expect(toast).toHaveTextContent(/req-9b2e/);
  },
};

export const Submitting: Story = {
  beforeEach: () => {
    siteOperations.create.mockReturnValue(pending());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValidSite(canvas);
    await submitAndConfirm(canvas, 'Create site', 'Add');
    await expect(await canvas.findByRole('progressbar', { name: 'Saving' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Create site/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(siteOperations.create).toHaveBeenCalledTimes(1);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'vi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Thêm trang web' })).toBeVisible();
    const name = await canvas.findByRole('textbox', { name: /^Tên/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Tạo trang web' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(/Trường này là bắt buộc/));
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Website hinzufügen' })).toBeVisible();
    const name = await canvas.findByRole('textbox', { name: /^Name/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Website erstellen' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(/Dieses Feld ist erforderlich/));
  },
};

/** SPEC §5: creating asks first; the confirm button has the focus, "Keep editing" returns to the form. */
export const ConfirmCreate: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  beforeEach: () => {
    siteOperations.create.mockResolvedValue(shopSite);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValidSite(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create site' }));
    let dialog = await body.findByRole('alertdialog', { name: 'Add this site?' });
    await expect(dialog).toHaveTextContent('The site “shop” will be added with the values you entered.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(siteOperations.create).not.toHaveBeenCalled();
    // Leave it open for the screenshot.
    await userEvent.click(canvas.getByRole('button', { name: 'Create site' }));
    dialog = await body.findByRole('alertdialog', { name: 'Add this site?' });
    await expect(dialog).toBeVisible();
  },
};

/** Edit mode (the detail page's `?mode=edit`): the record loads into the form; the update carries its ETag. */
export const Edit: Story = {
  parameters: editParameters,
  beforeEach: () => {
    siteOperations.get.mockResolvedValue({ record: shopSite, etag: 'W/"7"' });
    // Left pending: the screenshot shows the save in progress (success is covered by the unit tests).
    siteOperations.update.mockReturnValue(pending());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Edit site' })).toBeVisible();
    const name = await canvas.findByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveValue('shop'));
    await expect(canvas.getByRole('textbox', { name: /Origin server URL/ })).toHaveValue(
      shopSite.origin_server_url,
    );
    await userEvent.type(name, '-eu');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Save changes to this site?' });
    await expect(dialog).toHaveTextContent('Your changes to the site “shop-eu” take effect right away.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(siteOperations.update).toHaveBeenCalledWith(
        shopSite.id,
        expect.objectContaining({ name: 'shop-eu' }),
        expect.objectContaining({ ifMatch: 'W/"7"' }),
      ),
    );
    await expect(await canvas.findByRole('progressbar', { name: 'Saving' })).toBeInTheDocument();
  },
};

/** "Duplicate": the create form prefilled from a record, without its id, status or timestamps. */
export const Duplicate: Story = {
  parameters: consoleParameters({ path: `/cdn/sites/add/web?duplicate=${shopSite.id}`, routes: siteRoutes }),
  beforeEach: () => {
    siteOperations.get.mockResolvedValue({ record: shopSite, etag: 'W/"7"' });
    siteOperations.create.mockReturnValue(pending());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Duplicate shop' })).toBeVisible();
    const name = await canvas.findByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveValue('shop'));
    await expect(canvas.getByRole('textbox', { name: /Multi-CDN URL/ })).toHaveValue('shop.cdn2.example.org');
    await userEvent.clear(name);
    await userEvent.type(name, 'shop-copy');
    await submitAndConfirm(canvas, 'Create site', 'Add');
    await waitFor(() => expect(siteOperations.create).toHaveBeenCalledTimes(1));
    const sent = siteOperations.create.mock.calls[0]![0] as unknown as Record<string, unknown>;
    await expect(sent).toMatchObject({ name: 'shop-copy', multi_cdn_url: 'shop.cdn2.example.org' });
    await expect(sent).not.toHaveProperty('id');
    await expect(sent).not.toHaveProperty('status');
    await expect(sent).not.toHaveProperty('created_at');
  },
};

/** A 412 on save: someone else changed the site. Reload takes their values; the dialog is left open. */
export const Conflict: Story = {
  parameters: editParameters,
  beforeEach: () => {
    const theirs = { ...shopSite, origin_server_url: 'https://new-origin.example.vn' };
    siteOperations.get.mockResolvedValue({ record: shopSite, etag: 'W/"7"' });
    siteOperations.update.mockRejectedValue(
      new ApiError({ message: 'Precondition failed', status: 412, etag: 'W/"9"', current: theirs }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveValue('shop'));
    await userEvent.type(name, '-mine');
    await submitAndConfirm(canvas, 'Save changes', 'Save changes');
    let dialog = await body.findByRole('alertdialog', { name: 'Someone else changed this' });
    await expect(dialog).toHaveTextContent('Someone else changed the site “shop” after you opened it.');
    // Reload: my edit is discarded, their origin is shown.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('shop'));
    await expect(canvas.getByRole('textbox', { name: /Origin server URL/ })).toHaveValue(
      'https://new-origin.example.vn',
    );
    // The next save goes against the current ETag (and meets another 412, left open for the screenshot).
    await submitAndConfirm(canvas, 'Save changes', 'Save changes');
    dialog = await body.findByRole('alertdialog', { name: 'Someone else changed this' });
    await expect(siteOperations.update).toHaveBeenLastCalledWith(
      shopSite.id,
      expect.anything(),
      expect.objectContaining({ ifMatch: 'W/"9"' }),
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Overwrite' })).toBeVisible());
  },
};

/** Leaving a changed form asks first; "Keep editing" stays with the draft. */
export const UnsavedChanges: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Name/ }), 'draft');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    let dialog = await body.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep editing' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('draft');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    dialog = await body.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await expect(dialog).toBeVisible();
  },
};

const bucket = {
  s3_endpoint: 's3.hn-1.cloud.cmctelecom.vn',
  s3_region: 'hn-1',
  s3_bucket_name: 'media-library',
  s3_access_key: 'AKIAEXAMPLE01',
};

/**
 * A VOD site fed from an S3 bucket: choosing "S3 bucket" swaps the origin URL for the bucket's fields (each
 * required), and what was typed as the URL comes back when the web server is chosen again.
 */
export const S3Origin: Story = {
  parameters: consoleParameters({ path: '/cdn/sites/add/vod', routes: siteRoutes }),
  beforeEach: () => {
    siteOperations.create.mockReturnValue(pending());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Name/ }), 'videos');
    const url = canvas.getByRole('textbox', { name: /Origin server URL/ });
    await userEvent.type(url, 'https://typed-first.example.vn');
    await userEvent.click(canvas.getByRole('radio', { name: 'S3 bucket' }));
    await waitFor(() => expect(canvas.queryByRole('textbox', { name: /Origin server URL/ })).toBeNull());
    await expect(canvas.getByRole('textbox', { name: /S3 endpoint/ })).toHaveAttribute(
      'aria-required',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Create site' }));
    const bucketName = canvas.getByRole('textbox', { name: /Bucket name/ });
    await waitFor(() => expect(bucketName).toHaveAttribute('aria-invalid', 'true'));
    await expect(siteOperations.create).not.toHaveBeenCalled();

    // Back to a web server: the URL typed before is still there; then the bucket again, filled in.
    await userEvent.click(canvas.getByRole('radio', { name: 'Web server' }));
    await expect(await canvas.findByRole('textbox', { name: /Origin server URL/ })).toHaveValue(
      'https://typed-first.example.vn',
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'S3 bucket' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: /S3 endpoint/ }), bucket.s3_endpoint);
    await userEvent.type(canvas.getByRole('textbox', { name: /S3 region/ }), bucket.s3_region);
    await userEvent.type(canvas.getByRole('textbox', { name: /Bucket name/ }), bucket.s3_bucket_name);
    await userEvent.type(canvas.getByRole('textbox', { name: /Access key/ }), bucket.s3_access_key);
    await userEvent.type(canvas.getByLabelText(/Secret key/), 'bucket-secret-value');
    await submitAndConfirm(canvas, 'Create site', 'Add');
    await waitFor(() => expect(siteOperations.create).toHaveBeenCalledTimes(1));
    const sent = siteOperations.create.mock.calls[0]![0] as unknown as Record<string, unknown>;
    await expect(sent).toMatchObject({ name: 'videos', origin_type: 's3', ...bucket });
    await expect(sent).toHaveProperty('s3_secret_key', 'bucket-secret-value');
    // The URL of the origin not chosen is not sent.
    await expect(sent).not.toHaveProperty('origin_server_url');
    // The form is taller than the viewport: scrolled back, the screenshot shows all of it.
    window.scrollTo(0, 0);
  },
};

/** Editing a site on a bucket: its fields load, the secret stays empty and is not sent unless typed. */
export const EditS3Origin: Story = {
  parameters: editParameters,
  beforeEach: () => {
    siteOperations.get.mockResolvedValue({
      record: {
        ...shopSite,
        origin_type: 's3',
        origin_server_url: 'https://media-library.s3.hn-1.cloud.cmctelecom.vn',
        ...bucket,
      },
      etag: 'W/"8"',
    });
    siteOperations.update.mockReturnValue(pending());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(async () =>
      expect(await canvas.findByRole('textbox', { name: /Bucket name/ })).toHaveValue('media-library'),
    );
    await expect(canvas.getByRole('radio', { name: 'S3 bucket' })).toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: /Origin server URL/ })).toBeNull();
    await expect(canvas.getByLabelText(/Secret key/)).toHaveValue('');
    await expect(canvas.getByText(/leave it empty to keep the stored key/)).toBeVisible();
    await submitAndConfirm(canvas, 'Save changes', 'Save changes');
    await waitFor(() => expect(siteOperations.update).toHaveBeenCalledTimes(1));
    const sent = siteOperations.update.mock.calls[0]![1] as unknown as Record<string, unknown>;
    await expect(sent).toMatchObject({ origin_type: 's3', ...bucket });
    await expect(sent).not.toHaveProperty('s3_secret_key');
    await expect(sent).not.toHaveProperty('origin_server_url');
    window.scrollTo(0, 0);
  },
};
