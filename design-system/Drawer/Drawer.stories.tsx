import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { KeyValueList } from '../KeyValueList';
import { Drawer } from './Drawer';
import type { DrawerProps } from './Drawer';

const body = within(document.body);

function Triggered(props: DrawerProps) {
  return (
    <DialogTrigger>
      <Button>Open details</Button>
      <Drawer {...props} />
    </DialogTrigger>
  );
}

const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  args: {
    title: 'Rule block-bad-bots',
    children: <p>Blocks requests whose user agent matches a known bad bot. Created 2 March 2026.</p>,
    closeLabel: 'Close details',
  },
  parameters: { screenshot: { target: 'viewport' } },
  render: (args) => <Triggered {...args} />,
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open details' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Rule block-bad-bots' });
    // Docked to the right edge of the viewport, full height.
    await waitFor(() => {
      const rect = dialog.getBoundingClientRect();
      expect(Math.round(rect.right)).toBe(document.documentElement.clientWidth);
      expect(Math.round(rect.top)).toBe(0);
    });
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close details' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard(' ');
    await body.findByRole('dialog');
  },
};

export const Small: Story = {
  args: { size: 'small', isOpen: true },
  render: (args) => <Drawer {...args} />,
  play: async () => {
    await expect(await body.findByRole('dialog')).toBeInTheDocument();
  },
};

const onOpenChange = fn();

/** Controlled: a list row opens its details in the panel; the footer closes it. */
function SplitView() {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      {['shop.example.com', 'api.example.com'].map((site) => (
        <Button key={site} variant="link" onPress={() => setSelected(site)}>
          {site}
        </Button>
      ))}
      <Drawer
        size="large"
        isOpen={selected !== null}
        onOpenChange={(open) => {
          onOpenChange(open);
          if (!open) setSelected(null);
        }}
        title={selected ?? ''}
        closeLabel="Đóng"
        footer={(close) => (
          <>
            <Button onPress={close}>Đóng</Button>
            <Button variant="primary">Chỉnh sửa</Button>
          </>
        )}
      >
        <KeyValueList
          items={[
            { id: 'origin', label: 'Máy chủ gốc', value: '203.0.113.10' },
            { id: 'cname', label: 'CNAME', value: 'shop-example-com.cdn.example.net' },
            { id: 'status', label: 'Trạng thái', value: 'Đang hoạt động' },
          ]}
        />
      </Drawer>
    </div>
  );
}

export const Examples: Story = {
  render: () => <SplitView />,
  play: async ({ canvasElement }) => {
    onOpenChange.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'api.example.com' }));
    let dialog = await body.findByRole('dialog', { name: 'api.example.com' });
    // The backdrop closes it.
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(onOpenChange).toHaveBeenCalledWith(false);
    await userEvent.click(canvas.getByRole('button', { name: 'shop.example.com' }));
    dialog = await body.findByRole('dialog', { name: 'shop.example.com' });
    await waitFor(() => expect(within(dialog).getByText('203.0.113.10')).toBeVisible());
  },
};
