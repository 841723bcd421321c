import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Link } from '../Link';
import { Alert } from './Alert';

const meta = {
  title: 'Design system/Alert',
  component: Alert,
  args: {
    title: 'Domain not verified',
    children:
      'Add the TXT record to your DNS zone, then verify the domain. Traffic is not protected until then.',
  },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <Alert {...args} />
    </div>
  ),
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Domain not verified' })).toBeInTheDocument();
    // Not announced on load, and no close button unless dismissable.
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Info: Story = { args: { tone: 'info', toneLabel: 'Information' } };

export const Success: Story = {
  args: {
    tone: 'success',
    title: 'Certificate issued',
    children: 'The certificate for shop.example.com is active on all edge servers.',
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    toneLabel: 'Warning',
    title: 'Certificate expires in 7 days',
    children: 'Renew it to keep serving HTTPS.',
  },
  play: async ({ canvasElement }) => {
    // The tone word is part of the heading's accessible name.
    await expect(within(canvasElement).getByRole('heading')).toHaveAccessibleName(
      'Warning: Certificate expires in 7 days',
    );
  },
};

export const ErrorTone: Story = {
  args: {
    tone: 'error',
    live: 'assertive',
    title: 'Could not save the rule',
    children: 'The expression is not valid: unexpected token at position 14.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Could not save the rule');
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined, live: 'polite', children: 'Changes are saved as a draft.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Changes are saved as a draft.',
    );
  },
};

const onVerify = fn();

export const WithAction: Story = {
  args: {
    tone: 'warning',
    action: (
      <Button size="small" onPress={onVerify}>
        Verify domain
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    onVerify.mockClear();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Verify domain' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onVerify).toHaveBeenCalledTimes(1);
  },
};

/** Dismissable: the caller hides the alert when its labelled close button is pressed. */
function DismissableAlertDemo({ onDismiss }: { onDismiss: () => void }) {
  const [shown, setShown] = useState(true);
  return shown ? (
    <Alert
      tone="info"
      title="New: rate-limiting rules"
      dismissLabel="Dismiss"
      onDismiss={() => {
        onDismiss();
        setShown(false);
      }}
    >
      Limit requests per client IP on any path.
    </Alert>
  ) : (
    <p>Alert dismissed.</p>
  );
}

export const Dismissable: Story = {
  args: { onDismiss: fn(), dismissLabel: 'Dismiss' },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <DismissableAlertDemo onDismiss={args.onDismiss ?? (() => {})} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const close = canvas.getByRole('button', { name: 'Dismiss' });
    await expect(close).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByText('Alert dismissed.')).toBeInTheDocument());
  },
};

export const Examples: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 640 }}>
      <Alert tone="info" title="Cập nhật đang được áp dụng">
        Hầu hết thay đổi có hiệu lực sau khoảng 15 phút; thay đổi toàn cục có thể mất tới 2 giờ.
      </Alert>
      <Alert
        tone="warning"
        title="Domain not verified"
        action={<Link href="/waf/endpoints/42/setting/verify">Verify domain</Link>}
      >
        Add the TXT record to your DNS zone.
      </Alert>
      <Alert tone="error" title="Không thể tải danh sách vùng" onDismiss={() => {}} dismissLabel="Đóng">
        Mã yêu cầu: 7f3c2a91-e4b0-4d2f-9c1a-0b8e5d6f7a21
      </Alert>
      <Alert tone="success">Zwei Regeln wurden gespeichert.</Alert>
    </div>
  ),
};
