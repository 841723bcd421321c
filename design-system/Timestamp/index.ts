export { Timestamp, formatAbsolute, formatRelative, relativeParts } from './Timestamp';
export type { TimestampProps } from './Timestamp';
export { dateTimeFormat, numberFormat, relativeTimeFormat } from './intlCache';
