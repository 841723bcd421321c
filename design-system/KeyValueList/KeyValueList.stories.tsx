import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Link } from '../Link';
import { KeyValueList } from './KeyValueList';

const items = [
  { id: 'id', label: 'ID', value: <code>dist-7f3a9c</code> },
  { id: 'status', label: 'Status', value: <Badge tone="success">Deployed</Badge> },
  { id: 'origin', label: 'Origin', value: 'origin.example.com' },
  { id: 'created', label: 'Created', value: '2025-03-14 09:26 UTC' },
];

const meta = {
  title: 'Design system/KeyValueList',
  component: KeyValueList,
  args: { items },
} satisfies Meta<typeof KeyValueList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = canvas.getAllByRole('term');
    await expect(terms.map((t) => t.textContent)).toEqual(['ID', 'Status', 'Origin', 'Created']);
    await expect(canvas.getAllByRole('definition')).toHaveLength(4);
  },
};

export const TwoColumns: Story = {
  args: { columns: 2 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toHaveAttribute('data-columns', '2');
  },
};

export const LongValues: Story = {
  args: {
    columns: 2,
    items: [
      {
        id: 'arn',
        label: 'Resource name',
        value: 'urn:telecom:cdn:ap-southeast-1:123456789012:distribution/dist-7f3a9c0b1e2d',
      },
      { id: 'desc', label: 'Mô tả', value: 'Phân phối nội dung cho trang web thương mại điện tử' },
    ],
  },
};

export const Examples: Story = {
  args: {
    columns: 2,
    'aria-label': 'Distribution details',
    items: [
      ...items,
      { id: 'domain', label: 'Domain', value: <Link href="https://cdn.example.com">cdn.example.com</Link> },
      { id: 'tls', label: 'TLS policy', value: 'TLSv1.2_2021' },
    ],
  },
};
