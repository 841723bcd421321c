import { useEffect, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { CommandPalette } from './CommandPalette';
import type { CommandPaletteItem, CommandPaletteProps, CommandPaletteStatus } from './CommandPalette';

const body = within(document.body);
const navigate = fn();
const purge = fn();
const createSite = fn();
const retry = fn();

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
  searchHint: 'Search pages, actions and sites by name.',
  recentTitle: 'Recent',
  clearSearch: 'Clear search',
  loading: 'Searching sites…',
  error: 'Sites could not be searched.',
  retry: 'Try again',
};

/** What a server would find for a query: sites whose name or address holds it. */
const siteRecords = [
  { id: 'site:legacy', label: 'Legacy Shop', description: 'legacy-shop.cdn.example', href: '/cdn/sites/1' },
  { id: 'site:static', label: 'Static Assets', description: 'static.legacy.example', href: '/cdn/sites/2' },
];

function findSites(query: string): CommandPaletteItem[] {
  const q = query.trim().toLowerCase();
  return siteRecords.flatMap((site): CommandPaletteItem[] => {
    if (site.label.toLowerCase().startsWith(q)) return [{ ...site, group: 'Sites', tier: 'prefix' }];
    if (site.description.includes(q)) return [{ ...site, group: 'Sites', tier: 'substring' }];
    return [];
  });
}

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

/**
 * Records searched elsewhere, as the app does on its server: a query of two letters or more shows "searching"
 * for `delayMs`, then the sites found (or the error of `fail`).
 */
function WithRecordSearch(props: CommandPaletteProps & { delayMs?: number; fail?: boolean }) {
  const { delayMs = 300, fail = false, ...palette } = props;
  const idle = { status: 'idle' as CommandPaletteStatus, items: [] as CommandPaletteItem[] };
  const [query, setQuery] = useState('');
  const [found, setFound] = useState(idle);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const search = (text: string) => {
    clearTimeout(timer.current);
    if (text.trim().length < 2) return setFound(idle);
    setFound({ status: 'loading', items: [] });
    timer.current = setTimeout(
      () => setFound(fail ? { status: 'error', items: [] } : { status: 'idle', items: findSites(text) }),
      delayMs,
    );
  };
  return (
    <WithTrigger
      {...palette}
      items={[...palette.items, ...found.items]}
      status={found.status}
      onQueryChange={(text) => {
        setQuery(text);
        search(text);
      }}
      onOpenChange={(open) => {
        if (!open) search('');
        palette.onOpenChange?.(open);
      }}
      onRetry={() => {
        retry();
        search(query);
      }}
    />
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
    retry.mockClear();
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

/** Exact, then prefix, then word prefix, then anywhere inside; a typo finds nothing. */
export const RankedSearch: Story = {
  play: async () => {
    const { dialog, search } = await openWithShortcut();
    // "site": the page whose name starts with it, then the action where it starts a later word.
    await userEvent.keyboard('site');
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual([expect.stringMatching(/^Sites/), 'Create site']),
    );
    await expect(firstItem(dialog).querySelector('mark')).toHaveTextContent('Site');
    // Letters scattered or mistyped find nothing: no loose matches.
    await userEvent.clear(search);
    await userEvent.keyboard('certficat');
    await expect(await within(dialog).findByText('No results for “certficat”')).toBeInTheDocument();
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
    await userEvent.keyboard('cache');
    await waitFor(() => expect(firstItem(again.dialog)).toHaveTextContent('Purge cache'));
  },
};

export const NoResults: Story = {
  play: async () => {
    const { dialog, search } = await openWithShortcut();
    await userEvent.keyboard('zzqxw');
    await expect(await within(dialog).findByText('No results for “zzqxw”')).toBeInTheDocument();
    // The empty state says what can be searched.
    await expect(within(dialog).getByText('Search pages, actions and sites by name.')).toBeVisible();
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

/** Records found elsewhere join the results in their own section, at their rank; the search is announced. */
export const FoundElsewhere: Story = {
  render: (args) => <WithRecordSearch {...args} />,
  play: async () => {
    const { dialog } = await openWithShortcut();
    await userEvent.keyboard('legacy');
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('Searching sites…');
    const sites = await within(dialog).findByRole('group', { name: 'Sites' });
    // Found by its name (marked) and by its address (nothing to mark in the name), best first.
    await expect(
      within(sites)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Legacy Shoplegacy-shop.cdn.example', 'Static Assetsstatic.legacy.example']);
    await expect(within(sites).getAllByRole('menuitem')[0]?.querySelector('mark')).toHaveTextContent(
      'Legacy',
    );
    await expect(within(dialog).getByRole('status')).toHaveTextContent('');
    await waitFor(() => expect(firstItem(dialog)).toHaveAttribute('data-focused', 'true'));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/cdn/sites/2', undefined));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // Left open with the sites found, for the screenshot and the accessibility check. Both wait for the
    // settled palette: the search has answered for the whole text, and the field's active descendant — which
    // react-aria names a moment after typing stops, so a screen reader does not talk over the typing — is the
    // highlighted result on screen, not one of an earlier keystroke's results.
    const reopened = (await openWithShortcut()).dialog;
    await userEvent.keyboard('leg');
    await within(reopened).findByRole('group', { name: 'Sites' });
    await waitFor(() => expect(within(reopened).getByRole('status')).toHaveTextContent(''));
    const searchbox = within(reopened).getByRole('searchbox');
    await waitFor(
      () => expect(searchbox.getAttribute('aria-activedescendant')).toBe(firstItem(reopened).id),
      { timeout: 5000 },
    );
  },
};

/** While the search elsewhere runs and nothing here matches, the palette says it is searching, not "no results". */
export const Searching: Story = {
  render: (args) => <WithRecordSearch {...args} delayMs={60_000} />,
  play: async () => {
    const { dialog } = await openWithShortcut();
    // Nothing here matches: the results say "searching" (and the status line announces it).
    await userEvent.keyboard('legacy');
    const status = await within(dialog).findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Searching sites…'));
    await expect(within(dialog).getByRole('menu')).toHaveTextContent('Searching sites…');
    await expect(within(dialog).queryByText(/No results/)).toBeNull();
    // With results on screen, the line under the search field shows it.
    await userEvent.clear(within(dialog).getByRole('searchbox'));
    await userEvent.keyboard('site');
    await waitFor(() =>
      expect(within(status).getByRole('progressbar', { name: 'Searching sites…' })).toBeVisible(),
    );
    await expect(firstItem(dialog)).toHaveTextContent('Sites');
  },
};

/** A failed search elsewhere says so, keeps what matched here, and offers to try again (Tab reaches it). */
export const SearchFailed: Story = {
  render: (args) => <WithRecordSearch {...args} delayMs={10} fail />,
  play: async () => {
    const { dialog, search } = await openWithShortcut();
    await userEvent.keyboard('site');
    const status = within(dialog).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Sites could not be searched.'));
    await expect(firstItem(dialog)).toHaveTextContent('Sites');
    const again = within(dialog).getByRole('button', { name: 'Try again' });
    // Tab leaves the search field for the next control: the clear button (when it is in the tab order), then this.
    for (let step = 0; step < 3 && document.activeElement !== again; step += 1) await userEvent.tab();
    await expect(again).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(retry).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(status).toHaveTextContent('Sites could not be searched.'));
    await expect(search).toHaveValue('site');
  },
};

/** A command that completes the search text (an action's verb waiting for a name): the palette stays open. */
export const Completion: Story = {
  args: {
    items: [
      ...items,
      {
        id: 'purge-site',
        label: 'Purge cache of…',
        group: 'Actions',
        description: 'Type the name of a site',
        completion: 'Purge cache of ',
      },
    ],
  },
  play: async () => {
    const { dialog } = await openWithShortcut();
    await userEvent.keyboard('purge cache of');
    await waitFor(() => expect(firstItem(dialog)).toHaveTextContent('Purge cache of…'));
    await userEvent.keyboard('{Enter}');
    await expect(body.getByRole('dialog')).toBeInTheDocument();
    const field = within(body.getByRole('dialog')).getByRole('searchbox');
    await waitFor(() => expect(field).toHaveValue('Purge cache of '));
    await waitFor(() => expect(field).toHaveFocus());
    // Typing goes on after the completed text.
    await userEvent.keyboard('legacy');
    await expect(field).toHaveValue('Purge cache of legacy');
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
