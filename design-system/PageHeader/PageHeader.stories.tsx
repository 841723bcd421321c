import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Link } from '../Link';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Design system/PageHeader',
  component: PageHeader,
  args: { title: 'Distributions' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Distributions' }),
    ).toBeInTheDocument();
  },
};

export const WithDescription: Story = {
  args: { description: 'Content delivery configurations that serve your origins from the edge.' },
};

const onCreate = fn();

export const WithActions: Story = {
  args: {
    description: 'Content delivery configurations that serve your origins from the edge.',
    actions: (
      <>
        <Button>Refresh</Button>
        <Button variant="primary" onPress={onCreate}>
          Create distribution
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const create = within(canvasElement).getByRole('button', { name: 'Create distribution' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(create).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onCreate).toHaveBeenCalledTimes(1);
  },
};

export const WithBreadcrumbs: Story = {
  args: {
    title: 'cdn-01',
    breadcrumbs: (
      <nav aria-label="Breadcrumbs">
        <Link href="/distributions">Distributions</Link> / cdn-01
      </nav>
    ),
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(within(nav).getByRole('link', { name: 'Distributions' })).toBeInTheDocument();
  },
};

export const Examples: Story = {
  args: {
    title: 'Chính sách bảo mật ứng dụng web có tên rất dài để kiểm tra việc xuống dòng',
    description: 'Quy tắc tường lửa ứng dụng web áp dụng cho các phân phối nội dung.',
    breadcrumbs: (
      <nav aria-label="Breadcrumbs">
        <Link href="/waf">WAF</Link> / policy-01
      </nav>
    ),
    actions: (
      <>
        <Button variant="danger">Xoá</Button>
        <Button variant="primary">Chỉnh sửa</Button>
      </>
    ),
  },
};
