import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StatCard } from '../StatCard';
import type { ChartDatum } from './Charts';
import { Sparkline } from './Sparkline';

const week: ChartDatum[] = [
  { label: 'Mon', value: 120 },
  { label: 'Tue', value: 160 },
  { label: 'Wed', value: 140 },
  { label: 'Thu', value: 210 },
  { label: 'Fri', value: 190 },
  { label: 'Sat', value: 260 },
  { label: 'Sun', value: 240 },
];

const strings = {
  showTable: 'Show as table',
  showChart: 'Show as chart',
  labelHeader: 'Day',
  valueHeader: 'Requests',
};

const meta = {
  title: 'Design system/Charts/Sparkline',
  component: Sparkline,
  args: {
    title: 'Requests over the last 7 days',
    summary: 'Rising from 120 on Monday to 240 on Sunday, peaking at 260 on Saturday.',
    data: week,
    width: 120,
  },
} satisfies Meta<typeof Sparkline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: 'Requests over the last 7 days' });
    await expect(chart).toHaveAccessibleDescription(/peaking at 260 on Saturday/);
    await expect(chart).toHaveAttribute('width', '120');
  },
};

export const WithArea: Story = { args: { showArea: true } };

export const WithMinMax: Story = {
  args: { showArea: true, showMinMax: true, width: 160, height: 40 },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: 'Requests over the last 7 days' });
    await expect(chart.querySelector('[data-marker="min"]')).toHaveAttribute('cx', '3');
    await expect(chart.querySelectorAll('[data-marker]')).toHaveLength(2);
  },
};

export const Series: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, width: 560 }}>
      {[0, 1, 2, 3, 4, 5, 6, 7].map((series) => (
        <Sparkline key={series} {...args} title={`Series ${series + 1}`} series={series} showArea />
      ))}
    </div>
  ),
};

/** Without `width` the sparkline follows its container (here a fixed 300px box; it re-measures on resize). */
export const Fluid: Story = {
  args: { width: undefined, showArea: true },
  render: (args) => (
    <div style={{ width: 300 }} data-testid="box">
      <Sparkline {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Requests over the last 7 days' })).toHaveAttribute(
      'width',
      '300',
    );
    canvas.getByTestId('box').style.width = '200px';
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Requests over the last 7 days' })).toHaveAttribute(
        'width',
        '200',
      ),
    );
    canvas.getByTestId('box').style.width = '300px';
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Requests over the last 7 days' })).toHaveAttribute(
        'width',
        '300',
      ),
    );
  },
};

export const Flat: Story = {
  args: {
    data: week.map((d) => ({ ...d, value: 100 })),
    summary: 'Flat at 100 all week.',
    showMinMax: true,
  },
};

export const Framed: Story = {
  args: { strings, showArea: true, showMinMax: true, width: 240, height: 48 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Requests over the last 7 days' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show as table' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const table = canvas.getByRole('table', { name: 'Requests over the last 7 days' });
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
    await expect(within(table).getByRole('cell', { name: '260' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('img', { name: 'Requests over the last 7 days' })).toBeVisible();
  },
};

export const InStatCard: Story = {
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <StatCard
        label="Requests"
        value="1.28M"
        description="Last 7 days"
        delta={{ direction: 'up', value: '12%', label: 'Up 12% from the previous 7 days' }}
        sparkline={<Sparkline {...args} width={246} height={32} showArea />}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Requests' });
    await expect(within(card).getByRole('img', { name: 'Requests over the last 7 days' })).toBeVisible();
  },
};
