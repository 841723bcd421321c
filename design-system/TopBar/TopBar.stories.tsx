import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TopBar } from './TopBar';
import { Link } from '../Link';
import { MenuButton } from '../MenuButton';

const onAction = fn();
const onNotificationsPress = fn();

const notificationsLabel = (count: number) =>
  count > 0 ? `Notifications, ${count} unread` : 'Notifications';

const notificationList = (
  <ul style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 8 }}>
    <li>Certificate for shop.example.vn expires in 7 days.</li>
    <li>Purge of /assets/* finished on 3 sites.</li>
    <li>Invoice for October is ready.</li>
  </ul>
);

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
    onNotificationsPress.mockClear();
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
    notifications: {
      unreadCount: 3,
      label: notificationsLabel,
      popover: notificationList,
      popoverTitle: 'Notifications',
    },
  },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(within(banner).getAllByRole('button')).toHaveLength(6);
    // The bell comes first in the end slot, before the language, skin and account menus.
    const buttons = within(banner).getAllByRole('button');
    await expect(buttons[2]).toHaveAccessibleName('Notifications, 3 unread');
  },
};

export const NotificationsUnread: Story = {
  args: {
    start: projectSwitcher,
    end: endMenus,
    notifications: {
      unreadCount: 3,
      label: notificationsLabel,
      popover: notificationList,
      popoverTitle: 'Notifications',
    },
  },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    // The count is in the accessible name; the visible badge is hidden from screen readers.
    // The popover loads on demand: the bell is its trigger (aria-expanded) once it has loaded.
    const bell = await within(banner).findByRole('button', {
      name: 'Notifications, 3 unread',
      expanded: false,
    });
    await expect(bell).toHaveTextContent('');
    await expect(bell.parentElement?.querySelector('span[aria-hidden="true"]')).toHaveTextContent('3');
    // Keyboard: Project, then the bell; Enter opens the list, Escape closes and focus returns.
    within(banner)
      .getByRole('button', { name: /Project/ })
      .focus();
    await userEvent.tab();
    await expect(bell).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', { name: 'Notifications' });
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(bell).toHaveFocus());
    // Left open for the screenshot.
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('dialog', { name: 'Notifications' });
  },
};

export const NotificationsNoneUnread: Story = {
  args: {
    start: projectSwitcher,
    end: endMenus,
    notifications: { unreadCount: 0, label: notificationsLabel, onPress: onNotificationsPress },
  },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    const bell = within(banner).getByRole('button', { name: 'Notifications' });
    // No badge without unread notifications; the button runs its action (no popover).
    await expect(bell.parentElement?.querySelector('span[aria-hidden="true"]')).toBeNull();
    await expect(bell).not.toHaveAttribute('aria-expanded');
    bell.focus();
    await userEvent.keyboard('{Enter}');
    await expect(onNotificationsPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(onNotificationsPress).toHaveBeenCalledTimes(2);
  },
};

export const NotificationsOverflow: Story = {
  args: {
    end: endMenus,
    notifications: { unreadCount: 150, label: notificationsLabel, onPress: onNotificationsPress },
  },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    // The badge stops at 99+; the accessible name keeps the real count.
    const bell = within(banner).getByRole('button', { name: 'Notifications, 150 unread' });
    await expect(bell.parentElement?.querySelector('span[aria-hidden="true"]')).toHaveTextContent('99+');
    await userEvent.click(bell);
    await expect(onNotificationsPress).toHaveBeenCalledTimes(1);
  },
};

const grid = (
  <svg viewBox="0 0 16 16" fill="none">
    <rect x="2" y="2" width="5" height="5" rx="1" stroke="currentColor" strokeWidth="1.5" />
    <rect x="9" y="2" width="5" height="5" rx="1" stroke="currentColor" strokeWidth="1.5" />
    <rect x="2" y="9" width="5" height="5" rx="1" stroke="currentColor" strokeWidth="1.5" />
    <rect x="9" y="9" width="5" height="5" rx="1" stroke="currentColor" strokeWidth="1.5" />
  </svg>
);

/** A phone-wide layout (390 px): the navigation slot's collapsible menu is an icon button right after the brand,
 *  in view; the start slot gives way first. */
export const NarrowWithNavigation: Story = {
  args: {
    navigation: (
      <MenuButton
        label="Services"
        variant="quiet"
        placement="bottom start"
        icon={grid}
        collapsible
        sections={[
          {
            id: 'all',
            title: 'All services',
            items: [
              { id: 'cdn', label: 'CDN', href: '/cdn', isCurrent: true },
              { id: 'iam', label: 'IAM', href: '/iam' },
            ],
          },
        ]}
        currentLabel="Current"
      />
    ),
    start: projectSwitcher,
  },
  decorators: [
    (Story) => (
      <div style={{ containerType: 'inline-size', width: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    const services = within(banner).getByRole('button', { name: 'Services' });
    const box = services.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(36);
    await expect(box.right).toBeLessThanOrEqual(banner.getBoundingClientRect().right);
    // Nothing covers it: the point under its centre is the button itself (or its icon).
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(services.contains(hit)).toBe(true);
    // Keyboard: brand, then the navigation, then the start slot.
    within(banner).getByRole('link').focus();
    await userEvent.tab();
    await expect(services).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu', { name: 'Services' });
    await expect(within(menu).getByRole('menuitem', { name: 'CDN' })).toHaveAccessibleDescription('Current');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await userEvent.tab();
    await expect(within(banner).getByRole('button', { name: /Project/ })).toHaveFocus();
  },
};
