import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { recordedNavigation } from '../storybook/recordedNavigation';
import { Button } from './Button';
import { LinkButton } from './LinkButton';

const { navigate, decorator, reset } = recordedNavigation<ComponentProps<typeof LinkButton>>();

const meta = {
  title: 'Design system/Button/LinkButton',
  component: LinkButton,
  args: { href: '/cdn/sites/add/web', children: 'Add site', variant: 'primary' },
  decorators: [decorator],
  beforeEach: reset,
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's main action when it opens a page: a link (new tab, "link" to a screen reader) drawn as a button. */
export const Primary: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Add site' });
    await expect(link).toHaveAttribute('href', '/cdn/sites/add/web');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenLastCalledWith('/cdn/sites/add/web', undefined);
    // Keyboard: Tab focuses, Enter follows.
    await userEvent.click(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(2);
  },
};

export const Normal: Story = { args: { variant: 'normal', children: 'Reorder' } };

/** Beside a button of the same variant it has the same height and weight. */
export const BesideAButton: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button>Reorder rules</Button>
      <LinkButton {...args}>Add rule</LinkButton>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Reorder rules' });
    const link = canvas.getByRole('link', { name: 'Add rule' });
    await expect(link.getBoundingClientRect().height).toBe(button.getBoundingClientRect().height);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Add site' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(navigate).not.toHaveBeenCalled();
  },
};
