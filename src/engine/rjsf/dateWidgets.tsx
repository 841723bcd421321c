// Date, date-time and time widgets: the design-system pickers editing the ISO strings JSON Schema stores
// (`format: date` → YYYY-MM-DD, `format: date-time` → full ISO in UTC with Z, `format: time` → HH:mm:ss).
import type { WidgetProps } from '@rjsf/utils';
import { DatePicker, TimeField, type DatePickerStrings } from '@ds/DatePicker';
import { dateTimeToIso, dateToIso, isoToDate, isoToDateTime, isoToTime, timeToIso } from './dateValues';
import { fieldProps, stringOption } from './widgetProps';

/** Accessible names of the calendar's buttons, from `formContext.strings` (react-aria's own catalogue otherwise). */
function pickerStrings(props: WidgetProps): DatePickerStrings {
  const strings = (props.registry.formContext as { strings?: DatePickerStrings } | undefined)?.strings;
  return {
    calendarButton: strings?.calendarButton,
    previousMonth: strings?.previousMonth,
    nextMonth: strings?.nextMonth,
  };
}

/** `ui:options.minDate` / `maxDate` (ISO dates) bound the calendar. */
function dateBounds(props: WidgetProps) {
  return {
    minValue: isoToDate(stringOption(props, 'minDate')) ?? undefined,
    maxValue: isoToDate(stringOption(props, 'maxDate')) ?? undefined,
  };
}

const emptyOr = (props: WidgetProps, value: string | undefined): unknown =>
  value === undefined ? props.options.emptyValue : value;

/** `format: date` (and `ui:widget: alt-date`) → DatePicker; the value stays `YYYY-MM-DD`. */
export function DsDateWidget(props: WidgetProps) {
  return (
    <DatePicker
      {...fieldProps(props)}
      {...dateBounds(props)}
      strings={pickerStrings(props)}
      value={isoToDate(props.value)}
      onChange={(value) => props.onChange(emptyOr(props, dateToIso(value)))}
      onBlur={() => props.onBlur(props.id, props.value)}
      isDisabled={props.disabled}
      isReadOnly={props.readonly}
    />
  );
}

/**
 * `format: date-time` (and `ui:widget: alt-datetime`) → DatePicker with minutes, shown in the browser's zone
 * (the zone is one of the segments); the value stays a full ISO string in UTC with `Z`.
 */
export function DsDateTimeWidget(props: WidgetProps) {
  return (
    <DatePicker
      {...fieldProps(props)}
      {...dateBounds(props)}
      granularity="minute"
      strings={pickerStrings(props)}
      value={isoToDateTime(props.value)}
      onChange={(value) => props.onChange(emptyOr(props, dateTimeToIso(value)))}
      onBlur={() => props.onBlur(props.id, props.value)}
      isDisabled={props.disabled}
      isReadOnly={props.readonly}
    />
  );
}

/** `format: time` → TimeField; the value is `HH:mm:ss` like rjsf's own TimeWidget. */
export function DsTimeWidget(props: WidgetProps) {
  return (
    <TimeField
      {...fieldProps(props)}
      value={isoToTime(props.value)}
      onChange={(value) => props.onChange(emptyOr(props, timeToIso(value)))}
      onBlur={() => props.onBlur(props.id, props.value)}
      isDisabled={props.disabled}
      isReadOnly={props.readonly}
    />
  );
}
