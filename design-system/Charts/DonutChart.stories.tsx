import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ChartDatum } from './Charts';
import { DonutChart } from './DonutChart';

const statuses: ChartDatum[] = [
  { label: 'Running', value: 42 },
  { label: 'Stopped', value: 12 },
  { label: 'Pending', value: 6 },
  { label: 'Error', value: 3 },
  { label: 'Terminated', value: 7 },
];

const strings = {
  showTable: 'Show as table',
  showChart: 'Show as chart',
  labelHeader: 'Status',
  valueHeader: 'Instances',
};

const meta = {
  title: 'Design system/Charts/DonutChart',
  component: DonutChart,
  args: {
    title: 'Instances by status',
    summary: '70 instances: 42 running, 12 stopped, 7 terminated, 6 pending, 3 in error.',
    data: statuses,
    strings,
    totalLabel: 'Total',
    width: 160,
    height: 160,
  },
} satisfies Meta<typeof DonutChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = canvas.getByRole('img', { name: 'Instances by status' });
    await expect(chart).toHaveAccessibleDescription(/70 instances/);
    await expect(chart.querySelectorAll('path[data-value]')).toHaveLength(5);
    await expect(within(chart).getByText('70')).toBeInTheDocument();
    await expect(canvas.getByRole('list')).toHaveTextContent('Running42');

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show as table' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const table = canvas.getByRole('table', { name: 'Instances by status' });
    await expect(within(table).getByRole('rowheader', { name: 'Error' })).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('img', { name: 'Instances by status' })).toBeVisible();
  },
};

export const TableView: Story = { args: { defaultShowTable: true } };

export const Formatted: Story = {
  args: {
    title: 'Storage by tier',
    summary: 'Of 2.5 TB, standard holds 1.6 TB, archive 0.7 TB and cold 0.2 TB.',
    data: [
      { label: 'Standard', value: 1600 },
      { label: 'Archive', value: 700 },
      { label: 'Cold', value: 200 },
    ],
    formatValue: (v) => `${v.toLocaleString('en-US')} GB`,
    formatTotal: (v) => `${(v / 1000).toFixed(1)} TB`,
    totalLabel: 'Used',
    thickness: 16,
    width: 180,
    height: 180,
  },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: 'Storage by tier' });
    await expect(within(chart).getByText('2.5 TB')).toBeInTheDocument();
  },
};

export const WithZeroValue: Story = {
  args: {
    title: 'Alerts by severity',
    summary: '5 alerts: 4 warnings, 1 critical, none informational.',
    data: [
      { label: 'Critical', value: 1 },
      { label: 'Warning', value: 4 },
      { label: 'Info', value: 0 },
    ],
  },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: 'Alerts by severity' });
    await expect(chart.querySelectorAll('path[data-value]')).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: {
    title: 'Alerts by severity',
    summary: 'No alerts.',
    data: [
      { label: 'Critical', value: 0 },
      { label: 'Warning', value: 0 },
    ],
  },
};
