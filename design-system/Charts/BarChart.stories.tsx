import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BarChart } from './BarChart';
import type { ChartDatum } from './Charts';

const regions: ChartDatum[] = [
  { label: 'HN', value: 4200 },
  { label: 'HCM', value: 6800 },
  { label: 'DN', value: 2100 },
  { label: 'SG', value: 3900 },
  { label: 'TYO', value: 1500 },
];

const strings = {
  showTable: 'Show as table',
  showChart: 'Show as chart',
  labelHeader: 'Region',
  valueHeader: 'Instances',
};

const format = (v: number) => v.toLocaleString('en-US');

const meta = {
  title: 'Design system/Charts/BarChart',
  component: BarChart,
  args: {
    title: 'Instances by region',
    summary: 'HCM has the most instances (6,800); TYO the fewest (1,500).',
    data: regions,
    strings,
    formatValue: format,
    width: 400,
    height: 220,
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = canvas.getByRole('img', { name: 'Instances by region' });
    await expect(chart).toHaveAccessibleDescription(/HCM has the most instances/);
    await expect(chart.querySelectorAll('rect[data-value]')).toHaveLength(5);
    await expect(chart.querySelector('[data-tick="8000"]')).not.toBeNull();

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show as table' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const table = canvas.getByRole('table', { name: 'Instances by region' });
    await expect(within(table).getByRole('columnheader', { name: 'Region' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: '6,800' })).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('img', { name: 'Instances by region' })).toBeVisible();
  },
};

export const TableView: Story = { args: { defaultShowTable: true } };

export const Compact: Story = {
  args: {
    width: 240,
    height: 140,
    tickCount: 2,
    series: 1,
    formatValue: (v) => `${v / 1000}k`,
    axisWidth: 32,
  },
};

export const WithNegative: Story = {
  args: {
    title: 'Change in instances',
    summary: 'HCM grew the most (+800); DN shrank by 300.',
    data: [
      { label: 'HN', value: 200 },
      { label: 'HCM', value: 800 },
      { label: 'DN', value: -300 },
      { label: 'SG', value: 0 },
    ],
    series: 2,
  },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: 'Change in instances' });
    await expect(chart.querySelector('[data-tick="-400"]')).not.toBeNull();
  },
};

/** Without `width` the chart fills its container (a fixed 520px box here, so the screenshot is stable). */
export const Fluid: Story = {
  args: { width: undefined },
  render: (args) => (
    <div style={{ width: 520 }}>
      <BarChart {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: 'Instances by region' });
    // 520 minus the frame's padding (2 × 16) and border (2 × 1).
    await expect(chart).toHaveAttribute('width', '486');
  },
};

export const Localised: Story = {
  args: {
    title: 'Phiên bản theo vùng',
    summary: 'HCM nhiều nhất (6.800); TYO ít nhất (1.500).',
    formatValue: (v) => v.toLocaleString('vi-VN'),
    strings: {
      showTable: 'Xem dạng bảng',
      showChart: 'Xem dạng biểu đồ',
      labelHeader: 'Vùng',
      valueHeader: 'Phiên bản',
    },
  },
};
