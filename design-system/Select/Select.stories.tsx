import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './Select';

const regions = [
  { id: 'apac', label: 'Asia Pacific', description: 'Singapore, Tokyo, Hanoi' },
  { id: 'eu', label: 'Europe', description: 'Frankfurt, Amsterdam' },
  { id: 'us', label: 'North America' },
  { id: 'sa', label: 'South America', isDisabled: true },
];

const meta = {
  title: 'Design system/Select',
  component: Select,
  args: { label: 'Region', placeholder: 'Choose a region', items: regions, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: /Region/ });
    await expect(trigger).toHaveTextContent('Choose a region');
    // Keyboard: Tab to the trigger, Enter opens, arrows move, Enter selects and closes.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await body.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    await waitFor(() => expect(within(listbox).getByRole('option', { name: /Asia Pacific/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('eu');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Europe');
    await expect(trigger).toHaveFocus();
  },
};

export const Pointer: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Region/ }));
    const option = await body.findByRole('option', { name: /North America/ });
    await userEvent.click(option);
    await expect(args.onChange).toHaveBeenLastCalledWith('us');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
  },
};

export const DisabledOption: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Region/ }));
    const option = await body.findByRole('option', { name: /South America/ });
    await expect(option).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Selected: Story = {
  args: { defaultValue: 'apac' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Region/ })).toHaveTextContent(
      'Asia Pacific',
    );
  },
};

export const WithDescription: Story = {
  args: { description: 'Where your origin is.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Region/ })).toHaveAccessibleDescription(
      'Where your origin is.',
    );
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Region')).toHaveAttribute('data-required', 'true');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a region.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Region/ })).toHaveAccessibleDescription(
      /Choose a region\./,
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'eu' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Region/ });
    await expect(trigger).toBeDisabled();
    await userEvent.tab();
    await expect(trigger).not.toHaveFocus();
  },
};

export const Examples: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Select
        label="Vùng"
        placeholder="Chọn vùng"
        items={[
          { id: 'hn', label: 'Hà Nội' },
          { id: 'hcm', label: 'Thành phố Hồ Chí Minh' },
        ]}
        defaultValue="hcm"
      />
      <Select
        label="Record type"
        placeholder="Choose a type"
        items={['A', 'AAAA', 'CNAME', 'MX', 'TXT'].map((t) => ({ id: t, label: t }))}
      />
    </div>
  ),
};
