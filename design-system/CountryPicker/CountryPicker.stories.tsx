import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CountryPicker } from './CountryPicker';

const en = {
  label: 'Country',
  emptyText: 'No country matches.',
  toggleLabel: 'Show countries',
  selectedLabel: 'Blocked countries',
  removeLabel: 'Remove',
};

const meta = {
  title: 'Design system/CountryPicker',
  component: CountryPicker,
  args: { locale: 'en', strings: en, placeholder: 'Search countries', onChange: fn(), onValuesChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CountryPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('germ');
    const list = await body().findByRole('listbox');
    await expect(within(list).getByRole('option', { name: 'Germany' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('DE');
    await expect(input).toHaveValue('Germany');
  },
};

export const Vietnamese: Story = {
  args: {
    locale: 'vi',
    strings: {
      ...en,
      label: 'Quốc gia',
      emptyText: 'Không có quốc gia phù hợp.',
      toggleLabel: 'Hiện quốc gia',
    },
    defaultValue: 'VN',
  },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Quốc gia' });
    await expect(input).toHaveValue('Việt Nam');
    await userEvent.clear(input);
    await userEvent.type(input, 'duc');
    const list = await body().findByRole('listbox');
    // The filter ignores diacritics: "duc" finds "Đức".
    await userEvent.click(within(list).getByRole('option', { name: 'Đức' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('DE');
  },
};

export const German: Story = {
  args: { locale: 'de', strings: { ...en, label: 'Land' }, defaultValue: 'AT' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Land' });
    await expect(input).toHaveValue('Österreich');
    await userEvent.clear(input);
    await userEvent.type(input, 'turkei');
    const list = await body().findByRole('listbox');
    // The filter ignores umlauts and case: "turkei" finds "Türkei", and only it.
    await expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Türkei']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('TR');
    await expect(input).toHaveValue('Türkei');
  },
};

export const EmptyResult: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Country' }), 'atlantis');
    const list = await body().findByRole('listbox');
    await expect(within(list).getByText('No country matches.')).toBeVisible();
  },
};

export const Multiple: Story = {
  args: { selectionMode: 'multiple', defaultValues: ['CN', 'RU'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = () => within(canvas.getByRole('grid', { name: 'Blocked countries' })).getAllByRole('row');
    await expect(rows()).toHaveLength(2);

    // Keyboard: type, pick; the input clears and the country becomes a tag.
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.click(input);
    await userEvent.keyboard('north kor');
    await body().findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith(['CN', 'RU', 'KP']);
    await expect(input).toHaveValue('');
    // The list stays open for the next pick; Escape closes it.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(rows()).toHaveLength(3));

    // A chosen country is no longer offered.
    await userEvent.keyboard('russia');
    const list = await body().findByRole('listbox');
    await expect(within(list).getByText('No country matches.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await userEvent.clear(input);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('listbox')).not.toBeInTheDocument());

    // Remove by the tag's button, and by keyboard (Delete on a focused tag).
    await userEvent.click(canvas.getByRole('button', { name: 'Remove China' }));
    await expect(args.onValuesChange).toHaveBeenLastCalledWith(['RU', 'KP']);
    await waitFor(() => expect(rows()).toHaveLength(2));
    // Keyboard: arrows move between tags, Delete removes the focused one.
    await userEvent.click(rows()[1]!);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(rows()[0]).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith(['KP']);
  },
};

export const ManyValues: Story = {
  args: {
    selectionMode: 'multiple',
    defaultValues: ['CN', 'RU', 'KP', 'IR', 'SY', 'CU', 'BY', 'VE', 'MM', 'AF', 'IQ', 'LY'],
  },
  play: async ({ canvasElement }) => {
    const tags = within(canvasElement).getByRole('grid', { name: 'Blocked countries' });
    await expect(within(tags).getAllByRole('row')).toHaveLength(12);
  },
};

export const Required: Story = {
  args: { description: 'Where the account is registered.', isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: /Country/ });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Where the account is registered.');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a country.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Choose a country.');
  },
};

export const Disabled: Story = {
  args: { selectionMode: 'multiple', isDisabled: true, defaultValues: ['CN', 'RU'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toBeDisabled();
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  },
};

export const Examples: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <CountryPicker
        locale="vi"
        selectionMode="multiple"
        defaultValues={['CN', 'US']}
        strings={{
          label: 'Chặn quốc gia',
          emptyText: 'Không có quốc gia phù hợp.',
          toggleLabel: 'Hiện quốc gia',
          removeLabel: 'Xoá',
        }}
        description="Yêu cầu từ các quốc gia này bị từ chối."
        onValuesChange={args.onValuesChange}
      />
      <CountryPicker
        locale="de"
        only={['DE', 'AT', 'CH', 'LI', 'LU']}
        defaultValue="CH"
        strings={{ label: 'Land', emptyText: 'Kein Land gefunden.', toggleLabel: 'Länder anzeigen' }}
        onChange={args.onChange}
      />
    </div>
  ),
};
