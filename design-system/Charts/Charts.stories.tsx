import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ChartDataTable, ChartFrame } from './Charts';
import type { ChartDatum, ChartStrings } from './Charts';
import { seriesColor } from './palette';

const data: ChartDatum[] = [
  { label: 'Mon', value: 120 },
  { label: 'Tue', value: 180 },
  { label: 'Wed', value: 150 },
];

const strings: ChartStrings = {
  showTable: 'Show as table',
  showChart: 'Show as chart',
  labelHeader: 'Day',
  valueHeader: 'Requests',
};

const meta = {
  title: 'Design system/Charts/ChartFrame',
  component: ChartFrame,
  args: {
    title: 'Requests per day',
    summary: 'Requests peaked on Tuesday at 180.',
    data,
    strings,
    children: (graphic) => (
      <svg {...graphic} width={240} height={80} viewBox="0 0 240 80">
        {data.map((d, i) => (
          <rect
            key={d.label}
            x={i * 80 + 10}
            y={80 - d.value / 2.5}
            width={60}
            height={d.value / 2.5}
            fill={seriesColor(0)}
          />
        ))}
      </svg>
    ),
  },
} satisfies Meta<typeof ChartFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = canvas.getByRole('img', { name: 'Requests per day' });
    await expect(chart).toHaveAccessibleDescription('Requests peaked on Tuesday at 180.');
    await expect(canvas.getByRole('figure', { name: 'Requests per day' })).toBeVisible();

    const toggle = canvas.getByRole('button', { name: 'Show as table' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const table = canvas.getByRole('table', { name: 'Requests per day' });
    await expect(within(table).getByRole('rowheader', { name: 'Tue' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: '180' })).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();

    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('img', { name: 'Requests per day' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show as table' })).toHaveFocus();
  },
};

export const TableView: Story = {
  args: { defaultShowTable: true, formatValue: (v) => `${v.toLocaleString('en-US')} req` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: '180 req' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show as chart' })).toBeVisible();
  },
};

export const DataTableOnly: Story = {
  render: () => (
    <div style={{ width: 240 }}>
      <ChartDataTable data={data} strings={strings} aria-labelledby="caption" />
      <p id="caption">Requests per day</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Requests per day' })).toBeVisible();
  },
};
