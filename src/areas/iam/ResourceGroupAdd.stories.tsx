import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { consoleBeforeEach, consoleParameters, renderConsole } from '../../storybook/console';
import { answer, backendRequests, json, setBackend } from '../../storybook/backend';
import { projects } from '../../storybook/iam';
import { resourceRoutes } from '../../engine/routes';
import { resourceGroupResource } from './resourceGroupResource';

const meta = {
  title: 'Console/IAM/Resource groups/Add',
  render: renderConsole,
  beforeEach: [
    consoleBeforeEach,
    () =>
      setBackend(
        answer('GET', /\/tenant\/projects$/, () =>
          json({
            data: projects,
            page_info: { page: '1', per_page: 100, total_count: projects.length, total_pages: 1 },
          }),
        ),
      ),
  ],
  parameters: consoleParameters({
    path: '/iam-management/resources-groups/add',
    routes: () => resourceRoutes(resourceGroupResource),
    session: { permission: ['iam:read', 'iam:write', 'cdn:read'] },
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const nameField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: /^Name( \*)?$/ });

/** The project is picked already (the default one); name and description follow. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Add resource group' })).toBeVisible();
    await expect(await canvas.findByText('Default', { selector: 'button *' })).toBeVisible();
  },
};

/** A name the contract refuses is said on the field before anything is sent. */
export const InvalidName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Add resource group' });
    await userEvent.type(nameField(canvasElement), '-staging');
    await userEvent.click(canvas.getByRole('button', { name: 'Create resource group' }));
    await expect(nameField(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(backendRequests().filter((request) => request.method === 'POST')).toHaveLength(0);
  },
};

/** Creating asks for confirmation first. */
export const Confirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Add resource group' });
    await userEvent.type(nameField(canvasElement), 'staging');
    await userEvent.click(canvas.getByRole('button', { name: 'Create resource group' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('staging');
  },
};

/** A reader sees why they cannot add. */
export const ReadOnly: Story = {
  parameters: consoleParameters({ session: { permission: ['iam:read', 'cdn:read'] } }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('You can view resource groups but not add them'),
    ).toBeVisible();
  },
};
