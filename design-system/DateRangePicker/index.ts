export { DateRangePicker } from './DateRangePicker';
export type { DateRangePickerProps, DateRangePickerStrings } from './DateRangePicker';
export type { DateRange, DateRangePreset } from './PresetList';
