export { DatePicker } from './DatePicker';
export type {
  DateFieldBaseProps,
  DatePickerGranularity,
  DatePickerProps,
  DatePickerStrings,
} from './DatePicker';
export { TimeField } from './TimeField';
export type { TimeFieldProps } from './TimeField';
export type { CalendarStrings } from './CalendarBody';
