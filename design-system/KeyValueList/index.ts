export { KeyValueList } from './KeyValueList';
export type { KeyValueItem, KeyValueListProps } from './KeyValueList';
