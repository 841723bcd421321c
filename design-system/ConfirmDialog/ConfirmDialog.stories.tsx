import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';
import type { ConfirmDialogProps } from './ConfirmDialog';
import { Button } from '../Button';

/** A trigger button and the dialog, open/closed in local state; confirm and cancel are reported and close it. */
function WithTrigger(props: ConfirmDialogProps & { triggerLabel: string }) {
  const { triggerLabel, ...dialogProps } = props;
  const [isOpen, setOpen] = useState(props.isOpen);
  return (
    <>
      <Button variant={props.tone === 'danger' ? 'danger' : 'normal'} onPress={() => setOpen(true)}>
        {triggerLabel}
      </Button>
      <ConfirmDialog
        {...dialogProps}
        isOpen={isOpen}
        onConfirm={() => {
          props.onConfirm();
          if (!props.isPending) setOpen(false);
        }}
        onCancel={() => {
          props.onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}

const body = within(document.body);

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    isOpen: false,
    title: 'Purge the cache of shop.example.com?',
    children: (
      <p>Edge servers will fetch every file from the origin again. This can raise origin load for a while.</p>
    ),
    confirmLabel: 'Purge cache',
    cancelLabel: 'Cancel',
    tone: 'normal',
    onConfirm: fn(),
    onCancel: fn(),
  },
  parameters: { screenshot: { target: 'viewport' } },
  render: (args) => <WithTrigger {...args} triggerLabel="Purge cache…" />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Purge cache…' });

    // Keyboard: Enter opens; a normal confirmation focuses its confirm button.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog', { name: 'Purge the cache of shop.example.com?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Purge cache' })).toHaveFocus());

    // Focus is trapped: Tab cycles between the two buttons.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Purge cache' })).toHaveFocus();

    // Escape cancels and focus returns to the trigger.
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());

    // Pointer: confirm reports once.
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('button', { name: 'Purge cache' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());

    // Leave it open for the screenshot.
    await userEvent.click(trigger);
    await body.findByRole('alertdialog');
  },
};

/** SPEC §5, create: a non-destructive confirmation (primary confirm button, which has the initial focus). */
export const Create: Story = {
  args: {
    tone: 'normal',
    title: 'Add this page rule?',
    children: (
      <p>
        Requests to shop.example.com/checkout/* bypass the cache. The rule reaches every edge server within
        about 15 minutes.
      </p>
    ),
    confirmLabel: 'Add rule',
    cancelLabel: 'Keep editing',
  },
  render: (args) => <WithTrigger {...args} triggerLabel="Add rule…" />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Add rule…' });

    // Keyboard: Enter opens; focus lands on the primary confirm button, so Enter confirms.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    let dialog = await body.findByRole('alertdialog', { name: 'Add this page rule?' });
    const confirm = within(dialog).getByRole('button', { name: 'Add rule' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await expect(dialog.closest('[data-variant]')).toHaveAttribute('data-variant', 'normal');
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());

    // Escape cancels; focus returns to the trigger.
    await userEvent.keyboard('{Enter}');
    dialog = await body.findByRole('alertdialog', { name: 'Add this page rule?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add rule' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());

    // Leave it open for the screenshot.
    await userEvent.keyboard('{Enter}');
    await body.findByRole('alertdialog');
  },
};

/** SPEC §5, modify: saving changes is not destructive either; Shift+Tab reaches "Cancel", Enter there cancels. */
export const Modify: Story = {
  args: {
    tone: 'normal',
    title: 'Save changes to this firewall rule?',
    children: (
      <p>
        Rule block-bad-bots will challenge requests from 3 more countries. Edge servers apply it within a
        minute.
      </p>
    ),
    confirmLabel: 'Save changes',
    cancelLabel: 'Cancel',
  },
  render: (args) => <WithTrigger {...args} triggerLabel="Save…" />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Save…' });

    trigger.focus();
    await userEvent.keyboard('{Enter}');
    let dialog = await body.findByRole('alertdialog', { name: 'Save changes to this firewall rule?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save changes' })).toHaveFocus());

    // Shift+Tab moves to Cancel; Enter on it cancels without saving.
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());

    // Escape cancels too.
    await userEvent.keyboard(' ');
    await body.findByRole('alertdialog', { name: 'Save changes to this firewall rule?' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());

    // Enter on the focused confirm button saves.
    await userEvent.keyboard('{Enter}');
    dialog = await body.findByRole('alertdialog', { name: 'Save changes to this firewall rule?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save changes' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());

    // Leave it open for the screenshot.
    await userEvent.keyboard('{Enter}');
    await body.findByRole('alertdialog');
  },
};

export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Delete site shop.example.com?',
    children: (
      <p>Its edge settings, rules and certificates are deleted. Traffic stops being served by the CDN.</p>
    ),
    confirmLabel: 'Delete site',
  },
  render: (args) => <WithTrigger {...args} triggerLabel="Delete…" />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete…' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Delete site shop.example.com?' });
    // Destructive: the safe choice has the initial focus, so Enter does not delete by accident.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: 'Delete…' }));
    await body.findByRole('alertdialog');
  },
};

export const TypeToConfirm: Story = {
  args: {
    tone: 'danger',
    title: 'Delete zone example.com?',
    children: (
      <p>All 1,204 records are deleted and the zone stops answering queries. This cannot be undone.</p>
    ),
    confirmLabel: 'Delete zone',
    typeToConfirm: { value: 'example.com', label: 'Type example.com to confirm' },
  },
  render: (args) => <WithTrigger {...args} triggerLabel="Delete zone…" />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete zone…' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Delete zone example.com?' });
    const field = within(dialog).getByRole('textbox', { name: 'Type example.com to confirm' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete zone' });
    // The field has the initial focus; the confirm button waits for the exact name.
    await waitFor(() => expect(field).toHaveFocus());
    await expect(confirm).toBeDisabled();
    await userEvent.keyboard('example.co');
    await expect(confirm).toBeDisabled();
    await userEvent.keyboard('m');
    await expect(confirm).toBeEnabled();
    await userEvent.tab();
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());

    // Reopened, it starts empty again (the screenshot shows this state).
    await userEvent.click(canvas.getByRole('button', { name: 'Delete zone…' }));
    const again = await body.findByRole('alertdialog');
    await expect(within(again).getByRole('textbox')).toHaveValue('');
    await expect(within(again).getByRole('button', { name: 'Delete zone' })).toBeDisabled();
  },
};

export const Pending: Story = {
  args: {
    isOpen: true,
    isPending: true,
    pendingLabel: 'Purging',
  },
  play: async ({ args }) => {
    const dialog = await body.findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    const confirm = within(dialog).getByRole('button', { name: /Purge cache/ });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    // Not dismissable while the action runs: Escape and a press outside do nothing.
    await userEvent.keyboard('{Escape}');
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(body.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.click(confirm, { pointerEventsCheck: 0 });
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/**
 * When the delete in DeleteFlow answers: viewed by hand, after 600 ms; while the play function holds it, once
 * the play function has seen the pending state (a timer would race a busy test machine).
 */
const deleteAnswer = { held: false, release: () => undefined as void };
function answerOfDelete(): Promise<void> {
  return new Promise((resolve) => {
    if (deleteAnswer.held) deleteAnswer.release = resolve;
    else setTimeout(resolve, 600);
  });
}

/** A delete flow: the action runs while the dialog waits, then the dialog closes and the list says so. */
function DeleteFlow() {
  const [isOpen, setOpen] = useState(false);
  const [isPending, setPending] = useState(false);
  const [deleted, setDeleted] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <p>{deleted ? 'Zone example.vn was deleted.' : 'Zone example.vn (14 records)'}</p>
      <Button variant="danger" isDisabled={deleted} onPress={() => setOpen(true)}>
        Delete zone…
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        tone="danger"
        title="Delete zone example.vn?"
        confirmLabel="Delete zone"
        cancelLabel="Keep zone"
        isPending={isPending}
        pendingLabel="Deleting"
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setPending(true);
          void answerOfDelete().then(() => {
            setPending(false);
            setOpen(false);
            setDeleted(true);
          });
        }}
      >
        <p>All 14 records are deleted. Resolvers keep cached answers until their TTL ends.</p>
      </ConfirmDialog>
    </div>
  );
}

export const Examples: Story = {
  render: () => <DeleteFlow />,
  parameters: {
    // The dialog is closed at the end, so the story root is what to see. React Aria's live announcer keeps a
    // "busy" announcement for a few seconds that points at the (now removed) pending button; it is not ours.
    screenshot: { target: 'story' },
    a11y: { context: { include: ['body'], exclude: ['[data-live-announcer]'] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    deleteAnswer.held = true;
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Delete zone…' }));
      const dialog = await body.findByRole('alertdialog', { name: 'Delete zone example.vn?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete zone' }));
      // While the delete runs, the dialog cannot be left.
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep zone' })).toBeDisabled());
      deleteAnswer.release();
    } finally {
      deleteAnswer.held = false;
    }
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByText('Zone example.vn was deleted.')).toBeInTheDocument();
  },
};
