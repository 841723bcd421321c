import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { consoleBeforeEach, consoleParameters, renderConsole, pageBody } from '../../storybook/console';
import { pageOf } from '../../storybook/fixtures';
import {
  developersGroup,
  groupOperations,
  groups,
  iamAdmin,
  iamReader,
  iamRoutes,
} from '../../storybook/iam';

const meta = {
  title: 'Console/IAM/User groups',
  render: renderConsole,
  beforeEach: [
    consoleBeforeEach,
    () => {
      groupOperations.list.mockResolvedValue(pageOf(groups));
      groupOperations.get.mockResolvedValue({ record: developersGroup, etag: 'W/"3"' });
    },
  ],
  parameters: consoleParameters({
    path: '/iam-management/user-group',
    routes: iamRoutes,
    frame: 'console',
    session: iamAdmin,
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list in the console frame: the IAM side menu shows only its routed items; Add opens the drawer. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'User groups' })).toBeVisible();
    const menu = canvas.getByRole('navigation', { name: 'IAM' });
    await expect(within(menu).getByRole('link', { name: 'User groups' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(menu).getByRole('link', { name: 'Projects' })).toHaveAttribute(
      'href',
      '/iam-management/project',
    );
    await expect(within(menu).queryByRole('link', { name: 'Members' })).toBeNull();
    const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(within(crumbs).getByRole('link', { name: 'IAM' })).toHaveAttribute(
      'href',
      '/iam-management/user-group',
    );
    const table = canvas.getByRole('table', { name: 'User groups' });
    await expect(await within(table).findByRole('link', { name: 'developers' })).toHaveAttribute(
      'href',
      `/iam-management/user-group/${developersGroup.id}`,
    );
    await expect(within(table).getAllByRole('row')).toHaveLength(groups.length + 1);
    // No add page in SPEC §2: "Add" is a button (the create drawer), not a link.
    await expect(canvas.getByRole('button', { name: 'Add user group' })).toBeEnabled();
    await expect(canvas.queryByRole('link', { name: 'Add user group' })).toBeNull();
    await expect(groupOperations.list).toHaveBeenCalledWith(
      expect.objectContaining({ page: 1, sortBy: 'created_at', sortDirection: 'desc' }),
      expect.anything(),
    );
    await expect(canvasElement.ownerDocument.title).toBe('User groups · IAM · Cloud Console');
  },
};

/** A user with iam:read only: "Add" stays visible but disabled, with its reason. */
export const ListReadOnly: Story = {
  parameters: consoleParameters({ session: iamReader, frame: 'screen' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'developers' });
    await expect(canvas.getByRole('button', { name: 'Add user group' })).toBeDisabled();
    await expect(canvas.getByRole('group', { name: /Add user group/ })).toBeInTheDocument();
  },
};

/** The detail page: sections from group.ui.json, breadcrumbs back to the list, the group's own tab title. */
export const Detail: Story = {
  parameters: consoleParameters({
    path: `/iam-management/user-group/${developersGroup.id}`,
    frame: 'screen',
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'developers' })).toBeVisible();
    for (const section of ['General', 'Members and projects', 'Dates']) {
      await expect(canvas.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(canvas.getByText('Build and release the web shop')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'User groups' })).toHaveAttribute(
      'href',
      '/iam-management/user-group',
    );
    await expect(groupOperations.get).toHaveBeenCalledWith(developersGroup.id, expect.anything());
  },
};

const body = pageBody;

/** No add page in SPEC §2: "Add user group" opens the engine's drawer over the list; saving creates it. */
export const CreateInDrawer: Story = {
  parameters: {
    ...consoleParameters({ frame: 'screen' }),
    screenshot: { target: 'viewport' },
  },
  beforeEach: () => {
    groupOperations.create.mockResolvedValue({ ...developersGroup, name: 'platform' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'developers' });
    await userEvent.click(canvas.getByRole('button', { name: 'Add user group' }));
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'Add user group' });
    await userEvent.type(await within(drawer).findByRole('textbox', { name: /^Name/ }), 'platform');
    await userEvent.type(within(drawer).getByRole('textbox', { name: /Description/ }), 'Runs the clusters');
    // Members join through their own screen: the form has no member field.
    await expect(within(drawer).queryByRole('heading', { name: 'Members' })).toBeNull();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create user group' }));
    const confirm = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(body(canvasElement).queryByRole('dialog', { name: 'Add user group' })).toBeNull(),
    );
    await expect(groupOperations.create).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'platform', description: 'Runs the clusters' }),
      expect.anything(),
    );
    await expect(await body(canvasElement).findByText('Successfully added')).toBeVisible();
    await expect(groupOperations.list.mock.calls.length).toBeGreaterThan(1);
    // The toast leaves after 3 s; then the drawer opens again, empty, for a screenshot that does not race it.
    await waitFor(() => expect(body(canvasElement).queryByText('Successfully added')).toBeNull(), {
      timeout: 6000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Add user group' }));
    const again = await body(canvasElement).findByRole('dialog', { name: 'Add user group' });
    await expect(await within(again).findByRole('textbox', { name: /^Name/ })).toHaveValue('');
  },
};
