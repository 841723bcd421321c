import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const boxIcon = (
  <svg viewBox="0 0 40 40" fill="none">
    <path
      d="M6 13 20 6l14 7v14l-14 7-14-7V13Z"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    />
    <path d="m6 13 14 7 14-7M20 20v14" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
  </svg>
);

const onCreate = fn();

const meta = {
  title: 'Design system/EmptyState',
  component: EmptyState,
  args: { title: 'No distributions' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'No distributions' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'No distributions' })).toBeInTheDocument();
  },
};

export const WithAction: Story = {
  args: {
    description: 'Create a distribution to serve your origin from the edge.',
    icon: boxIcon,
    action: (
      <Button variant="primary" onPress={onCreate}>
        Create distribution
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    onCreate.mockClear();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Create distribution' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(onCreate).toHaveBeenCalledTimes(1);
  },
};

export const NoMatch: Story = {
  args: {
    title: 'No matches',
    description: 'No distribution matches the filter.',
    headingLevel: 3,
    action: <Button>Clear filters</Button>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3 })).toHaveTextContent('No matches');
  },
};

export const Examples: Story = {
  args: {
    title: 'Chưa có chính sách nào',
    description: 'Tạo chính sách để bảo vệ ứng dụng web của bạn khỏi các cuộc tấn công phổ biến.',
    icon: boxIcon,
    action: <Button variant="primary">Tạo chính sách</Button>,
  },
};
