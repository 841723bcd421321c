import type { ReactNode } from 'react';
import {
  Item,
  Label,
  List,
  Marker,
  Nav,
  Row,
  RowButton,
  Secondary,
  Text,
  VisuallyHidden,
} from './Stepper.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export type StepState = 'complete' | 'current' | 'upcoming' | 'error';
export type StepperOrientation = 'horizontal' | 'vertical';

export interface StepperStep {
  id: string;
  /** Visible name of the step. */
  label: string;
  /** Second line under the label (vertical steppers). */
  description?: string;
  state: StepState;
  /** Shows `strings.optional` under the label. */
  isOptional?: boolean;
}

export interface StepperStrings {
  /** Read after a completed step's label (e.g. "completed"); the check icon alone says nothing to a screen reader. */
  complete?: string;
  /** Read after a failed step's label (e.g. "has errors"). */
  error?: string;
  /** Shown under optional steps (e.g. "Optional"). */
  optional?: string;
}

export interface StepperProps extends DataAttributes {
  steps: readonly StepperStep[];
  /** Names the navigation landmark (e.g. "Steps"). */
  'aria-label': string;
  /** Default 'horizontal'. */
  orientation?: StepperOrientation;
  strings?: StepperStrings;
  /** Makes completed and failed steps buttons that revisit them. */
  onStepSelect?: (id: string, index: number) => void;
  className?: string;
}

const checkIcon = (
  <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">
    <path
      d="m3.5 8.5 3 3 6-7"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

const errorIcon = (
  <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">
    <path d="M8 3.5v5.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    <circle cx="8" cy="12" r="1.2" fill="currentColor" />
  </svg>
);

function markerContent(state: StepState, index: number): ReactNode {
  if (state === 'complete') return checkIcon;
  if (state === 'error') return errorIcon;
  return index + 1;
}

function stateText(state: StepState, strings: StepperStrings | undefined): string | undefined {
  if (state === 'complete') return strings?.complete;
  if (state === 'error') return strings?.error;
  return undefined;
}

/**
 * The steps of a multi-step task as an ordered list: numbers, a check for done steps and a mark for failed
 * ones (never colour alone), `aria-current="step"` on the current step. Wizard uses it as its navigation.
 */
export function Stepper({
  steps,
  'aria-label': ariaLabel,
  orientation = 'horizontal',
  strings,
  onStepSelect,
  className,
  ...rest
}: StepperProps) {
  return (
    <Nav {...dataAttributes(rest)} aria-label={ariaLabel} className={className}>
      <List data-orientation={orientation}>
        {steps.map((step, index) => {
          const hidden = stateText(step.state, strings);
          const content = (
            <>
              <Marker aria-hidden="true">{markerContent(step.state, index)}</Marker>
              <Text>
                <Label data-part="label">{step.label}</Label>
                {hidden ? <VisuallyHidden>{hidden}</VisuallyHidden> : null}
                {step.isOptional && strings?.optional ? <Secondary>{strings.optional}</Secondary> : null}
                {step.description ? <Secondary>{step.description}</Secondary> : null}
              </Text>
            </>
          );
          const canSelect = !!onStepSelect && (step.state === 'complete' || step.state === 'error');
          return (
            <Item
              key={step.id}
              data-state={step.state}
              aria-current={step.state === 'current' ? 'step' : undefined}
            >
              {canSelect ? (
                <RowButton onPress={() => onStepSelect(step.id, index)}>{content}</RowButton>
              ) : (
                <Row>{content}</Row>
              )}
            </Item>
          );
        })}
      </List>
    </Nav>
  );
}
