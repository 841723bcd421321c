import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tabs } from './Tabs';
import type { TabsProps } from './Tabs';

const meta = {
  title: 'Design system/Tabs',
  component: Tabs,
  args: {
    'aria-label': 'Cache',
    items: [
      { id: 'setting', label: 'Settings', content: <p>Cache level: standard. Browser TTL: 4 hours.</p> },
      { id: 'rules', label: 'Cache rules', content: <p>3 rules.</p> },
      { id: 'history', label: 'Purge history', content: <p>Last purge 2 hours ago.</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { onSelectionChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Cache' })).toBeInTheDocument();
    const first = canvas.getByRole('tab', { name: 'Settings' });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Settings' })).toHaveTextContent('Cache level');
    // Keyboard: Tab into the list, arrows select, End jumps to the last tab.
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Cache rules' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('rules');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tabpanel', { name: 'Purge history' })).toBeInTheDocument();
    // Tab moves on into the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
    await userEvent.click(first);
    await userEvent.unhover(first);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const WithDisabledTab: Story = {
  args: {
    items: [
      { id: 'setting', label: 'Settings', content: <p>Cache level: standard.</p> },
      { id: 'rules', label: 'Cache rules', isDisabled: true },
      { id: 'history', label: 'Purge history', content: <p>Last purge 2 hours ago.</p> },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Cache rules' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    // The disabled tab is skipped.
    await expect(canvas.getByRole('tab', { name: 'Purge history' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const navigate = fn();

/** Route-driven, as the app wires it: tabs are links, the router navigates, and the route selects the tab. */
function Routed(props: TabsProps) {
  const [path, setPath] = useState('/cdn/sites/7/edge/cache/setting');
  return (
    <RouterProvider
      navigate={(href) => {
        navigate(href);
        setPath(href);
      }}
    >
      <Tabs {...props} selectedKey={path}>
        <p>Page for {path}</p>
      </Tabs>
    </RouterProvider>
  );
}

const base = '/cdn/sites/7/edge/cache';

export const RouteDriven: Story = {
  args: {
    'aria-label': 'Cache',
    items: [
      { id: `${base}/setting`, href: `${base}/setting`, label: 'Settings' },
      { id: `${base}/rules`, href: `${base}/rules`, label: 'Cache rules' },
      { id: `${base}/history`, href: `${base}/history`, label: 'Purge history' },
    ],
  },
  render: (args) => <Routed {...args} />,
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const canvas = within(canvasElement);
    const rules = canvas.getByRole('tab', { name: 'Cache rules' });
    await expect(rules.tagName).toBe('A');
    await expect(rules).toHaveAttribute('href', `${base}/rules`);
    // Pointer: the router navigates; the route selects the tab and its page renders in the panel.
    await userEvent.click(rules);
    await expect(navigate).toHaveBeenCalledWith(`${base}/rules`);
    await waitFor(() => expect(rules).toHaveAttribute('aria-selected', 'true'));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(`Page for ${base}/rules`);
    // Keyboard: arrows navigate too.
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(navigate).toHaveBeenLastCalledWith(`${base}/history`));
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Purge history' })).toHaveAttribute('aria-selected', 'true'),
    );
    await userEvent.unhover(rules);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Examples: Story = {
  args: {
    'aria-label': 'Tối ưu hóa',
    defaultSelectedKey: 'content',
    items: [
      { id: 'image', label: 'Hình ảnh', content: <p>Nén ảnh tự động.</p> },
      { id: 'content', label: 'Nội dung', content: <p>Thu gọn HTML, CSS và JavaScript.</p> },
      { id: 'protocol', label: 'Giao thức', content: <p>HTTP/2 và HTTP/3.</p> },
      { id: 'video-delivery', label: 'Phân phối video', content: <p>HLS và DASH.</p> },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Nội dung' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
