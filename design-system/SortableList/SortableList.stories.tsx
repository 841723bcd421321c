import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../Badge';
import { SortableList } from './SortableList';
import type { SortableListItem, SortableListProps, SortableListStrings } from './SortableList';

const strings: SortableListStrings = {
  handleLabel: (label) => `Move ${label}`,
  handleRoleDescription: 'sortable',
  instructions:
    'To pick up an item, press Space. Use the arrow keys to move it, Space to drop it, or Escape to cancel.',
  onDragStart: (label, position, total) => `Picked up ${label}, position ${position} of ${total}.`,
  onDragOver: (label, position, total) => `${label} moved to position ${position} of ${total}.`,
  onDragEnd: (label, position, total) => `${label} dropped at position ${position} of ${total}.`,
  onDragCancel: (label, position, total) =>
    `Move cancelled. ${label} is back at position ${position} of ${total}.`,
  loading: 'Loading…',
};

interface Origin extends SortableListItem {
  address: string;
  isBackup?: boolean;
}

const origins: Origin[] = [
  { id: 'hcm', label: 'Ho Chi Minh City', address: '203.0.113.10' },
  { id: 'hn', label: 'Hanoi', address: '203.0.113.20' },
  { id: 'sg', label: 'Singapore', address: '198.51.100.7' },
  { id: 'fra', label: 'Frankfurt', address: '192.0.2.44', isBackup: true },
];

/** The list with its order held in state, as a parent would. */
function Stateful<Item extends SortableListItem>(props: SortableListProps<Item>) {
  const [items, setItems] = useState(props.items);
  return (
    <div style={{ maxWidth: 420 }}>
      <SortableList
        {...props}
        items={items}
        onReorder={(ids) => {
          props.onReorder(ids);
          setItems(ids.flatMap((id) => items.filter((item) => item.id === id)));
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Forms/SortableList',
  component: SortableList<Origin>,
  args: { items: origins, ariaLabel: 'Origin priority', strings, onReorder: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof SortableList<Origin>>;

export default meta;
type Story = StoryObj<typeof meta>;

const labels = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** The live region dnd-kit announces into (in document.body). */
const announcement = () =>
  document.querySelector<HTMLElement>('[role="status"][aria-live="assertive"]')?.textContent ?? '';

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Origin priority' });
    const handle = within(list).getByRole('button', { name: 'Move Hanoi' });
    await expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    await expect(handle).toHaveAccessibleDescription(strings.instructions);

    // Space lifts, ArrowDown moves one place, Space drops.
    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(announcement()).toBe('Picked up Hanoi, position 2 of 4.'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(announcement()).toBe('Hanoi moved to position 3 of 4.'));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledWith(['hcm', 'sg', 'hn', 'fra']));
    await waitFor(() => expect(announcement()).toBe('Hanoi dropped at position 3 of 4.'));
    await waitFor(() =>
      expect(labels(list)).toEqual(['Ho Chi Minh City', 'Singapore', 'Hanoi', 'Frankfurt']),
    );
    // Focus stays on the moved item's handle.
    await waitFor(() => expect(within(list).getByRole('button', { name: 'Move Hanoi' })).toHaveFocus());
  },
};

export const CancelWithEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('list');
    const handle = within(list).getByRole('button', { name: 'Move Ho Chi Minh City' });
    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(announcement()).toBe('Ho Chi Minh City moved to position 2 of 4.'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(announcement()).toBe('Move cancelled. Ho Chi Minh City is back at position 1 of 4.'),
    );
    await expect(args.onReorder).not.toHaveBeenCalled();
    await expect(labels(list)).toEqual(['Ho Chi Minh City', 'Hanoi', 'Singapore', 'Frankfurt']);
    await waitFor(() => expect(handle).not.toHaveAttribute('aria-pressed'));
  },
};

export const MoveToTop: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('list');
    const handle = within(list).getByRole('button', { name: 'Move Frankfurt' });
    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    for (const position of [3, 2, 1]) {
      await userEvent.keyboard('{ArrowUp}');
      await waitFor(() => expect(announcement()).toBe(`Frankfurt moved to position ${position} of 4.`));
    }
    // Moving past the top stays at the top.
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledWith(['fra', 'hcm', 'hn', 'sg']));
    await expect(labels(list)[0]).toBe('Frankfurt');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const handles = within(canvasElement).getAllByRole('button');
    for (const handle of handles) await expect(handle).toBeDisabled();
  },
};

export const Compact: Story = {
  args: { density: 'compact' },
  play: async ({ canvasElement }) => {
    const [first] = within(canvasElement).getAllByRole('listitem');
    await expect(first?.getBoundingClientRect().height).toBeLessThan(40);
  },
};

export const LongText: Story = {
  args: {
    items: [
      {
        id: 'a',
        label: 'Primary origin pool for production workloads in the Ho Chi Minh City region',
        address: '203.0.113.10',
      },
      { id: 'b', label: 'Backup', address: '192.0.2.44' },
    ],
  },
  play: async ({ canvasElement }) => {
    const [first] = within(canvasElement).getAllByRole('listitem');
    // Long labels wrap inside the row; nothing overflows the list.
    await expect(first?.scrollWidth).toBeLessThanOrEqual(first?.clientWidth ?? 0);
  },
};

export const Examples: Story = {
  args: {
    ariaLabel: 'Thứ tự ưu tiên nguồn',
    strings: {
      handleLabel: (label) => `Di chuyển ${label}`,
      handleRoleDescription: 'có thể sắp xếp',
      instructions:
        'Nhấn Phím cách để nhấc mục lên. Dùng phím mũi tên để di chuyển, Phím cách để thả, Escape để hủy.',
      onDragStart: (label, position, total) => `Đã nhấc ${label}, vị trí ${position} trên ${total}.`,
      onDragOver: (label, position, total) => `${label} đã chuyển tới vị trí ${position} trên ${total}.`,
      onDragEnd: (label, position, total) => `Đã thả ${label} ở vị trí ${position} trên ${total}.`,
      onDragCancel: (label, position, total) => `Đã hủy. ${label} trở lại vị trí ${position} trên ${total}.`,
      loading: 'Đang tải…',
    },
    renderItem: (origin: Origin) => (
      <>
        <span style={{ flex: 1 }}>
          <strong>{origin.label}</strong> <code>{origin.address}</code>
        </span>
        {origin.isBackup ? <Badge tone="neutral">Dự phòng</Badge> : null}
      </>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Thứ tự ưu tiên nguồn' });
    const handle = within(list).getByRole('button', { name: 'Di chuyển Singapore' });
    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(announcement()).toBe('Đã nhấc Singapore, vị trí 3 trên 4.'));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(announcement()).toBe('Singapore đã chuyển tới vị trí 2 trên 4.'));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledWith(['hcm', 'sg', 'hn', 'fra']));
  },
};
