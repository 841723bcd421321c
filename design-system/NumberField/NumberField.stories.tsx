import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'Design system/NumberField',
  component: NumberField,
  args: { label: 'Port', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 8080, minValue: 1, maxValue: 65535 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Port' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    // Keyboard: arrows step, Home/End jump to the limits.
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(8081);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(8079);
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('65,535');
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('1');
  },
};

export const Typing: Story = {
  args: { minValue: 0, maxValue: 100 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Port' });
    await userEvent.click(input);
    await userEvent.keyboard('250');
    await userEvent.tab();
    // Committed on blur and clamped to the maximum.
    await expect(args.onChange).toHaveBeenLastCalledWith(100);
    await expect(input).toHaveValue('100');
  },
};

export const WithUnit: Story = {
  args: { label: 'Cache TTL', unit: 's', defaultValue: 3600, description: 'How long edges keep a copy.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Cache TTL' });
    await expect(input).toHaveAccessibleDescription('How long edges keep a copy. s');
    await expect(canvas.getByText('s', { selector: '[data-part="unit"]' })).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

export const WithSteppers: Story = {
  args: {
    label: 'Bandwidth limit',
    unit: 'Mb',
    defaultValue: 10,
    step: 5,
    minValue: 0,
    incrementLabel: 'Increase',
    decrementLabel: 'Decrease',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Increase/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(15);
    await userEvent.click(canvas.getByRole('button', { name: /^Decrease/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^Decrease/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await userEvent.unhover(canvas.getByRole('button', { name: /^Decrease/ }));
  },
};

export const WithConstraint: Story = {
  args: { constraint: 'From 1 to 65535.', minValue: 1, maxValue: 65535 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription('From 1 to 65535.');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Port/ })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 0, errorMessage: 'Enter a port from 1 to 65535.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Enter a port from 1 to 65535\./);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 443 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 443 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('443');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Examples: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <NumberField label="Request timeout" unit="s" defaultValue={30} minValue={1} maxValue={300} />
      <NumberField label="Giới hạn băng thông" unit="Mb" defaultValue={100} step={10} />
      <NumberField label="Sample rate" defaultValue={0.25} formatOptions={{ style: 'percent' }} step={0.05} />
    </div>
  ),
};
