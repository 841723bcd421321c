import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SecretField } from './SecretField';

const meta = {
  title: 'Design system/SecretField',
  component: SecretField,
  args: {
    label: 'API key',
    showLabel: 'Show API key',
    hideLabel: 'Hide API key',
    onChange: fn(),
    onBlur: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SecretField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('API key');
    await expect(input).toHaveAttribute('type', 'password');
    // Keyboard: type, Tab to the toggle, Enter reveals, Space hides again.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('s3cr3t');
    await expect(args.onChange).toHaveBeenLastCalledWith('s3cr3t');
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show API key' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide API key' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('s3cr3t');
  },
};

export const Revealed: Story = {
  args: { defaultRevealed: true, defaultValue: 'ak_live_0123456789', isMonospace: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'API key' })).toHaveValue('ak_live_0123456789');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide API key' }));
    await expect(canvas.getByLabelText('API key')).toHaveAttribute('type', 'password');
  },
};

export const WithDescription: Story = {
  args: { description: 'Shown once; store it somewhere safe.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('API key')).toHaveAccessibleDescription(
      'Shown once; store it somewhere safe.',
    );
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('API key')).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 'short', errorMessage: 'Use at least 12 characters.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('API key');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Use at least 12 characters\./);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'secret' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('API key')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show API key' })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByLabelText('API key')).not.toHaveFocus();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'ak_live_0123456789' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('API key');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('x');
    await expect(args.onChange).not.toHaveBeenCalled();
    // The value can still be revealed.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
  },
};

export const Examples: Story = {
  render: () => (
    <form style={{ display: 'grid', gap: 16 }} onSubmit={(e) => e.preventDefault()}>
      <SecretField
        label="Mật khẩu"
        showLabel="Hiện mật khẩu"
        hideLabel="Ẩn mật khẩu"
        autoComplete="new-password"
        isRequired
      />
      <SecretField
        label="Webhook secret"
        showLabel="Show secret"
        hideLabel="Hide secret"
        defaultValue="whsec_5f2b"
        defaultRevealed
        isMonospace
      />
    </form>
  ),
};
