import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { Input as RACInput, TextField as RACTextField } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { FormField } from './FormField';
import { bareInputCss, fieldBoxCss } from './FormField.styles';

const Input = styled(RACInput)`
  ${bareInputCss}
  ${fieldBoxCss}
`;

interface DemoProps {
  label?: string;
  description?: string;
  constraint?: string;
  hiddenDescription?: string;
  errorMessage?: string;
  isRequired?: boolean;
  isInvalid?: boolean;
  isDisabled?: boolean;
  ariaLabel?: string;
}

/** FormField inside a react-aria TextField: the field's contexts wire label, description and error. */
function Demo({ isInvalid, isDisabled, ariaLabel, ...field }: DemoProps) {
  return (
    <RACTextField
      isInvalid={isInvalid}
      isDisabled={isDisabled}
      isRequired={field.isRequired}
      aria-label={ariaLabel}
      validationBehavior="aria"
    >
      <FormField {...field}>
        <Input />
      </FormField>
    </RACTextField>
  );
}

const meta = {
  title: 'Design system/FormField',
  component: Demo,
  args: { label: 'Origin host' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Origin host' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('origin.example.com');
    await expect(input).toHaveValue('origin.example.com');
  },
};

export const WithDescription: Story = {
  args: { description: 'The host the CDN fetches from.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription(
      'The host the CDN fetches from.',
    );
  },
};

export const WithConstraint: Story = {
  args: { description: 'The host the CDN fetches from.', constraint: 'At most 253 characters.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription(
      /The host the CDN fetches from\..*At most 253 characters\./,
    );
  },
};

export const HiddenDescription: Story = {
  args: { hiddenDescription: 'in seconds' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAccessibleDescription('in seconds');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Origin host/ })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: {
    isInvalid: true,
    description: 'The host the CDN fetches from.',
    errorMessage: 'Enter a host name.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Enter a host name\./);
  },
};

export const ErrorHiddenWhileValid: Story = {
  args: { errorMessage: 'Enter a host name.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Enter a host name.')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const WithoutVisibleLabel: Story = {
  args: { label: undefined, ariaLabel: 'Search sites' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Search sites' })).toBeVisible();
  },
};

export const Examples: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Demo label="Tên miền gốc" description="Máy chủ mà CDN lấy nội dung." isRequired />
      <Demo label="Cache key" constraint="Up to 10 headers." isInvalid errorMessage="Remove a header." />
    </div>
  ),
};
