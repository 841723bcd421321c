import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../Card';
import { Grid } from './Grid';

const cell = {
  padding: 12,
  border: '1px dashed var(--color-border-strong)',
  borderRadius: 4,
  background: 'var(--color-background-surface)',
};

const cells = Array.from({ length: 6 }, (_, i) => (
  <div key={i} style={cell} data-testid="cell">
    Cell {i + 1}
  </div>
));

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  args: { children: cells },
  render: (args) => (
    <div style={{ width: 800 }}>
      <Grid {...args} />
    </div>
  ),
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Top offsets of the cells, rounded: equal tops share a row. */
const rowsOf = (root: HTMLElement) =>
  new Set(
    within(root)
      .getAllByTestId('cell')
      .map((c) => Math.round(c.getBoundingClientRect().top)),
  ).size;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // Responsive: 800px with a 240px minimum and 16px gaps fits 3 columns, so 6 cells make 2 rows.
    await expect(rowsOf(canvasElement)).toBe(2);
  },
};

export const FixedColumns: Story = {
  args: { columns: 2, gap: 2 },
  play: async ({ canvasElement }) => {
    await expect(rowsOf(canvasElement)).toBe(3);
    const [a, b] = within(canvasElement).getAllByTestId('cell') as [HTMLElement, HTMLElement];
    await expect(Math.round(b.getBoundingClientRect().left - a.getBoundingClientRect().right)).toBe(8);
  },
};

export const NarrowMinWidth: Story = {
  args: { minColumnWidth: '120px', gap: 3 },
  play: async ({ canvasElement }) => {
    await expect(rowsOf(canvasElement)).toBe(1);
  },
};

export const Narrow: Story = {
  render: (args) => (
    <div style={{ width: 300 }}>
      <Grid {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Narrower than two minimum columns: one column, cells never overflow.
    await expect(rowsOf(canvasElement)).toBe(6);
  },
};

export const Examples: Story = {
  render: () => (
    <Grid minColumnWidth="220px" fit="fit">
      <Card title="Yêu cầu" headingLevel={3}>
        <p style={{ margin: 0, fontSize: 24 }}>1,2 triệu</p>
      </Card>
      <Card title="Băng thông" headingLevel={3}>
        <p style={{ margin: 0, fontSize: 24 }}>38,4 GB</p>
      </Card>
      <Card title="Tỉ lệ cache" headingLevel={3}>
        <p style={{ margin: 0, fontSize: 24 }}>92 %</p>
      </Card>
    </Grid>
  ),
};
