import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Design system/Switch',
  component: Switch,
  args: { label: 'Always use HTTPS', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const control = canvas.getByRole('switch', { name: 'Always use HTTPS' });
    await userEvent.click(canvas.getByText('Always use HTTPS'));
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await expect(control).toBeChecked();
    // Keyboard: Space toggles.
    await userEvent.click(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await expect(control).not.toBeChecked();
  },
};

export const On: Story = {
  args: { isSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: { description: 'Redirects every HTTP request to HTTPS.' },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Always use HTTPS' });
    await expect(control).toHaveAccessibleDescription('Redirects every HTTP request to HTTPS.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch');
    await expect(control).toBeDisabled();
    await userEvent.tab();
    await expect(control).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Disabled on and off side by side: an "on" that cannot be changed (a read-only user's view) still looks on. */
export const DisabledOnAndOff: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Switch label="Always use HTTPS" isDisabled defaultSelected />
      <Switch label="Development mode" isDisabled />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trackOf = (name: string) =>
      canvas.getByRole('switch', { name }).closest('label')!.querySelector('[data-part="track"]')!;
    await expect(canvas.getByRole('switch', { name: 'Always use HTTPS' })).toBeChecked();
    const on = getComputedStyle(trackOf('Always use HTTPS')).backgroundColor;
    const off = getComputedStyle(trackOf('Development mode')).backgroundColor;
    await expect(on).not.toBe(off);
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelected: true },
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch');
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Examples: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Switch label="Brotli compression" defaultSelected description="For clients that accept br." />
      <Switch label="Development mode" />
      <Switch label="Chặn truy cập theo quốc gia" defaultSelected />
    </div>
  ),
};
