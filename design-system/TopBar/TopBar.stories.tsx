import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TopBar } from './TopBar';
import { Link } from '../Link';
import { MenuButton } from '../MenuButton';

const onAction = fn();

const brand = (
  <Link href="/home" variant="standalone" aria-label="Telecom Cloud, home">
    <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20">
      <circle cx="10" cy="10" r="9" fill="currentColor" opacity="0.25" />
      <path d="M5 10 H15 M10 5 V15" stroke="currentColor" strokeWidth="2" />
    </svg>
    Telecom Cloud
  </Link>
);

const projectSwitcher = (
  <MenuButton
    label="Project"
    variant="quiet"
    placement="bottom start"
    items={[
      { id: 'default', label: 'Default project' },
      { id: 'shop', label: 'Shop' },
    ]}
    selectedId="default"
    onAction={onAction}
  >
    Default project
  </MenuButton>
);

const endMenus = (
  <>
    <MenuButton
      label="Language"
      variant="quiet"
      items={[
        { id: 'en', label: 'English' },
        { id: 'vi', label: 'Tiếng Việt' },
        { id: 'de', label: 'Deutsch' },
      ]}
      selectedId="en"
      onAction={onAction}
    >
      EN
    </MenuButton>
    <MenuButton
      label="Skin"
      variant="quiet"
      items={[
        { id: 'light', label: 'Light' },
        { id: 'dark', label: 'Dark' },
        { id: 'system', label: 'Follow system' },
      ]}
      selectedId="system"
      onAction={onAction}
    >
      System
    </MenuButton>
    <MenuButton
      label="Account"
      variant="quiet"
      items={[
        { id: 'profile', label: 'Profile' },
        { id: 'logout', label: 'Sign out' },
      ]}
      onAction={onAction}
    >
      an.nguyen@example.vn
    </MenuButton>
  </>
);

const meta = {
  title: 'Navigation/TopBar',
  component: TopBar,
  args: { brand },
  decorators: [
    (Story) => (
      <RouterProvider navigate={fn()}>
        <Story />
      </RouterProvider>
    ),
  ],
  beforeEach: () => {
    onAction.mockClear();
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { start: projectSwitcher, end: endMenus },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByRole('link', { name: 'Telecom Cloud, home' })).toBeInTheDocument();

    // Keyboard order: brand, start slot, end slot.
    within(banner).getByRole('link').focus();
    await userEvent.tab();
    await expect(within(banner).getByRole('button', { name: /Project/ })).toHaveFocus();
    await userEvent.tab();
    await expect(within(banner).getByRole('button', { name: /Language/ })).toHaveFocus();

    // The end slot holds real menus: open with Enter, pick with arrows, close.
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu', { name: /Language/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(onAction).toHaveBeenCalledWith('vi');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
  },
};

export const BrandOnly: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(within(banner).queryAllByRole('button')).toHaveLength(0);
  },
};

export const LongContent: Story = {
  args: {
    start: (
      <MenuButton
        label="Resource group"
        variant="quiet"
        placement="bottom start"
        items={[{ id: 'rg', label: 'Production workloads for the Ho Chi Minh City region' }]}
        selectedId="rg"
        onAction={onAction}
      >
        Production workloads for the Ho Chi Minh City region
      </MenuButton>
    ),
    end: endMenus,
  },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    // The bar keeps one line.
    await expect(banner.getBoundingClientRect().height).toBe(56);
  },
};

export const Examples: Story = {
  args: {
    start: (
      <>
        {projectSwitcher}
        <MenuButton
          label="Resource group"
          variant="quiet"
          placement="bottom start"
          items={[
            { id: 'all', label: 'All resource groups' },
            { id: 'web', label: 'Web' },
          ]}
          selectedId="web"
          onAction={onAction}
        >
          Web
        </MenuButton>
      </>
    ),
    end: endMenus,
  },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(within(banner).getAllByRole('button')).toHaveLength(5);
  },
};
