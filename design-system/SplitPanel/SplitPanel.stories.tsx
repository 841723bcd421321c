import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SplitPanel } from './SplitPanel';
import type { SplitPanelProps } from './SplitPanel';
import { Button } from '../Button';
import { DataTable } from '../DataTable';
import type { DataTableColumn } from '../DataTable';
import { KeyValueList } from '../KeyValueList';

const RULE_DETAILS = (
  <KeyValueList
    items={[
      { id: 'action', label: 'Action', value: 'Block' },
      { id: 'match', label: 'Matches', value: 'User agent contains a known bad bot' },
      { id: 'priority', label: 'Priority', value: '10' },
      { id: 'hits', label: 'Requests blocked (24 h)', value: '18,204' },
      { id: 'updated', label: 'Last updated', value: '2 March 2026, 09:14 UTC' },
    ]}
  />
);

/** The page beside the panel: a toggle button for the panel and a short list, both usable while it is open. */
function RulesPage({ isOpen, onToggle }: { isOpen: boolean; onToggle: () => void }) {
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <Button aria-expanded={isOpen} onPress={onToggle}>
        {isOpen ? 'Hide details' : 'Show details'}
      </Button>
      <ul style={{ margin: 0, paddingInlineStart: 20, lineHeight: 1.8 }}>
        <li>block-bad-bots</li>
        <li>challenge-tor-exits</li>
        <li>allow-office-ips</li>
      </ul>
    </div>
  );
}

/** Open/closed in local state: the close button and the page's toggle change it; the page stays usable. */
function WithPage(props: SplitPanelProps) {
  const [isOpen, setOpen] = useState(props.isOpen);
  return (
    <div style={{ height: props.position === 'bottom' ? 480 : 400 }}>
      <SplitPanel
        {...props}
        isOpen={isOpen}
        content={<RulesPage isOpen={isOpen} onToggle={() => setOpen((open) => !open)} />}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </div>
  );
}

const panelOf = (separator: HTMLElement) =>
  document.getElementById(separator.getAttribute('aria-controls') ?? '') as HTMLElement;

const meta = {
  title: 'Layout/SplitPanel',
  component: SplitPanel,
  args: {
    isOpen: true,
    title: 'Rule block-bad-bots',
    children: RULE_DETAILS,
    content: null,
    position: 'side',
    strings: { close: 'Close details', resize: 'Resize details panel' },
    onClose: fn(),
    onSizeChange: fn(),
  },
  render: (args) => <WithPage {...args} />,
} satisfies Meta<typeof SplitPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Rule block-bad-bots' });
    const toggle = canvas.getByRole('button', { name: 'Hide details' });
    // Beside the content, 360px wide by default.
    await expect(region).toHaveAttribute('data-position', 'side');
    await expect(Math.round(region.getBoundingClientRect().width)).toBe(360);

    // Keyboard: Tab from the page reaches the resize handle, a vertical separator with its range.
    toggle.focus();
    await userEvent.tab();
    const handle = canvas.getByRole('separator', { name: 'Resize details panel' });
    await expect(handle).toHaveFocus();
    await expect(handle).toHaveAttribute('aria-orientation', 'vertical');
    await expect(handle).toHaveAttribute('aria-valuenow', '360');
    await expect(handle).toHaveAttribute('aria-valuemin', '240');
    await expect(handle).toHaveAttribute('aria-valuemax', '640');
    await expect(panelOf(handle)).toBe(region);

    // Left grows the panel (towards the content), Right shrinks it, Shift takes four steps.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(handle).toHaveAttribute('aria-valuenow', '392');
    await expect(Math.round(region.getBoundingClientRect().width)).toBe(392);
    await expect(args.onSizeChange).toHaveBeenLastCalledWith(392);
    await userEvent.keyboard('{ArrowRight}');
    await expect(handle).toHaveAttribute('aria-valuenow', '376');
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await expect(handle).toHaveAttribute('aria-valuenow', '312');
    // Home and End jump to the limits.
    await userEvent.keyboard('{End}');
    await expect(handle).toHaveAttribute('aria-valuenow', '640');
    await expect(Math.round(region.getBoundingClientRect().width)).toBe(640);
    await userEvent.keyboard('{Home}');
    await expect(handle).toHaveAttribute('aria-valuenow', '240');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(handle).toHaveAttribute('aria-valuenow', '352');

    // Tab reaches the close button; Enter closes the panel and focus goes back to the page.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close details' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('region')).toBeNull());
    await expect(canvas.queryByRole('separator')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Show details' })).toHaveFocus();

    // Reopened, it keeps its size.
    await userEvent.keyboard('{Enter}');
    const again = await canvas.findByRole('region', { name: 'Rule block-bad-bots' });
    await expect(Math.round(again.getBoundingClientRect().width)).toBe(352);
  },
};

export const Bottom: Story = {
  args: { position: 'bottom' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Rule block-bad-bots' });
    const page = canvas.getByRole('button', { name: 'Hide details' });
    // Below the content, full width, 240px high by default.
    await expect(region).toHaveAttribute('data-position', 'bottom');
    await expect(Math.round(region.getBoundingClientRect().height)).toBe(240);
    await expect(region.getBoundingClientRect().top).toBeGreaterThan(page.getBoundingClientRect().bottom);

    // A horizontal separator: Up grows the panel, Down shrinks it, Left and Right do nothing.
    page.focus();
    await userEvent.tab();
    const handle = canvas.getByRole('separator', { name: 'Resize details panel' });
    await expect(handle).toHaveFocus();
    await expect(handle).toHaveAttribute('aria-orientation', 'horizontal');
    await expect(handle).toHaveAttribute('aria-valuemin', '120');
    await expect(handle).toHaveAttribute('aria-valuemax', '480');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(handle).toHaveAttribute('aria-valuenow', '288');
    await expect(Math.round(region.getBoundingClientRect().height)).toBe(288);
    await userEvent.keyboard('{ArrowLeft}{ArrowRight}{ArrowDown}');
    await expect(handle).toHaveAttribute('aria-valuenow', '272');

    // Close by keyboard; focus returns to the page.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close details' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('region')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Show details' })).toHaveFocus();

    // Open again for the screenshot.
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('region', { name: 'Rule block-bad-bots' });
  },
};

/** Closed: only the page shows. A "Show details" button opens the panel and moves focus into it. */
export const Closed: Story = {
  args: { isOpen: false, focusOnOpen: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryByRole('separator')).toBeNull();
    const toggle = canvas.getByRole('button', { name: 'Show details' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Enter opens it; focus moves to the panel, whose name is read.
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    const region = await canvas.findByRole('region', { name: 'Rule block-bad-bots' });
    await waitFor(() => expect(region).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Hide details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    // Tab reaches the close button; Enter closes it and focus returns to the toggle.
    await userEvent.tab();
    await expect(within(region).getByRole('button', { name: 'Close details' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('region')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Show details' })).toHaveFocus();

    // The toggle closes it too (focus stays on the toggle); the story ends closed.
    await userEvent.keyboard(' ');
    await canvas.findByRole('region');
    canvas.getByRole('button', { name: 'Hide details' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('region')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Show details' })).toHaveFocus();
  },
};

interface Site {
  id: string;
  name: string;
  origin: string;
  status: string;
  created: string;
}

const SITES: Site[] = [
  { id: 's-1', name: 'shop.example.com', origin: '203.0.113.10', status: 'Active', created: '2 March 2026' },
  { id: 's-2', name: 'api.example.com', origin: '203.0.113.24', status: 'Active', created: '14 Feb 2026' },
  { id: 's-3', name: 'blog.example.de', origin: '198.51.100.7', status: 'Pending', created: '9 Jan 2026' },
  {
    id: 's-4',
    name: 'media.example.vn',
    origin: '198.51.100.42',
    status: 'Disabled',
    created: '30 Dec 2025',
  },
];

const COLUMNS: DataTableColumn<Site>[] = [
  { id: 'name', header: 'Site', cell: (site) => site.name, isRowHeader: true },
  { id: 'status', header: 'Status', cell: (site) => site.status },
];

function SiteDetails({ site }: { site: Site }): ReactNode {
  return (
    <KeyValueList
      items={[
        { id: 'origin', label: 'Origin server', value: site.origin },
        { id: 'cname', label: 'CDN address', value: `${site.name.replaceAll('.', '-')}.cdn.example.net` },
        { id: 'status', label: 'Status', value: site.status },
        { id: 'created', label: 'Created', value: site.created },
      ]}
    />
  );
}

/** A list of sites; activating a site shows its details in the panel while the list stays usable. */
function SitesWithDetails() {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [size, setSize] = useState(320);
  const selected = SITES.find((site) => site.id === selectedId);
  return (
    <div style={{ height: 400 }}>
      <SplitPanel
        isOpen={selected !== undefined}
        onClose={() => setSelectedId(null)}
        title={selected?.name}
        size={size}
        onSizeChange={setSize}
        minSize={280}
        maxSize={520}
        strings={{ close: 'Close site details', resize: 'Resize site details' }}
        content={
          <DataTable
            columns={COLUMNS}
            rows={SITES}
            getRowId={(site) => site.id}
            ariaLabel="Sites"
            status="content"
            onRowAction={setSelectedId}
            strings={{
              loading: 'Loading sites…',
              errorTitle: 'Sites could not be loaded',
              emptyTitle: 'No sites yet',
              noMatchTitle: 'No site matches',
            }}
          />
        }
      >
        {selected ? <SiteDetails site={selected} /> : null}
      </SplitPanel>
    </div>
  );
}

export const Examples: Story = {
  render: () => <SitesWithDetails />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: /example/ })).toBeNull();

    // Selecting a row opens its details; focus stays in the list, which stays usable.
    const api = canvas.getByRole('button', { name: 'api.example.com' });
    await userEvent.click(api);
    const region = await canvas.findByRole('region', { name: 'api.example.com' });
    await expect(within(region).getByText('203.0.113.24')).toBeVisible();
    await expect(api).toHaveFocus();

    // Keyboard: Tab to the next row and Enter shows that site instead.
    await userEvent.tab();
    const blog = canvas.getByRole('button', { name: 'blog.example.de' });
    await expect(blog).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('region', { name: 'blog.example.de' })).toBeVisible());
    await expect(
      within(canvas.getByRole('region', { name: 'blog.example.de' })).getByText('198.51.100.7'),
    ).toBeVisible();
    await expect(blog).toHaveFocus();

    // Resize by keyboard within the caller's limits (280–520px, controlled size).
    const handle = canvas.getByRole('separator', { name: 'Resize site details' });
    handle.focus();
    await expect(handle).toHaveAttribute('aria-valuenow', '320');
    await userEvent.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{/Shift}');
    await expect(handle).toHaveAttribute('aria-valuenow', '520');
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}{ArrowRight}');
    await expect(handle).toHaveAttribute('aria-valuenow', '440');

    // The pointer drags it too (react-aria useMove): 40px to the left makes the panel 40px wider.
    const { left, top, width, height } = handle.getBoundingClientRect();
    const [x, y] = [left + width / 2, top + height / 2];
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: x, clientY: y, pageX: x, pageY: y } },
      { target: handle, coords: { clientX: x - 20, clientY: y, pageX: x - 20, pageY: y } },
      { target: handle, coords: { clientX: x - 40, clientY: y + 10, pageX: x - 40, pageY: y + 10 } },
      {
        keys: '[/MouseLeft]',
        target: handle,
        coords: { clientX: x - 40, clientY: y, pageX: x - 40, pageY: y },
      },
    ]);
    await expect(handle).not.toHaveAttribute('data-dragging');
    await expect(handle).toHaveAttribute('aria-valuenow', '480');
    handle.focus();

    // Close with the button; focus returns to the row it came from.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close site details' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'blog.example.de' })).toBeNull());
    await expect(canvas.queryByRole('separator')).toBeNull();
    await expect(blog).toHaveFocus();

    // Open a site again for the screenshot; the size was kept.
    await userEvent.click(canvas.getByRole('button', { name: 'shop.example.com' }));
    const shop = await canvas.findByRole('region', { name: 'shop.example.com' });
    await expect(Math.round(shop.getBoundingClientRect().width)).toBe(480);
  },
};
