import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { CommandPalette } from './CommandPalette';
import type { CommandPaletteItem, CommandPaletteProps } from './CommandPalette';

const body = within(document.body);
const navigate = fn();
const purge = fn();
const createSite = fn();

const icon = (d: string) => (
  <svg viewBox="0 0 16 16" fill="none">
    <path d={d} stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const items: CommandPaletteItem[] = [
  { id: 'home', label: 'Overview', group: 'Go to', href: '/home', icon: icon('M2 7 8 2l6 5v7H2z') },
  {
    id: 'sites',
    label: 'Sites',
    group: 'Go to',
    href: '/cdn/sites',
    keywords: ['cdn', 'domains'],
    description: 'CDN › Sites',
    icon: icon('M2 8h12M8 2v12'),
  },
  { id: 'dns', label: 'DNS zones', group: 'Go to', href: '/dns/zones', description: 'DNS › Zones' },
  {
    id: 'certs',
    label: 'Certificates',
    group: 'Go to',
    href: '/cdn/certificates',
    keywords: ['tls', 'ssl', 'https'],
    description: 'CDN › Certificates',
  },
  {
    id: 'create-site',
    label: 'Create site',
    group: 'Actions',
    onAction: createSite,
    icon: icon('M8 3v10M3 8h10'),
  },
  {
    id: 'purge',
    label: 'Purge cache',
    group: 'Actions',
    keywords: ['invalidate', 'flush'],
    description: 'Remove cached copies of a path',
    onAction: purge,
  },
  { id: 'billing', label: 'Billing settings', group: 'Actions', isDisabled: true, onAction: fn() },
];

const strings = {
  dialogLabel: 'Command palette',
  searchLabel: 'Search commands and pages',
  placeholder: 'Type a command or search…',
  noResults: (query: string) => `No results for “${query}”`,
  recentTitle: 'Recent',
  clearSearch: 'Clear search',
};

/** A trigger button and the palette, open state held here; the palette also installs Ctrl+K / ⌘K. */
function WithTrigger(props: CommandPaletteProps & { triggerLabel?: string }) {
  const { triggerLabel = 'Search… (Ctrl+K)', ...palette } = props;
  const [isOpen, setOpen] = useState(props.isOpen ?? false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>{triggerLabel}</Button>
      <CommandPalette
        {...palette}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          props.onOpenChange?.(open);
        }}
      />
    </>
  );
}

/** Recently used commands kept in state, as the app would persist them. */
function WithRecents(props: CommandPaletteProps) {
  const [recentIds, setRecentIds] = useState<string[]>(['purge', 'dns']);
  return <WithTrigger {...props} recentIds={recentIds} onRecentIdsChange={setRecentIds} />;
}

const meta = {
  title: 'Navigation/CommandPalette',
  component: CommandPalette,
  args: { items, strings, onOpenChange: fn(), onAction: fn() },
  parameters: { screenshot: { target: 'viewport' } },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
    purge.mockClear();
    createSite.mockClear();
  },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof CommandPalette>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first result (throws while there is none, so it works inside waitFor). */
const firstItem = (dialog: HTMLElement): HTMLElement => {
  const [item] = within(dialog).getAllByRole('menuitem');
  if (!item) throw new Error('no results');
  return item;
};

const openWithShortcut = async () => {
  await userEvent.keyboard('{Control>}k{/Control}');
  const dialog = await body.findByRole('dialog', { name: 'Command palette' });
  const search = within(dialog).getByRole('searchbox', { name: 'Search commands and pages' });
  await waitFor(() => expect(search).toHaveFocus());
  return { dialog, search };
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Search/ });
    trigger.focus();
    // Ctrl+K opens it from anywhere; the search field has focus; the groups are sections.
    const { dialog } = await openWithShortcut();
    await expect(within(dialog).getByRole('group', { name: 'Go to' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('group', { name: 'Actions' })).toBeInTheDocument();
    // Type, the best match is focused; Enter runs it, closes, and focus returns to where it was.
    await userEvent.keyboard('purge');
    await waitFor(() => expect(firstItem(dialog)).toHaveAttribute('data-focused', 'true'));
    await userEvent.keyboard('{Enter}');
    await expect(purge).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledWith(expect.objectContaining({ id: 'purge' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    // The search starts empty next time; Escape closes and focus returns.
    const second = await openWithShortcut();
    await expect(second.search).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    // The button opens it too; left open for the screenshot.
    await userEvent.keyboard('{Enter}');
    const reopened = await body.findByRole('dialog', { name: 'Command palette' });
    await expect(within(reopened).getByRole('searchbox')).toHaveValue('');
  },
};

export const FuzzySearch: Story = {
  play: async () => {
    const { dialog, search } = await openWithShortcut();
    // A typo still finds it; matched characters are marked.
    await userEvent.keyboard('certficat');
    const first = await waitFor(() => {
      const item = firstItem(dialog);
      expect(item).toHaveTextContent('Certificates');
      return item;
    });
    await expect(first.querySelectorAll('mark').length).toBeGreaterThan(0);
    // Keywords match too ("flush" → Purge cache).
    await userEvent.clear(search);
    await userEvent.keyboard('flush');
    await waitFor(() => expect(firstItem(dialog)).toHaveTextContent('Purge cache'));
    // Arrows move through results across sections; Enter on a page navigates.
    await userEvent.clear(search);
    await userEvent.keyboard('s');
    await waitFor(() => expect(within(dialog).getAllByRole('menuitem').length).toBeGreaterThan(2));
    await userEvent.keyboard('{ArrowDown}');
    const focused = dialog.querySelector('[role="menuitem"][data-focused]');
    await expect(focused).not.toBeNull();
    await expect(search).toHaveFocus();
    await userEvent.clear(search);
    await userEvent.keyboard('dns');
    await waitFor(() => expect(firstItem(dialog)).toHaveTextContent('DNS zones'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dns/zones', undefined));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // Left open with a query for the screenshot.
    const again = await openWithShortcut();
    await userEvent.keyboard('site');
    await waitFor(() => expect(firstItem(again.dialog)).toHaveTextContent('Sites'));
  },
};

export const NoResults: Story = {
  play: async () => {
    const { dialog, search } = await openWithShortcut();
    await userEvent.keyboard('zzqxw');
    await expect(await within(dialog).findByText('No results for “zzqxw”')).toBeInTheDocument();
    // Enter does nothing; the clear button empties the search and brings everything back.
    await userEvent.keyboard('{Enter}');
    await expect(body.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear search' }));
    await expect(search).toHaveValue('');
    await waitFor(() => expect(within(dialog).getAllByRole('menuitem').length).toBe(items.length));
    await userEvent.keyboard('zzqxw');
    await within(dialog).findByText('No results for “zzqxw”');
  },
};

export const DisabledCommand: Story = {
  play: async () => {
    const { dialog } = await openWithShortcut();
    await userEvent.keyboard('billing');
    const item = await waitFor(() => {
      const first = firstItem(dialog);
      expect(first).toHaveTextContent('Billing settings');
      return first;
    });
    await expect(item).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(body.getByRole('dialog')).toBeInTheDocument();
  },
};

export const RecentlyUsed: Story = {
  render: (args) => <WithRecents {...args} />,
  play: async () => {
    const { dialog } = await openWithShortcut();
    const recent = within(dialog).getByRole('group', { name: 'Recent' });
    await expect(
      within(recent)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Purge cache'), 'DNS zones' + 'DNS › Zones']);
    // Running a command moves it to the top of the recent list.
    await userEvent.keyboard('create');
    await waitFor(() => expect(firstItem(dialog)).toHaveTextContent('Create site'));
    await userEvent.keyboard('{Enter}');
    await expect(createSite).toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    const reopened = await openWithShortcut();
    const recentAgain = within(reopened.dialog).getByRole('group', { name: 'Recent' });
    await expect(within(recentAgain).getAllByRole('menuitem')[0]).toHaveTextContent('Create site');
  },
};

/** Uncontrolled: only the shortcut opens and closes it. */
export const ShortcutOnly: Story = {
  render: (args) => (
    <>
      <Button>Sites</Button>
      <CommandPalette {...args} />
    </>
  ),
  play: async ({ canvasElement, args }) => {
    const elsewhere = within(canvasElement).getByRole('button', { name: 'Sites' });
    elsewhere.focus();
    await openWithShortcut();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // The same shortcut closes it, even from inside the search field; focus goes back.
    await userEvent.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(elsewhere).toHaveFocus());
    // Escape after typing first clears the search, then closes.
    await openWithShortcut();
    await userEvent.keyboard('dns');
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('searchbox')).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const WithoutShortcut: Story = {
  args: { hasShortcut: false },
  play: async ({ canvasElement }) => {
    await userEvent.keyboard('{Control>}k{/Control}');
    await expect(body.queryByRole('dialog')).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Search/ }));
    await body.findByRole('dialog', { name: 'Command palette' });
  },
};

export const Examples: Story = {
  args: {
    items: [
      { id: 'sites', label: 'Trang web', group: 'Đi tới', href: '/cdn/sites', keywords: ['sites', 'cdn'] },
      { id: 'dns', label: 'Vùng DNS', group: 'Đi tới', href: '/dns/zones', keywords: ['zones'] },
      { id: 'create', label: 'Tạo bản ghi DNS', group: 'Hành động', onAction: fn() },
      { id: 'purge', label: 'Xóa bộ nhớ đệm', group: 'Hành động', keywords: ['purge', 'cache'] },
    ],
    strings: {
      dialogLabel: 'Bảng lệnh',
      searchLabel: 'Tìm lệnh và trang',
      placeholder: 'Nhập lệnh hoặc tìm kiếm…',
      noResults: 'Không có kết quả',
      clearSearch: 'Xóa tìm kiếm',
    },
  },
  render: (args) => <WithTrigger {...args} triggerLabel="Tìm kiếm…" />,
  play: async () => {
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await body.findByRole('dialog', { name: 'Bảng lệnh' });
    // Diacritics do not matter: "tao ban ghi" finds "Tạo bản ghi DNS".
    await userEvent.keyboard('tao ban ghi');
    await waitFor(() => expect(firstItem(dialog)).toHaveTextContent('Tạo bản ghi DNS'));
  },
};
