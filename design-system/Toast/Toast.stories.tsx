import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_TOAST_TIMEOUT_MS, ToastProvider, useToast } from './Toast';
import type { ShowToastOptions, ToastProviderProps } from './Toast';
import { Button } from '../Button';

const STRINGS: ToastProviderProps['strings'] = {
  region: 'Notifications',
  close: 'Dismiss',
  tones: { success: 'Success:', error: 'Error:', warning: 'Warning:', info: 'Information:' },
};

function ShowButton({ label, options }: { label: string; options: ShowToastOptions }) {
  const toast = useToast();
  return (
    <Button variant="normal" onPress={() => toast.show(options)}>
      {label}
    </Button>
  );
}

function Row({ children }: { children: ReactNode }) {
  return <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>{children}</div>;
}

const body = within(document.body);

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  args: { strings: STRINGS },
  parameters: { screenshot: { target: 'viewport' } },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <ShowButton
        label="Save settings"
        options={{ tone: 'success', title: 'Cache settings saved', timeoutMs: null }}
      />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Save settings' });

    // Pointer: show, then close with the labelled button.
    await userEvent.click(trigger);
    const region = await body.findByRole('region', { name: 'Notifications' });
    const toast = within(region).getByRole('alertdialog', { name: /Cache settings saved/ });
    await expect(within(toast).getByRole('alert')).toHaveTextContent('Success:Cache settings saved');
    await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(body.queryByRole('region', { name: 'Notifications' })).toBeNull());

    // Keyboard: Enter shows; Tab reaches the toast and its close button; Enter closes; focus goes back.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const again = await body.findByRole('alertdialog', { name: /Cache settings saved/ });
    await userEvent.tab();
    await expect(again).toHaveFocus();
    await userEvent.tab();
    await expect(within(again).getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());

    // Leave one on screen for the screenshot.
    await userEvent.click(trigger);
    await body.findByRole('alertdialog');
  },
};

const TONES: ShowToastOptions[] = [
  {
    tone: 'info',
    title: 'Purge queued',
    description: 'Edge servers drop the files within 2 minutes.',
    timeoutMs: null,
  },
  { tone: 'success', title: 'Site shop.example.com added', timeoutMs: null },
  {
    tone: 'warning',
    title: 'Certificate expires in 7 days',
    description: 'Renew it before 28 March to keep HTTPS working.',
    timeoutMs: null,
  },
  {
    tone: 'error',
    title: 'The rule could not be saved',
    description: 'Priority 10 is already taken. Request id 7f3a-19c2.',
    timeoutMs: null,
  },
];

function ShowAll() {
  const toast = useToast();
  return (
    <Button variant="normal" onPress={() => TONES.forEach((options) => toast.show(options))}>
      Show all tones
    </Button>
  );
}

export const Tones: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <ShowAll />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show all tones' }));
    const region = await body.findByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(within(region).getAllByRole('alertdialog')).toHaveLength(4));
    for (const tone of ['info', 'success', 'warning', 'error']) {
      await expect(region.querySelector(`[data-variant="${tone}"]`)).not.toBeNull();
    }
    await expect(
      within(region).getByRole('alertdialog', { name: /could not be saved/ }),
    ).toHaveAccessibleDescription('Priority 10 is already taken. Request id 7f3a-19c2.');
  },
};

/** A long toast (10 s, any tone): for text that takes longer to read or something the reader may act on. */
export const Long: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <ShowButton
        label="Purge all files"
        options={{
          tone: 'info',
          title: 'Purge of all files started',
          description: 'Edge servers drop every cached file within 10 minutes. Origin load rises meanwhile.',
          duration: 'long',
        }}
      />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Purge all files' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const toast = await body.findByRole('alertdialog', { name: /Purge of all files started/ });
    // The 10 s timer itself is covered by Toast.test.tsx (fake timers); here the toast says which duration it got.
    await expect(toast).toHaveAttribute('data-duration', 'long');
    await expect(toast).toHaveAttribute('data-variant', 'info');
    // Still there after the default 3 s has run out.
    await new Promise((resolve) => setTimeout(resolve, DEFAULT_TOAST_TIMEOUT_MS + 300));
    await expect(toast).toBeVisible();
    // The pointer over the toast pauses its timer, so it is still on screen for the screenshot.
    await userEvent.hover(toast);
  },
};

export const AutoDismiss: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <ShowButton label="Copy" options={{ tone: 'info', title: 'Copied', timeoutMs: 300 }} />
    </ToastProvider>
  ),
  parameters: { screenshot: { target: 'story' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy' }));
    await body.findByRole('alertdialog', { name: /Copied/ });
    // Move the pointer away: timers pause while it is over the region.
    await userEvent.unhover(body.getByRole('alertdialog', { name: /Copied/ }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), { timeout: 3000 });
  },
};

export const PausesWhileHovered: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <ShowButton label="Purge" options={{ tone: 'info', title: 'Purge queued', timeoutMs: 300 }} />
    </ToastProvider>
  ),
  parameters: { screenshot: { target: 'story' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Purge' }));
    const toast = await body.findByRole('alertdialog', { name: /Purge queued/ });
    // Hovered for three times its timeout, it stays: people read at their own pace.
    await userEvent.hover(toast);
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(body.getByRole('alertdialog', { name: /Purge queued/ })).toBeVisible();
    // Focus inside pauses it too.
    await userEvent.unhover(toast);
    within(toast).getByRole('button', { name: 'Dismiss' }).focus();
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(body.getByRole('alertdialog', { name: /Purge queued/ })).toBeVisible();
    // Once the pointer and focus leave, the remaining time runs out.
    within(canvasElement).getByRole('button', { name: 'Purge' }).focus();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), { timeout: 3000 });
  },
};

export const Examples: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Row>
        <ShowButton
          label="Purge cache"
          options={{ tone: 'success', title: 'Cache purged for shop.example.com', timeoutMs: null }}
        />
        <ShowButton
          label="Save with a conflict"
          options={{
            tone: 'error',
            title: 'Changes were not saved',
            description: 'Someone else changed this site. Reload it and try again.',
            timeoutMs: null,
          }}
        />
      </Row>
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Purge cache' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save with a conflict' }));
    const region = await body.findByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(within(region).getAllByRole('alertdialog')).toHaveLength(2));
  },
};
