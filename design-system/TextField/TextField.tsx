import type { FocusEvent, Ref } from 'react';
import { FieldDescription, FieldErrorText, FieldLabel } from '../foundations/field.styles';
import { Input, Root } from './TextField.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export type TextFieldType = 'text' | 'email' | 'password' | 'search' | 'tel' | 'url' | 'number';
export type TextFieldInputMode = 'none' | 'text' | 'decimal' | 'numeric' | 'tel' | 'search' | 'email' | 'url';

export interface TextFieldProps extends DataAttributes {
  /** Visible label, wired to the input. */
  label: string;
  /** Help text under the label, wired with aria-describedby. */
  description?: string;
  /** Shown (and announced) when `isInvalid` is true. */
  errorMessage?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** Default 'text'. */
  type?: TextFieldType;
  /** Controlled value. */
  value?: string;
  /** Uncontrolled initial value. */
  defaultValue?: string;
  /** Receives the new value on each edit. */
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  name?: string;
  id?: string;
  autoComplete?: string;
  placeholder?: string;
  inputMode?: TextFieldInputMode;
  maxLength?: number;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  isReadOnly,
  type = 'text',
  value,
  defaultValue,
  onChange,
  onBlur,
  name,
  id,
  autoComplete,
  placeholder,
  inputMode,
  maxLength,
  className,
  inputRef,
  ...rest
}: TextFieldProps) {
  return (
    <Root
      {...dataAttributes(rest)}
      className={className}
      type={type}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange}
      onBlur={onBlur}
      name={name}
      id={id}
      autoComplete={autoComplete}
      inputMode={inputMode}
      maxLength={maxLength}
      isInvalid={isInvalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      validationBehavior="aria"
    >
      <FieldLabel data-required={isRequired || undefined}>{label}</FieldLabel>
      <Input ref={inputRef} placeholder={placeholder} />
      {description ? <FieldDescription slot="description">{description}</FieldDescription> : null}
      {errorMessage ? <FieldErrorText>{errorMessage}</FieldErrorText> : null}
    </Root>
  );
}
