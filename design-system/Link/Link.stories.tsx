import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { recordedNavigation } from '../storybook/recordedNavigation';
import { Link } from './Link';

const { navigate, decorator, reset } = recordedNavigation<ComponentProps<typeof Link>>();

const meta = {
  title: 'Design system/Link',
  component: Link,
  args: { href: '/distributions/cdn-01', children: 'cdn-01', onPress: fn() },
  decorators: [decorator],
  beforeEach: reset,
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'cdn-01' });
    await expect(link).toHaveAttribute('href', '/distributions/cdn-01');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenLastCalledWith('/distributions/cdn-01', undefined);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    // Keyboard: Tab focuses, Enter follows.
    await userEvent.click(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(2);
  },
};

export const Standalone: Story = {
  args: { variant: 'standalone', children: 'View all distributions' },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'View all distributions' });
    await expect(link).toHaveAttribute('data-variant', 'standalone');
    await expect(link).toHaveAttribute('href', '/distributions/cdn-01');
    // Keyboard: Tab focuses it, Enter follows it through the router (no page load).
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenLastCalledWith('/distributions/cdn-01', undefined);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    // Space does not follow a link.
    await userEvent.keyboard(' ');
    await expect(navigate).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'cdn-01' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(navigate).not.toHaveBeenCalled();
  },
};

export const Examples: Story = {
  render: () => (
    <p style={{ margin: 0, maxWidth: 480 }}>
      Requests are served from the nearest edge. See <Link href="/docs/caching">caching rules</Link> or open{' '}
      <Link href="/distributions" variant="standalone">
        all distributions
      </Link>
      .
    </p>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inline = canvas.getByRole('link', { name: 'caching rules' });
    const standalone = canvas.getByRole('link', { name: 'all distributions' });
    await expect(inline).toHaveAttribute('data-variant', 'inline');
    await expect(standalone).toHaveAttribute('data-variant', 'standalone');
    // Both are in the tab order in reading order; Enter follows each through the router.
    await userEvent.tab();
    await expect(inline).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('/docs/caching', undefined);
    await userEvent.tab();
    await expect(standalone).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('/distributions', undefined);
    await expect(navigate).toHaveBeenCalledTimes(2);
  },
};
