import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Link } from '../Link';
import { ErrorState } from './ErrorState';

const onRetry = fn();

const meta = {
  title: 'Design system/ErrorState',
  component: ErrorState,
  args: {
    title: 'Could not load zones',
    description: 'The DNS service did not answer. Try again in a moment.',
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Could not load zones' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Could not load zones');
  },
};

export const WithRequestId: Story = {
  args: { requestId: '7f3c2a91-e4b0-4d2f-9c1a-0b8e5d6f7a21', requestIdLabel: 'Request ID' },
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByText('7f3c2a91-e4b0-4d2f-9c1a-0b8e5d6f7a21');
    await expect(code.tagName).toBe('CODE');
    // The whole id is selected with one click, ready to copy.
    await expect(getComputedStyle(code).userSelect).toBe('all');
    await expect(within(canvasElement).getByText('Request ID')).toBeVisible();
  },
};

export const WithRetry: Story = {
  args: {
    requestId: '7f3c2a91-e4b0-4d2f-9c1a-0b8e5d6f7a21',
    requestIdLabel: 'Request ID',
    action: <Button onPress={onRetry}>Try again</Button>,
  },
  play: async ({ canvasElement }) => {
    onRetry.mockClear();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

export const WithoutIcon: Story = { args: { icon: null, headingLevel: 3 } };

export const Examples: Story = {
  args: {
    title: 'Không thể tải danh sách chứng chỉ',
    description: 'Dịch vụ tạm thời không phản hồi. Vui lòng thử lại.',
    requestId: 'c0ffee00-1234-4abc-8def-000000000042',
    requestIdLabel: 'Mã yêu cầu',
    action: (
      <>
        <Button variant="primary">Thử lại</Button>
        <Link href="/support">Liên hệ hỗ trợ</Link>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Thử lại' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Liên hệ hỗ trợ' })).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
