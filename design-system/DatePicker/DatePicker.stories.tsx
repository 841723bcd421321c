import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDate, CalendarDateTime, parseZonedDateTime } from '@internationalized/date';
import { I18nProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from './DatePicker';

// A fixed month keeps the calendar (and its screenshots) independent of today's date.
const march = new CalendarDate(2025, 3, 10);

const meta = {
  title: 'Design system/DatePicker',
  component: DatePicker,
  args: {
    label: 'Start date',
    placeholderValue: march,
    strings: { calendarButton: 'Open calendar', previousMonth: 'Previous month', nextMonth: 'Next month' },
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const lastValue = (mock: unknown) => {
  const calls = (mock as { mock: { calls: unknown[][] } }).mock.calls;
  return String(calls.at(-1)?.[0]);
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // Keyboard: Tab into the first segment and type the whole date.
    await userEvent.tab();
    const [month] = canvas.getAllByRole('spinbutton');
    await expect(month).toHaveFocus();
    await userEvent.keyboard('03152025');
    await waitFor(() => expect(lastValue(args.onChange)).toBe('2025-03-15'));
    // Tab to the calendar button, open it with Enter: focus lands on the selected day.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Open calendar/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /March 15, 2025/ })).toHaveFocus());
    // Arrow to the next day and pick it; the popover closes and focus returns.
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(lastValue(args.onChange)).toBe('2025-03-16'));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const WithValue: Story = {
  args: { defaultValue: new CalendarDate(2025, 3, 15), description: 'The first day the rule applies.' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: /Start date/ });
    await expect(group).toHaveAccessibleDescription(/The first day the rule applies\./);
    await expect(group).toHaveTextContent('3/15/2025');
  },
};

export const DateTime: Story = {
  args: {
    label: 'Maintenance starts',
    granularity: 'minute',
    defaultValue: new CalendarDateTime(2025, 3, 15, 9, 30),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const hour = canvas.getByRole('spinbutton', { name: /hour/i });
    await userEvent.click(hour);
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(lastValue(args.onChange)).toBe('2025-03-15T10:30:00'));
  },
};

export const ZonedDateTime: Story = {
  args: {
    label: 'Certificate expires',
    granularity: 'minute',
    defaultValue: parseZonedDateTime('2025-03-15T18:45[UTC]'),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: /Certificate expires/ })).toHaveTextContent(
      /UTC/,
    );
  },
};

export const MinMax: Story = {
  args: {
    label: 'Purge after',
    defaultValue: new CalendarDate(2025, 3, 15),
    minValue: new CalendarDate(2025, 3, 5),
    maxValue: new CalendarDate(2025, 3, 25),
    constraint: 'Between March 5 and March 25.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Open calendar/ }));
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: /March 4, 2025/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: /March 5, 2025/ })).not.toHaveAttribute(
      'aria-disabled',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // A typed date outside the range marks the field invalid.
    await userEvent.click(canvas.getByRole('spinbutton', { name: /month/i }));
    await userEvent.keyboard('04');
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: /Purge after/ })).toHaveAttribute('data-invalid'),
    );
  },
};

export const OpenCalendar: Story = {
  args: { defaultValue: new CalendarDate(2025, 3, 15) },
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
    // Month, day and year segments, then the calendar button.
    for (let i = 0; i < 4; i += 1) await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: /Open calendar/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByRole('heading', { name: 'March 2025' })).toBeVisible();
    // Page Down moves a month ahead.
    await userEvent.keyboard('{PageDown}');
    await expect(within(dialog).getByRole('heading', { name: 'April 2025' })).toBeVisible();
    await userEvent.keyboard('{PageUp}');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: new CalendarDate(2025, 3, 15) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Open calendar/ })).toBeDisabled();
    await userEvent.tab();
    for (const segment of canvas.getAllByRole('spinbutton')) await expect(segment).not.toHaveFocus();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: new CalendarDate(2025, 3, 15) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: /Start date/ });
    await expect(group).toHaveTextContent('3/15/2025');
    // Unlike a disabled field, a read-only one stays in the tab order so its value can be read and copied…
    await userEvent.tab();
    const month = canvas.getByRole('spinbutton', { name: /month/i });
    await expect(month).toHaveFocus();
    await expect(month).toHaveAttribute('aria-readonly', 'true');
    // …but typing and arrow keys change nothing, and the calendar does not open.
    await userEvent.keyboard('4{ArrowUp}{ArrowDown}');
    await expect(group).toHaveTextContent('3/15/2025');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: /Open calendar/ })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: {
    isInvalid: true,
    isRequired: true,
    errorMessage: 'Choose a start date.',
    description: 'The first day the rule applies.',
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: /Start date/ });
    await expect(group).toHaveAttribute('data-invalid');
    await expect(group).toHaveAccessibleDescription(/Choose a start date\./);
  },
};

export const German: Story = {
  args: { label: 'Startdatum', strings: { calendarButton: 'Kalender öffnen' } },
  decorators: [
    (Story) => (
      <I18nProvider locale="de-DE">
        <Story />
      </I18nProvider>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // German order is day.month.year.
    await userEvent.tab();
    await userEvent.keyboard('15032025');
    await waitFor(() => expect(lastValue(args.onChange)).toBe('2025-03-15'));
    await expect(canvas.getByRole('group', { name: /Startdatum/ })).toHaveTextContent('15.3.2025');
  },
};

export const Examples: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <DatePicker {...args} label="Valid from" defaultValue={new CalendarDate(2025, 3, 1)} />
      <DatePicker
        {...args}
        label="Maintenance window starts"
        granularity="minute"
        hourCycle={24}
        defaultValue={new CalendarDateTime(2025, 3, 15, 22, 0)}
        description="Times are in your local zone."
      />
      <I18nProvider locale="vi-VN">
        <DatePicker {...args} label="Ngày hết hạn" defaultValue={new CalendarDate(2025, 12, 31)} />
      </I18nProvider>
    </div>
  ),
};
