import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CopyValue } from './CopyValue';

const strings = { copy: 'Click to copy', copied: 'Copied', failed: 'Copy failed' };
const body = () => within(document.body);

type ClipboardMock = { writeText: (text: string) => Promise<void> } | undefined;

/** Replaces navigator.clipboard (and optionally document.execCommand) for one story; returns the cleanup. */
function mockClipboard(clipboard: ClipboardMock, execCommand?: () => boolean) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  const originalExec = document.execCommand.bind(document);
  if (execCommand) document.execCommand = execCommand;
  return () => {
    // Removing the own property uncovers the real prototype getter again.
    delete (navigator as unknown as { clipboard?: unknown }).clipboard;
    if (execCommand) document.execCommand = originalExec;
  };
}

const written = fn((text: string) => {
  void text;
  return Promise.resolve();
});

const meta = {
  title: 'Design system/CopyValue',
  component: CopyValue,
  args: { value: 'shop.example.com', strings, onCopy: fn(), feedbackDuration: 60_000 },
  beforeEach: () => {
    written.mockClear();
    return mockClipboard({ writeText: written });
  },
  decorators: [
    (Story) => (
      <div style={{ paddingTop: 40, minHeight: 80 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CopyValue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Click to copy shop.example.com' });
    // Keyboard focus shows the hint at once.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await body().findByRole('tooltip')).toHaveTextContent('Click to copy');
    await expect(button).toHaveAccessibleDescription('Click to copy');
    // Enter copies and the tooltip says so.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().getByRole('tooltip')).toHaveTextContent('Copied'));
    await expect(written).toHaveBeenCalledWith('shop.example.com');
    await expect(args.onCopy).toHaveBeenCalledWith({ value: 'shop.example.com', ok: true });
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Copied');
    // Escape closes it; the next opening says "Click to copy" again.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('tooltip')).not.toBeInTheDocument());
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(await body().findByRole('tooltip')).toHaveTextContent('Click to copy');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Hover: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  args: { tooltipDelay: 0 },
  play: async ({ canvasElement }) => {
    // A pointer press first, so react-aria's interaction modality is 'pointer' (hover tooltips need it).
    await userEvent.click(document.body);
    await userEvent.hover(within(canvasElement).getByRole('button'));
    await expect(await body().findByRole('tooltip')).toHaveTextContent('Click to copy');
  },
};

export const Copied: Story = {
  // "Copied" stays while both skins are captured, however busy the machine is.
  args: { feedbackDuration: 60_000 },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await waitFor(() => expect(body().getByRole('tooltip')).toHaveTextContent('Copied'));
    await expect(args.onCopy).toHaveBeenCalledWith({ value: 'shop.example.com', ok: true });
  },
};

export const FeedbackEnds: Story = {
  args: { feedbackDuration: 300 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'success'));
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'idle'), { timeout: 2000 });
    await waitFor(() => expect(body().queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Denied: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  beforeEach: () =>
    mockClipboard({
      writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
    }),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await waitFor(() => expect(body().getByRole('tooltip')).toHaveTextContent('Copy failed'));
    await expect(args.onCopy).toHaveBeenCalledWith({ value: 'shop.example.com', ok: false });
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Copy failed');
  },
};

export const ClipboardUnavailable: Story = {
  beforeEach: () => mockClipboard(undefined, () => false),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await waitFor(() => expect(body().getByRole('tooltip')).toHaveTextContent('Copy failed'));
    await expect(args.onCopy).toHaveBeenCalledWith({ value: 'shop.example.com', ok: false });
  },
};

export const InsecureContextFallback: Story = {
  beforeEach: () => mockClipboard(undefined, () => true),
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await waitFor(() => expect(body().getByRole('tooltip')).toHaveTextContent('Copied'));
    await expect(args.onCopy).toHaveBeenCalledWith({ value: 'shop.example.com', ok: true });
    // The temporary textarea is gone and focus came back to the button.
    await expect(document.querySelector('textarea')).toBeNull();
    await expect(button).toHaveFocus();
  },
};

export const Monospace: Story = {
  args: { value: 'waf-7f3a9c.edge.example.net', monospace: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('waf-7f3a9c.edge.example.net')).toHaveAttribute(
      'data-monospace',
      'true',
    );
  },
};

export const IconOnly: Story = {
  args: { variant: 'icon', label: 'Copy code', value: 'curl -I https://shop.example.com' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(written).toHaveBeenCalledWith('curl -I https://shop.example.com'));
  },
};

export const Examples: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, maxWidth: 320 }}>
      <CopyValue value="shop.example.com" strings={strings} />
      <CopyValue value="203.0.113.24" strings={strings} monospace />
      <CopyValue
        value="waf-7f3a9c0b1e2d4f5a6b7c8d9e.edge.example.net"
        strings={{ copy: 'Nhấn để sao chép', copied: 'Đã sao chép', failed: 'Không sao chép được' }}
        monospace
      />
    </div>
  ),
};
