import { useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ScrollToTop } from './ScrollToTop';
import type { ScrollToTopProps } from './ScrollToTop';

const rows = (count: number, text: string) =>
  Array.from({ length: count }, (_, i) => (
    <p key={i} style={{ margin: 0, padding: '8px 0', borderBottom: '1px solid var(--color-border-default)' }}>
      {text} {i + 1}
    </p>
  ));

/** A scroll container with the button as its last child. */
function InContainer(props: Omit<ScrollToTopProps, 'scrollContainer'> & { text?: string }) {
  const { text = 'Audit log entry', ...rest } = props;
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div
      ref={ref}
      data-testid="scroller"
      role="region"
      aria-label="Audit log"
      // A scrollable region must be reachable by keyboard so it can be scrolled with the arrow keys (axe).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      style={{
        width: 360,
        height: 240,
        overflow: 'auto',
        border: '1px solid var(--color-border-default)',
        borderRadius: 8,
        background: 'var(--color-background-surface)',
        padding: '0 12px',
      }}
    >
      {rows(20, text)}
      <ScrollToTop {...rest} scrollContainer={ref} />
    </div>
  );
}

const meta = {
  title: 'Design system/ScrollToTop',
  component: ScrollToTop,
  args: { label: 'Back to top', onPress: fn() },
} satisfies Meta<typeof ScrollToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // The page itself scrolls: the button is fixed at the bottom right of the viewport.
  render: (args) => (
    <div style={{ height: 'calc(100vh + 600px)' }}>
      <p style={{ margin: 0 }}>Top of the page</p>
      <ScrollToTop {...args} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    window.scrollTo({ top: 0 });
    await expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull();
    // Not yet past the default 250 px threshold.
    window.scrollTo({ top: 200 });
    await new Promise((r) => requestAnimationFrame(() => r(null)));
    await expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull();
    window.scrollTo({ top: 400 });
    const button = await canvas.findByRole('button', { name: 'Back to top' });
    await expect(getComputedStyle(button).position).toBe('fixed');
    // Keyboard: Tab reaches it, Enter returns to the top and the button goes away.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 3000 });
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull());
  },
};

export const InScrollContainer: Story = {
  render: (args) => <InContainer {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const scroller = canvas.getByTestId('scroller');
    scroller.scrollTop = 300;
    const button = await canvas.findByRole('button', { name: 'Back to top' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(scroller.scrollTop).toBe(0), { timeout: 3000 });
    await waitFor(() => expect(canvas.queryByRole('button')).toBeNull());
    // Scrolled again for the screenshot: the button sits in the container's bottom end corner.
    scroller.scrollTop = 300;
    const again = await canvas.findByRole('button', { name: 'Back to top' });
    const box = scroller.getBoundingClientRect();
    const rect = again.getBoundingClientRect();
    await expect(rect.bottom).toBeLessThanOrEqual(box.bottom);
    await expect(rect.right).toBeLessThanOrEqual(box.right);
  },
};

export const CustomThreshold: Story = {
  args: { threshold: 100 },
  render: (args) => <InContainer {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scroller = canvas.getByTestId('scroller');
    scroller.scrollTop = 150;
    await canvas.findByRole('button', { name: 'Back to top' });
    scroller.scrollTop = 50;
    await waitFor(() => expect(canvas.queryByRole('button')).toBeNull());
  },
};

export const Examples: Story = {
  render: () => <InContainer label="Lên đầu trang" text="Nhật ký kiểm toán" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByTestId('scroller').scrollTop = 400;
    await canvas.findByRole('button', { name: 'Lên đầu trang' });
  },
};
