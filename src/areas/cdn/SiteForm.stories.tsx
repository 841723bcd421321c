import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../api/errors';
import { consoleBeforeEach, consoleParameters, renderConsole } from '../../storybook/console';
import { pending } from '../../storybook/fixtures';
import { siteOperations, siteRoutes } from '../../storybook/sites';

const meta = {
  title: 'Console/CDN/Sites/Add',
  render: renderConsole,
  beforeEach: consoleBeforeEach,
  parameters: consoleParameters({ path: '/cdn/sites/add/web', routes: siteRoutes }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

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
    await expect(canvasElement.querySelector('form')).toContainElement(
      canvas.getByRole('button', { name: 'Create site' }),
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
    await userEvent.click(canvas.getByRole('button', { name: 'Create site' }));
    const name = canvas.getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription(/A site with this name exists\./));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(siteOperations.create).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'shop', origin_server_url: 'https://origin-shop.example.vn' }),
      expect.objectContaining({ params: expect.objectContaining({ type: 'web' }) }),
    );
    // The toast says what happened and gives the request id for support.
    const toast = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
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
    await userEvent.click(canvas.getByRole('button', { name: 'Create site' }));
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
