import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const protocols = [
  { id: 'http', label: 'HTTP only' },
  { id: 'https', label: 'HTTPS only', description: 'Recommended.' },
  { id: 'match', label: 'Match viewer' },
];

const meta = {
  title: 'Design system/RadioGroup',
  component: RadioGroup,
  args: { label: 'Origin protocol', items: protocols, onChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Origin protocol' })).toBeVisible();
    await userEvent.click(canvas.getByText('Match viewer'));
    await expect(args.onChange).toHaveBeenLastCalledWith('match');
    // Keyboard: Tab enters at the selected radio, arrows move and select.
    await userEvent.click(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const match = canvas.getByRole('radio', { name: 'Match viewer' });
    await expect(match).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('https');
    await expect(canvas.getByRole('radio', { name: /HTTPS only/ })).toBeChecked();
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'https' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-orientation', 'horizontal');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('match');
  },
};

export const WithDescription: Story = {
  args: { description: 'How edges connect to your origin.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup')).toHaveAccessibleDescription(
      'How edges connect to your origin.',
    );
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup')).toHaveAttribute('aria-required', 'true');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a protocol.' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(/Choose a protocol\./);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'http' },
  play: async ({ canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    for (const radio of radios) await expect(radio).toBeDisabled();
    await userEvent.tab();
    await expect(radios[0]).not.toHaveFocus();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'http' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Match viewer'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: 'HTTP only' })).toBeChecked();
  },
};

export const Examples: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <RadioGroup
        label="Chế độ bộ nhớ đệm"
        orientation="horizontal"
        defaultValue="std"
        items={[
          { id: 'std', label: 'Tiêu chuẩn' },
          { id: 'agg', label: 'Tích cực' },
          { id: 'off', label: 'Tắt', isDisabled: true },
        ]}
      />
    </div>
  ),
};
