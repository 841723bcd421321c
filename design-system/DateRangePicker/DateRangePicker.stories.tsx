import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDate, parseZonedDateTime } from '@internationalized/date';
import { I18nProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateRangePicker } from './DateRangePicker';
import type { DateRangePreset } from './PresetList';

// Fixed dates keep the calendar (and its screenshots) independent of today's date.
const march = new CalendarDate(2025, 3, 10);
const now = parseZonedDateTime('2025-03-15T12:00[UTC]');

const presets: DateRangePreset[] = [
  { id: '24h', label: 'Last 24 hours', value: { start: now.subtract({ hours: 24 }), end: now } },
  { id: '3d', label: 'Last 3 days', value: { start: now.subtract({ days: 3 }), end: now } },
  { id: '7d', label: 'Last 7 days', value: { start: now.subtract({ days: 7 }), end: now } },
];

const strings = {
  calendarButton: 'Open calendar',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  presets: 'Quick ranges',
};

const meta = {
  title: 'Design system/DateRangePicker',
  component: DateRangePicker,
  args: { label: 'Reporting period', placeholderValue: march, strings, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last range passed to onChange, as "start/end" ISO text. */
const lastRange = (mock: unknown) => {
  const calls = (mock as { mock: { calls: unknown[][] } }).mock.calls;
  const range = calls.at(-1)?.[0] as { start: unknown; end: unknown } | null | undefined;
  return range ? `${String(range.start)}/${String(range.end)}` : String(range);
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // Park the pointer on the label: a pointer resting over the calendar would extend the range on its own.
    await userEvent.hover(canvas.getByText('Reporting period'));
    // Keyboard: Tab through the six segments to the calendar button and open it with Enter.
    for (let i = 0; i < 7; i += 1) await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Open calendar/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /March 10, 2025/ })).toHaveFocus());
    const day = (name: RegExp) => within(dialog).getByRole('button', { name });
    // Enter anchors the start; react-aria then moves focus one day on, showing a range is being selected.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(day(/March 11, 2025/)).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(day(/March 12, 2025/)).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(day(/March 19, 2025/)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(lastRange(args.onChange)).toBe('2025-03-10/2025-03-19'));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const TypedRange: Story = {
  play: async ({ canvasElement, args }) => {
    // Typing fills a segment and moves on, from the start month through the end year.
    await userEvent.tab();
    const [startMonth] = within(canvasElement).getAllByRole('spinbutton', { name: /month/i });
    await expect(startMonth).toHaveFocus();
    await userEvent.keyboard('03012025');
    await userEvent.keyboard('03312025');
    await waitFor(() => expect(lastRange(args.onChange)).toBe('2025-03-01/2025-03-31'));
  },
};

export const WithPresets: Story = {
  args: {
    label: 'Time range',
    granularity: 'minute',
    hideTimeZone: true,
    hourCycle: 24,
    presets,
    placeholderValue: now,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Open calendar/ }));
    const dialog = await body.findByRole('dialog');
    const group = within(dialog).getByRole('group', { name: 'Quick ranges' });
    await expect(within(group).getAllByRole('button')).toHaveLength(3);
    // Keyboard: from the focused day, Shift+Tab passes the month buttons and reaches the last preset.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /March 15, 2025/ })).toHaveFocus());
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(within(group).getByRole('button', { name: 'Last 7 days' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(lastRange(args.onChange)).toBe('2025-03-08T12:00:00+00:00[UTC]/2025-03-15T12:00:00+00:00[UTC]'),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const PresetsOpen: Story = {
  args: { presets, defaultValue: { start: now.subtract({ days: 3 }), end: now }, hideTimeZone: true },
  parameters: { screenshot: { target: 'viewport' } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 380 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Open calendar/ }));
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Last 3 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const MinMax: Story = {
  args: {
    minValue: new CalendarDate(2025, 3, 5),
    maxValue: new CalendarDate(2025, 3, 25),
    constraint: 'Logs are kept for 20 days.',
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Open calendar/ }));
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: /March 26, 2025/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const Disabled: Story = {
  args: {
    isDisabled: true,
    defaultValue: { start: new CalendarDate(2025, 3, 1), end: new CalendarDate(2025, 3, 7) },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Open calendar/ })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: {
    isInvalid: true,
    errorMessage: 'The range can span at most 31 days.',
    defaultValue: { start: new CalendarDate(2025, 1, 1), end: new CalendarDate(2025, 3, 7) },
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: /Reporting period/ });
    await expect(group).toHaveAttribute('data-invalid');
    await expect(group).toHaveAccessibleDescription(/at most 31 days/);
  },
};

export const Vietnamese: Story = {
  args: {
    label: 'Khoảng thời gian',
    strings: { calendarButton: 'Mở lịch', presets: 'Khoảng nhanh' },
    presets: [
      { id: '24h', label: '24 giờ qua', value: presets[0]!.value },
      { id: '7d', label: '7 ngày qua', value: presets[2]!.value },
    ],
    defaultValue: { start: new CalendarDate(2025, 3, 1), end: new CalendarDate(2025, 3, 7) },
  },
  decorators: [
    (Story) => (
      <I18nProvider locale="vi-VN">
        <Story />
      </I18nProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    // Vietnamese order is day/month/year.
    await expect(within(canvasElement).getByRole('group', { name: /Khoảng thời gian/ })).toHaveTextContent(
      /1\/3\/2025.*7\/3\/2025/,
    );
  },
};

export const Examples: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <DateRangePicker
        {...args}
        label="Traffic from"
        granularity="minute"
        hourCycle={24}
        hideTimeZone
        presets={presets}
        defaultValue={{ start: now.subtract({ hours: 24 }), end: now }}
        description="Times in UTC."
      />
      <I18nProvider locale="de-DE">
        <DateRangePicker
          {...args}
          label="Abrechnungszeitraum"
          defaultValue={{ start: new CalendarDate(2025, 2, 1), end: new CalendarDate(2025, 2, 28) }}
        />
      </I18nProvider>
    </div>
  ),
};
