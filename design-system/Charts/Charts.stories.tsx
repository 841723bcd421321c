import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SegmentedControl } from '../SegmentedControl';
import { ChartDataTable, ChartFrame } from './Charts';
import type { ChartDatum, ChartStrings } from './Charts';
import { vars } from '../foundations/tokens';
import { chartMarker, seriesColor } from './palette';

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

// --- Examples: a frame around a custom graphic, with a range selector in `actions` -----------------------------

type Range = '1d' | '3d' | '7d';

const ranges = [
  { id: '1d', label: '1D', ariaLabel: '1 day' },
  { id: '3d', label: '3D', ariaLabel: '3 days' },
  { id: '7d', label: '7D', ariaLabel: '7 days' },
];

/** Origin response time (p95, ms) per bucket: 3-hour buckets for a day, 12-hour for 3 days, daily for 7 (fixed). */
const latency: Record<Range, ChartDatum[]> = {
  '1d': [
    { label: '00:00', value: 182 },
    { label: '03:00', value: 164 },
    { label: '06:00', value: 171 },
    { label: '09:00', value: 236 },
    { label: '12:00', value: 318 },
    { label: '15:00', value: 284 },
    { label: '18:00', value: 251 },
    { label: '21:00', value: 207 },
  ],
  '3d': [
    { label: 'Nov 17 AM', value: 188 },
    { label: 'Nov 17 PM', value: 242 },
    { label: 'Nov 18 AM', value: 196 },
    { label: 'Nov 18 PM', value: 263 },
    { label: 'Nov 19 AM', value: 201 },
    { label: 'Nov 19 PM', value: 287 },
  ],
  '7d': [
    { label: 'Nov 13', value: 214 },
    { label: 'Nov 14', value: 221 },
    { label: 'Nov 15', value: 198 },
    { label: 'Nov 16', value: 205 },
    { label: 'Nov 17', value: 219 },
    { label: 'Nov 18', value: 233 },
    { label: 'Nov 19', value: 246 },
  ],
};

const isRange = (id: string): id is Range => id in latency;

const SLO_MS = 300;
const PLOT = { width: 480, height: 140, top: 24, scale: 360, labels: 20 } as const;

/** The screen writes the summary from the data it shows. */
function latencySummary(data: readonly ChartDatum[]): string {
  const peak = data.reduce((a, b) => (b.value > a.value ? b : a));
  const over = data.filter((d) => d.value > SLO_MS).length;
  const buckets = over === 0 ? 'no bucket' : over === 1 ? '1 bucket' : `${over} buckets`;
  return `p95 peaked at ${peak.value} ms (${peak.label}); ${buckets} above the ${SLO_MS} ms objective.`;
}

function OriginLatency() {
  const [range, setRange] = useState<Range>('1d');
  const data = latency[range];
  const y = (v: number) => PLOT.top + (PLOT.height - PLOT.top) * (1 - v / PLOT.scale);
  const band = PLOT.width / data.length;
  return (
    <ChartFrame
      title="Origin response time (p95)"
      summary={latencySummary(data)}
      data={data}
      strings={{ ...strings, labelHeader: 'Period', valueHeader: 'p95' }}
      formatValue={(v) => `${v} ms`}
      width={PLOT.width}
      actions={
        <SegmentedControl
          aria-label="Time range"
          items={ranges}
          value={range}
          onChange={(id) => {
            if (isRange(id)) setRange(id);
          }}
        />
      }
    >
      {(graphic) => (
        <svg
          {...graphic}
          width={PLOT.width}
          height={PLOT.height + PLOT.labels}
          viewBox={`0 0 ${PLOT.width} ${PLOT.height + PLOT.labels}`}
          fontSize={11}
        >
          {data.map((d, i) => (
            <g key={d.label}>
              <rect
                x={i * band + band * 0.15}
                y={y(d.value)}
                width={band * 0.7}
                height={PLOT.height - y(d.value)}
                fill={seriesColor(d.value > SLO_MS ? 4 : 2)}
                data-value={d.value}
              />
              <text
                x={i * band + band / 2}
                y={PLOT.height + 14}
                textAnchor="middle"
                fill={vars.color.text.secondary}
              >
                {d.label}
              </text>
            </g>
          ))}
          <line
            x1={0}
            x2={PLOT.width}
            y1={y(SLO_MS)}
            y2={y(SLO_MS)}
            stroke={chartMarker}
            strokeDasharray="4 3"
            data-slo={SLO_MS}
          />
          <text x={PLOT.width} y={y(SLO_MS) - 4} textAnchor="end" fill={vars.color.text.secondary}>
            {`Objective ${SLO_MS} ms`}
          </text>
        </svg>
      )}
    </ChartFrame>
  );
}

export const Examples: Story = {
  render: () => <OriginLatency />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = canvas.getByRole('img', { name: 'Origin response time (p95)' });
    await expect(chart).toHaveAccessibleDescription(
      'p95 peaked at 318 ms (12:00); 1 bucket above the 300 ms objective.',
    );
    await expect(chart.querySelectorAll('rect[data-value]')).toHaveLength(8);
    await expect(canvas.getByRole('radio', { name: '1 day' })).toBeChecked();

    // Keyboard: the range selector comes first in the header, then the table toggle.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '1 day' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight} ');
    await expect(canvas.getByRole('radio', { name: '7 days' })).toBeChecked();
    const week = canvas.getByRole('img', { name: 'Origin response time (p95)' });
    await expect(week.querySelectorAll('rect[data-value]')).toHaveLength(7);
    await expect(week).toHaveAccessibleDescription(/no bucket above/);

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show as table' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const table = canvas.getByRole('table', { name: 'Origin response time (p95)' });
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
    await expect(within(table).getByRole('row', { name: /^Nov 19/ })).toHaveTextContent('Nov 19246 ms');
    // The range still applies while the table is shown (pointer this time).
    await userEvent.click(canvas.getByRole('radio', { name: '3 days' }));
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(7);
    await userEvent.click(canvas.getByRole('button', { name: 'Show as chart' }));
    await expect(canvas.getByRole('img', { name: 'Origin response time (p95)' })).toHaveAccessibleDescription(
      'p95 peaked at 287 ms (Nov 19 PM); no bucket above the 300 ms objective.',
    );
  },
};
