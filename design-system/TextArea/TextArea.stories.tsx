import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const counter = (length: number, max: number | undefined) => `${length} of ${max ?? '∞'} characters`;
const pem = '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUJ3kx\n-----END CERTIFICATE-----';

const meta = {
  title: 'Design system/TextArea',
  component: TextArea,
  args: { label: 'Comment', onChange: fn(), onBlur: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Comment' });
    await userEvent.tab();
    await expect(area).toHaveFocus();
    await userEvent.keyboard('line one{Enter}line two');
    await expect(area).toHaveValue('line one\nline two');
    await expect(args.onChange).toHaveBeenLastCalledWith('line one\nline two');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const WithDescription: Story = {
  args: { description: 'Shown to other members of the tenant.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription(
      'Shown to other members of the tenant.',
    );
  },
};

export const WithCounter: Story = {
  args: { maxLength: 20, counterText: counter, defaultValue: 'hello' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox');
    await expect(canvas.getByText('5 of 20 characters')).toBeVisible();
    await userEvent.click(area);
    await userEvent.keyboard('{End} world');
    await expect(canvas.getByText('11 of 20 characters')).toBeVisible();
    await expect(area).toHaveAttribute('maxlength', '20');
    await expect(area).toHaveAccessibleDescription('11 of 20 characters');
  },
};

export const Monospace: Story = {
  args: { label: 'Certificate (PEM)', isMonospace: true, rows: 5, defaultValue: pem },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Certificate (PEM)' });
    await expect(area).toHaveAttribute('data-monospace', 'true');
    await expect(area).toHaveAttribute('spellcheck', 'false');
    await expect(area).toHaveAttribute('rows', '5');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Comment/ })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Enter a comment.', description: 'Shown to other members.' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox');
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription(/Enter a comment\./);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Frozen text' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox');
    await expect(area).toBeDisabled();
    await userEvent.tab();
    await expect(area).not.toHaveFocus();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'Cannot be edited' },
  play: async ({ canvasElement, args }) => {
    const area = within(canvasElement).getByRole('textbox');
    await expect(area).toHaveAttribute('readonly');
    await userEvent.tab();
    await expect(area).toHaveFocus();
    await userEvent.keyboard('x');
    await expect(area).toHaveValue('Cannot be edited');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Controlled: Story = {
  args: { value: 'fixed', maxLength: 10, counterText: counter },
  play: async ({ canvasElement, args }) => {
    const area = within(canvasElement).getByRole('textbox');
    await userEvent.type(area, 'x');
    await expect(args.onChange).toHaveBeenLastCalledWith('fixedx');
    await expect(area).toHaveValue('fixed');
    await expect(within(canvasElement).getByText('5 of 10 characters')).toBeVisible();
  },
};

export const Examples: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextArea
        label="Zone file"
        isMonospace
        rows={4}
        defaultValue={'example.com. 3600 IN A 192.0.2.1\nwww 3600 IN CNAME example.com.'}
        description="BIND format; one record per line."
      />
      <TextArea label="Ghi chú" maxLength={200} counterText={(n, max) => `${n}/${max ?? 0} ký tự`} />
    </div>
  ),
};
