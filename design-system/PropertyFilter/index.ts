export { PropertyFilter } from './PropertyFilter';
export type { PropertyFilterProps, PropertyFilterStrings } from './PropertyFilter';
export {
  addToken,
  filterSuggestions,
  formatToken,
  parseFilterText,
  tokenFromText,
} from './PropertyFilter.logic';
export type {
  FilterSuggestion,
  ParsedFilterText,
  PropertyFilterOperator,
  PropertyFilterOption,
  PropertyFilterProperty,
  PropertyFilterToken,
} from './PropertyFilter.logic';
