import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tag } from './Tag';

const meta = {
  title: 'Design system/Tag',
  component: Tag,
  args: { children: 'production' },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('production')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Removable: Story = {
  args: { children: 'status = active', onRemove: fn(), removeLabel: 'Remove filter status = active' },
  play: async ({ canvasElement, args }) => {
    const remove = within(canvasElement).getByRole('button', { name: 'Remove filter status = active' });
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    // Keyboard: Tab to the button, Enter and Space remove too.
    await userEvent.click(document.body);
    await userEvent.tab();
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onRemove).toHaveBeenCalledTimes(3);
  },
};

export const Disabled: Story = {
  args: {
    children: 'region = hn',
    onRemove: fn(),
    removeLabel: 'Remove filter region = hn',
    isDisabled: true,
  },
  play: async ({ canvasElement, args }) => {
    const remove = within(canvasElement).getByRole('button', { name: 'Remove filter region = hn' });
    await expect(remove).toBeDisabled();
    await userEvent.click(remove, { pointerEventsCheck: 0 });
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

const longText = 'origin = very-long-origin-server-name.internal.example.com';
const removeLong = fn();

export const LongText: Story = {
  beforeEach: () => {
    removeLong.mockClear();
  },
  render: () => (
    <div style={{ width: 220 }} data-testid="box">
      <Tag onRemove={removeLong} removeLabel={`Remove filter ${longText}`}>
        {longText}
      </Tag>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByTestId('box').getBoundingClientRect();
    const label = canvas.getByText(longText);
    // The text is cut with an ellipsis inside the box (the whole text stays in the DOM for assistive
    // technology), and the remove button is not pushed out of it.
    await expect(label.scrollWidth).toBeGreaterThan(label.clientWidth);
    await expect(getComputedStyle(label).textOverflow).toBe('ellipsis');
    const remove = canvas.getByRole('button', { name: `Remove filter ${longText}` });
    const rect = remove.getBoundingClientRect();
    await expect(rect.right).toBeLessThanOrEqual(box.right);
    await expect(rect.width).toBeGreaterThan(0);
    // Keyboard: Tab reaches the button; Enter removes.
    await userEvent.tab();
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(removeLong).toHaveBeenCalledTimes(1);
  },
};

export const Examples: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Tag>production</Tag>
      <Tag>ap-southeast-1</Tag>
      <Tag onRemove={() => undefined} removeLabel="Remove filter Trạng thái = Đang hoạt động">
        Trạng thái = Đang hoạt động
      </Tag>
      <Tag onRemove={() => undefined} removeLabel="Remove filter Modus != Blockieren">
        Modus != Blockieren
      </Tag>
    </div>
  ),
};
