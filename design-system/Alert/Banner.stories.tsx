import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Link } from '../Link';
import { Banner } from './Banner';

const meta = {
  title: 'Design system/Banner',
  component: Banner,
  args: {
    label: 'Notice',
    children: 'Most updates take effect after about 15 minutes; global ones can take up to 2 hours.',
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Notice' });
    await expect(region).toHaveAttribute('data-tone', 'info');
    await expect(region).toHaveTextContent('Most updates take effect after about 15 minutes');
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    toneLabel: 'Warning',
    children: 'Scheduled maintenance on 3 March, 01:00–03:00 UTC. Purges may be delayed.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Warning:')).toBeInTheDocument();
  },
};

export const ErrorTone: Story = {
  args: { tone: 'error', children: 'Your account is suspended for non-payment. Sites are not served.' },
};

export const Success: Story = {
  args: { tone: 'success', children: 'Your professional package is active.' },
};

export const WithAction: Story = {
  args: {
    tone: 'warning',
    children: 'Your free trial ends in 3 days.',
    action: <Link href="/billing-management">Choose a package</Link>,
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Choose a package' })).toHaveFocus();
  },
};

const onDismiss = fn();

function DismissableBannerDemo() {
  const [shown, setShown] = useState(true);
  return shown ? (
    <Banner
      label="Notice"
      dismissLabel="Dismiss notice"
      onDismiss={() => {
        onDismiss();
        setShown(false);
      }}
    >
      Most updates take effect after about 15 minutes; global ones can take up to 2 hours.
    </Banner>
  ) : (
    <p>Notice dismissed.</p>
  );
}

export const Dismissable: Story = {
  render: () => <DismissableBannerDemo />,
  play: async ({ canvasElement }) => {
    onDismiss.mockClear();
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss notice' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onDismiss).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Notice' })).toBeNull());
  },
};

export const Examples: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Banner label="Thông báo" toneLabel="Thông tin">
        Hầu hết cập nhật có hiệu lực sau khoảng 15 phút, cập nhật toàn cục có thể mất tới 2 giờ.
      </Banner>
      <Banner label="Hinweis" tone="warning" onDismiss={() => {}} dismissLabel="Hinweis schließen">
        Die meisten Änderungen werden nach etwa 15 Minuten wirksam, globale nach bis zu 2 Stunden.
      </Banner>
    </div>
  ),
};
