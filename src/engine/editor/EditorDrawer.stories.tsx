import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@ds/Button';
import { resourceRoutes } from '../routes';
import type { AnyResource } from '../types';
import { Actions } from '../layout';
import { consoleBeforeEach, consoleParameters, renderConsole } from '../../storybook/console';
import { shopSite } from '../../storybook/fixtures';
import { mockedSiteResource, siteOperations } from '../../storybook/sites';
import { useResourceEditor } from './useResourceEditor';

/** The mocked sites entry without create / edit pages: the editor opens its drawer. */
const drawerSite: AnyResource = {
  ...mockedSiteResource,
  routes: { list: mockedSiteResource.routes.list, detail: mockedSiteResource.routes.detail },
};

/** A screen offering "Add" and "Edit" as the list and detail pages do. */
function Host() {
  const { t } = useTranslation();
  const editor = useResourceEditor(drawerSite);
  return (
    <Actions>
      <Button variant="primary" onPress={editor.openCreate}>
        {t('resources:site.actions.add')}
      </Button>
      <Button onPress={() => editor.openEdit(shopSite.id)}>{t('resources:site.actions.edit')}</Button>
      {editor.element}
    </Actions>
  );
}

const body = within(document.body);

const meta = {
  title: 'Console/Engine/Editor drawer',
  render: renderConsole,
  beforeEach: consoleBeforeEach,
  parameters: {
    ...consoleParameters({
      path: '/host',
      routes: () => [{ path: '/host', element: <Host /> }, ...resourceRoutes(drawerSite)],
    }),
    screenshot: { target: 'viewport' },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Add in a drawer: the same form, confirmation and toast as the page; the drawer closes when saved. */
export const Create: Story = {
  beforeEach: () => {
    siteOperations.create.mockResolvedValue(shopSite);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Add site' });
    await userEvent.click(add);
    let drawer = await body.findByRole('dialog', { name: 'Add site' });
    await userEvent.type(await within(drawer).findByRole('textbox', { name: /^Name/ }), 'shop');
    await userEvent.type(
      within(drawer).getByRole('textbox', { name: /Origin server URL/ }),
      'https://origin-shop.example.vn',
    );
    // The submit button sits in the drawer's footer, outside the <form>, and still submits it.
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create site' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Add this site?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Add site' })).toBeNull());
    await expect(siteOperations.create).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'shop', origin_server_url: 'https://origin-shop.example.vn' }),
      expect.anything(),
    );
    await expect(await body.findByText('Successfully added')).toBeVisible();
    // Open again, untouched, for the screenshot.
    await userEvent.click(add);
    drawer = await body.findByRole('dialog', { name: 'Add site' });
    await expect(await within(drawer).findByRole('textbox', { name: /^Name/ })).toHaveValue('');
  },
};

/** Edit in a drawer: the record loads; closing with changes asks to discard them. */
export const EditWithUnsavedChanges: Story = {
  beforeEach: () => {
    siteOperations.get.mockResolvedValue({ record: shopSite, etag: 'W/"7"' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit site' }));
    const drawer = await body.findByRole('dialog', { name: 'Edit site' });
    const name = await within(drawer).findByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveValue('shop'));
    await userEvent.type(name, '-eu');
    // Escape asks first; "Keep editing" keeps the drawer and the draft.
    await userEvent.keyboard('{Escape}');
    const ask = await body.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(name).toHaveValue('shop-eu');
    await expect(siteOperations.update).not.toHaveBeenCalled();
  },
};
