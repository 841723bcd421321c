import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ChartDatum } from './Charts';
import { DonutChart } from './DonutChart';
import { TimeSeries } from './TimeSeries';

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

const HOUR = 3_600_000;
const END = Date.UTC(2026, 10, 20, 0, 0);
const errorsOverTime = (base: number) =>
  Array.from({ length: 25 }, (_, i) => ({
    time: END - (24 - i) * HOUR,
    value: Math.round(base * (1 + 0.4 * Math.sin(i / 4))),
  }));

/**
 * Colours by meaning: the same class of response has the same colour in the ring and in a time series beside
 * it, whatever else is shown — without any 3xx, 4xx and 5xx keep theirs instead of moving up a place.
 */
export const ColoursByMeaning: Story = {
  args: {
    title: 'Responses by status',
    summary: '95% of responses succeeded (2xx).',
    data: [
      { label: 'Success (2xx)', value: 9_500, color: 'status2xx' },
      { label: 'Client error (4xx)', value: 400, color: 'status4xx' },
      { label: 'Server error (5xx)', value: 100, color: 'status5xx' },
    ],
    totalLabel: 'Responses',
  },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'start' }}>
      <DonutChart {...args} />
      <TimeSeries
        title="Errors"
        summary="Client errors stay near 400 an hour, server errors near 100."
        series={[
          { id: '4xx', label: 'Client errors (4xx)', data: errorsOverTime(400), color: 'status4xx' },
          { id: '5xx', label: 'Server errors (5xx)', data: errorsOverTime(100), color: 'status5xx' },
        ]}
        strings={{
          showTable: 'Show as table',
          showChart: 'Show as chart',
          timeHeader: 'Time',
          legendLabel: 'Series',
          keyboardHint: 'Use the left and right arrow keys to move between points.',
          noValue: 'No data',
        }}
        emptyMessage="No errors."
        range="1d"
        timeZone="UTC"
        locale="en-US"
        width={420}
        height={180}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ring = canvas.getByRole('img', { name: 'Responses by status' });
    const arc = (value: number) => getComputedStyle(ring.querySelector(`path[data-value="${value}"]`)!).fill;
    const line = (id: string) =>
      getComputedStyle(canvasElement.querySelector(`g[data-series="${id}"] path:last-of-type`)!).stroke;
    await expect(arc(400)).toBe(line('4xx'));
    await expect(arc(100)).toBe(line('5xx'));
    await expect(arc(400)).not.toBe(arc(100));
    await expect(new Set([arc(9_500), arc(400), arc(100)]).size).toBe(3);
  },
};

export const TableView: Story = {
  args: { defaultShowTable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Instances by status' });
    await expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['StatusInstances', ...statuses.map((d) => `${d.label}${d.value}`)]);
    await expect(canvas.queryByRole('img')).toBeNull();

    // Keyboard: the toggle swaps to the donut and back, keeping focus.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show as chart' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const chart = canvas.getByRole('img', { name: 'Instances by status' });
    await expect(chart.querySelectorAll('path[data-value]')).toHaveLength(statuses.length);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('table', { name: 'Instances by status' })).toBeVisible();
    // Tab on, so the screenshot shows the table at rest.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show as chart' })).not.toHaveFocus();
  },
};

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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = canvas.getByRole('img', { name: 'Alerts by severity' });
    await expect(chart).toHaveAccessibleDescription('No alerts.');
    // No arcs: only the track, with a zero total in the centre.
    await expect(chart.querySelectorAll('path[data-value]')).toHaveLength(0);
    await expect(chart.querySelector('circle')).not.toBeNull();
    await expect(chart).toHaveTextContent('0Total');
    await expect(canvas.getByRole('list')).toHaveTextContent('Critical0Warning0');
  },
};

// --- Examples: console compositions ----------------------------------------------------------------------------

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 2 });

/** A site's last 7 days (fixed numbers, so screenshots are stable). */
const cacheStatus: ChartDatum[] = [
  { label: 'Hit', value: 1_126_400 },
  { label: 'Miss', value: 131_200 },
  { label: 'Bypass', value: 22_400 },
];

const bandwidthByType: ChartDatum[] = [
  { label: 'Video', value: 1_840 },
  { label: 'Images', value: 420 },
  { label: 'Scripts and styles', value: 160 },
  { label: 'Other', value: 80 },
];

/** Cache efficiency beside bandwidth by content type, as on a CDN site's overview. */
function CacheOverview() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'start' }}>
      <DonutChart
        title="Cache status"
        summary="88% of 1.28M requests were served from cache; 10.3% missed and 1.7% bypassed it."
        data={cacheStatus}
        strings={{ ...strings, labelHeader: 'Cache status', valueHeader: 'Requests' }}
        formatValue={(v) => compact.format(v)}
        totalLabel="Requests"
        width={180}
        height={180}
      />
      <DonutChart
        title="Bandwidth by content type"
        summary="Of 2.5 TB, video took 1.84 TB, images 420 GB, scripts and styles 160 GB, other 80 GB."
        data={bandwidthByType}
        strings={{ ...strings, labelHeader: 'Content type', valueHeader: 'Bandwidth' }}
        formatValue={(v) => `${v.toLocaleString('en-US')} GB`}
        formatTotal={(v) => `${(v / 1000).toFixed(1)} TB`}
        totalLabel="Served"
        thickness={18}
        width={180}
        height={180}
      />
    </div>
  );
}

export const Examples: Story = {
  render: () => <CacheOverview />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cache = canvas.getByRole('img', { name: 'Cache status' });
    await expect(cache).toHaveAccessibleDescription(/88% of 1.28M requests/);
    await expect(cache).toHaveTextContent('1.28MRequests');
    await expect(cache.querySelectorAll('path[data-value]')).toHaveLength(3);
    const bandwidth = canvas.getByRole('img', { name: 'Bandwidth by content type' });
    await expect(bandwidth).toHaveTextContent('2.5 TBServed');

    // Keyboard: open the cache table, read it, and go back to the donut.
    await userEvent.tab();
    await expect(canvas.getAllByRole('button', { name: 'Show as table' })[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const table = canvas.getByRole('table', { name: 'Cache status' });
    await expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Cache statusRequests', 'Hit1.13M', 'Miss131.2K', 'Bypass22.4K']);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('img', { name: 'Cache status' })).toBeVisible();
  },
};
