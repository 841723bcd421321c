import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DataTable } from '../DataTable';
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

export const WithArea: Story = {
  args: { showArea: true },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: 'Requests over the last 7 days' });
    await expect(chart).toHaveAccessibleDescription(/peaking at 260 on Saturday/);
    // The area under the line, then the line; no markers unless asked for.
    const paths = [...chart.querySelectorAll('path')].map((p) => p.getAttribute('d') ?? '');
    await expect(paths).toHaveLength(2);
    await expect(paths[0]).toMatch(/^M3,/);
    await expect(paths[0]).toMatch(/Z$/);
    await expect(chart.querySelectorAll('[data-marker]')).toHaveLength(0);
  },
};

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
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: 'Requests over the last 7 days' });
    await expect(chart).toHaveAccessibleDescription('Flat at 100 all week.');
    // A flat series sits mid-height (32 / 2) instead of on an edge; both extremes are the first point.
    const line = chart.querySelector('path')?.getAttribute('d') ?? '';
    await expect([...line.matchAll(/,([\d.]+)/g)].map((m) => m[1])).toEqual(Array(7).fill('16'));
    const markers = [...chart.querySelectorAll('[data-marker]')];
    await expect(markers.map((m) => [m.getAttribute('cx'), m.getAttribute('cy')])).toEqual([
      ['3', '16'],
      ['3', '16'],
    ]);
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

// --- Examples: console compositions ----------------------------------------------------------------------------

/** Seven daily values from a base and fixed day-to-day factors (deterministic, so screenshots are stable). */
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const trend = (base: number, factors: readonly number[]): ChartDatum[] =>
  days.map((label, i) => ({ label, value: Math.round(base * (factors[i] ?? 1)) }));

const cards = [
  {
    label: 'Requests',
    value: '1.28M',
    delta: { direction: 'up', value: '12%', label: 'Up 12% from the previous 7 days' },
    data: trend(170_000, [0.92, 0.96, 0.94, 1.02, 1.05, 1.12, 1.1]),
    summary: 'Requests rose through the week, peaking on Saturday.',
    series: 0,
  },
  {
    label: 'Bandwidth',
    value: '2.5',
    unit: 'TB',
    delta: { direction: 'up', value: '4%', label: 'Up 4% from the previous 7 days' },
    data: trend(350, [1, 0.97, 1.01, 1.03, 1, 1.06, 1.04]),
    summary: 'Bandwidth stayed between 340 and 371 GB a day.',
    series: 2,
  },
  {
    label: 'Cache hit ratio',
    value: '88',
    unit: '%',
    delta: { direction: 'down', value: '2 pt', label: 'Down 2 points from the previous 7 days' },
    data: trend(90, [1, 0.99, 0.99, 0.98, 0.97, 0.97, 0.96]),
    summary: 'The cache hit ratio slipped from 90% to 86%.',
    series: 3,
  },
  {
    label: '5xx errors',
    value: '0.24',
    unit: '%',
    delta: {
      direction: 'down',
      value: '0.1 pt',
      label: 'Down 0.1 points from the previous 7 days',
      tone: 'positive',
    },
    data: trend(40, [1.3, 1.1, 0.9, 0.8, 0.7, 0.6, 0.6]),
    summary: 'Server errors fell every day but the last.',
    series: 4,
  },
] as const;

interface DomainRow {
  name: string;
  requests: string;
  data: ChartDatum[];
}

const domains: DomainRow[] = [
  { name: 'shop.example.vn', requests: '642K', data: trend(90, [1, 1.1, 1.05, 1.2, 1.25, 1.4, 1.3]) },
  { name: 'img.example.vn', requests: '418K', data: trend(60, [1, 0.95, 1, 0.98, 1.02, 0.99, 1]) },
  { name: 'api.example.vn', requests: '221K', data: trend(32, [1.2, 1.1, 1, 0.95, 0.9, 0.85, 0.8]) },
];

const tableStrings = {
  loading: 'Loading domains…',
  errorTitle: 'Domains could not be loaded',
  emptyTitle: 'No domains yet',
  noMatchTitle: 'No domains match',
};

/** A site overview: stat cards with a sparkline each, and a table with a trend column. */
function SiteOverview() {
  return (
    <div style={{ display: 'grid', gap: 16, width: 880 }}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 16 }}>
        {cards.map((c) => (
          <StatCard
            key={c.label}
            label={c.label}
            value={c.value}
            unit={'unit' in c ? c.unit : undefined}
            description="Last 7 days"
            delta={c.delta}
            sparkline={
              <Sparkline
                title={`${c.label}, last 7 days`}
                summary={c.summary}
                data={c.data}
                series={c.series}
                height={32}
                showArea
              />
            }
          />
        ))}
      </div>
      <DataTable
        ariaLabel="Top domains"
        status="content"
        strings={tableStrings}
        density="compact"
        rows={domains}
        getRowId={(d) => d.name}
        columns={[
          { id: 'name', header: 'Domain', cell: (d) => d.name, isRowHeader: true },
          { id: 'requests', header: 'Requests', cell: (d) => d.requests, align: 'end', width: '120px' },
          {
            id: 'trend',
            header: 'Last 7 days',
            width: '160px',
            cell: (d) => (
              <Sparkline
                title={`Requests to ${d.name}, last 7 days`}
                summary={`From ${d.data[0]?.value ?? 0}K on Monday to ${d.data[6]?.value ?? 0}K on Sunday.`}
                data={d.data}
                width={120}
                height={24}
                showMinMax
              />
            ),
          },
        ]}
      />
    </div>
  );
}

export const Examples: Story = {
  render: () => <SiteOverview />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const c of cards) {
      const card = canvas.getByRole('group', { name: c.label });
      const spark = within(card).getByRole('img', { name: `${c.label}, last 7 days` });
      await expect(spark).toHaveAccessibleDescription(c.summary);
      // Fluid: each sparkline fills its card.
      await expect(Number(spark.getAttribute('width'))).toBeGreaterThan(150);
      await expect(card).toHaveTextContent(c.delta.label);
    }
    await expect(
      canvas.getByRole('group', { name: '5xx errors' }).querySelector('[data-tone]'),
    ).toHaveAttribute('data-tone', 'positive');
    const table = canvas.getByRole('table', { name: 'Top domains' });
    await expect(within(table).getAllByRole('row')).toHaveLength(domains.length + 1);
    const api = within(table).getByRole('row', { name: /^api\.example\.vn/ });
    await expect(
      within(api).getByRole('img', { name: 'Requests to api.example.vn, last 7 days' }),
    ).toBeVisible();
    await expect(within(api).getByRole('img').querySelectorAll('[data-marker]')).toHaveLength(2);
  },
};
