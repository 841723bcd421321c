import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './Badge';

const meta = {
  title: 'Design system/Badge',
  component: Badge,
  args: { children: 'Deployed' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Deployed');
    await expect(badge).toHaveAttribute('data-tone', 'neutral');
  },
};

export const Info: Story = { args: { tone: 'info', children: 'In progress' } };
export const Success: Story = { args: { tone: 'success', children: 'Active' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Expiring soon' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Failed' } };

export const Examples: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge>Disabled</Badge>
      <Badge tone="info">Pending</Badge>
      <Badge tone="success">Healthy</Badge>
      <Badge tone="warning">Degraded</Badge>
      <Badge tone="danger">Blocked</Badge>
      <Badge tone="success">Đang hoạt động</Badge>
      <Badge tone="warning">Läuft bald ab</Badge>
    </div>
  ),
};
