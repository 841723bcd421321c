import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from './Skeleton';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const meta = {
  title: 'Design system/Skeleton',
  component: Skeleton,
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <Skeleton {...args} />
    </div>
  ),
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-variant="text"]');
    await expect(root).toHaveAttribute('aria-hidden', 'true');
    await expect(root?.querySelectorAll('[data-part="line"]')).toHaveLength(1);
  },
};

export const TextLines: Story = {
  args: { lines: 3 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-part="line"]')).toHaveLength(3);
  },
};

export const Block: Story = { args: { variant: 'block', height: '120px' } };

export const Circle: Story = { args: { variant: 'circle', height: '40px' } };

export const Examples: Story = {
  render: () => (
    // The region says once that it is loading; the shapes are hidden from assistive technology.
    <div role="status" aria-busy="true" style={{ display: 'grid', gap: 16, maxWidth: 480 }}>
      <span style={visuallyHidden}>Loading site details</span>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Skeleton variant="circle" height="40px" />
        <Skeleton width="50%" />
      </div>
      <Skeleton lines={4} />
      <Skeleton variant="block" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading site details');
  },
};
