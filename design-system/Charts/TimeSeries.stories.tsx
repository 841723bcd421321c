import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TimeSeries } from './TimeSeries';
import type { TimeSeriesMarker, TimeSeriesSeries, TimeSeriesStrings } from './TimeSeries';
import type { TimeRange } from './timeSeriesLogic';

const END = Date.UTC(2026, 10, 20, 0, 0); // 2026-11-20 00:00 UTC
const HOUR = 3_600_000;

/** Hourly points over 7 days ending at END; deterministic waves, so screenshots are stable. */
function wave(
  base: number,
  amplitude: number,
  phase: number,
  hours = 7 * 24,
): { time: number; value: number }[] {
  return Array.from({ length: hours + 1 }, (_, i) => {
    const h = i - hours;
    const daily = Math.sin(((h + phase) / 24) * 2 * Math.PI);
    const noise = Math.sin(h * 1.7 + phase) * 0.15;
    return { time: END + h * HOUR, value: Math.round(base + amplitude * (daily + noise)) };
  });
}

const traffic: TimeSeriesSeries[] = [
  { id: 'requests', label: 'Requests', data: wave(1200, 500, 0) },
  { id: 'cached', label: 'Served from cache', data: wave(800, 350, 2) },
  { id: 'errors', label: 'Errors', data: wave(120, 80, 5) },
];

const manySeries: TimeSeriesSeries[] = [
  'Hanoi',
  'Ho Chi Minh City',
  'Da Nang',
  'Singapore',
  'Tokyo',
  'Frankfurt',
  'Virginia',
  'São Paulo',
].map((label, i) => ({ id: `pop-${i}`, label, data: wave(300 + i * 120, 80 + i * 20, i * 3) }));

const markers: TimeSeriesMarker[] = [
  { id: 'm1', time: END - 15 * HOUR, label: 'Cache rule updated' },
  { id: 'm2', time: END - 5 * HOUR, label: 'Origin changed' },
];

const strings: TimeSeriesStrings = {
  showTable: 'Show as table',
  showChart: 'Show as chart',
  timeHeader: 'Time (UTC)',
  legendLabel: 'Series',
  keyboardHint: 'Use the left and right arrow keys to move between points, Home and End to jump.',
  noValue: 'No data',
};

/** Every tick label of a chart lies inside its card (the chart's frame): none runs past an edge. */
async function expectLabelsInside(root: HTMLElement) {
  const card = root.querySelector('figure')!.getBoundingClientRect();
  const labels = [...root.querySelectorAll('[data-axis-label]')];
  await expect(labels.length).toBeGreaterThan(4);
  for (const label of labels) {
    const box = label.getBoundingClientRect();
    const where = `"${label.textContent}" at ${Math.round(box.left)}–${Math.round(box.right)}`;
    await expect(box.left, where).toBeGreaterThanOrEqual(card.left);
    await expect(box.right, where).toBeLessThanOrEqual(card.right);
  }
  // Neighbouring time labels do not touch.
  const times = [...root.querySelectorAll('[data-time-tick]')].map((l) => l.getBoundingClientRect());
  for (let i = 1; i < times.length; i += 1) {
    await expect(times[i]!.left).toBeGreaterThan(times[i - 1]!.right);
  }
}

const rangeSelector = {
  label: 'Time range',
  options: [
    { id: '1d', label: '1D', ariaLabel: '1 day' },
    { id: '3d', label: '3D', ariaLabel: '3 days' },
    { id: '7d', label: '7D', ariaLabel: '7 days' },
  ],
} as const;

const format = (v: number) => v.toLocaleString('en-US');

const meta = {
  title: 'Design system/Charts/TimeSeries',
  component: TimeSeries,
  args: {
    title: 'Requests',
    summary: 'Requests follow a daily cycle between about 600 and 1,800 per hour; errors stay below 250.',
    series: traffic,
    strings,
    emptyMessage: 'No requests in this period.',
    formatValue: format,
    timeZone: 'UTC',
    locale: 'en-US',
    width: 640,
    height: 240,
  },
} satisfies Meta<typeof TimeSeries>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab until `el` has focus (at most 12 presses), as a keyboard user would. */
async function tabTo(el: Element) {
  for (let i = 0; i < 12 && document.activeElement !== el; i += 1) await userEvent.tab();
  await expect(el).toHaveFocus();
}

const tooltip = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-tooltip]');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plot = canvas.getByRole('application', { name: 'Requests' });
    await expect(plot).toHaveAccessibleDescription(/daily cycle.*arrow keys/);
    // 1-day range: ticks every 3 hours, labelled with the time, midnight with the date.
    const ticks = canvasElement.querySelectorAll('[data-time-tick]');
    await expect(ticks.length).toBe(9);
    await expect(within(canvasElement).getAllByText('Nov 20').length).toBeGreaterThan(0);

    await tabTo(plot);
    // Focus shows the latest point; every visible series is listed.
    await expect(tooltip(canvasElement)).toHaveTextContent('Nov 20, 2026, 12:00 AM');
    await expect(tooltip(canvasElement)).toHaveTextContent('Served from cache');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tooltip(canvasElement)).toHaveTextContent('Nov 19, 2026, 11:00 PM');
    await userEvent.keyboard('{Home}');
    await expect(tooltip(canvasElement)).toHaveTextContent('Nov 19, 2026, 12:00 AM');
    const live = canvasElement.querySelector('[data-announcement]');
    await expect(live).toHaveTextContent(
      /^Nov 19, 2026, 12:00 AM, Requests [\d,]+, Served from cache [\d,]+, Errors/,
    );
    await userEvent.keyboard('{Escape}');
    await expect(tooltip(canvasElement)).toBeNull();
    await userEvent.keyboard('{End}');
    await expect(tooltip(canvasElement)).toHaveTextContent('Nov 20, 2026, 12:00 AM');
    // Pointer: hovering the plot shows the nearest point.
    await userEvent.hover(plot);
    await expect(tooltip(canvasElement)).not.toBeNull();
  },
};

export const WithRangeSelector: Story = {
  args: { rangeSelector, defaultRange: '1d' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const day = canvas.getByRole('radio', { name: '1 day' });
    await tabTo(day);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const week = canvas.getByRole('radio', { name: '7 days' });
    await expect(week).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(week).toBeChecked();
    // 7 days: one tick per day, each labelled with its date.
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-time-tick]')).toHaveLength(8));
    await expect(canvas.getByText('Nov 13')).toBeVisible();
    await expect(canvas.queryByText('12:00 PM')).toBeNull();
  },
};

export const ThreeDays: Story = {
  args: { range: '3d', variant: 'area' },
  play: async ({ canvasElement }) => {
    const ticks = [...canvasElement.querySelectorAll('[data-time-tick]')].map((t) =>
      t.getAttribute('data-time-tick'),
    );
    await expect(ticks).toContain('2026-11-18T12:00:00.000Z');
    await expect(ticks).toHaveLength(7);
  },
};

/** Minute points over the last hour (a live "pulse" view): 10-minute ticks labelled with the time. */
const lastHour: TimeSeriesSeries[] = [
  {
    id: 'requests',
    label: 'Requests',
    data: Array.from({ length: 61 }, (_, i) => ({
      time: END - (60 - i) * 60_000,
      value: Math.round(40 + 12 * Math.sin(i / 6) + 4 * Math.sin(i * 1.3)),
    })),
  },
];

export const LastHour: Story = {
  args: { range: '1h', series: lastHour, summary: 'Between about 25 and 55 requests a minute.' },
  play: async ({ canvasElement }) => {
    const ticks = [...canvasElement.querySelectorAll('[data-time-tick]')].map((t) =>
      t.getAttribute('data-time-tick'),
    );
    await expect(ticks).toContain('2026-11-19T23:10:00.000Z');
    await expect(ticks).toHaveLength(7);
    await tabTo(within(canvasElement).getByRole('application', { name: 'Requests' }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tooltip(canvasElement)).toHaveTextContent('Nov 19, 2026, 11:59 PM');
  },
};

export const Markers: Story = {
  args: { markers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const flag = canvas.getByRole('button', { name: 'Cache rule updated, Nov 19, 2026, 9:00 AM' });
    await tabTo(flag);
    await expect(tooltip(canvasElement)).toHaveTextContent('Nov 19, 2026, 9:00 AM');
    await expect(tooltip(canvasElement)).toHaveTextContent('Cache rule updated');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Origin changed/ })).toHaveFocus();
    await expect(tooltip(canvasElement)).toHaveTextContent('Origin changed');
    // Arrow keys on the plot stop on the marker's point too.
    await tabTo(canvas.getByRole('application', { name: 'Requests' }));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(canvasElement.querySelector('[data-announcement]')).toHaveTextContent(/Origin changed$/);
  },
};

/**
 * Changes close together: each label stops before the next flag's line; a flag left without room is a small tab,
 * still named by its label, which shows in the tooltip.
 */
export const CrowdedMarkers: Story = {
  args: {
    markers: [
      { id: 'c1', time: END - 15 * HOUR, label: 'Cache rule updated' },
      { id: 'c2', time: END - 14 * HOUR, label: 'Page rule created' },
      { id: 'c3', time: END - 5 * HOUR, label: 'Origin changed' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const crowded = canvas.getByRole('button', { name: 'Cache rule updated, Nov 19, 2026, 9:00 AM' });
    await expect(crowded).toHaveAttribute('data-compact', 'true');
    for (const name of [/^Page rule created/, /^Origin changed/]) {
      await expect(canvas.getByRole('button', { name })).toHaveAttribute('data-compact', 'false');
    }
    await tabTo(crowded);
    await expect(tooltip(canvasElement)).toHaveTextContent('Cache rule updated');
  },
};

export const HiddenSeries: Story = {
  args: { defaultHiddenSeries: ['errors'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const legend = canvas.getByRole('group', { name: 'Series' });
    const errors = within(legend).getByRole('button', { name: 'Errors' });
    await expect(errors).toHaveAttribute('aria-pressed', 'false');
    await expect(canvasElement.querySelector('g[data-series="errors"]')).toBeNull();
    await tabTo(errors);
    await userEvent.keyboard('{Enter}');
    await expect(errors).toHaveAttribute('aria-pressed', 'true');
    await expect(canvasElement.querySelector('g[data-series="errors"]')).not.toBeNull();
    const requests = within(legend).getByRole('button', { name: 'Requests' });
    await tabTo(requests);
    await userEvent.keyboard(' ');
    await expect(requests).toHaveAttribute('aria-pressed', 'false');
    await expect(canvasElement.querySelector('g[data-series="requests"]')).toBeNull();
    // The tooltip lists only the shown series.
    await tabTo(canvas.getByRole('application', { name: 'Requests' }));
    await expect(tooltip(canvasElement)).not.toHaveTextContent('Requests');
    await expect(tooltip(canvasElement)).toHaveTextContent('Errors');
  },
};

export const ManySeries: Story = {
  args: {
    title: 'Requests by point of presence',
    summary: 'Eight points of presence; São Paulo serves the most, Hanoi the least.',
    series: manySeries,
    height: 280,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('group', { name: 'Series' })).getAllByRole('button')).toHaveLength(
      8,
    );
    await tabTo(canvas.getByRole('application', { name: 'Requests by point of presence' }));
    await expect(tooltip(canvasElement)?.querySelectorAll('li')).toHaveLength(8);
  },
};

export const Empty: Story = {
  args: { series: [{ id: 'requests', label: 'Requests', data: [] }], summary: 'No data.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No requests in this period.')).toBeVisible();
    await expect(canvas.queryByRole('application')).toBeNull();
  },
};

export const TableView: Story = {
  args: {
    defaultShowTable: true,
    series: traffic.map((s) => ({ ...s, data: s.data.slice(-4) })),
    range: '1d',
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Requests' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    await expect(headers).toEqual(['Time (UTC)', 'Requests', 'Served from cache', 'Errors']);
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(within(table).getByRole('rowheader', { name: 'Nov 19, 2026, 9:00 PM' })).toBeVisible();
  },
};

/** Without `width` the chart fills its container (a fixed 480px box here). */
export const Fluid: Story = {
  args: { width: undefined },
  render: (args) => (
    <div style={{ width: 480 }}>
      <TimeSeries {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const plot = within(canvasElement).getByRole('application', { name: 'Requests' });
    // 480 − frame padding and border (34) − axis (48) − right gap (12).
    await expect(plot.style.width).toBe('386px');
    // Narrower plot: 6-hour ticks instead of 3-hour ones.
    await expect(canvasElement.querySelectorAll('[data-time-tick]')).toHaveLength(5);
  },
};

/**
 * The last hour's figures are still being counted (up to 23:30): the line into that interval is dashed over a
 * lighter band, the legend says what that means, and so do the tooltip and the table.
 */
export const Partial: Story = {
  args: {
    variant: 'area',
    series: traffic.slice(0, 2).map((s) => ({
      ...s,
      data: s.data.map((p) => (p.time === END ? { ...p, value: Math.round(p.value / 2) } : p)),
    })),
    partial: { from: END, label: 'Still being counted (data up to Nov 19, 2026, 11:30 PM)' },
    end: END + HOUR,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-partial]')).toHaveAttribute(
      'data-partial',
      '2026-11-20T00:00:00.000Z',
    );
    await expect(canvasElement.querySelectorAll('[data-series-partial]')).toHaveLength(2);
    await expect(canvas.getByText('Still being counted (data up to Nov 19, 2026, 11:30 PM)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    const table = canvas.getByRole('table', { name: 'Requests' });
    await expect(
      within(table).getByRole('rowheader', { name: /^Nov 20, 2026, 12:00 AM \(Still being counted/ }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show as chart' }));
    await tabTo(canvas.getByRole('application', { name: 'Requests' }));
    // Focus starts at the latest point: the partial one, named as such; the one before is final.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tooltip(canvasElement)).not.toHaveTextContent('Still being counted');
    await userEvent.keyboard('{End}');
    await expect(tooltip(canvasElement)).toHaveTextContent(
      'Nov 20, 2026, 12:00 AM (Still being counted (data up to Nov 19, 2026, 11:30 PM))',
    );
  },
};

/**
 * A narrow card (300px) with long labels — bit rates in Vietnamese, dates of a week: the value axis widens to
 * its longest label, the time axis keeps as many ticks as fit, and every label stays inside the card.
 */
export const NarrowCard: Story = {
  args: {
    width: undefined,
    title: 'Băng thông',
    range: '7d',
    locale: 'vi-VN',
    series: [{ id: 'bandwidth', label: 'Tổng', data: wave(12_400_000_000, 4_000_000_000, 0) }],
    formatValue: (v) =>
      new Intl.NumberFormat('vi-VN', {
        style: 'unit',
        unit: 'gigabit-per-second',
        unitDisplay: 'short',
        maximumFractionDigits: 1,
      }).format(v / 1e9),
  },
  render: (args) => (
    <div style={{ width: 300 }}>
      <TimeSeries {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const values = [...canvasElement.querySelectorAll('[data-tick] [data-axis-label]')].map(
      (l) => l.textContent,
    );
    await expect(values).toContain('15 Gb/giây');
    await expectLabelsInside(canvasElement);
  },
};

function Dashboard() {
  const [range, setRange] = useState<TimeRange>('3d');
  return (
    <div style={{ display: 'grid', gap: 16, width: 720 }}>
      <TimeSeries
        title="Bandwidth"
        summary="Bandwidth peaks daily around 14:00 UTC; the cache rule change lowered origin traffic."
        series={[
          { id: 'edge', label: 'Edge', data: wave(900, 300, 1) },
          { id: 'origin', label: 'Origin', data: wave(300, 120, 4) },
        ]}
        strings={strings}
        emptyMessage="No traffic in this period."
        markers={[{ id: 'rule', time: END - 30 * HOUR, label: 'Cache rule updated' }]}
        range={range}
        onRangeChange={setRange}
        rangeSelector={rangeSelector}
        variant="area"
        formatValue={(v) => `${(v / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 })} GB`}
        timeZone="UTC"
        locale="en-US"
        height={220}
      />
      <TimeSeries
        title="Yêu cầu"
        summary="Số yêu cầu dao động theo ngày."
        series={[{ id: 'requests', label: 'Yêu cầu', data: wave(1200, 500, 0) }]}
        strings={{
          showTable: 'Xem dạng bảng',
          showChart: 'Xem dạng biểu đồ',
          timeHeader: 'Thời gian',
          legendLabel: 'Chuỗi dữ liệu',
          keyboardHint: 'Dùng phím mũi tên trái và phải để di chuyển giữa các điểm.',
          noValue: 'Không có dữ liệu',
        }}
        emptyMessage="Không có yêu cầu."
        range="1d"
        formatValue={(v) => v.toLocaleString('vi-VN')}
        timeZone="Asia/Ho_Chi_Minh"
        locale="vi-VN"
        height={180}
      />
    </div>
  );
}

export const Examples: Story = {
  render: () => <Dashboard />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '3 days' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: /^Cache rule updated/ })).toBeVisible();
    // The marker lies 30 hours back: outside a 1-day range.
    await userEvent.click(canvas.getByRole('radio', { name: '1 day' }));
    await expect(canvas.getByRole('radio', { name: '1 day' })).toBeChecked();
    await expect(canvas.queryByRole('button', { name: /^Cache rule updated/ })).toBeNull();
    await userEvent.keyboard('{ArrowRight} ');
    await expect(canvas.getByRole('radio', { name: '3 days' })).toBeChecked();
    await expect(canvas.getByRole('application', { name: 'Yêu cầu' })).toBeVisible();
  },
};
