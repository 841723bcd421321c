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

/** The widest panel (760px), for long forms or a record with many fields. */
export const Large: Story = {
  args: {
    size: 'large',
    title: 'Site shop.example.com',
    children: (
      <KeyValueList
        columns={2}
        items={[
          { id: 'origin', label: 'Origin server', value: 'https://origin.shop.example.com' },
          { id: 'cname', label: 'CDN address', value: 'shop-example-com.cdn.example.net' },
          { id: 'status', label: 'Status', value: 'Active' },
          { id: 'tls', label: 'Certificate', value: "Let's Encrypt, expires 28 March 2026" },
          { id: 'cache', label: 'Default cache time', value: '1 day' },
          { id: 'created', label: 'Created', value: '2 March 2026' },
        ]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open details' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Site shop.example.com' });
    await expect(dialog.closest('[data-size]')).toHaveAttribute('data-size', 'large');
    // 760px wide, docked to the right edge.
    await waitFor(() => {
      const rect = (dialog.closest('[data-size]') as HTMLElement).getBoundingClientRect();
      expect(Math.round(rect.width)).toBe(760);
      expect(Math.round(rect.right)).toBe(document.documentElement.clientWidth);
    });
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close details' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog');
  },
};

const onDiscard = fn();
const onSave = fn();

/**
 * Not dismissable, for unsaved input: Escape and a press on the backdrop do nothing; only the footer's explicit
 * actions close it.
 */
export const NotDismissable: Story = {
  args: {
    isDismissable: false,
    title: 'Edit rule block-bad-bots',
    children: (
      <p>
        Requests whose user agent matches a known bad bot are blocked. Changes reach every edge server within
        a minute.
      </p>
    ),
    footer: (close) => (
      <>
        <Button
          onPress={() => {
            onDiscard();
            close();
          }}
        >
          Discard changes
        </Button>
        <Button
          variant="primary"
          onPress={() => {
            onSave();
            close();
          }}
        >
          Save rule
        </Button>
      </>
    ),
  },
  // No close button: the footer's actions are the only way out.
  render: ({ closeLabel: _closeLabel, ...args }) => <Triggered {...args} />,
  play: async ({ canvasElement }) => {
    onDiscard.mockClear();
    onSave.mockClear();
    const trigger = within(canvasElement).getByRole('button', { name: 'Open details' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Edit rule block-bad-bots' });
    await expect(within(dialog).queryByRole('button', { name: 'Close details' })).toBeNull();

    // Escape and a press on the backdrop leave it open.
    await userEvent.keyboard('{Escape}');
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(body.getByRole('dialog', { name: 'Edit rule block-bad-bots' })).toBeVisible();

    // Tab reaches the footer's actions (focus stays trapped inside); Enter on "Discard changes" closes it.
    dialog.focus();
    await userEvent.tab();
    const discard = within(dialog).getByRole('button', { name: 'Discard changes' });
    await expect(discard).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onDiscard).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());

    // Reopened by keyboard; "Save rule" closes it too.
    await userEvent.keyboard('{Enter}');
    const again = await body.findByRole('dialog', { name: 'Edit rule block-bad-bots' });
    await userEvent.click(within(again).getByRole('button', { name: 'Save rule' }));
    await expect(onSave).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

    // Leave it open for the screenshot.
    await userEvent.click(trigger);
    await body.findByRole('dialog');
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
