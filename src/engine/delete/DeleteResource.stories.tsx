import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@ds/Button';
import { ApiError } from '../../api/errors';
import { consoleBeforeEach, consoleParameters, renderConsole } from '../../storybook/console';
import { pending, shopSite } from '../../storybook/fixtures';
import { mockedSiteResource, siteOperations } from '../../storybook/sites';
import { useDeleteResource } from './useDeleteResource';

/** A screen with a delete action, as a list row menu or the detail page has. */
function Host() {
  const { t } = useTranslation();
  const del = useDeleteResource(mockedSiteResource);
  return (
    <>
      <Button variant="danger" onPress={() => del.request({ id: shopSite.id, name: 'shop', etag: 'W/"7"' })}>
        {t('resources:site.actions.delete')}
      </Button>
      {del.element}
    </>
  );
}

const body = within(document.body);

const meta = {
  title: 'Console/Engine/Delete confirmation',
  render: renderConsole,
  beforeEach: consoleBeforeEach,
  parameters: {
    ...consoleParameters({ path: '/host', routes: () => [{ path: '/host', element: <Host /> }] }),
    screenshot: { target: 'viewport' },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A site is a parent resource: its name must be typed before Delete enables; the delete sends If-Match and the
 * dialog stays, busy, until it answers (left pending here; the unit tests cover the toast and closing).
 */
export const TypeNameToDelete: Story = {
  beforeEach: () => {
    siteOperations.delete.mockReturnValue(pending());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Delete site' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete this site?' });
    await expect(dialog).toHaveTextContent(/shop and all its settings will be removed/);
    const field = within(dialog).getByRole('textbox', { name: 'Type shop to confirm' });
    await waitFor(() => expect(field).toHaveFocus());
    const confirm = within(dialog).getByRole('button', { name: 'Delete site' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(field, 'shp');
    await expect(confirm).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, 'shop');
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(siteOperations.delete).toHaveBeenCalledWith(
        shopSite.id,
        expect.objectContaining({ ifMatch: 'W/"7"' }),
      ),
    );
    await expect(await within(dialog).findByRole('progressbar', { name: 'Deleting' })).toBeInTheDocument();
  },
};

/** A failed delete keeps the dialog open and names the request id for support. */
export const DeleteFails: Story = {
  beforeEach: () => {
    siteOperations.delete.mockRejectedValue(
      new ApiError({ message: 'The site is still serving traffic.', status: 409, requestId: 'req-7f3a' }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete site' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Delete this site?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Type shop to confirm' }), 'shop');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete site' }));
    const toast = await body.findByRole('alertdialog', { name: /still serving traffic/ });
    await expect(toast).toHaveTextContent(/req-7f3a/);
    await expect(body.getByRole('alertdialog', { name: 'Delete this site?' })).toBeVisible();
  },
};
