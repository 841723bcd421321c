import { RangeCalendar } from 'react-aria-components';
import { FormField } from '../FormField/FormField';
import { CalendarBody } from '../DatePicker/CalendarBody';
import type { DateFieldBaseProps, DatePickerStrings } from '../DatePicker/DatePicker';
import {
  CalendarButton,
  CalendarFrame,
  DialogBody,
  FieldGroup,
  PopoverSurface,
  RangeDash,
  Segment,
  SegmentsInput,
} from '../DatePicker/DatePicker.styles';
import { calendarIcon } from '../DatePicker/icons';
import { Root } from './DateRangePicker.styles';
import { PresetList, type DateRange, type DateRangePreset } from './PresetList';
import { dataAttributes } from '../foundations/dataAttributes';

export interface DateRangePickerStrings extends DatePickerStrings {
  /** Accessible name of the group of preset buttons (e.g. "Quick ranges"). */
  presets?: string;
}

export interface DateRangePickerProps extends DateFieldBaseProps {
  /** Controlled range (`null` for none). */
  value?: DateRange | null;
  /** Uncontrolled initial range. */
  defaultValue?: DateRange | null;
  /** Receives the range once both ends are complete, or `null` when cleared. */
  onChange?: (value: DateRange | null) => void;
  /** Quick ranges shown as buttons beside the calendar; pressing one sets the range and closes the popover. */
  presets?: readonly DateRangePreset[];
  /** Let the range span unavailable days. */
  allowsNonContiguousRanges?: boolean;
  /** Accessible names react-aria would otherwise take from its own catalogue, and the presets' group name. */
  strings?: DateRangePickerStrings;
  /** Form names of the two hidden inputs. */
  startName?: string;
  endName?: string;
}

/**
 * A start and an end date (or date-time) typed segment by segment, with a range calendar and optional preset
 * ranges in a popover (react-aria DateRangePicker). Locale comes from the surrounding I18nProvider.
 */
export function DateRangePicker({
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
  presets,
  allowsNonContiguousRanges,
  hourCycle,
  hideTimeZone,
  strings,
  startName,
  endName,
  id,
  className,
  ...rest
}: DateRangePickerProps) {
  const hasPresets = !!presets && presets.length > 0;
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
      allowsNonContiguousRanges={allowsNonContiguousRanges}
      hourCycle={hourCycle}
      hideTimeZone={hideTimeZone}
      isInvalid={isInvalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      startName={startName}
      endName={endName}
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
          <SegmentsInput slot="start">{(segment) => <Segment segment={segment} />}</SegmentsInput>
          <RangeDash aria-hidden="true" />
          <SegmentsInput slot="end">{(segment) => <Segment segment={segment} />}</SegmentsInput>
          <CalendarButton aria-label={strings?.calendarButton}>{calendarIcon}</CalendarButton>
        </FieldGroup>
      </FormField>
      <PopoverSurface placement="bottom start">
        <DialogBody data-presets={hasPresets || undefined}>
          {hasPresets ? <PresetList presets={presets} label={strings?.presets} /> : null}
          <CalendarFrame>
            <RangeCalendar>
              <CalendarBody strings={strings} isRange />
            </RangeCalendar>
          </CalendarFrame>
        </DialogBody>
      </PopoverSurface>
    </Root>
  );
}
