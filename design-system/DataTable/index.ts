export { DataTable, getDataTableStatus } from './DataTable';
export type {
  DataTableColumn,
  DataTableColumnVisibility,
  DataTableProps,
  DataTableRowAction,
  DataTableSort,
  DataTableStatus,
  DataTableStatusInput,
  DataTableStrings,
  DataTableVirtualize,
  SortDirection,
} from './DataTable';
