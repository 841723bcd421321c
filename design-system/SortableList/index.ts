export { SortableList } from './SortableList';
export type { SortableListItem, SortableListProps, SortableListStrings } from './SortableList';
