export { preloadSortableList, SortableList } from './LazySortableList';
export type { SortableListItem, SortableListProps, SortableListStrings } from './SortableList';
