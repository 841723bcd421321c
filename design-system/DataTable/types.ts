// The DataTable's public types: its props, columns, texts, states and the options of its optional parts.
import type { ComponentType, ReactNode, RefObject } from 'react';
import type { SortableListStrings } from '../SortableList';
import type { DataAttributes } from '../foundations/dataAttributes';
import type { DataTableColumnSettingsProps } from './DataTableColumnSettings';

/** Which direction a column is sorted in (the values of `aria-sort`). */
export type SortDirection = 'ascending' | 'descending';

/** The sort in effect: one column and its direction. */
export interface DataTableSort {
  columnId: string;
  direction: SortDirection;
}

/**
 * What the table shows. The caller decides it (see `getDataTableStatus` for the fixed precedence
 * error > loading > empty > noMatch > content); the table never guesses it from the rows.
 */
export type DataTableStatus = 'loading' | 'error' | 'empty' | 'noMatch' | 'content';

export interface DataTableColumn<Row> {
  /** Stable id, used in `sort.columnId`. */
  id: string;
  /** Header content (a translated string, usually). */
  header: ReactNode;
  /** Renders the cell of this column for one row; called as a function, so no hooks (render a component). */
  cell: (row: Row) => ReactNode;
  /** Whether the header offers a sort button. */
  isSortable?: boolean;
  /** Whether this column's cells name their row (rendered as `<th scope="row">`); one column should be. */
  isRowHeader?: boolean;
  /** Alignment of header and cells; 'end' for numbers. Default 'start'. */
  align?: 'start' | 'end';
  /** Optional CSS width of the column (e.g. '12rem', '20%'). */
  width?: string;
}

export interface DataTableStrings {
  /** Announced and visually hidden while `status` is 'loading' (e.g. "Loading sites…"). */
  loading: string;
  /** Title of the error state (e.g. "Sites could not be loaded"). */
  errorTitle: string;
  /** Optional explanation under the error title. */
  errorDescription?: string;
  /** Title of the empty state (no data and no filters; e.g. "No sites yet"). */
  emptyTitle: string;
  /** Optional explanation under the empty title. */
  emptyDescription?: string;
  /** Title of the no-match state (filters active, nothing matches). */
  noMatchTitle: string;
  /** Optional explanation under the no-match title. */
  noMatchDescription?: string;
  /** Label of the header checkbox that selects every row of the page (with `selectionMode: 'multiple'`). */
  selectAll?: string;
  /** Label of a row checkbox, from the row's label (e.g. `Select ${label}`). Default: the row label. */
  selectRow?: (rowLabel: string) => string;
  /** Text of the bulk-action bar, from the number of selected rows (e.g. "3 selected"). */
  selectedCount?: (count: number) => string;
  /** Label of a row's action menu button, from the row's label (e.g. `Actions for ${label}`). */
  rowActions?: (rowLabel: string) => string;
  /** Label of the column visibility menu; the menu is shown only when this is given. */
  columns?: string;
  /**
   * Texts of column reordering (drag handles and screen-reader announcements). With them (and `columns`)
   * the columns menu becomes a panel where columns are shown, hidden and reordered.
   */
  columnOrder?: SortableListStrings;
}

/** Row virtualisation: only the rows in view (plus overscan) are in the DOM. */
export interface DataTableVirtualize {
  /** Fixed height of a body row in pixels. */
  rowHeight: number;
  /** Height of the scroll area in pixels (the header sticks at its top). */
  height: number;
  /** Rows rendered above and below the visible ones. Default 8. */
  overscan?: number;
  /**
   * What computes the rows in view: `DataTableRowWindow` (from '@ds/DataTable/DataTableRowWindow'). The caller
   * hands it in, so @tanstack/virtual loads only with the tables that window their rows.
   */
  rowWindow: ComponentType<RowWindowProps>;
}

/** The rows in view of a windowed table: `start` to `end` (exclusive), and the space above and below them. */
export interface RowWindow {
  start: number;
  end: number;
  paddingTop: number;
  paddingBottom: number;
}

/** What a row window component is given; it renders `children` with the rows in view. */
export interface RowWindowProps {
  count: number;
  rowHeight: number;
  height: number;
  overscan: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  children: (window: RowWindow) => ReactNode;
}

/** One entry of a row's action menu. */
export interface DataTableRowAction {
  id: string;
  label: string;
  /** Shown in the danger colour (e.g. "Delete"). */
  isDanger?: boolean;
  isDisabled?: boolean;
}

/** Which columns are shown: column id → false hides it; a missing id is shown. */
export type DataTableColumnVisibility = Record<string, boolean>;

export interface DataTableProps<Row> extends DataAttributes {
  /** The columns, in display order. */
  columns: DataTableColumn<Row>[];
  /** The rows of the current page (server-side paging: only what is shown). */
  rows: Row[];
  /** A stable id per row (used for React keys and `onRowAction`). */
  getRowId: (row: Row) => string;
  /** Accessible name of the table. */
  ariaLabel: string;
  /** What the table shows; see `DataTableStatus`. */
  status: DataTableStatus;
  /** The visible and accessible texts of the states. */
  strings: DataTableStrings;
  /** The sort in effect (controlled). */
  sort?: DataTableSort;
  /** Called with the requested sort when a sortable header is pressed. */
  onSortChange?: (sort: DataTableSort) => void;
  /** Called with the row id when the row header of a row is activated (click, Enter or Space). */
  onRowAction?: (id: string) => void;
  /** Slot for the error state, usually a "Retry" button. */
  errorAction?: ReactNode;
  /** Slot for the empty state, usually a "Create …" button or link. */
  emptyAction?: ReactNode;
  /** Slot for the no-match state, usually a "Clear filters" button. */
  noMatchAction?: ReactNode;
  /** Number of skeleton rows while loading. Default 5. */
  loadingRowCount?: number;
  /** Maximum height of the scroll area (any CSS length); the header sticks while the body scrolls. */
  maxHeight?: string;
  /** Row density. Default 'comfortable'. */
  density?: 'comfortable' | 'compact';
  /** Heading level of the error, empty and no-match titles. Default 2. */
  stateHeadingLevel?: 2 | 3 | 4;
  /** Renders only the rows in view (for long client-side lists); sets `aria-rowcount` / `aria-rowindex`. */
  virtualize?: DataTableVirtualize;
  /** A text naming a row, for the labels of its checkbox and action menu. Default `getRowId`. */
  getRowLabel?: (row: Row) => string;
  /** 'multiple' adds a checkbox column and a header checkbox (select all on the page). Default 'none'. */
  selectionMode?: 'none' | 'multiple';
  /** Ids of the selected rows (controlled; may include rows of other pages). */
  selectedIds?: readonly string[];
  /** Called with the new list of selected ids. */
  onSelectionChange?: (ids: string[]) => void;
  /** Buttons of the bulk-action bar, shown above the table while something is selected. */
  bulkActions?: ReactNode;
  /** The entries of each row's action menu (a menu button in a last column). */
  rowActions?: (row: Row) => DataTableRowAction[];
  /** Called with the chosen action id and its row. */
  onRowMenuAction?: (actionId: string, row: Row) => void;
  /** Which columns are shown (controlled; the app persists it). Uncontrolled when omitted. */
  columnVisibility?: DataTableColumnVisibility;
  /** Called with the new visibility when a column is shown or hidden in the columns menu. */
  onColumnVisibilityChange?: (visibility: DataTableColumnVisibility) => void;
  /**
   * Column ids in display order (controlled; the app persists it). Unknown ids are ignored; columns missing
   * from it keep their place after their neighbour in `columns`. Uncontrolled when omitted.
   */
  columnOrder?: readonly string[];
  /** Called with the new order when a column is moved in the columns panel (needs `strings.columnOrder`). */
  onColumnOrderChange?: (order: string[]) => void;
  /**
   * The columns panel where columns are shown, hidden and reordered: `DataTableColumnSettings` (from
   * '@ds/DataTable/DataTableColumnSettings'), offered with `strings.columnOrder`; without it the plain columns
   * menu shows. The caller hands it in, so the drag and drop library loads only with the tables that use it.
   */
  columnSettings?: ComponentType<DataTableColumnSettingsProps>;
  /**
   * The language of `strings` and `columns` (e.g. i18next's `language`). When it changes, the table follows in
   * a deferred render (see `DataTable`); without it every change renders at once.
   */
  locale?: string;
  className?: string;
}

/** Inputs of the fixed state precedence of a list (see `getDataTableStatus`). */
export interface DataTableStatusInput {
  /** The last load failed. */
  hasError: boolean;
  /** A load is in flight. */
  isLoading: boolean;
  /** The current page has rows. */
  hasRows: boolean;
  /** Filters or a search are active. */
  hasFilters: boolean;
}

/** The table's own data on each column (TanStack's `meta`). */
export interface ColumnMeta<Row = unknown> {
  /** The caller's column: its `cell` and `header` are rendered by calling them (see BodyRows). */
  column: DataTableColumn<Row>;
  isRowHeader?: boolean;
  isSortable?: boolean;
  align?: 'start' | 'end';
  width?: string;
}
