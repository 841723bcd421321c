import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SegmentedControl } from './SegmentedControl';

const ranges = [
  { id: '1d', label: '1D', ariaLabel: '1 day' },
  { id: '3d', label: '3D', ariaLabel: '3 days' },
  { id: '7d', label: '7D', ariaLabel: '7 days' },
];

const meta = {
  title: 'Design system/SegmentedControl',
  component: SegmentedControl,
  args: { label: 'Time range', items: ranges, defaultValue: '1d', onChange: fn() },
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Time range' })).toBeVisible();
    const one = canvas.getByRole('radio', { name: '1 day' });
    await expect(one).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '7 days' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('7d');
    // Clicking the selected segment keeps it selected (never empty).
    await userEvent.click(canvas.getByRole('radio', { name: '7 days' }));
    await expect(canvas.getByRole('radio', { name: '7 days' })).toBeChecked();
    // Keyboard: arrows move focus between segments, Space/Enter selects.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '3 days' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith('3d');
    await expect(canvas.getByRole('radio', { name: '3 days' })).toBeChecked();
  },
};

export const Controlled: Story = {
  args: { value: '3d', defaultValue: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '7 days' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('7d');
    await expect(canvas.getByRole('radio', { name: '3 days' })).toBeChecked();
  },
};

export const WithoutVisibleLabel: Story = {
  args: { label: undefined, 'aria-label': 'Chart range' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup', { name: 'Chart range' })).toBeVisible();
  },
};

export const DisabledItem: Story = {
  args: { items: [...ranges, { id: '30d', label: '30D', ariaLabel: '30 days', isDisabled: true }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const last = canvas.getByRole('radio', { name: '30 days' });
    await expect(last).toBeDisabled();
    await userEvent.click(last);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('radio', { name: '1 day' })).not.toHaveFocus();
  },
};

export const Examples: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <SegmentedControl
        label="Khoảng thời gian"
        defaultValue="7"
        items={[
          { id: '1', label: '1 ngày' },
          { id: '3', label: '3 ngày' },
          { id: '7', label: '7 ngày' },
        ]}
      />
      <SegmentedControl
        aria-label="Unit"
        defaultValue="req"
        items={[
          { id: 'req', label: 'Requests' },
          { id: 'bytes', label: 'Bandwidth' },
        ]}
      />
    </div>
  ),
};
