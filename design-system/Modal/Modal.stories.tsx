import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Modal } from './Modal';
import type { ModalProps } from './Modal';

const body = within(document.body);

/** A trigger and the modal, wired through react-aria's DialogTrigger (no open state of our own). */
function Triggered(props: ModalProps & { triggerLabel?: string }) {
  const { triggerLabel = 'Show details', ...modal } = props;
  return (
    <DialogTrigger>
      <Button>{triggerLabel}</Button>
      <Modal {...modal} />
    </DialogTrigger>
  );
}

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: {
    title: 'Origin shop-origin-1',
    children: (
      <p>Requests are sent to 203.0.113.10 over HTTPS on port 443, with the Host header of the site.</p>
    ),
    closeLabel: 'Close',
  },
  parameters: { screenshot: { target: 'viewport' } },
  render: (args) => <Triggered {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Show details' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Origin shop-origin-1' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // Focus is trapped: Tab stays on the only button inside.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    // Escape closes and focus returns to the trigger.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    // The close button closes too.
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // Leave it open for the screenshot.
    await userEvent.click(trigger);
    await body.findByRole('dialog');
  },
};

export const Small: Story = {
  args: { size: 'small', isOpen: true },
  render: (args) => <Modal {...args} />,
  play: async () => {
    await expect(await body.findByRole('dialog')).toBeInTheDocument();
  },
};

export const Large: Story = {
  args: {
    size: 'large',
    isOpen: true,
    children: Array.from({ length: 30 }, (_, i) => (
      <p key={i}>Log line {i + 1}: GET /assets/app.js 200 12 ms</p>
    )),
  },
  render: (args) => <Modal {...args} />,
  play: async () => {
    const dialog = await body.findByRole('dialog');
    // Long content scrolls inside the dialog, which has focus (arrow keys scroll); the header stays in view.
    await expect(dialog.scrollHeight > dialog.clientHeight).toBe(true);
    await waitFor(() => expect(dialog).toHaveFocus());
    dialog.scrollTop = 300;
    const heading = within(dialog).getByRole('heading');
    await expect(heading.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      dialog.getBoundingClientRect().top,
    );
    dialog.scrollTop = 0;
  },
};

/** Controlled, not dismissable: Escape and a press outside do nothing; the footer buttons close it. */
function Controlled(props: ModalProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Add origin</Button>
      <Modal
        {...props}
        isOpen={isOpen}
        onOpenChange={(open) => {
          props.onOpenChange?.(open);
          setOpen(open);
        }}
      />
    </>
  );
}

export const NotDismissable: Story = {
  args: {
    onOpenChange: fn(),
    title: 'Add origin',
    closeLabel: undefined,
    isDismissable: false,
    children: <TextField label="Origin address" defaultValue="203.0.113.10" />,
    footer: (close) => (
      <>
        <Button onPress={close}>Cancel</Button>
        <Button variant="primary" onPress={close}>
          Add
        </Button>
      </>
    ),
  },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add origin' }));
    const dialog = await body.findByRole('dialog', { name: 'Add origin' });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await expect(body.getByRole('dialog')).toBeInTheDocument();
    // The focus scope pulls focus back into the dialog after the outside click (asynchronously); wait for it.
    await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
    // Keyboard through the form to the footer.
    await userEvent.tab();
    await expect(within(dialog).getByRole('textbox', { name: 'Origin address' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add origin' }));
    await body.findByRole('dialog');
  },
};

export const Examples: Story = {
  args: {
    title: 'Tạo bản ghi DNS',
    closeLabel: 'Đóng',
    size: 'small',
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        <TextField label="Tên" defaultValue="www" />
        <TextField label="Giá trị" defaultValue="203.0.113.10" />
      </div>
    ),
    footer: (close) => (
      <>
        <Button onPress={close}>Hủy</Button>
        <Button variant="primary" onPress={close}>
          Tạo bản ghi
        </Button>
      </>
    ),
  },
  render: (args) => <Triggered {...args} triggerLabel="Tạo bản ghi" />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tạo bản ghi' }));
    const dialog = await body.findByRole('dialog', { name: 'Tạo bản ghi DNS' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tạo bản ghi' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tạo bản ghi' }));
    await body.findByRole('dialog');
  },
};
