import type { DateValue } from '@internationalized/date';
import { Calendar } from 'react-aria-components';
import { FormField } from '../FormField/FormField';
import { CalendarBody, type CalendarStrings } from './CalendarBody';
import {
  CalendarButton,
  CalendarFrame,
  DialogBody,
  FieldGroup,
  PopoverSurface,
  Root,
  Segment,
  SegmentsInput,
} from './DatePicker.styles';
import { calendarIcon } from './icons';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

/** 'day' picks a date; 'minute' a date and a time of day (date-time). */
export type DatePickerGranularity = 'day' | 'minute';

export interface DatePickerStrings extends CalendarStrings {
  /** Accessible name of the button that opens the calendar (react-aria's localized "Calendar" when omitted). */
  calendarButton?: string;
}

/** The props the date fields share: DatePicker and DateRangePicker (react-aria's date segments and calendar). */
export interface DateFieldBaseProps extends DataAttributes {
  /** Visible label. Omit only with `aria-label`. */
  label?: string;
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  /** Help text under the field, wired as the accessible description. */
  description?: string;
  /** Constraint text (e.g. "Up to 90 days ahead"), part of the accessible description. */
  constraint?: string;
  /** Shown (and announced) when `isInvalid` is true. */
  errorMessage?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  onBlur?: () => void;
  /** Default 'day'. 'minute' adds hour and minute segments (and the zone of a ZonedDateTime). */
  granularity?: DatePickerGranularity;
  /** Earliest allowed value; earlier days are disabled in the calendar and typed ones are invalid. */
  minValue?: DateValue;
  /** Latest allowed value. */
  maxValue?: DateValue;
  /** The date the empty field and the calendar start from (defaults to today; pass one for fixed screenshots). */
  placeholderValue?: DateValue;
  /** Days that cannot be picked (e.g. maintenance freezes). */
  isDateUnavailable?: (date: DateValue) => boolean;
  /** 12- or 24-hour clock; the locale decides when omitted. */
  hourCycle?: 12 | 24;
  /** Hide the time-zone segment of a ZonedDateTime value. */
  hideTimeZone?: boolean;
  id?: string;
  className?: string;
}

export interface DatePickerProps extends DateFieldBaseProps {
  /** Controlled value: a CalendarDate, CalendarDateTime or ZonedDateTime (`null` for none). */
  value?: DateValue | null;
  /** Uncontrolled initial value. */
  defaultValue?: DateValue | null;
  /** Receives the new value once every segment is filled, or `null` when cleared. */
  onChange?: (value: DateValue | null) => void;
  /** Accessible names react-aria would otherwise take from its own catalogue. */
  strings?: DatePickerStrings;
  name?: string;
}

/**
 * A date (or date-time) field typed segment by segment, with a calendar in a popover (react-aria DatePicker).
 * Locale, calendar system and first day of week come from the surrounding I18nProvider.
 */
export function DatePicker({
  label,
  'aria-label': ariaLabel,
  description,
  constraint,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  isReadOnly,
  value,
  defaultValue,
  onChange,
  onBlur,
  granularity = 'day',
  minValue,
  maxValue,
  placeholderValue,
  isDateUnavailable,
  hourCycle,
  hideTimeZone,
  strings,
  name,
  id,
  className,
  ...rest
}: DatePickerProps) {
  return (
    <Root
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
      placeholderValue={placeholderValue}
      isDateUnavailable={isDateUnavailable}
      hourCycle={hourCycle}
      hideTimeZone={hideTimeZone}
      isInvalid={isInvalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      name={name}
      id={id}
      validationBehavior="aria"
      data-granularity={granularity}
    >
      <FormField
        label={label}
        description={description}
        constraint={constraint}
        errorMessage={errorMessage}
        isRequired={isRequired}
      >
        <FieldGroup>
          <SegmentsInput>{(segment) => <Segment segment={segment} />}</SegmentsInput>
          <CalendarButton aria-label={strings?.calendarButton}>{calendarIcon}</CalendarButton>
        </FieldGroup>
      </FormField>
      <PopoverSurface placement="bottom start">
        <DialogBody>
          <CalendarFrame>
            <Calendar>
              <CalendarBody strings={strings} />
            </Calendar>
          </CalendarFrame>
        </DialogBody>
      </PopoverSurface>
    </Root>
  );
}
