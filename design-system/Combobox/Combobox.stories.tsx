import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Combobox } from './Combobox';

const regions = [
  { id: 'hn', label: 'Hà Nội', description: 'vn-north-1' },
  { id: 'hcm', label: 'Hồ Chí Minh', description: 'vn-south-1' },
  { id: 'dn', label: 'Đà Nẵng', description: 'vn-central-1' },
  { id: 'sg', label: 'Singapore', description: 'ap-southeast-1' },
  { id: 'fra', label: 'Frankfurt', description: 'eu-central-1', isDisabled: true },
];

const meta = {
  title: 'Design system/Combobox',
  component: Combobox,
  args: {
    label: 'Region',
    items: regions,
    emptyText: 'No region matches.',
    toggleLabel: 'Show regions',
    placeholder: 'Search regions',
    onSelectionChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Region' });
    // Keyboard: Tab in, type to filter, arrows move, Enter picks.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('ho');
    const list = await body().findByRole('listbox');
    await expect(within(list).getAllByRole('option')).toHaveLength(1);
    await expect(within(list).getByRole('option', { name: 'Hồ Chí Minh vn-south-1' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('hcm');
    await expect(input).toHaveValue('Hồ Chí Minh');
    await waitFor(() => expect(body().queryByRole('listbox')).not.toBeInTheDocument());

    // Pointer: the toggle button opens the whole list; a disabled option cannot be chosen.
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Show regions/ }));
    const all = await body().findByRole('listbox');
    await expect(within(all).getAllByRole('option')).toHaveLength(5);
    await expect(within(all).getByRole('option', { name: /Frankfurt/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(all).getByRole('option', { name: /Singapore/ }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('sg');

    // Escape closes the list without changing the value.
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await body().findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('listbox')).not.toBeInTheDocument());
    await expect(input).toHaveValue('Singapore');
  },
};

export const Open: Story = {
  args: { defaultSelectedId: 'dn' },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Show regions/ }));
    const list = await body().findByRole('listbox');
    await expect(within(list).getByRole('option', { name: /Đà Nẵng/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const EmptyResult: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Region' }), 'tokyo');
    const list = await body().findByRole('listbox');
    await expect(within(list).getByText('No region matches.')).toBeVisible();
    await expect(within(list).queryByRole('option', { name: /Hà Nội|Singapore/ })).not.toBeInTheDocument();
  },
};

export const WithDescription: Story = {
  args: { description: 'Where the origin servers run.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Region' })).toHaveAccessibleDescription(
      'Where the origin servers run.',
    );
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: /Region/ })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a region.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Region' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Choose a region.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedId: 'hn' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Region' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('Hà Nội');
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

const many = Array.from({ length: 40 }, (_, i) => ({
  id: `zone-${i + 1}`,
  label: `Zone ${String(i + 1).padStart(2, '0')}`,
}));

export const ManyValues: Story = {
  args: { label: 'Zone', items: many, toggleLabel: 'Show zones', placeholder: 'Search zones' },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Zone' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    const list = await body().findByRole('listbox');
    await expect(within(list).getAllByRole('option').length).toBeGreaterThan(5);
    await userEvent.keyboard('3');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(13));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Origin group used when the primary origin does not answer within the timeout',
    items: [
      {
        id: 'long',
        label: 'Backup origin group in the secondary data centre with a deliberately long name',
        description: 'Used for failover only; requests are retried there after the primary timeout.',
      },
      ...regions,
    ],
    defaultSelectedId: 'long',
  },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Show regions/ }));
    await body().findByRole('listbox');
  },
};

export const Examples: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Combobox
        label="Khu vực"
        items={regions}
        emptyText="Không có khu vực phù hợp."
        toggleLabel="Hiện khu vực"
        defaultSelectedId="hn"
        onSelectionChange={args.onSelectionChange}
      />
      <Combobox
        label="Certificate"
        items={[
          { id: 'c1', label: 'example.com', description: 'Expires 2027-03-01' },
          { id: 'c2', label: '*.example.com', description: 'Expires 2026-12-24' },
        ]}
        emptyText="No certificate matches."
        toggleLabel="Show certificates"
        description="Only certificates that cover the domain are listed."
        menuTrigger="focus"
        onSelectionChange={args.onSelectionChange}
      />
    </div>
  ),
};
