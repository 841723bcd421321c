import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { Stepper, type StepState, type StepperOrientation } from './Stepper';
import { VisuallyHidden } from './Stepper.styles';
import {
  Actions,
  Content,
  Counter,
  Description,
  Header,
  Heading,
  Main,
  Optional,
  Root,
  Spacer,
} from './Wizard.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export interface WizardStep {
  id: string;
  /** Shown in the step list and as the step's heading. */
  title: string;
  /** Shown under the heading. */
  description?: string;
  /** The step's form or content. */
  content: ReactNode;
  /** Optional steps show `strings.optional` and, with `strings.skip`, a Skip button. */
  isOptional?: boolean;
}

export interface WizardStrings {
  next: string;
  previous: string;
  submit: string;
  /** Shows a Cancel button when given with `onCancel`. */
  cancel?: string;
  /** Shows a Skip button on optional steps. */
  skip?: string;
  /** Marks optional steps (e.g. "optional"). */
  optional?: string;
  /** "Step 2 of 4": shown above the heading and announced on each step change. */
  stepCounter: (step: number, total: number) => string;
  /** Names the step navigation (e.g. "Steps"). */
  navigationLabel: string;
  /** Read after completed steps in the navigation (e.g. "completed"). */
  complete?: string;
  /** Read while the submit button is busy (e.g. "Creating"). */
  submitting?: string;
}

export type WizardNavigationReason = 'next' | 'previous' | 'skip' | 'step';

export interface WizardNavigateDetail {
  requestedStepIndex: number;
  reason: WizardNavigationReason;
}

export interface WizardProps extends DataAttributes {
  steps: readonly WizardStep[];
  strings: WizardStrings;
  /** Controlled step index; pair with `onNavigate`. */
  activeStepIndex?: number;
  /** Uncontrolled initial step index. Default 0. */
  defaultActiveStepIndex?: number;
  /** Called for every move (after `validateStep` passed, when moving forward). */
  onNavigate?: (detail: WizardNavigateDetail) => void;
  /**
   * Gate for Next and Submit: return false (or a promise of false) to stay on the step. The step's fields should
   * show their errors by then; focus moves to the first invalid field, else to the step heading.
   */
  validateStep?: (index: number, id: string) => boolean | Promise<boolean>;
  /** Called by the last step's Submit button once its validation passed. */
  onSubmit?: () => void;
  onCancel?: () => void;
  /** Shows the submit button busy (while the create request runs). */
  isSubmitting?: boolean;
  /** Step list beside the content ('vertical', default) or above it ('horizontal'). */
  orientation?: StepperOrientation;
  /** Level of the step heading. Default 2. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * A multi-step create flow (after Cloudscape's Wizard): the step list, the current step's heading and content,
 * and Previous / Skip / Next / Submit. Next is gated by `validateStep`; each step change moves focus to the new
 * heading and is announced in a polite live region.
 */
export function Wizard({
  steps,
  strings,
  activeStepIndex,
  defaultActiveStepIndex = 0,
  onNavigate,
  validateStep,
  onSubmit,
  onCancel,
  isSubmitting,
  orientation = 'vertical',
  headingLevel = 2,
  className,
  ...rest
}: WizardProps) {
  const [ownIndex, setOwnIndex] = useState(defaultActiveStepIndex);
  const index = Math.min(Math.max(activeStepIndex ?? ownIndex, 0), steps.length - 1);
  const step = steps[index];
  const [furthest, setFurthest] = useState(index);
  const [isValidating, setValidating] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // After a move or a failed validation, focus waits for the render that shows the new step or the errors.
  const [focusRequest, setFocusRequest] = useState<{ target: 'heading' | 'error'; n: number } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const total = steps.length;
  const isLast = index === total - 1;

  useEffect(() => {
    if (!focusRequest) return;
    const invalid =
      focusRequest.target === 'error'
        ? contentRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
        : null;
    // A react-aria field marks its group invalid; focus the first focusable control inside it.
    const control =
      invalid && invalid.tabIndex < 0
        ? (invalid.querySelector<HTMLElement>('input, [tabindex="0"], button, textarea, select') ?? invalid)
        : invalid;
    (control ?? headingRef.current)?.focus();
  }, [focusRequest]);

  const goTo = (next: number, reason: WizardNavigationReason) => {
    onNavigate?.({ requestedStepIndex: next, reason });
    if (activeStepIndex === undefined) setOwnIndex(next);
    setFurthest((f) => Math.max(f, next));
    const target = steps[next];
    if (target) setAnnouncement(`${strings.stepCounter(next + 1, total)}: ${target.title}`);
    setFocusRequest((r) => ({ target: 'heading', n: (r?.n ?? 0) + 1 }));
  };

  const passes = async (): Promise<boolean> => {
    if (!validateStep || !step) return true;
    const result = validateStep(index, step.id);
    // Only an asynchronous check shows Next busy: a flash of the busy state would be announced for nothing.
    if (typeof result === 'boolean') return result;
    setValidating(true);
    try {
      return await result;
    } finally {
      setValidating(false);
    }
  };

  const forward = async (reason: 'next' | 'skip') => {
    if (reason === 'next' && !(await passes())) {
      setFocusRequest((r) => ({ target: 'error', n: (r?.n ?? 0) + 1 }));
      return;
    }
    goTo(index + 1, reason);
  };

  const submit = async () => {
    if (!(await passes())) {
      setFocusRequest((r) => ({ target: 'error', n: (r?.n ?? 0) + 1 }));
      return;
    }
    onSubmit?.();
  };

  const stepState = (i: number): StepState => {
    if (i === index) return 'current';
    return i < index || i <= furthest ? 'complete' : 'upcoming';
  };

  if (!step) return null;
  const HeadingTag = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Root {...dataAttributes(rest)} className={className} data-orientation={orientation}>
      <Stepper
        aria-label={strings.navigationLabel}
        orientation={orientation}
        strings={{ complete: strings.complete, optional: strings.optional }}
        steps={steps.map((s, i) => ({
          id: s.id,
          label: s.title,
          isOptional: s.isOptional,
          state: stepState(i),
        }))}
        onStepSelect={(_, i) => {
          // Moving back needs no validation; moving ahead to a visited step re-checks the current one.
          if (i < index) goTo(i, 'step');
          else if (i > index)
            void passes().then((ok) =>
              ok ? goTo(i, 'step') : setFocusRequest((r) => ({ target: 'error', n: (r?.n ?? 0) + 1 })),
            );
        }}
      />
      <Main role="region" aria-labelledby={headingId}>
        <Header>
          <Counter>{strings.stepCounter(index + 1, total)}</Counter>
          <Heading as={HeadingTag} id={headingId} ref={headingRef} tabIndex={-1}>
            {step.title}
            {step.isOptional && strings.optional ? <Optional>{strings.optional}</Optional> : null}
          </Heading>
          {step.description ? <Description>{step.description}</Description> : null}
        </Header>
        <Content ref={contentRef} key={step.id}>
          {step.content}
        </Content>
        <Actions>
          {onCancel && strings.cancel ? (
            <>
              <Button variant="link" onPress={onCancel}>
                {strings.cancel}
              </Button>
              <Spacer />
            </>
          ) : null}
          {index > 0 ? <Button onPress={() => goTo(index - 1, 'previous')}>{strings.previous}</Button> : null}
          {step.isOptional && strings.skip && !isLast ? (
            <Button onPress={() => void forward('skip')}>{strings.skip}</Button>
          ) : null}
          {isLast ? (
            <Button
              variant="primary"
              isPending={isSubmitting || isValidating}
              pendingLabel={strings.submitting}
              onPress={() => void submit()}
            >
              {strings.submit}
            </Button>
          ) : (
            <Button variant="primary" isPending={isValidating} onPress={() => void forward('next')}>
              {strings.next}
            </Button>
          )}
        </Actions>
      </Main>
      <VisuallyHidden aria-live="polite" data-announcement="">
        {announcement}
      </VisuallyHidden>
    </Root>
  );
}
