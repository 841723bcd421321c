import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { KeyValueList } from '../KeyValueList';
import { Link } from '../Link';
import { Popover } from './Popover';

const body = within(document.body);

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  args: {
    title: 'WAF domain',
    trigger: <Button>DNS target</Button>,
    children: <p>Point a CNAME record of shop.example.com at waf-7f3c2a91.example.net.</p>,
  },
  parameters: { screenshot: { target: 'viewport' } },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '16px 16px 200px' }}>
      <Popover {...args} />
    </div>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'DNS target' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'WAF domain' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    // A press outside closes it too.
    await userEvent.click(trigger);
    await body.findByRole('dialog');
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(trigger);
    await body.findByRole('dialog');
  },
};

export const WithoutTitle: Story = {
  args: {
    title: undefined,
    'aria-label': 'DNS target help',
    showArrow: false,
    isOpen: true,
  },
  play: async () => {
    await expect(await body.findByRole('dialog', { name: 'DNS target help' })).toBeInTheDocument();
  },
};

export const Top: Story = {
  args: { placement: 'top', isOpen: true },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '200px 16px 16px' }}>
      <Popover {...args} />
    </div>
  ),
  play: async () => {
    const dialog = await body.findByRole('dialog');
    await expect(dialog.closest('[data-placement]')).toHaveAttribute('data-placement', 'top');
  },
};

export const Examples: Story = {
  args: {
    title: 'shop.example.com',
    size: 'large',
    trigger: <Button variant="link">shop.example.com</Button>,
    children: (close) => (
      <div style={{ display: 'grid', gap: 12 }}>
        <KeyValueList
          columns={2}
          items={[
            { id: 'origin', label: 'Máy chủ gốc', value: '203.0.113.10' },
            { id: 'mode', label: 'Chế độ', value: 'Chặn' },
          ]}
        />
        <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Link href="/waf/endpoints/42/overview">Xem chi tiết</Link>
          <Button size="small" onPress={close}>
            Đóng
          </Button>
        </div>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'shop.example.com' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'shop.example.com' });
    // Tab moves through the content; the close button closes.
    await userEvent.tab();
    await expect(within(dialog).getByRole('link', { name: 'Xem chi tiết' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(trigger);
    await body.findByRole('dialog');
  },
};
