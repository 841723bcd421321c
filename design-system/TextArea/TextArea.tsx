import { useState, type FocusEvent } from 'react';
import { FormField } from '../FormField/FormField';
import { Area, Root } from './TextArea.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export interface TextAreaProps extends DataAttributes {
  /** Visible label, wired to the text area. */
  label: string;
  /** Help text under the text area, wired with aria-describedby. */
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
  onBlur?: (event: FocusEvent<HTMLTextAreaElement>) => void;
  /** Visible rows. Default 4. */
  rows?: number;
  /** Monospace text (certificates, keys, zone files); also turns spell checking off. */
  isMonospace?: boolean;
  /** Longest value accepted. */
  maxLength?: number;
  /** Formats the counter under the field, e.g. `(n, max) => \`${n} of ${max} characters\``; no counter without it. */
  counterText?: (length: number, maxLength: number | undefined) => string;
  placeholder?: string;
  name?: string;
  id?: string;
  className?: string;
}

export function TextArea({
  label,
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
  rows = 4,
  isMonospace,
  maxLength,
  counterText,
  placeholder,
  name,
  id,
  className,
  ...rest
}: TextAreaProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const current = value ?? uncontrolled;
  return (
    <Root
      {...dataAttributes(rest)}
      className={className}
      value={value}
      defaultValue={defaultValue}
      onChange={(next) => {
        setUncontrolled(next);
        onChange?.(next);
      }}
      name={name}
      id={id}
      maxLength={maxLength}
      isInvalid={isInvalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      validationBehavior="aria"
    >
      <FormField
        label={label}
        description={description}
        constraint={counterText ? counterText(current.length, maxLength) : undefined}
        errorMessage={errorMessage}
        isRequired={isRequired}
      >
        <Area
          rows={rows}
          onBlur={onBlur}
          placeholder={placeholder}
          spellCheck={isMonospace ? false : undefined}
          data-monospace={isMonospace || undefined}
          data-readonly={isReadOnly || undefined}
        />
      </FormField>
    </Root>
  );
}
