import type { Meta, StoryObj } from '@storybook/react-vite';
import { Time } from '@internationalized/date';
import { I18nProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TimeField } from './TimeField';

const meta = {
  title: 'Design system/TimeField',
  component: TimeField,
  args: { label: 'Daily purge at', onChange: fn(), hourCycle: 24 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('spinbutton', { name: /hour/i })).toHaveFocus();
    await userEvent.keyboard('0930');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ hour: 9, minute: 30 })),
    );
    // Arrow keys step the focused segment.
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ hour: 9, minute: 31 })),
    );
  },
};

export const WithValue: Story = {
  args: { defaultValue: new Time(22, 15), description: 'Times are in UTC.' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: /Daily purge at/ });
    await expect(group).toHaveTextContent('22:15');
    await expect(group).toHaveAccessibleDescription(/Times are in UTC\./);
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, isRequired: true, errorMessage: 'Enter a time.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('group', { name: /Daily purge at/ }),
    ).toHaveAccessibleDescription('Enter a time.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: new Time(8, 0) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: /Daily purge at/ });
    await expect(group).toHaveTextContent('08:00');
    await expect(group).toHaveAttribute('aria-disabled', 'true');
    // Out of the tab order: Tab passes it, and keys change nothing.
    await userEvent.tab();
    for (const segment of canvas.getAllByRole('spinbutton')) {
      await expect(segment).not.toHaveFocus();
      await expect(segment).toHaveAttribute('aria-disabled', 'true');
    }
    await userEvent.keyboard('0930{ArrowUp}');
    await expect(group).toHaveTextContent('08:00');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Examples: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TimeField {...args} label="Backup window opens" defaultValue={new Time(1, 30)} />
      <I18nProvider locale="en-US">
        <TimeField {...args} hourCycle={undefined} label="Report sent at" defaultValue={new Time(17, 0)} />
      </I18nProvider>
      <I18nProvider locale="de-DE">
        <TimeField {...args} hourCycle={undefined} label="Bericht um" defaultValue={new Time(17, 0)} />
      </I18nProvider>
    </div>
  ),
};
