import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stepper, type StepperStep } from './Stepper';

const steps: StepperStep[] = [
  { id: 'origin', label: 'Origin', state: 'complete' },
  { id: 'cache', label: 'Cache behaviour', state: 'current' },
  { id: 'waf', label: 'Firewall rules', state: 'upcoming', isOptional: true },
  { id: 'review', label: 'Review and create', state: 'upcoming' },
];

const strings = { complete: 'completed', error: 'has errors', optional: 'Optional' };

const meta = {
  title: 'Design system/Stepper',
  component: Stepper,
  args: { steps, 'aria-label': 'Steps', strings },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Steps' });
    const items = within(nav).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).not.toHaveAttribute('aria-current');
    // State is in text, not colour alone.
    await expect(items[0]).toHaveTextContent('Origincompleted');
    await expect(items[2]).toHaveTextContent('Optional');
  },
};

export const Vertical: Story = {
  args: {
    orientation: 'vertical',
    steps: [
      { id: 'origin', label: 'Origin', description: 'Where the CDN fetches from', state: 'complete' },
      { id: 'cache', label: 'Cache behaviour', description: 'TTLs and cache keys', state: 'error' },
      { id: 'waf', label: 'Firewall rules', state: 'current', isOptional: true },
      { id: 'review', label: 'Review and create', state: 'upcoming' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[1]).toHaveTextContent(/has errors/);
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
  },
};

export const AllStates: Story = {
  args: {
    steps: [
      { id: 'a', label: 'Complete', state: 'complete' },
      { id: 'b', label: 'Error', state: 'error' },
      { id: 'c', label: 'Current', state: 'current' },
      { id: 'd', label: 'Upcoming', state: 'upcoming' },
    ],
  },
};

export const Selectable: Story = {
  args: { onStepSelect: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Only visited steps are buttons; Tab reaches the first and Enter selects it.
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Origin/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStepSelect).toHaveBeenCalledWith('origin', 0);
  },
};

export const LongLabels: Story = {
  args: {
    steps: [
      { id: 'a', label: 'Nguồn gốc và chứng chỉ', state: 'complete' },
      { id: 'b', label: 'Hành vi bộ nhớ đệm và khóa bộ nhớ đệm', state: 'current' },
      { id: 'c', label: 'Quy tắc tường lửa ứng dụng web', state: 'upcoming' },
      { id: 'd', label: 'Xem lại và tạo', state: 'upcoming' },
    ],
    strings: { complete: 'đã xong' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
};

/** The two uses in the console: a create flow's progress across the top, and a vertical list of visited steps. */
export const Examples: Story = {
  args: { onStepSelect: fn() },
  render: (args) => (
    <div style={{ display: 'grid', gap: 32, maxWidth: 720 }}>
      <Stepper
        aria-label="Schritte"
        strings={{ complete: 'abgeschlossen', optional: 'Optional' }}
        steps={[
          { id: 'domain', label: 'Domain', state: 'complete' },
          { id: 'origin', label: 'Ursprungsserver', state: 'complete' },
          { id: 'rules', label: 'Firewall-Regeln', state: 'current', isOptional: true },
          { id: 'review', label: 'Prüfen und erstellen', state: 'upcoming' },
        ]}
      />
      <div style={{ maxWidth: 300 }}>
        <Stepper
          aria-label="Các bước"
          orientation="vertical"
          onStepSelect={args.onStepSelect}
          strings={{ complete: 'đã xong', error: 'có lỗi' }}
          steps={[
            { id: 'origin', label: 'Máy chủ gốc', description: 'origin.example.vn:443', state: 'complete' },
            { id: 'cert', label: 'Chứng chỉ', description: 'Tên miền chưa khớp', state: 'error' },
            { id: 'cache', label: 'Bộ nhớ đệm', state: 'current' },
            { id: 'review', label: 'Xem lại và tạo', state: 'upcoming' },
          ]}
        />
      </div>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Two landmarks, each named; only the selectable one has buttons.
    const german = canvas.getByRole('navigation', { name: 'Schritte' });
    const vietnamese = canvas.getByRole('navigation', { name: 'Các bước' });
    await expect(within(german).queryAllByRole('button')).toHaveLength(0);
    await expect(within(german).getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'step');
    await expect(within(german).getAllByRole('listitem')[0]).toHaveTextContent(/abgeschlossen/);
    // The failed step says so in words, and can be revisited by keyboard.
    await expect(within(vietnamese).getAllByRole('button')).toHaveLength(2);
    await userEvent.tab();
    await expect(within(vietnamese).getByRole('button', { name: /Máy chủ gốc/ })).toHaveFocus();
    await userEvent.tab();
    const failed = within(vietnamese).getByRole('button', { name: /Chứng chỉ/ });
    await expect(failed).toHaveFocus();
    await expect(failed).toHaveTextContent(/có lỗi/);
    await userEvent.keyboard('{Enter}');
    await expect(args.onStepSelect).toHaveBeenCalledWith('cert', 1);
  },
};
