import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TagInput, validateIpOrCidr } from './TagInput';
import type { TagInputProps } from './TagInput';

const strings = {
  remove: 'Remove',
  duplicate: 'This address is already in the list.',
  tooMany: 'The list can hold at most 3 addresses.',
  tagsLabel: 'Allowed addresses',
};

const ipMessages = {
  'invalid-ip': 'Enter an IPv4 or IPv6 address.',
  'invalid-prefix': 'The prefix length is too long.',
} as const;

const validateIp = (value: string) => {
  const code = validateIpOrCidr(value);
  return code ? ipMessages[code] : undefined;
};

/** Holds the list in state, as a form would, and reports each change to the `onChange` spy. */
function Controlled(props: TagInputProps) {
  const [values, setValues] = useState<string[]>([...props.values]);
  return (
    <TagInput
      {...props}
      values={values}
      onChange={(next) => {
        setValues(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Design system/TagInput',
  component: TagInput,
  args: {
    label: 'Allowed IP addresses',
    description: 'Separate addresses with Enter, a comma or a space.',
    placeholder: '203.0.113.0/24',
    strings,
    values: ['10.0.0.0/8'],
    validate: validateIp,
    onChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TagInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const tags = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('grid', { name: 'Allowed addresses' })).getAllByRole('row');

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Allowed IP addresses' });
    // The tags come first in the tab order; click the input to type.
    await userEvent.click(input);
    await expect(input).toHaveFocus();
    await expect(input).toHaveAccessibleDescription('Separate addresses with Enter, a comma or a space.');

    // Enter and comma turn the text into a tag.
    await userEvent.keyboard('192.0.2.1{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['10.0.0.0/8', '192.0.2.1']);
    await expect(input).toHaveValue('');
    await userEvent.keyboard('2001:db8::/32,');
    await expect(args.onChange).toHaveBeenLastCalledWith(['10.0.0.0/8', '192.0.2.1', '2001:db8::/32']);
    await expect(input).toHaveValue('');

    // Backspace in the empty input removes the last tag.
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['10.0.0.0/8', '192.0.2.1']);

    // Pasting a list adds every entry.
    await userEvent.paste('198.51.100.7, 198.51.100.8\n::1');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      '10.0.0.0/8',
      '192.0.2.1',
      '198.51.100.7',
      '198.51.100.8',
      '::1',
    ]);
    await waitFor(() => expect(tags(canvasElement)).toHaveLength(5));

    // Each remove button names its tag.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove 198.51.100.8' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['10.0.0.0/8', '192.0.2.1', '198.51.100.7', '::1']);
    await waitFor(() => expect(tags(canvasElement)).toHaveLength(4));
  },
};

export const Empty: Story = {
  args: { values: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    const input = canvas.getByRole('textbox', { name: 'Allowed IP addresses' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    // Enter and Backspace on an empty list do nothing.
    await userEvent.keyboard('{Enter}{Backspace}');
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    await userEvent.tab({ shift: true });
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Allowed IP addresses' });
    await userEvent.click(input);
    await userEvent.keyboard('300.1.2.3{Enter}');
    // The entry stays in the input and the message becomes the field error.
    await expect(input).toHaveValue('300.1.2.3');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter an IPv4 or IPv6 address.')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();

    // A list stops at the first refused entry; the rest stays in the input.
    await userEvent.clear(input);
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.paste('192.0.2.0/24 192.0.2.0/33 192.0.2.9');
    await expect(args.onChange).toHaveBeenLastCalledWith(['10.0.0.0/8', '192.0.2.0/24']);
    await expect(input).toHaveValue('192.0.2.0/33, 192.0.2.9');
    await expect(canvas.getByText('The prefix length is too long.')).toBeVisible();
    await userEvent.tab();
  },
};

export const Limits: Story = {
  args: { values: ['192.0.2.1', '192.0.2.2'], maxItems: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Allowed IP addresses' });
    await userEvent.click(input);
    // A duplicate is refused.
    await userEvent.keyboard('192.0.2.1{Enter}');
    await expect(canvas.getByText('This address is already in the list.')).toBeVisible();
    await expect(input).toHaveValue('192.0.2.1');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    // The third entry fits, the fourth is refused.
    await userEvent.keyboard('192.0.2.3,192.0.2.4,');
    await expect(args.onChange).toHaveBeenLastCalledWith(['192.0.2.1', '192.0.2.2', '192.0.2.3']);
    await expect(input).toHaveValue('192.0.2.4');
    await expect(input).toHaveAccessibleDescription(/The list can hold at most 3 addresses\./);
    await userEvent.tab();
  },
};

export const ManyValues: Story = {
  args: {
    values: [
      '10.0.0.0/8',
      '172.16.0.0/12',
      '192.168.0.0/16',
      '203.0.113.0/24',
      '198.51.100.42',
      '2001:db8::/32',
      'fe80::1',
      '2001:db8:85a3::8a2e:370:7334',
      '::ffff:192.0.2.128',
      '100.64.0.0/10',
    ],
  },
  play: async ({ canvasElement, args }) => {
    await expect(tags(canvasElement)).toHaveLength(10);
    // Keyboard: the tags are one tab stop; arrows move between them, Delete removes the focused one.
    await userEvent.tab();
    await expect(tags(canvasElement)[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tags(canvasElement)[1]).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onChange).toHaveBeenLastCalledWith(args.values.filter((v) => v !== '172.16.0.0/12'));
    await waitFor(() => expect(tags(canvasElement)).toHaveLength(9));
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, values: ['10.0.0.0/8', '192.0.2.1'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Allowed IP addresses' })).toBeDisabled();
    await expect(tags(canvasElement)).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  },
};

export const ServerError: Story = {
  args: { isInvalid: true, errorMessage: 'The firewall could not be updated.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Allowed IP addresses' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/The firewall could not be updated\./);
  },
};

export const Examples: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Controlled
        label="Địa chỉ IP được phép"
        description="Phân tách bằng Enter, dấu phẩy hoặc dấu cách."
        strings={{
          remove: 'Xoá',
          duplicate: 'Địa chỉ này đã có trong danh sách.',
          tooMany: 'Tối đa 5 địa chỉ.',
        }}
        values={['192.0.2.0/24', '2001:db8::1']}
        maxItems={5}
        validate={(v) => (validateIpOrCidr(v) ? 'Địa chỉ IP không hợp lệ.' : undefined)}
        onChange={args.onChange}
      />
      <Controlled
        label="E-Mail-Empfänger"
        strings={{
          remove: 'Entfernen',
          duplicate: 'Diese Adresse ist bereits eingetragen.',
          tooMany: 'Höchstens 10 Empfänger.',
        }}
        values={['ops@example.com']}
        isRequired
        validate={(v) => (/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v) ? undefined : 'Keine gültige E-Mail-Adresse.')}
        onChange={args.onChange}
      />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: /E-Mail-Empfänger/ }));
    await userEvent.keyboard('dev@example.com{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['ops@example.com', 'dev@example.com']);
    await expect(canvas.getByRole('button', { name: 'Entfernen dev@example.com' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Xoá 2001:db8::1' })).toBeVisible();
    await userEvent.tab();
  },
};
