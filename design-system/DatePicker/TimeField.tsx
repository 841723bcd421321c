import type { TimeValue } from 'react-aria-components';
import { FormField } from '../FormField/FormField';
import { BoxedInput, Segment, TimeRoot } from './DatePicker.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export interface TimeFieldProps extends DataAttributes {
  /** Visible label. Omit only with `aria-label`. */
  label?: string;
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  /** Help text under the field, wired as the accessible description. */
  description?: string;
  /** Shown (and announced) when `isInvalid` is true. */
  errorMessage?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** Controlled value (a `Time` from @internationalized/date, `null` for none). */
  value?: TimeValue | null;
  /** Uncontrolled initial value. */
  defaultValue?: TimeValue | null;
  /** Receives the new time once hour and minute are filled, or `null` when cleared. */
  onChange?: (value: TimeValue | null) => void;
  onBlur?: () => void;
  /** Default 'minute'; 'second' adds a seconds segment. */
  granularity?: 'hour' | 'minute' | 'second';
  minValue?: TimeValue;
  maxValue?: TimeValue;
  /** 12- or 24-hour clock; the locale decides when omitted. */
  hourCycle?: 12 | 24;
  name?: string;
  id?: string;
  className?: string;
}

/** A time of day typed segment by segment (react-aria TimeField); the locale decides order and clock. */
export function TimeField({
  label,
  'aria-label': ariaLabel,
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
  granularity = 'minute',
  minValue,
  maxValue,
  hourCycle,
  name,
  id,
  className,
  ...rest
}: TimeFieldProps) {
  return (
    <TimeRoot
      {...dataAttributes(rest)}
      className={className}
      aria-label={ariaLabel}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange}
      onBlur={onBlur}
      granularity={granularity}
      minValue={minValue}
      maxValue={maxValue}
      hourCycle={hourCycle}
      isInvalid={isInvalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      name={name}
      id={id}
      validationBehavior="aria"
    >
      <FormField label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
        <BoxedInput>{(segment) => <Segment segment={segment} />}</BoxedInput>
      </FormField>
    </TimeRoot>
  );
}
