import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';

const plus = (
  <svg viewBox="0 0 16 16" fill="none">
    <path d="M8 3v10M3 8h10" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
  </svg>
);

const meta = {
  title: 'Design system/Button',
  component: Button,
  args: { children: 'Create distribution', onPress: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Create distribution' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    // Keyboard: Tab focuses, Enter and Space activate.
    await userEvent.click(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(3);
  },
};

export const Primary: Story = { args: { variant: 'primary' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Delete distribution' } };

export const LinkVariant: Story = { name: 'Link', args: { variant: 'link', children: 'View details' } };

export const Small: Story = { args: { size: 'small', variant: 'primary' } };

export const WithIcon: Story = { args: { variant: 'primary', icon: plus } };

export const IconOnly: Story = {
  args: { children: undefined, icon: plus, 'aria-label': 'Add rule' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add rule' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { variant: 'primary', isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Create distribution' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { variant: 'primary', isPending: true, pendingLabel: 'Saving', type: 'submit' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Create distribution/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'Saving' })).toBeInTheDocument();
    // Still focusable, but presses do nothing.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Examples: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button variant="primary" onPress={args.onPress}>
        Save changes
      </Button>
      <Button onPress={args.onPress}>Cancel</Button>
      <Button variant="danger" onPress={args.onPress}>
        Delete
      </Button>
      <Button variant="link" onPress={args.onPress}>
        Learn more
      </Button>
      <Button variant="primary" size="small" icon={plus} onPress={args.onPress}>
        Add origin
      </Button>
      <Button size="small" icon={plus} aria-label="Add header" onPress={args.onPress} />
      <Button variant="primary" isPending pendingLabel="Saving" onPress={args.onPress}>
        Saving changes
      </Button>
      <Button variant="danger" isDisabled onPress={args.onPress}>
        Delete
      </Button>
    </div>
  ),
};
