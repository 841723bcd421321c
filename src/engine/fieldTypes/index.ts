// The type → widget registry: kinds, the table, units, the copy rule and the clock of relative times.
export { fieldKind, hintKinds, type FieldKind, type HintKind } from './kinds';
export {
  fieldTypes,
  fieldTypeOf,
  fieldText,
  fieldCell,
  fieldDetail,
  enumBadge,
  isEmptyValue,
  defaultStatusTones,
  formatDateTime,
  type FieldType,
  type FieldValueContext,
} from './registry';
export { formatBytes, formatDuration, countryName } from './units';
export { isCopyable, copyableKinds } from './copyable';
export { NowProvider, useNow } from './clock';
