import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CodeBlock } from './CodeBlock';

const strings = {
  region: 'DNS record to add',
  copyButton: 'Copy code',
  copy: 'Click to copy',
  copied: 'Copied',
  failed: 'Copy failed',
};

const record = 'shop.example.com.  300  IN  CNAME  waf-7f3a9c.edge.example.net.';
const json = JSON.stringify(
  {
    id: 'ep-7f3a9c',
    domain: 'shop.example.com',
    origin: { host: '203.0.113.24', port: 443, protocol: 'https' },
    mode: 'block',
    rules: Array.from({ length: 8 }, (_, i) => ({ id: `rule-${i + 1}`, action: i % 2 ? 'log' : 'block' })),
  },
  null,
  2,
);
const longLine =
  'curl -sS -X POST "https://api.example.com/api/waf/endpoints/ep-7f3a9c/verify" -H "Authorization: Bearer $TOKEN" -H "Content-Type: application/json" --data \'{"method":"dns"}\'';

const written = fn((text: string) => {
  void text;
  return Promise.resolve();
});

const meta = {
  title: 'Design system/CodeBlock',
  component: CodeBlock,
  args: { code: record, strings, language: 'DNS', onCopy: fn(), feedbackDuration: 60_000 },
  beforeEach: () => {
    written.mockClear();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: written }, configurable: true });
    return () => {
      delete (navigator as unknown as { clipboard?: unknown }).clipboard;
    };
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, paddingTop: 32 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CodeBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'DNS record to add' });
    await expect(region.textContent).toBe(record);
    await expect(canvas.getByText('DNS')).toBeVisible();
    // Keyboard: the copy button, then the region, are tab stops; Enter copies.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy code' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(written).toHaveBeenCalledWith(record));
    await expect(args.onCopy).toHaveBeenCalledWith({ value: record, ok: true });
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

export const Copied: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(within(document.body).getByRole('tooltip')).toHaveTextContent('Copied'));
  },
};

export const NoWrap: Story = {
  args: { code: longLine, language: 'Shell' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(region).not.toHaveAttribute('data-wrap');
  },
};

export const Wrap: Story = {
  args: { code: longLine, language: 'Shell', wrap: true },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};

export const MaxHeight: Story = {
  args: { code: json, language: 'JSON', maxHeight: 160, strings: { ...strings, region: 'Endpoint JSON' } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Endpoint JSON' });
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    // The scroll region is a tab stop (after the copy button), so keyboard users can scroll it.
    await userEvent.tab();
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await expect(region).toHaveAttribute('tabindex', '0');
  },
};

export const WithoutCopy: Story = {
  args: { hideCopy: true, language: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Examples: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <CodeBlock code={record} language="DNS" strings={{ ...strings, region: 'Bản ghi DNS cần thêm' }} />
      <CodeBlock
        code={json}
        language="JSON"
        maxHeight={120}
        strings={{ ...strings, region: 'Endpoint JSON' }}
      />
    </div>
  ),
};
