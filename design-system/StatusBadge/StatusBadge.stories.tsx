import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Design system/StatusBadge',
  component: StatusBadge,
  args: { status: 'active', children: 'Active' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Active').parentElement;
    await expect(badge).toHaveAttribute('data-tone', 'success');
    await expect(badge).toHaveAttribute('data-status', 'active');
  },
};

export const Verified: Story = { args: { status: 'verified', children: 'Verified' } };
export const Unverified: Story = { args: { status: 'unverified', children: 'Unverified' } };
export const Pending: Story = { args: { status: 'pending', children: 'Pending' } };
export const ErrorStatus: Story = { args: { status: 'error', children: 'Error' } };
export const Disabled: Story = { args: { status: 'disabled', children: 'Disabled' } };
export const Inactive: Story = { args: { status: 'inactive', children: 'Inactive' } };

export const ToneOverride: Story = {
  args: { status: 'active', tone: 'warning', children: 'Active (degraded)' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Active (degraded)').parentElement;
    await expect(badge).toHaveAttribute('data-tone', 'warning');
  },
};

// The app navigates through react-aria's RouterProvider; the story records where a badge link goes instead.
const navigate = fn();

export const AsLink: Story = {
  args: {
    status: 'unverified',
    children: 'Unverified',
    href: '#verify',
    'aria-label': 'Unverified: open domain verification',
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Unverified: open domain verification' });
    await expect(link).toHaveAttribute('href', '#verify');
    await expect(link).toHaveAttribute('data-tone', 'warning');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    // Enter follows the link (through the router, so no page load).
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenLastCalledWith('#verify', undefined);
    await expect(link).toHaveFocus();
  },
};

export const Examples: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <StatusBadge status="verified">Verified</StatusBadge>
      <StatusBadge status="unverified" href="#verify">
        Unverified
      </StatusBadge>
      <StatusBadge status="active">Đang hoạt động</StatusBadge>
      <StatusBadge status="pending">Ausstehend</StatusBadge>
      <StatusBadge status="error">Error</StatusBadge>
      <StatusBadge status="disabled">Disabled</StatusBadge>
      <StatusBadge status="inactive">Inactive</StatusBadge>
    </div>
  ),
};
