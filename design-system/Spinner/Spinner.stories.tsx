import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Design system/Spinner',
  component: Spinner,
  args: { label: 'Loading zones' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Loading zones' });
    // Indeterminate: no value.
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).toHaveAttribute('data-size', 'medium');
    await expect(within(canvasElement).queryByText('Loading zones')).toBeNull();
  },
};

export const Small: Story = { args: { size: 'small' } };
export const Large: Story = { args: { size: 'large' } };

export const WithLabel: Story = {
  args: { showLabel: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The visible text names the progress bar.
    await expect(canvas.getByRole('progressbar', { name: 'Loading zones' })).toBeInTheDocument();
    await expect(canvas.getByText('Loading zones')).toBeVisible();
  },
};

export const Inverse: Story = {
  args: { tone: 'inverse', label: 'Saving' },
  render: (args) => (
    <div
      style={{
        display: 'inline-flex',
        padding: 12,
        borderRadius: 6,
        background: 'var(--color-accent-default)',
      }}
    >
      <Spinner {...args} />
    </div>
  ),
};

export const Examples: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <Spinner size="small" label="Đang tải" showLabel />
      <Spinner label="Wird geladen" showLabel />
      <Spinner size="large" label="Loading the dashboard" />
    </div>
  ),
};
