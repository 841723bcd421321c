import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Stack } from './Stack';

const box = {
  padding: '8px 12px',
  border: '1px dashed var(--color-border-strong)',
  borderRadius: 4,
  background: 'var(--color-background-surface)',
};

const items = ['Origins', 'Cache rules', 'Page rules'].map((label) => (
  <div key={label} style={box} data-testid="item">
    {label}
  </div>
));

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { children: items },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <Stack {...args} />
    </div>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [a, b] = within(canvasElement).getAllByTestId('item') as [HTMLElement, HTMLElement];
    // Vertical, gap token 3 = 12px.
    await expect(Math.round(b.getBoundingClientRect().top - a.getBoundingClientRect().bottom)).toBe(12);
    await expect(a.parentElement).toHaveAttribute('data-direction', 'vertical');
  },
};

export const Horizontal: Story = {
  args: { direction: 'horizontal', gap: 2 },
  play: async ({ canvasElement }) => {
    const [a, b] = within(canvasElement).getAllByTestId('item') as [HTMLElement, HTMLElement];
    await expect(Math.round(b.getBoundingClientRect().left - a.getBoundingClientRect().right)).toBe(8);
    await expect(Math.round(a.getBoundingClientRect().top)).toBe(Math.round(b.getBoundingClientRect().top));
  },
};

export const LargeGap: Story = {
  args: { gap: 7 },
  play: async ({ canvasElement }) => {
    const [a, b] = within(canvasElement).getAllByTestId('item') as [HTMLElement, HTMLElement];
    await expect(Math.round(b.getBoundingClientRect().top - a.getBoundingClientRect().bottom)).toBe(32);
  },
};

export const AlignEnd: Story = { args: { align: 'end' } };

export const SpaceBetween: Story = { args: { direction: 'horizontal', justify: 'space-between' } };

export const Wrapping: Story = {
  args: {
    direction: 'horizontal',
    wrap: true,
    gap: 2,
    as: 'ul',
    children: ['Hà Nội', 'TP. Hồ Chí Minh', 'Đà Nẵng', 'Frankfurt', 'Singapore', 'Tokyo', 'Sydney'].map(
      (c) => (
        <li key={c} style={{ listStyle: 'none' }}>
          <Badge tone="info">{c}</Badge>
        </li>
      ),
    ),
  },
  render: (args) => (
    <div style={{ width: 240 }}>
      <Stack {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list')).toHaveAttribute('data-wrap', 'true');
  },
};

export const Examples: Story = {
  render: () => (
    <Stack gap={4}>
      <Stack direction="horizontal" justify="space-between">
        <strong>Quy tắc tường lửa</strong>
        <Stack direction="horizontal" gap={2}>
          <Button size="small">Làm mới</Button>
          <Button size="small" variant="primary">
            Tạo quy tắc
          </Button>
        </Stack>
      </Stack>
      <div style={box}>Nội dung</div>
    </Stack>
  ),
};
