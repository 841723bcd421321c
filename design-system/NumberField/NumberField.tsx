import type { FocusEvent } from 'react';
import { FormField } from '../FormField/FormField';
import { Box, Input, Root, Stepper, Steppers, Unit } from './NumberField.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export interface NumberFieldProps extends DataAttributes {
  /** Visible label, wired to the input. */
  label: string;
  /** Help text under the field, wired with aria-describedby. */
  description?: string;
  /** Constraint text under the help (e.g. "From 1 to 65535."). */
  constraint?: string;
  /** Shown (and announced) when `isInvalid` is true. */
  errorMessage?: string;
  /** Unit shown after the value (e.g. "Mb", "s"); also read as part of the accessible description. */
  unit?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** Controlled value; `NaN` means empty. */
  value?: number;
  /** Uncontrolled initial value. */
  defaultValue?: number;
  /** Receives the new value when the user commits (blur, Enter, arrows, steppers); `NaN` when cleared. */
  onChange?: (value: number) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  minValue?: number;
  maxValue?: number;
  /** Step of the arrow keys and steppers, and the rounding of typed values. */
  step?: number;
  /** Number formatting (e.g. `{ maximumFractionDigits: 0 }`, `{ style: 'percent' }`). */
  formatOptions?: Intl.NumberFormatOptions;
  /** Accessible names of the stepper buttons; the buttons are shown only when both are given. */
  incrementLabel?: string;
  decrementLabel?: string;
  placeholder?: string;
  name?: string;
  id?: string;
  className?: string;
}

export function NumberField({
  label,
  description,
  constraint,
  errorMessage,
  unit,
  isInvalid,
  isRequired,
  isDisabled,
  isReadOnly,
  value,
  defaultValue,
  onChange,
  onBlur,
  minValue,
  maxValue,
  step,
  formatOptions,
  incrementLabel,
  decrementLabel,
  placeholder,
  name,
  id,
  className,
  ...rest
}: NumberFieldProps) {
  return (
    <Root
      {...dataAttributes(rest)}
      className={className}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange}
      minValue={minValue}
      maxValue={maxValue}
      step={step}
      formatOptions={formatOptions}
      name={name}
      id={id}
      isInvalid={isInvalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      validationBehavior="aria"
    >
      <FormField
        label={label}
        description={description}
        constraint={constraint}
        hiddenDescription={unit}
        errorMessage={errorMessage}
        isRequired={isRequired}
      >
        <Box data-readonly={isReadOnly || undefined}>
          <Input placeholder={placeholder} onBlur={onBlur} />
          {unit ? (
            <Unit aria-hidden="true" data-part="unit">
              {unit}
            </Unit>
          ) : null}
          {incrementLabel && decrementLabel ? (
            <Steppers>
              <Stepper slot="increment" aria-label={incrementLabel}>
                <svg viewBox="0 0 10 10" fill="none" aria-hidden="true">
                  <path d="M2 6.5 5 3.5l3 3" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
                </svg>
              </Stepper>
              <Stepper slot="decrement" aria-label={decrementLabel}>
                <svg viewBox="0 0 10 10" fill="none" aria-hidden="true">
                  <path d="M2 3.5 5 6.5l3-3" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
                </svg>
              </Stepper>
            </Steppers>
          ) : null}
        </Box>
      </FormField>
    </Root>
  );
}
