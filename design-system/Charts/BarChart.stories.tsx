import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BarChart } from './BarChart';
import type { ChartDatum } from './Charts';
import { seriesColor } from './palette';

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

export const TableView: Story = {
  args: { defaultShowTable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Instances by region' });
    const rows = within(table).getAllByRole('row');
    await expect(rows.map((r) => r.textContent)).toEqual([
      'RegionInstances',
      ...regions.map((d) => `${d.label}${format(d.value)}`),
    ]);
    await expect(canvas.queryByRole('img')).toBeNull();

    // Keyboard: the toggle swaps to the chart and back, keeping focus.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show as chart' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const chart = canvas.getByRole('img', { name: 'Instances by region' });
    await expect(chart.querySelectorAll('rect[data-value]')).toHaveLength(regions.length);
    await expect(canvas.getByRole('button', { name: 'Show as table' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('table', { name: 'Instances by region' })).toBeVisible();
    // Tab on, so the screenshot shows the table at rest.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show as chart' })).not.toHaveFocus();
  },
};

export const Compact: Story = {
  args: {
    width: 240,
    height: 140,
    tickCount: 2,
    series: 1,
    formatValue: (v) => `${v / 1000}k`,
    axisWidth: 32,
  },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: 'Instances by region' });
    await expect(chart).toHaveAccessibleDescription(/HCM has the most instances/);
    await expect(chart).toHaveAttribute('width', '240');
    await expect(chart.style.getPropertyValue('--chart-series')).toBe(seriesColor(1));
    // Two ticks asked for: 0, 5,000 and 10,000 (the nice top above 6,800), in the compact format.
    const ticks = [...chart.querySelectorAll('[data-tick]')].map((t) => t.textContent);
    await expect(ticks).toEqual(['0k', '5k', '10k']);
    await expect(chart.querySelectorAll('rect[data-value]')).toHaveLength(regions.length);
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

/**
 * Responses by status code in a narrow card (260px): seven-digit counts widen the value axis instead of running
 * past the card, the bars keep the colour of their class (2xx, 3xx, 4xx, 5xx), and every label stays inside.
 */
export const NarrowCard: Story = {
  args: {
    width: undefined,
    title: 'Top status codes',
    summary: 'Status 200 is the most frequent, with 1,612,345 responses.',
    data: [
      { label: '200', value: 1_612_345, color: 'status2xx' },
      { label: '206', value: 402_117, color: 'status2xx' },
      { label: '304', value: 88_020, color: 'status3xx' },
      { label: '404', value: 47_310, color: 'status4xx' },
      { label: '502', value: 9_877, color: 'status5xx' },
    ],
    strings: { ...strings, labelHeader: 'Status code', valueHeader: 'Responses' },
  },
  render: (args) => (
    <div style={{ width: 260 }}>
      <BarChart {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('figure')!.getBoundingClientRect();
    const labels = [...canvasElement.querySelectorAll('[data-axis-label]')];
    await expect(labels.map((l) => l.textContent)).toContain('2,000,000');
    for (const label of labels) {
      const box = label.getBoundingClientRect();
      await expect(box.left, label.textContent ?? '').toBeGreaterThanOrEqual(card.left);
      await expect(box.right, label.textContent ?? '').toBeLessThanOrEqual(card.right);
    }
    // A bar's colour follows its class: both 2xx bars alike, the 4xx one different.
    const fill = (value: number) =>
      getComputedStyle(canvasElement.querySelector(`rect[data-value="${value}"]`)!).fill;
    await expect(fill(1_612_345)).toBe(fill(402_117));
    await expect(fill(47_310)).not.toBe(fill(1_612_345));
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = canvas.getByRole('img', { name: 'Phiên bản theo vùng' });
    await expect(chart).toHaveAccessibleDescription('HCM nhiều nhất (6.800); TYO ít nhất (1.500).');
    await expect(chart.querySelector('[data-tick="8000"]')).toHaveTextContent('8.000');

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Xem dạng bảng' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const table = canvas.getByRole('table', { name: 'Phiên bản theo vùng' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Vùng', 'Phiên bản']);
    await expect(within(table).getByRole('row', { name: /^HCM/ })).toHaveTextContent('HCM6.800');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('img', { name: 'Phiên bản theo vùng' })).toBeVisible();
    // Tab on, so the screenshot shows the chart at rest.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Xem dạng bảng' })).not.toHaveFocus();
  },
};

// --- Examples: console compositions ----------------------------------------------------------------------------

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** Responses of a CDN site over 7 days by status code (fixed numbers, so screenshots are stable). */
const statusCodes: ChartDatum[] = [
  { label: '200', value: 1_184_000 },
  { label: '206', value: 212_000 },
  { label: '301', value: 48_500 },
  { label: '304', value: 306_000 },
  { label: '403', value: 21_300 },
  { label: '404', value: 64_800 },
  { label: '429', value: 9_200 },
  { label: '5xx', value: 3_100 },
];

const errorsByPop: ChartDatum[] = [
  { label: 'HAN', value: 420 },
  { label: 'SGN', value: 1_280 },
  { label: 'DAD', value: 95 },
  { label: 'SIN', value: 760 },
  { label: 'NRT', value: 545 },
];

/** A traffic overview: responses by status code beside server errors by PoP, both following a two-column grid. */
function TrafficBreakdown() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '3fr 2fr', gap: 16, width: 840 }}>
      <BarChart
        title="Responses by status code"
        summary="Most responses are 200 (1.2M) and 304 (306K); 404 leads the errors with 64.8K, 5xx stays at 3.1K."
        data={statusCodes}
        strings={{ ...strings, labelHeader: 'Status code', valueHeader: 'Responses' }}
        formatValue={(v) => compact.format(v)}
        height={220}
      />
      <BarChart
        title="5xx by PoP"
        summary="SGN returned the most server errors (1,280), DAD the fewest (95)."
        data={errorsByPop}
        strings={{ ...strings, labelHeader: 'PoP', valueHeader: 'Server errors' }}
        formatValue={format}
        series={4}
        axisWidth={40}
        height={220}
      />
    </div>
  );
}

export const Examples: Story = {
  render: () => <TrafficBreakdown />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const codes = canvas.getByRole('img', { name: 'Responses by status code' });
    await expect(codes).toHaveAccessibleDescription(/404 leads the errors/);
    await expect(codes.querySelector('[data-tick="1200000"]')).toHaveTextContent('1.2M');
    await expect(codes.querySelectorAll('rect[data-value]')).toHaveLength(statusCodes.length);
    const pops = canvas.getByRole('img', { name: '5xx by PoP' });
    await expect(pops.style.getPropertyValue('--chart-series')).toBe(seriesColor(4));

    // Keyboard: each frame has its own table toggle, in reading order.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const table = canvas.getByRole('table', { name: 'Responses by status code' });
    await expect(within(table).getAllByRole('row')).toHaveLength(statusCodes.length + 1);
    await expect(within(table).getByRole('row', { name: /^404/ })).toHaveTextContent('40464.8K');
    await userEvent.tab();
    await expect(canvas.getAllByRole('button', { name: 'Show as table' })).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await expect(
      within(canvas.getByRole('table', { name: '5xx by PoP' })).getByRole('row', { name: /^SGN/ }),
    ).toHaveTextContent('SGN1,280');
    await userEvent.keyboard('{Enter}');
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
  },
};
