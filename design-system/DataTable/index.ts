export { DataTable, getDataTableStatus } from './DataTable';
export type {
  DataTableColumn,
  DataTableProps,
  DataTableSort,
  DataTableStatus,
  DataTableStatusInput,
  DataTableStrings,
  SortDirection,
} from './DataTable';
