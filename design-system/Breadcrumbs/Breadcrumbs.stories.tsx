import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';
import type { BreadcrumbItem } from './Breadcrumbs';

const navigate = fn();

const TRAIL: BreadcrumbItem[] = [
  { id: 'waf', label: 'WAF', href: '/waf/dashboard' },
  { id: 'endpoints', label: 'Protected domains', href: '/waf/endpoints' },
  { id: 'endpoint', label: 'shop.example.com', href: '/waf/endpoints/42/overview' },
  { id: 'rules', label: 'Custom rules' },
];

const meta = {
  title: 'Design system/Breadcrumbs',
  component: Breadcrumbs,
  args: { 'aria-label': 'Breadcrumbs', items: TRAIL },
  render: (args) => (
    <RouterProvider navigate={navigate}>
      <Breadcrumbs {...args} />
    </RouterProvider>
  ),
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(4);
    // The current page is last, marked and not a link target.
    const current = within(nav).getByText('Custom rules');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).not.toHaveAttribute('href');
    // Keyboard: Tab through the links; Enter navigates through the router.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'WAF' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'shop.example.com' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/waf/endpoints/42/overview', undefined);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SingleLevel: Story = {
  args: { items: [{ id: 'home', label: 'Home' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Home')).toHaveAttribute('aria-current', 'page');
  },
};

/** The trail follows the route: pressing a crumb navigates, and the page's trail is shorter. */
function Routed() {
  const [depth, setDepth] = useState(4);
  const items = [
    { id: 'dns', label: 'DNS', href: '/dns/zones' },
    { id: 'zone', label: 'khach-hang-doanh-nghiep-mien-bac.example.vn', href: '/dns/zones/9/over-view' },
    { id: 'records', label: 'Bản ghi', href: '/dns/zones/9/records' },
    { id: 'edit', label: 'Sửa bản ghi', href: '/dns/zones/9/records/edit/3' },
  ].slice(0, depth);
  return (
    <RouterProvider navigate={(href) => setDepth(items.findIndex((i) => i.href === href) + 1)}>
      <div style={{ maxWidth: 520 }}>
        <Breadcrumbs aria-label="Đường dẫn" items={items} />
      </div>
    </RouterProvider>
  );
}

export const Examples: Story = {
  render: () => <Routed />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sửa bản ghi')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: 'Bản ghi' }));
    await expect(await canvas.findByText('Bản ghi')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByText('Sửa bản ghi')).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
