import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatCard } from './StatCard';

const spark = (
  <svg
    viewBox="0 0 120 32"
    width="100%"
    height="32"
    role="img"
    aria-label="Requests over the last 7 days, rising"
  >
    <polyline
      points="0,26 20,22 40,24 60,16 80,18 100,8 120,10"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  </svg>
);

const meta = {
  title: 'Design system/StatCard',
  component: StatCard,
  args: { label: 'Requests', value: '1.28M', description: 'Last 7 days' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Requests' });
    await expect(within(card).getByText('1.28M')).toBeVisible();
    await expect(card).toHaveAttribute('data-state', 'ready');
    await expect(card).not.toHaveAttribute('aria-busy');
  },
};

export const WithUnit: Story = { args: { label: 'Bandwidth', value: '842', unit: 'GB' } };

export const DeltaUp: Story = {
  args: { delta: { direction: 'up', value: '12%', label: 'Up 12% from the previous 7 days' } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Requests' });
    // Screen readers get the sentence, not the bare figure.
    await expect(within(card).getByText('Up 12% from the previous 7 days')).toBeInTheDocument();
    await expect(within(card).getByText('12%')).toHaveAttribute('aria-hidden', 'true');
    await expect(within(card).getByText('12%').parentElement).toHaveAttribute('data-tone', 'positive');
  },
};

export const DeltaDown: Story = {
  args: { delta: { direction: 'down', value: '4.1%', label: 'Down 4.1% from the previous 7 days' } },
};

export const DeltaLowerIsBetter: Story = {
  args: {
    label: 'Blocked attacks',
    value: '3,204',
    delta: { direction: 'up', value: '38%', label: 'Up 38% from the previous 7 days', tone: 'negative' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('38%').parentElement).toHaveAttribute(
      'data-tone',
      'negative',
    );
  },
};

export const DeltaFlat: Story = {
  args: { delta: { direction: 'flat', value: '0%', label: 'No change from the previous 7 days' } },
};

export const WithSparkline: Story = {
  args: {
    delta: { direction: 'up', value: '12%', label: 'Up 12% from the previous 7 days' },
    sparkline: spark,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: /Requests over the last 7 days/ }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true, loadingLabel: 'Loading' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Requests' });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(within(card).queryByText('1.28M')).not.toBeInTheDocument();
    await expect(within(card).getByText('Loading')).toBeInTheDocument();
  },
};

export const Examples: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 'none' }}>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 16, width: 720 }}>
      <StatCard
        label="Requests"
        value="1.28M"
        description="Last 7 days"
        delta={{ direction: 'up', value: '12%', label: 'Up 12% from the previous 7 days' }}
        sparkline={spark}
      />
      <StatCard
        label="Lưu lượng"
        value="842"
        unit="GB"
        description="7 ngày qua"
        delta={{ direction: 'down', value: '4,1%', label: 'Giảm 4,1% so với 7 ngày trước', tone: 'neutral' }}
      />
      <StatCard label="Cache hit ratio" value="" isLoading loadingLabel="Loading" />
    </div>
  ),
};
