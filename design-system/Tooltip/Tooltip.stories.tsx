import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';

const body = within(document.body);

const copyIcon = (
  <svg viewBox="0 0 16 16" fill="none">
    <rect x="5" y="5" width="8" height="9" rx="1.5" stroke="currentColor" strokeWidth="1.5" />
    <path d="M3 11V3.5A1.5 1.5 0 0 1 4.5 2H10" stroke="currentColor" strokeWidth="1.5" />
  </svg>
);

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'Purge cache',
    delay: 0,
    closeDelay: 0,
    children: <Button aria-label="Purge cache" icon={copyIcon} />,
  },
  parameters: { screenshot: { target: 'viewport' } },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '64px 160px' }}>
      <Tooltip {...args} />
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Purge cache' });
    // Pointer: hover shows (delay 0), leaving hides. (A press elsewhere first puts react-aria in pointer modality,
    // as a real mouse moving in would.)
    await userEvent.click(canvasElement);
    await userEvent.hover(trigger);
    await body.findByRole('tooltip');
    await userEvent.unhover(trigger);
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    // Keyboard focus shows the tooltip; the trigger is described by it.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tip = await body.findByRole('tooltip');
    await expect(tip).toHaveTextContent('Purge cache');
    await expect(trigger).toHaveAttribute('aria-describedby', tip.id);
    // Escape hides it.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    // Leave it open for the screenshot.
    trigger.blur();
    await userEvent.click(canvasElement);
    await userEvent.hover(trigger);
    await body.findByRole('tooltip');
  },
};

export const Bottom: Story = {
  args: { placement: 'bottom', isOpen: true },
  play: async () => {
    await expect(await body.findByRole('tooltip')).toHaveAttribute('data-placement', 'bottom');
  },
};

export const Left: Story = {
  args: { placement: 'left', isOpen: true },
  play: async () => {
    await expect(await body.findByRole('tooltip')).toHaveAttribute('data-placement', 'left');
  },
};

export const Right: Story = {
  args: { placement: 'right', isOpen: true },
  play: async () => {
    await expect(await body.findByRole('tooltip')).toHaveAttribute('data-placement', 'right');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
    await expect(body.queryByRole('tooltip')).toBeNull();
  },
};

/** The header card's copy button: "Click to copy", then "Copied" after a press (SPEC §2). */
function CopyValue() {
  const [copied, setCopied] = useState(false);
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <code>waf-7f3c2a91.cdn.example.net</code>
      <Tooltip content={copied ? 'Đã sao chép' : 'Nhấn để sao chép'} delay={0} closeDelay={0}>
        <Button
          size="small"
          aria-label="Sao chép tên miền WAF"
          icon={copyIcon}
          onPress={() => setCopied(true)}
        />
      </Tooltip>
    </div>
  );
}

export const Examples: Story = {
  render: () => (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '64px 16px' }}>
      <CopyValue />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Nhấn để sao chép');
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.getByRole('tooltip')).toHaveTextContent('Đã sao chép'));
    // Reopen, so the screenshot shows the new text positioned from scratch (a live resize may settle a pixel off).
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Đã sao chép');
  },
};
