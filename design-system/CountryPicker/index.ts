export { CountryPicker, countryItems } from './CountryPicker';
export type { CountryLocale, CountryPickerProps, CountryPickerStrings } from './CountryPicker';
