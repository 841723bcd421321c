import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Design system/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading certificate', value: 40 },
  render: (args) => (
    <div style={{ maxWidth: 400 }}>
      <ProgressBar {...args} />
    </div>
  ),
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading certificate' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '40%');
    await expect(within(bar).getByText('40%')).toBeVisible();
  },
};

export const Indeterminate: Story = {
  args: { isIndeterminate: true, label: 'Purging cache' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Purging cache' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const CustomValueLabel: Story = {
  args: { label: 'Importing records', value: 3, maxValue: 12, valueLabel: '3 of 12 files' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Importing records' });
    await expect(bar).toHaveAttribute('aria-valuetext', '3 of 12 files');
  },
};

export const Success: Story = { args: { label: 'Scan complete', value: 100, tone: 'success' } };

export const ErrorTone: Story = { args: { label: 'Upload failed', value: 70, tone: 'error' } };

export const Global: Story = {
  args: { variant: 'global', isIndeterminate: true, label: 'Loading page' },
  parameters: { screenshot: { target: 'viewport' } },
  render: (args) => (
    <>
      <ProgressBar {...args} />
      <p>Page content under the request bar.</p>
    </>
  ),
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Loading page' });
    await expect(bar.getBoundingClientRect().top).toBe(0);
    // The label is the accessible name only.
    await expect(within(canvasElement).queryByText('Loading page')).toBeNull();
  },
};

/** Request progress as the app drives it: a global bar while a request runs. */
function RequestDemo() {
  const [value, setValue] = useState<number | null>(null);
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      {value !== null ? <ProgressBar variant="global" label="Saving" value={value} /> : null}
      <Button onPress={() => setValue((v) => (v === null ? 30 : v >= 100 ? null : v + 35))}>
        Step request
      </Button>
      <div style={{ width: 320 }}>
        <ProgressBar label="Đang quét lỗ hổng" value={65} />
      </div>
      <div style={{ width: 320 }}>
        <ProgressBar label="Zertifikat wird hochgeladen" isIndeterminate />
      </div>
    </div>
  );
}

export const Examples: Story = {
  render: () => <RequestDemo />,
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('progressbar', { name: 'Saving' })).toBeNull();
    canvas.getByRole('button', { name: 'Step request' }).focus();
    await userEvent.keyboard('{Enter}');
    const bar = await canvas.findByRole('progressbar', { name: 'Saving' });
    await expect(bar).toHaveAttribute('aria-valuenow', '30');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '65'));
  },
};
