import type { ReactNode } from 'react';
import { FieldDescription, FieldErrorText } from '../foundations/field.styles';
import { Box, Control, Root } from './Checkbox.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export interface CheckboxProps extends DataAttributes {
  /** Visible label; clicking it toggles the box. */
  label: ReactNode;
  /** Controlled state. */
  isSelected?: boolean;
  /** Uncontrolled initial state. */
  defaultSelected?: boolean;
  /** Receives the new state. */
  onChange?: (isSelected: boolean) => void;
  /** Help text under the label, wired with aria-describedby. */
  description?: string;
  isInvalid?: boolean;
  /** Shown (and announced) when `isInvalid` is true. */
  errorMessage?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  name?: string;
  value?: string;
  id?: string;
  className?: string;
}

export function Checkbox({
  label,
  isSelected,
  defaultSelected,
  onChange,
  description,
  isInvalid,
  errorMessage,
  isDisabled,
  isRequired,
  name,
  value,
  id,
  className,
  ...rest
}: CheckboxProps) {
  return (
    <Root
      {...dataAttributes(rest)}
      className={className}
      isSelected={isSelected}
      defaultSelected={defaultSelected}
      onChange={onChange}
      isInvalid={isInvalid}
      isDisabled={isDisabled}
      isRequired={isRequired}
      name={name}
      value={value}
      id={id}
      validationBehavior="aria"
    >
      <Control>
        <Box aria-hidden="true">
          <svg viewBox="0 0 12 12" fill="none">
            <path d="M2 6.5 4.5 9 10 3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Box>
        <span>{label}</span>
      </Control>
      {description ? <FieldDescription slot="description">{description}</FieldDescription> : null}
      {errorMessage ? <FieldErrorText data-part="error">{errorMessage}</FieldErrorText> : null}
    </Root>
  );
}
