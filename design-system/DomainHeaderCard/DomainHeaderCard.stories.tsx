import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DomainHeaderCard } from './DomainHeaderCard';

const strings = {
  endpoint: 'Endpoint',
  wafDomain: 'WAF domain',
  mode: 'Mode',
  verified: 'Verified',
  unverified: 'Unverified',
  verifyLink: 'Unverified: verify the domain',
  copy: 'Click to copy',
  copied: 'Copied',
  failed: 'Copy failed',
};

const written = fn((text: string) => {
  void text;
  return Promise.resolve();
});
const body = () => within(document.body);

const meta = {
  title: 'Design system/DomainHeaderCard',
  component: DomainHeaderCard,
  args: {
    domain: 'shop.example.com',
    endpoint: '203.0.113.24:443',
    wafDomain: 'waf-7f3a9c.edge.example.net',
    mode: 'Block',
    isVerified: true,
    verifyHref: '#/waf/endpoints/ep-7f3a9c/setting/verify',
    strings,
    onCopy: fn(),
  },
  beforeEach: () => {
    written.mockClear();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: written }, configurable: true });
    return () => {
      delete (navigator as unknown as { clipboard?: unknown }).clipboard;
    };
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720, paddingTop: 32 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DomainHeaderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: /shop\.example\.com/ });
    await expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('shop.example.com');
    await expect(within(card).getByText('Verified')).toBeVisible();
    await expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    const terms = within(card)
      .getAllByRole('term')
      .map((t) => t.textContent);
    await expect(terms).toEqual(['Endpoint', 'WAF domain', 'Mode']);
    // Every value has its copy button; keyboard: Tab through them and copy the WAF domain.
    const buttons = within(card).getAllByRole('button');
    await expect(
      buttons.map((b) => b.textContent === '' && b.getAttribute('aria-labelledby') !== null),
    ).toEqual([true, true, true, true]);
    await expect(buttons[2]).toHaveAccessibleName('Click to copy waf-7f3a9c.edge.example.net');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(buttons[2]).toHaveFocus();
    await expect(await body().findByRole('tooltip')).toHaveTextContent('Click to copy');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().getByRole('tooltip')).toHaveTextContent('Copied'));
    await expect(written).toHaveBeenCalledWith('waf-7f3a9c.edge.example.net');
    await expect(args.onCopy).toHaveBeenCalledWith({ value: 'waf-7f3a9c.edge.example.net', ok: true });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Unverified: Story = {
  args: { isVerified: false },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Unverified: verify the domain' });
    await expect(link).toHaveAttribute('href', '#/waf/endpoints/ep-7f3a9c/setting/verify');
    await expect(link).toHaveTextContent('Unverified');
    // The badge link is the second tab stop, after the domain's copy button.
    await userEvent.tab();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    // The copy hint shown while passing the domain's button is gone before the screenshot.
    await waitFor(() => expect(body().queryByRole('tooltip')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(canvasElement).getAllByRole('button')[0]).not.toHaveAttribute('data-focused'),
    );
  },
};

export const CopiedDomain: Story = {
  // "Copied" stays while both skins are captured, however busy the machine is.
  args: { feedbackDuration: 60_000 },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Click to copy shop.example.com' }),
    );
    await waitFor(() => expect(body().getByRole('tooltip')).toHaveTextContent('Copied'));
    await expect(written).toHaveBeenCalledWith('shop.example.com');
  },
};

export const LongValues: Story = {
  args: {
    domain: 'very-long-subdomain-for-a-campaign.shop.example.com',
    endpoint: 'origin-ap-southeast-1.internal.example.com:8443',
    wafDomain: 'waf-7f3a9c0b1e2d4f5a6b7c8d9e0f1a2b3c.edge.example.net',
    isVerified: false,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: /very-long-subdomain-for-a-campaign/ });
    // Long values wrap inside the card instead of widening it or being cut off.
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(
      'very-long-subdomain-for-a-campaign.shop.example.com',
    );
    // Keyboard order: the domain's copy button, the verify link, then each value's copy button.
    const wafDomain = 'waf-7f3a9c0b1e2d4f5a6b7c8d9e0f1a2b3c.edge.example.net';
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', {
        name: 'Click to copy very-long-subdomain-for-a-campaign.shop.example.com',
      }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Unverified: verify the domain' })).toHaveFocus();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: 'Click to copy origin-ap-southeast-1.internal.example.com:8443' }),
    ).toHaveFocus();
    await userEvent.tab();
    const copyWaf = canvas.getByRole('button', { name: `Click to copy ${wafDomain}` });
    await expect(copyWaf).toHaveFocus();
    // The whole value is copied, not what fits on a line.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().getByRole('tooltip')).toHaveTextContent('Copied'));
    await expect(written).toHaveBeenCalledWith(wafDomain);
    await expect(args.onCopy).toHaveBeenCalledWith({ value: wafDomain, ok: true });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Examples: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <DomainHeaderCard {...args} />
      <DomainHeaderCard
        {...args}
        domain="cuahang.example.vn"
        mode="Chỉ giám sát"
        isVerified={false}
        strings={{
          endpoint: 'Máy chủ gốc',
          wafDomain: 'Tên miền WAF',
          mode: 'Chế độ',
          verified: 'Đã xác minh',
          unverified: 'Chưa xác minh',
          copy: 'Nhấn để sao chép',
          copied: 'Đã sao chép',
          failed: 'Không sao chép được',
        }}
      />
    </div>
  ),
};
