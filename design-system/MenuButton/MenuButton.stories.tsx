import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MenuButton } from './MenuButton';

const languages = [
  { id: 'en', label: 'English' },
  { id: 'vi', label: 'Tiếng Việt' },
  { id: 'de', label: 'Deutsch' },
];

const globe = (
  <svg viewBox="0 0 16 16" fill="none">
    <circle cx="8" cy="8" r="6.25" stroke="currentColor" strokeWidth="1.5" />
    <path
      d="M1.75 8h12.5M8 1.75c1.75 1.9 2.6 4 2.6 6.25S9.75 12.35 8 14.25C6.25 12.35 5.4 10.25 5.4 8S6.25 3.65 8 1.75Z"
      stroke="currentColor"
      strokeWidth="1.5"
    />
  </svg>
);

const meta = {
  title: 'Design system/MenuButton',
  component: MenuButton,
  args: {
    label: 'Language',
    items: languages,
    selectedId: 'en',
    onAction: fn(),
    children: 'English',
    icon: globe,
  },
  decorators: [
    (Story) => (
      <div
        style={{ minHeight: 200, display: 'flex', justifyContent: 'flex-start', alignItems: 'flex-start' }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MenuButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Language English' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');

    // Pointer: open, see the check on the current choice, pick another.
    await userEvent.click(trigger);
    const menu = await body().findByRole('menu', { name: /Language/ });
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Deutsch' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('de');
    await waitFor(() => expect(body().queryByRole('menu')).not.toBeInTheDocument());
    // The closed menu hands focus back to its trigger (in a later frame): wait for it, so it cannot land
    // there after the click below and make the Tab skip the trigger.
    await waitFor(() => expect(trigger).toHaveFocus());

    // Keyboard: Tab to the trigger, Enter opens, arrows move, Enter picks.
    await userEvent.click(document.body);
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await body().findByRole('menu');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith('vi');
    await waitFor(() => expect(body().queryByRole('menu')).not.toBeInTheDocument());

    // Escape closes without choosing, and focus returns to the trigger.
    await userEvent.keyboard(' ');
    await body().findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).not.toBeInTheDocument());
    // Focus comes back in a later frame, as after a click above.
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onAction).toHaveBeenCalledTimes(2);
  },
};

export const Open: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Language English' }));
    await body().findByRole('menu', { name: /Language/ });
  },
};

export const Quiet: Story = {
  args: { variant: 'quiet' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Language English' });
    await expect(trigger).toHaveAttribute('data-variant', 'quiet');
    // Keyboard: Tab to the trigger, ArrowDown opens the menu on the current choice, arrows move, Enter picks.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await body().findByRole('menu', { name: /Language/ });
    const english = within(menu).getByRole('menuitemradio', { name: 'English' });
    await waitFor(() => expect(english).toHaveFocus());
    await expect(english).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Deutsch' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith('de');
    await waitFor(() => expect(body().queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    // Escape closes without choosing.
    await userEvent.keyboard('{Enter}');
    await body().findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const LabelOnly: Story = {
  args: {
    label: 'Actions',
    children: undefined,
    icon: undefined,
    selectedId: undefined,
    items: [
      { id: 'edit', label: 'Edit' },
      { id: 'duplicate', label: 'Duplicate' },
      { id: 'delete', label: 'Delete', isDisabled: true },
    ],
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Actions' }));
    const menu = await body().findByRole('menu', { name: 'Actions' });
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Duplicate' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('duplicate');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Language English' })).toBeDisabled();
  },
};

export const Examples: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <MenuButton
        label="Language"
        items={languages}
        selectedId="vi"
        onAction={args.onAction}
        icon={globe}
        variant="quiet"
      >
        Tiếng Việt
      </MenuButton>
      <MenuButton
        label="Skin"
        items={[
          { id: 'light', label: 'Light' },
          { id: 'dark', label: 'Dark' },
          { id: 'system', label: 'Follow system' },
        ]}
        selectedId="system"
        onAction={args.onAction}
        variant="quiet"
      >
        Follow system
      </MenuButton>
    </div>
  ),
};

const grid = (
  <svg viewBox="0 0 16 16" fill="none">
    <rect x="2" y="2" width="5" height="5" rx="1" stroke="currentColor" strokeWidth="1.5" />
    <rect x="9" y="2" width="5" height="5" rx="1" stroke="currentColor" strokeWidth="1.5" />
    <rect x="2" y="9" width="5" height="5" rx="1" stroke="currentColor" strokeWidth="1.5" />
    <rect x="9" y="9" width="5" height="5" rx="1" stroke="currentColor" strokeWidth="1.5" />
  </svg>
);

/** A navigation menu: link items in titled groups, the place on screen marked as current. */
const services = [
  { id: 'recent', title: 'Recently visited', items: [{ id: 'recent:dns', label: 'DNS', href: '/dns' }] },
  {
    id: 'all',
    title: 'All services',
    items: [
      { id: 'all:cdn', label: 'CDN', href: '/cdn', isCurrent: true },
      { id: 'all:dns', label: 'DNS', href: '/dns' },
      { id: 'all:iam', label: 'Identity and access management', href: '/iam' },
    ],
  },
];

export const Sections: Story = {
  args: {
    label: 'Services',
    children: undefined,
    icon: grid,
    items: undefined,
    sections: services,
    selectedId: undefined,
    currentLabel: 'Current',
    variant: 'quiet',
    placement: 'bottom start',
  },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Services' });
    // Keyboard: Tab to the trigger, Enter opens on the first item; arrows cross from one group to the next.
    await userEvent.click(document.body);
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body().findByRole('menu', { name: 'Services' });
    const recent = within(menu).getByRole('group', { name: 'Recently visited' });
    const all = within(menu).getByRole('group', { name: 'All services' });
    await waitFor(() => expect(within(recent).getByRole('menuitem', { name: 'DNS' })).toHaveFocus());
    await expect(within(recent).getByRole('menuitem', { name: 'DNS' })).toHaveAttribute('href', '/dns');
    // The current item: its name is its label, "Current" its description.
    const cdn = within(all).getByRole('menuitem', { name: 'CDN' });
    await expect(cdn).toHaveAccessibleDescription('Current');
    await expect(within(all).getByRole('menuitem', { name: 'DNS' })).not.toHaveAccessibleDescription();
    await userEvent.keyboard('{ArrowDown}');
    await expect(cdn).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onAction).not.toHaveBeenCalled();
    // Open for the screenshot.
    await userEvent.keyboard('{Enter}');
    await body().findByRole('menu', { name: 'Services' });
  },
};

/** `collapsible` in a container narrower than 640 px (a phone's console layout): the icon alone, same name. */
export const Collapsed: Story = {
  args: { ...Sections.args, collapsible: true },
  decorators: [
    (Story) => (
      <div style={{ containerType: 'inline-size', width: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Services' });
    await expect(trigger.getBoundingClientRect().width).toBeLessThanOrEqual(36);
    await userEvent.click(trigger);
    await expect(await body().findByRole('menu', { name: 'Services' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).not.toBeInTheDocument());
  },
};
