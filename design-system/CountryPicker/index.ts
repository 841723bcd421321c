export { CountryPicker } from './CountryPicker';
export type { CountryPickerProps, CountryPickerStrings } from './CountryPicker';
export { countryItems } from './countries';
export type { CountryLocale } from './countries';
