import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileDrop } from './FileDrop';

const kb = new Intl.NumberFormat('en', { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 });

const strings = {
  drop: 'Drop a file here or',
  choose: 'Choose file',
  tooLarge: 'The file is larger than 8 kB.',
  wrongType: 'Choose a .pem, .crt, .key, .txt or .zone file.',
  selected: (name: string, size: string) => `${name} (${size})`,
};

const meta = {
  title: 'Design system/FileDrop',
  component: FileDrop,
  args: {
    label: 'Certificate',
    description: 'PEM encoded, at most 8 kB.',
    strings,
    accept: ['.pem', '.crt', '.key', '.txt', '.zone'],
    maxBytes: 8 * 1024,
    formatSize: (bytes: number) => kb.format(bytes / 1000),
    onFile: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

const pem = () =>
  new File(
    [`-----BEGIN CERTIFICATE-----\n${'A'.repeat(1200)}\n-----END CERTIFICATE-----\n`],
    'example.com.pem',
    {
      type: 'application/x-pem-file',
    },
  );

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Keyboard: the drop area comes first (a file can be pasted there), then the choose button, which is named by
    // the field's label and described by its help.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Certificate Drop a file here or' })).toHaveFocus();
    await userEvent.tab();
    const choose = canvas.getByRole('button', { name: 'Choose file Certificate' });
    await expect(choose).toHaveFocus();
    await expect(choose).toHaveAccessibleDescription('PEM encoded, at most 8 kB.');
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', '.pem,.crt,.key,.txt,.zone');

    // The file chooser itself is native; choose a file through its input.
    const file = pem();
    await userEvent.upload(fileInput(canvasElement), file);
    await expect(args.onFile).toHaveBeenCalledWith(file);
    await expect(canvas.getByRole('status')).toHaveTextContent('example.com.pem (1.3 kB)');
    await expect(choose).toHaveAccessibleDescription(/example\.com\.pem \(1\.3 kB\)/);
  },
};

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.getByText('Drop a file here or')).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose file Certificate' })).toHaveFocus();
    await userEvent.tab();
    await expect(args.onFile).not.toHaveBeenCalled();
  },
};

export const WrongType: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The browser's chooser filters by `accept`, but a drop does not: the type is checked again.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(canvasElement), pem());
    await expect(args.onFile).toHaveBeenCalledTimes(1);
    await user.upload(fileInput(canvasElement), new File(['png'], 'photo.png', { type: 'image/png' }));
    await expect(args.onFile).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('Choose a .pem, .crt, .key, .txt or .zone file.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose file Certificate' })).toHaveAccessibleDescription(
      /Choose a \.pem, \.crt, \.key, \.txt or \.zone file\./,
    );
    // The earlier, accepted file stays chosen.
    await expect(canvas.getByRole('status')).toHaveTextContent('example.com.pem (1.3 kB)');
  },
};

export const TooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), new File(['x'.repeat(9000)], 'bundle.crt'));
    await expect(args.onFile).not.toHaveBeenCalled();
    await expect(canvas.getByText('The file is larger than 8 kB.')).toBeVisible();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'The certificate could not be read.' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    const choose = within(canvasElement).getByRole('button', { name: 'Choose file Certificate' });
    await expect(choose).toHaveFocus();
    await expect(choose).toHaveAccessibleDescription(/The certificate could not be read\./);
    await userEvent.tab();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Choose file Certificate' }),
    ).toBeDisabled();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

export const Examples: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <FileDrop
        label="Tệp vùng DNS"
        description="Tệp .zone hoặc .txt, tối đa 1 MB."
        accept={['.zone', '.txt']}
        maxBytes={1_000_000}
        strings={{
          drop: 'Thả tệp vào đây hoặc',
          choose: 'Chọn tệp',
          tooLarge: 'Tệp lớn hơn 1 MB.',
          wrongType: 'Chọn tệp .zone hoặc .txt.',
          selected: (name, size) => `${name} (${size})`,
        }}
        formatSize={(bytes) =>
          new Intl.NumberFormat('vi', { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 }).format(
            bytes / 1000,
          )
        }
        onFile={args.onFile}
      />
      <FileDrop
        label="Privater Schlüssel"
        accept={['.key', '.pem']}
        strings={{
          drop: 'Datei hierher ziehen oder',
          choose: 'Datei auswählen',
          tooLarge: 'Die Datei ist zu groß.',
          wrongType: 'Bitte eine .key- oder .pem-Datei wählen.',
          selected: (name, size) => `${name} (${size})`,
        }}
        formatSize={(bytes) => `${new Intl.NumberFormat('de').format(bytes)} B`}
        onFile={args.onFile}
      />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const inputs = canvasElement.querySelectorAll<HTMLInputElement>('input[type="file"]');
    const zone = new File(
      [`$ORIGIN example.vn.\n${'@ 3600 IN A 192.0.2.1\n'.repeat(60)}`],
      'example.vn.zone',
    );
    await userEvent.upload(inputs[0]!, zone);
    await expect(args.onFile).toHaveBeenCalledWith(zone);
    await expect(within(canvasElement).getByText(/^example\.vn\.zone \(1,3\s?kB\)$/)).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Chọn tệp Tệp vùng DNS' })).toHaveFocus();
  },
};
