import { useState, type FocusEvent } from 'react';
import { FormField } from '../FormField/FormField';
import { Box, Input, Root, Toggle } from './SecretField.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export interface SecretFieldProps extends DataAttributes {
  /** Visible label, wired to the input. */
  label: string;
  /** Accessible name of the toggle while the secret is hidden (e.g. "Show password"). */
  showLabel: string;
  /** Accessible name of the toggle while the secret is shown (e.g. "Hide password"). */
  hideLabel: string;
  /** Help text under the field, wired with aria-describedby. */
  description?: string;
  /** Shown (and announced) when `isInvalid` is true. */
  errorMessage?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** Controlled value. */
  value?: string;
  /** Uncontrolled initial value. */
  defaultValue?: string;
  /** Receives the new value on each edit. */
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Whether the secret starts visible. Default false. */
  defaultRevealed?: boolean;
  /** Monospace text (API keys, tokens). */
  isMonospace?: boolean;
  /** Default 'off'; use 'current-password' / 'new-password' for passwords. */
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  name?: string;
  id?: string;
  className?: string;
}

/** A password, key or token input with a button that shows or hides the value. */
export function SecretField({
  label,
  showLabel,
  hideLabel,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  isReadOnly,
  value,
  defaultValue,
  onChange,
  onBlur,
  defaultRevealed = false,
  isMonospace,
  autoComplete = 'off',
  placeholder,
  maxLength,
  name,
  id,
  className,
  ...rest
}: SecretFieldProps) {
  const [revealed, setRevealed] = useState(defaultRevealed);
  return (
    <Root
      {...dataAttributes(rest)}
      className={className}
      type={revealed ? 'text' : 'password'}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange}
      onBlur={onBlur}
      name={name}
      id={id}
      autoComplete={autoComplete}
      maxLength={maxLength}
      isInvalid={isInvalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      validationBehavior="aria"
    >
      <FormField label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
        <Box data-readonly={isReadOnly || undefined} data-state={revealed ? 'revealed' : 'hidden'}>
          <Input
            placeholder={placeholder}
            spellCheck={false}
            autoCapitalize="off"
            data-monospace={isMonospace || undefined}
          />
          <Toggle
            aria-label={revealed ? hideLabel : showLabel}
            isDisabled={isDisabled}
            onPress={() => setRevealed((r) => !r)}
          >
            {revealed ? (
              <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">
                <path
                  d="M1.5 8s2.4-4.5 6.5-4.5S14.5 8 14.5 8s-2.4 4.5-6.5 4.5S1.5 8 1.5 8Z"
                  stroke="currentColor"
                  strokeWidth="1.3"
                />
                <circle cx="8" cy="8" r="2" stroke="currentColor" strokeWidth="1.3" />
                <path d="m2.5 2.5 11 11" stroke="currentColor" strokeWidth="1.3" strokeLinecap="round" />
              </svg>
            ) : (
              <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">
                <path
                  d="M1.5 8s2.4-4.5 6.5-4.5S14.5 8 14.5 8s-2.4 4.5-6.5 4.5S1.5 8 1.5 8Z"
                  stroke="currentColor"
                  strokeWidth="1.3"
                />
                <circle cx="8" cy="8" r="2" stroke="currentColor" strokeWidth="1.3" />
              </svg>
            )}
          </Toggle>
        </Box>
      </FormField>
    </Root>
  );
}
