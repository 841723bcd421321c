import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Design system/Checkbox',
  component: Checkbox,
  args: { label: 'Enable compression', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Enable compression' });
    await userEvent.click(within(canvasElement).getByText('Enable compression'));
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await expect(box).toBeChecked();
    // Keyboard: Space toggles.
    await userEvent.click(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await expect(box).not.toBeChecked();
  },
};

export const Selected: Story = {
  args: { isSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: { description: 'Serves gzip and brotli to clients that accept them.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAccessibleDescription(
      'Serves gzip and brotli to clients that accept them.',
    );
  },
};

export const Invalid: Story = {
  args: {
    label: 'I accept the terms',
    isInvalid: true,
    isRequired: true,
    errorMessage: 'Accept the terms to continue.',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(/Accept the terms to continue\./);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toBeDisabled();
    await userEvent.tab();
    await expect(box).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Examples: Story = {
  render: () => (
    <fieldset style={{ display: 'grid', gap: 12, border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: 8 }}>Cache behaviour</legend>
      <Checkbox label="Cache query strings" defaultSelected />
      <Checkbox label="Forward cookies" description="Only needed for personalised content." />
      <Checkbox label="Chuyển tiếp tiêu đề Accept-Language" />
    </fieldset>
  ),
};
