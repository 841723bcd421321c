import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TextField } from '../TextField';
import { Wizard, type WizardProps } from './Wizard';

const strings = {
  next: 'Next',
  previous: 'Previous',
  submit: 'Create distribution',
  cancel: 'Cancel',
  skip: 'Skip',
  optional: 'optional',
  stepCounter: (step: number, total: number) => `Step ${step} of ${total}`,
  navigationLabel: 'Steps',
  complete: 'completed',
  submitting: 'Creating',
};

interface DemoProps extends Pick<WizardProps, 'orientation' | 'onSubmit' | 'onCancel' | 'onNavigate'> {
  /** Check the origin field before leaving step 1. */
  validates?: boolean;
  initialOrigin?: string;
  defaultActiveStepIndex?: number;
}

/** A three-step create flow whose first step checks its field. */
function Demo({ validates = true, initialOrigin = '', ...props }: DemoProps) {
  const [origin, setOrigin] = useState(initialOrigin);
  const [ttl, setTtl] = useState('3600');
  const [originError, setOriginError] = useState<string | undefined>();
  return (
    <Wizard
      {...props}
      strings={strings}
      validateStep={(index) => {
        if (!validates || index !== 0) return true;
        const error = origin.trim() ? undefined : 'Enter the origin host.';
        setOriginError(error);
        return !error;
      }}
      steps={[
        {
          id: 'origin',
          title: 'Origin',
          description: 'Where the CDN fetches your content from.',
          content: (
            <TextField
              label="Origin host"
              value={origin}
              onChange={setOrigin}
              isRequired
              isInvalid={!!originError}
              errorMessage={originError}
            />
          ),
        },
        {
          id: 'cache',
          title: 'Cache behaviour',
          isOptional: true,
          content: <TextField label="Default TTL (seconds)" value={ttl} onChange={setTtl} />,
        },
        {
          id: 'review',
          title: 'Review and create',
          content: <p style={{ margin: 0 }}>{origin}</p>,
        },
      ]}
    />
  );
}

const meta = {
  title: 'Design system/Wizard',
  component: Demo,
  args: { onSubmit: fn(), onCancel: fn(), onNavigate: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const announcement = (root: HTMLElement) => root.querySelector('[data-announcement]')?.textContent ?? '';

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Origin' })).toBeVisible();
    // Keyboard: Tab into the field, type, Tab to Next and press Enter.
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Origin host/ })).toHaveFocus();
    await userEvent.keyboard('origin.example.com');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // The new step's heading takes focus and the change is announced.
    const heading = await canvas.findByRole('heading', { level: 2, name: /Cache behaviour/ });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(announcement(canvasElement)).toBe('Step 2 of 3: Cache behaviour');
    await expect(canvas.getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent(/completed/);
    await expect(args.onNavigate).toHaveBeenLastCalledWith({ requestedStepIndex: 1, reason: 'next' });
    // Optional step: Skip goes on without validation; the last step submits.
    await userEvent.click(canvas.getByRole('button', { name: 'Skip' }));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2, name: 'Review and create' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Create distribution' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
  },
};

export const FailingValidation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Next with an empty required field: the step stays, the error shows and focus moves to the field.
    const next = canvas.getByRole('button', { name: 'Next' });
    await userEvent.click(next);
    const field = canvas.getByRole('textbox', { name: /Origin host/ });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Enter the origin host\./);
    await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const BackAndStepNavigation: Story = {
  args: { initialOrigin: 'origin.example.com', defaultActiveStepIndex: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2, name: /Cache behaviour/ })).toHaveFocus(),
    );
    await expect(args.onNavigate).toHaveBeenLastCalledWith({ requestedStepIndex: 1, reason: 'previous' });
    // Visited steps in the list are buttons; Enter on one jumps back to it.
    canvas.getByRole('button', { name: /Origin/ }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'Origin' })).toHaveFocus());
    await expect(announcement(canvasElement)).toBe('Step 1 of 3: Origin');
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', initialOrigin: 'origin.example.com', defaultActiveStepIndex: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Steps' });
    // The step list runs across the top, above the step.
    await expect(within(nav).getByRole('list')).toHaveAttribute('data-orientation', 'horizontal');
    const items = within(nav).getAllByRole('listitem');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveTextContent(/completed/);
    await expect(canvas.getByText('Step 2 of 3')).toBeVisible();
    // Keyboard: the visited step is the first tab stop; Enter goes back to it without validation.
    await userEvent.tab();
    await expect(within(nav).getByRole('button', { name: /Origin/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'Origin' })).toHaveFocus());
    await expect(args.onNavigate).toHaveBeenLastCalledWith({ requestedStepIndex: 0, reason: 'step' });
    await expect(announcement(canvasElement)).toBe('Step 1 of 3: Origin');
    // From the heading, Tab reaches the field, then Cancel and Next; Next validates and moves on.
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Origin host/ })).toHaveValue('origin.example.com');
    await expect(canvas.getByRole('textbox', { name: /Origin host/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2, name: /Cache behaviour/ })).toHaveFocus(),
    );
    await expect(args.onNavigate).toHaveBeenLastCalledWith({ requestedStepIndex: 1, reason: 'next' });
    await expect(within(nav).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
  },
};

export const Examples: Story = {
  args: { initialOrigin: 'origin.example.com', defaultActiveStepIndex: 2 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The last step reviews what was entered; the steps before it count as visited.
    await expect(canvas.getByRole('heading', { level: 2, name: 'Review and create' })).toBeVisible();
    await expect(canvas.getByText('Step 3 of 3')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Review and create' })).toHaveTextContent(
      'origin.example.com',
    );
    const items = canvas.getAllByRole('listitem');
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveTextContent(/completed/);
    await expect(canvas.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    // Keyboard order: the visited steps, then Cancel, Previous and the submit button; Enter submits.
    for (const name of [/Origin/, /Cache behaviour/, /^Cancel$/, /^Previous$/, /^Create distribution$/]) {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name })).toHaveFocus();
    }
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};
