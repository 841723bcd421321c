import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Design system/TextField',
  component: TextField,
  args: { label: 'Distribution name', onChange: fn(), onBlur: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Distribution name');
    // Keyboard: Tab focuses the input, typing reports each value, Tab away blurs.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('cdn-01');
    await expect(args.onChange).toHaveBeenLastCalledWith('cdn-01');
    await expect(input).toHaveValue('cdn-01');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const WithDescription: Story = {
  args: { description: 'Lowercase letters, digits and hyphens.', placeholder: 'my-distribution' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Distribution name' });
    await expect(input).toHaveAccessibleDescription('Lowercase letters, digits and hyphens.');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Distribution name/ })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: {
    isInvalid: true,
    defaultValue: 'CDN 01',
    description: 'Lowercase letters, digits and hyphens.',
    errorMessage: 'Use only lowercase letters, digits and hyphens.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Distribution name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Use only lowercase letters, digits and hyphens\./);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'cdn-01' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Distribution name' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const Password: Story = {
  args: { label: 'Password', type: 'password', autoComplete: 'current-password', defaultValue: 'secret' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Password')).toHaveAttribute('type', 'password');
  },
};

export const Controlled: Story = {
  args: { value: 'fixed-value', maxLength: 20, inputMode: 'text' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Distribution name');
    await userEvent.type(input, 'x');
    await expect(args.onChange).toHaveBeenLastCalledWith('fixed-valuex');
    await expect(input).toHaveValue('fixed-value');
  },
};

export const Examples: Story = {
  render: () => (
    <form style={{ display: 'grid', gap: 16 }} onSubmit={(e) => e.preventDefault()}>
      <TextField label="Email" type="email" name="email" autoComplete="email" isRequired inputMode="email" />
      <TextField
        label="Origin domain"
        description="The host the CDN fetches from."
        placeholder="origin.example.com"
      />
      <TextField label="Tên hiển thị" defaultValue="Phân phối nội dung Việt Nam" />
      <TextField label="Port" inputMode="numeric" isInvalid errorMessage="Enter a number from 1 to 65535." />
    </form>
  ),
};
