// The column settings panel (DataTableColumnSettings.tsx) and the row window (DataTableRowWindow.tsx) are not
// exported here: a table is handed them (`columnSettings`, `virtualize.rowWindow`) by the callers that use them,
// which import them from their own modules, so their libraries load only with those tables.
export { DataTable } from './DataTable';
export { getDataTableStatus } from './status';
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
} from './types';
