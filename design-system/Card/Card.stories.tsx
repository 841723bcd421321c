import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { KeyValueList } from '../KeyValueList';
import { Link } from '../Link';
import { Card } from './Card';

const onEdit = fn();

const meta = {
  title: 'Design system/Card',
  component: Card,
  args: {
    title: 'Origin',
    children: <p style={{ margin: 0 }}>Requests are sent to 203.0.113.10 over HTTPS on port 443.</p>,
  },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <Card {...args} />
    </div>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Origin' });
    await expect(region).toHaveAttribute('data-variant', 'default');
    await expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Origin');
  },
};

export const WithActionsAndFooter: Story = {
  args: {
    description: 'Where the edge fetches content that is not cached.',
    actions: (
      <Button size="small" onPress={onEdit}>
        Edit
      </Button>
    ),
    footer: <Link href="/cdn/sites/7/edge/origin/config">Advanced origin settings</Link>,
  },
  play: async ({ canvasElement }) => {
    onEdit.mockClear();
    const canvas = within(canvasElement);
    // Keyboard order: header actions, then the footer.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onEdit).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Advanced origin settings' })).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const Stacked: Story = {
  render: () => (
    <div style={{ maxWidth: 640 }}>
      <Card variant="stacked" title="Basic" headingLevel={3}>
        <p style={{ margin: 0 }}>Always online: on.</p>
      </Card>
      <Card variant="stacked" title="Caching" headingLevel={3}>
        <p style={{ margin: 0 }}>Cache level: standard.</p>
      </Card>
      <Card variant="stacked" title="Security" headingLevel={3}>
        <p style={{ margin: 0 }}>WAF: on.</p>
      </Card>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const regions = within(canvasElement).getAllByRole('region');
    await expect(regions).toHaveLength(3);
    // Adjacent stacked cards overlap by their 1px border.
    const [a, b] = regions.map((r) => r.getBoundingClientRect()) as [DOMRect, DOMRect];
    await expect(Math.round(b.top)).toBe(Math.round(a.bottom) - 1);
  },
};

export const Examples: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 720 }}>
      <Card
        title="shop.example.com"
        description="Tên miền được bảo vệ"
        actions={
          <>
            <Button size="small">Sửa</Button>
            <Button size="small" variant="primary">
              Xác minh
            </Button>
          </>
        }
      >
        <KeyValueList
          columns={2}
          items={[
            { id: 'origin', label: 'Máy chủ gốc', value: '203.0.113.10' },
            { id: 'mode', label: 'Chế độ', value: 'Chặn' },
            { id: 'cname', label: 'Tên miền WAF', value: 'waf-7f3c2a91.example.net' },
            { id: 'status', label: 'Trạng thái', value: 'Chưa xác minh' },
          ]}
        />
      </Card>
      <Card title="Letzte Ereignisse" footer={<Link href="/ddos/events">Alle Ereignisse anzeigen</Link>}>
        <p style={{ margin: 0 }}>Keine Angriffe in den letzten 7 Tagen.</p>
      </Card>
    </div>
  ),
};
