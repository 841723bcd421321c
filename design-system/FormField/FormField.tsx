import type { ReactNode } from 'react';
import { FieldDescription, FieldErrorText, FieldLabel } from '../foundations/field.styles';
import { Constraint, Frame, Help, VisuallyHidden } from './FormField.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export interface FormFieldProps extends DataAttributes {
  /** Visible label. Omit only when the control has an `aria-label` of its own. */
  label?: ReactNode;
  /** Help text under the control, wired as the accessible description. */
  description?: ReactNode;
  /** Constraint text (limits, format, a counter) under the help, part of the accessible description. */
  constraint?: ReactNode;
  /** Read with the description but not shown (e.g. a unit already shown next to the value). */
  hiddenDescription?: string;
  /** Shown (and announced) when the surrounding field is invalid. */
  errorMessage?: ReactNode;
  /** Marks the label with a required indicator. */
  isRequired?: boolean;
  /** The control (an input, a group of buttons, a list). */
  children: ReactNode;
  className?: string;
}

/**
 * The layout and ARIA wiring of a form field: label, control, help and constraint, error. It must be rendered
 * inside a react-aria field (TextField, NumberField, Select, RadioGroup…), whose contexts give the label, the
 * description and the error their ids, so the control is labelled and described without any id handling here.
 */
export function FormField({
  label,
  description,
  constraint,
  hiddenDescription,
  errorMessage,
  isRequired,
  children,
  className,
  ...rest
}: FormFieldProps) {
  const hasHelp = Boolean(description || constraint || hiddenDescription);
  return (
    <Frame {...dataAttributes(rest)} className={className} data-part="form-field">
      {label ? <FieldLabel data-required={isRequired || undefined}>{label}</FieldLabel> : null}
      {children}
      {hasHelp ? (
        <FieldDescription slot="description">
          <Help>
            {description ? <span>{description}</span> : null}
            {constraint ? <Constraint data-part="constraint">{constraint}</Constraint> : null}
            {hiddenDescription ? <VisuallyHidden>{hiddenDescription}</VisuallyHidden> : null}
          </Help>
        </FieldDescription>
      ) : null}
      {errorMessage ? <FieldErrorText data-part="error">{errorMessage}</FieldErrorText> : null}
    </Frame>
  );
}
