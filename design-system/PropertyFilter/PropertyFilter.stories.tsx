import { useState } from 'react';
import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PropertyFilter } from './PropertyFilter';
import type { PropertyFilterProperty, PropertyFilterToken } from './PropertyFilter.logic';

const properties: PropertyFilterProperty[] = [
  {
    key: 'status',
    label: 'Status',
    operators: ['=', '!='],
    values: [
      { value: 'active', label: 'Active' },
      { value: 'pending', label: 'Pending' },
      { value: 'error', label: 'Error' },
    ],
  },
  {
    key: 'mode',
    label: 'Mode',
    operators: ['=', '!='],
    values: [
      { value: 'block', label: 'Block' },
      { value: 'monitor', label: 'Monitor' },
    ],
  },
  { key: 'domain', label: 'Domain', operators: [':', '!:', '='] },
];

const strings = {
  label: 'Filter endpoints',
  placeholder: 'Filter by property or text',
  tokens: 'Active filters',
  clearFilters: 'Clear filters',
  removeToken: (t: string) => `Remove filter ${t}`,
  useText: (t: string) => `Use: "${t}"`,
  operators: { '=': 'Equals', '!=': 'Does not equal', ':': 'Contains', '!:': 'Does not contain' },
};

/** Holds the tokens like a page would, and reports every change. */
function Controlled(props: ComponentProps<typeof PropertyFilter>) {
  const [tokens, setTokens] = useState<readonly PropertyFilterToken[]>(props.tokens);
  return (
    <PropertyFilter
      {...props}
      tokens={tokens}
      onChange={(next) => {
        setTokens(next);
        props.onChange(next);
      }}
    />
  );
}

const body = () => within(document.body);

const meta = {
  title: 'Design system/PropertyFilter',
  component: PropertyFilter,
  args: { properties, tokens: [], strings, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div style={{ minHeight: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PropertyFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Filter endpoints' });
    // Keyboard only: property → operator → value.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('sta');
    const listbox = await body().findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Status', 'Use: "sta"']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(input).toHaveValue('Status '));
    await waitFor(() => expect(body().getByRole('option', { name: /Status =/ })).toBeVisible());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(input).toHaveValue('Status = '));
    await waitFor(() => expect(body().getByRole('option', { name: 'Status = Active' })).toBeVisible());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith([
        { propertyKey: 'status', operator: '=', value: 'active' },
      ]),
    );
    await expect(input).toHaveValue('');
    // (The open suggestions hide the rest of the page from assistive technology, so query by text.)
    await expect(within(canvasElement).getByText('Status = Active')).toBeVisible();

    // Free text with Enter.
    await userEvent.keyboard('shop{Enter}');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith([
        { propertyKey: 'status', operator: '=', value: 'active' },
        { operator: ':', value: 'shop' },
      ]),
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const TypedToken: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Filter endpoints' });
    await userEvent.click(input);
    await userEvent.keyboard('Mode != monitor{Enter}');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith([
        { propertyKey: 'mode', operator: '!=', value: 'monitor' },
      ]),
    );
    await expect(within(canvasElement).getByText('Mode != Monitor')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** Properties only (a list without text search): free text offers nothing and Enter adds no token. */
export const WithoutFreeText: Story = {
  args: { disableFreeText: true, strings: { ...strings, placeholder: 'Filter by property' } },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Filter endpoints' });
    await userEvent.click(input);
    await userEvent.keyboard('shop');
    await expect(body().queryByRole('option', { name: 'Use: "shop"' })).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.keyboard('Status = Active{Enter}');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith([
        { propertyKey: 'status', operator: '=', value: 'active' },
      ]),
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const PointerSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Filter endpoints' });
    await userEvent.click(input);
    await userEvent.click(await body().findByRole('option', { name: 'Domain' }));
    await waitFor(() => expect(input).toHaveValue('Domain '));
    await userEvent.click(await body().findByRole('option', { name: /Domain !:/ }));
    await waitFor(() => expect(input).toHaveValue('Domain !: '));
    await userEvent.type(input, 'test');
    await userEvent.click(await body().findByRole('option', { name: 'Use: "Domain !: test"' }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith([
        { propertyKey: 'domain', operator: '!:', value: 'test' },
      ]),
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const Suggestions: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Filter endpoints' });
    await userEvent.click(input);
    await userEvent.keyboard('Status ');
    await waitFor(() => expect(body().getAllByRole('option')).toHaveLength(2));
    await expect(body().getByRole('option', { name: /Status != Does not equal/ })).toBeVisible();
  },
};

export const WithTokens: Story = {
  args: {
    tokens: [
      { propertyKey: 'status', operator: '=', value: 'active' },
      { propertyKey: 'mode', operator: '!=', value: 'monitor' },
      { operator: ':', value: 'shop' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Remove one by keyboard: focus moves back to the input.
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove filter Mode != Monitor' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { propertyKey: 'status', operator: '=', value: 'active' },
      { operator: ':', value: 'shop' },
    ]);
    await expect(canvas.getByRole('combobox')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    // Clear filters.
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

export const ShowsTokens: Story = {
  args: {
    tokens: [
      { propertyKey: 'status', operator: '=', value: 'active' },
      { propertyKey: 'domain', operator: '!:', value: 'staging' },
      { operator: ':', value: 'shop' },
    ],
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Active filters' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Status = Active', 'Domain !: staging', 'shop']);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, tokens: [{ propertyKey: 'status', operator: '=', value: 'active' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  },
};

export const Examples: Story = {
  args: {
    tokens: [{ propertyKey: 'status', operator: '=', value: 'active' }],
    strings: {
      label: 'Lọc điểm cuối',
      placeholder: 'Lọc theo thuộc tính hoặc văn bản',
      tokens: 'Bộ lọc đang dùng',
      clearFilters: 'Xóa bộ lọc',
      removeToken: (t: string) => `Xóa bộ lọc ${t}`,
      useText: (t: string) => `Dùng: "${t}"`,
      operators: { '=': 'Bằng', '!=': 'Khác', ':': 'Chứa', '!:': 'Không chứa' },
    },
    properties: [
      {
        key: 'status',
        label: 'Trạng thái',
        operators: ['=', '!='],
        values: [{ value: 'active', label: 'Đang hoạt động' }],
      },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Lọc điểm cuối' });
    const tokens = () =>
      within(canvas.getByRole('list', { name: 'Bộ lọc đang dùng' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    await expect(tokens()).toEqual(['Trạng thái = Đang hoạt động']);
    // Keyboard: Tab in, type free text; the only suggestion is to use it as text, and Enter adds it.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('cdn');
    const listbox = await body().findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Dùng: "cdn"']);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith([
        { propertyKey: 'status', operator: '=', value: 'active' },
        { operator: ':', value: 'cdn' },
      ]),
    );
    await expect(input).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await expect(tokens()).toEqual(['Trạng thái = Đang hoạt động', 'cdn']);
    // Tab past the first token to the new one's remove button; Enter removes it and focus goes back to the input.
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Xóa bộ lọc cdn' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { propertyKey: 'status', operator: '=', value: 'active' },
    ]);
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(tokens()).toEqual(['Trạng thái = Đang hoạt động']);
  },
};
