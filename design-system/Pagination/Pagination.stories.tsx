import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, getPageItems } from './Pagination';
import type { PaginationProps } from './Pagination';

const STRINGS: PaginationProps['strings'] = {
  label: 'Pages of sites',
  previous: 'Previous page',
  next: 'Next page',
  pageLabel: (n) => `Page ${n}`,
};

/** Keeps the page in state, as a list page would, and reports each change. */
function Controlled(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Data/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 5, onPageChange: fn(), strings: STRINGS },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Pages of sites' });
    await expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    // Keyboard: Tab moves through the buttons; Enter and Space activate.
    within(nav).getByRole('button', { name: 'Page 2' }).focus();
    await userEvent.tab();
    await expect(within(nav).getByRole('button', { name: 'Page 3' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

export const LastPage: Story = {
  args: { page: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  },
};

export const ManyPages: Story = {
  args: { page: 10, pageCount: 42 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const names = canvas.getAllByRole('button').map((b) => b.getAttribute('aria-label'));
    await expect(names).toEqual([
      'Previous page',
      'Page 1',
      'Page 9',
      'Page 10',
      'Page 11',
      'Page 42',
      'Next page',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 42' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(42);
    await expect(getPageItems(1, 42)).toEqual([1, 2, 3, 4, 5, 'gap-end', 42]);
    await expect(getPageItems(4, 42)).toEqual([1, 2, 3, 4, 5, 'gap-end', 42]);
    await expect(getPageItems(5, 42)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end', 42]);
    await expect(getPageItems(42, 42)).toEqual([1, 'gap-start', 38, 39, 40, 41, 42]);
  },
};

export const SinglePage: Story = {
  args: { page: 1, pageCount: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Disabled: Story = {
  args: { page: 3, pageCount: 8, isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 4' }));
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const Examples: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Controlled {...args} page={1} pageCount={3} strings={{ ...STRINGS, label: 'Pages of zones' }} />
      <Controlled {...args} page={6} pageCount={12} strings={{ ...STRINGS, label: 'Pages of records' }} />
      <Controlled
        {...args}
        page={120}
        pageCount={240}
        strings={{ ...STRINGS, label: 'Pages of audit events' }}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('navigation')).toHaveLength(3);
    const audit = canvas.getByRole('navigation', { name: 'Pages of audit events' });
    await expect(within(audit).getByRole('button', { name: 'Page 120' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
