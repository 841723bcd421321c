import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Timestamp } from './Timestamp';

const now = new Date('2025-03-14T09:30:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
const body = () => within(document.body);

const meta = {
  title: 'Design system/Timestamp',
  component: Timestamp,
  args: { date: minutesAgo(5), now, locale: 'en', timeZone: 'UTC' },
  decorators: [
    (Story) => (
      <div style={{ paddingTop: 40, minHeight: 60 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Timestamp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('5 minutes ago');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('datetime', '2025-03-14T09:25:00.000Z');
    // Keyboard focus shows the absolute date with its time zone; Escape hides it.
    await userEvent.tab();
    await expect(time).toHaveFocus();
    const tooltip = await body().findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Mar 14, 2025, 9:25:00 AM UTC');
    await expect(time).toHaveAccessibleDescription('Mar 14, 2025, 9:25:00 AM UTC');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Hover: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  args: { timeZone: 'Asia/Ho_Chi_Minh', tooltipDelay: 0 },
  play: async ({ canvasElement }) => {
    // A pointer press first, so react-aria's interaction modality is 'pointer' (hover tooltips need it).
    await userEvent.click(document.body);
    await userEvent.hover(within(canvasElement).getByText('5 minutes ago'));
    await expect(await body().findByRole('tooltip')).toHaveTextContent('Mar 14, 2025, 4:25:00 PM GMT+7');
  },
};

export const Future: Story = {
  args: { date: new Date(now.getTime() + 3 * 3600_000) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('in 3 hours')).toBeVisible();
  },
};

export const NumericAlways: Story = {
  args: { date: minutesAgo(24 * 60), numeric: 'always' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 day ago')).toBeVisible();
  },
};

export const Vietnamese: Story = {
  args: { locale: 'vi', timeZone: 'Asia/Ho_Chi_Minh' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('5 phút trước')).toBeVisible();
  },
};

export const German: Story = {
  args: { locale: 'de', timeZone: 'Europe/Berlin', date: minutesAgo(3 * 60) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('vor 3 Stunden')).toBeVisible();
  },
};

export const Examples: Story = {
  render: () => (
    <ul style={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 4 }}>
      <li>
        Purged <Timestamp date={minutesAgo(0.5)} now={now} locale="en" timeZone="UTC" />
      </li>
      <li>
        Deployed <Timestamp date={minutesAgo(42)} now={now} locale="en" timeZone="UTC" />
      </li>
      <li>
        Certificate renewed <Timestamp date={minutesAgo(3 * 24 * 60)} now={now} locale="en" timeZone="UTC" />
      </li>
      <li>
        Domain created <Timestamp date={minutesAgo(200 * 24 * 60)} now={now} locale="en" timeZone="UTC" />
      </li>
    </ul>
  ),
};
