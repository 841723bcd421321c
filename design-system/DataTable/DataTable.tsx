import { useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { ColumnDef } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMenuTrigger } from 'react-aria';
import { ButtonContext, MenuTrigger } from 'react-aria-components';
import type { Key, Selection } from 'react-aria-components';
import { useMenuTriggerState } from 'react-stately';
import {
  CheckBox,
  CheckboxInput,
  ControlCell,
  IconButton,
  MenuCheck,
  MenuItem,
  MenuList,
  MenuPopover,
  RowCheckbox,
  SelectedRow,
  SpacerCell,
  Toolbar,
  ToolbarActions,
  ToolbarCount,
  ToolbarEnd,
  Root,
  ScrollRegion,
  SkeletonBar,
  SortButton,
  SortIcon,
  StateCell,
  Table,
  Td,
  Th,
  RowActionButton,
  VisuallyHiddenStatus,
} from './DataTable.styles';
import { EmptyState } from '../EmptyState';
import { MenuTriggerContexts } from '../MenuButton/MenuTriggerContexts';
import type { SortableListStrings } from '../SortableList';
import { orderColumns } from './columnOrder';
import { DataTableColumnSettings } from './DataTableColumnSettings';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

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

/**
 * The fixed precedence of list states: error > first-load skeleton > empty (no data, no filters) >
 * no match (filters active) > content. A reload that already has rows keeps showing them.
 */
export function getDataTableStatus({
  hasError,
  isLoading,
  hasRows,
  hasFilters,
}: DataTableStatusInput): DataTableStatus {
  if (hasError) return 'error';
  if (isLoading && !hasRows) return 'loading';
  if (!hasRows) return hasFilters ? 'noMatch' : 'empty';
  return 'content';
}

interface ColumnMeta<Row = unknown> {
  /** The caller's column: its `cell` and `header` are rendered by calling them (see the comment below). */
  column: DataTableColumn<Row>;
  isRowHeader?: boolean;
  isSortable?: boolean;
  align?: 'start' | 'end';
  width?: string;
}

const SKELETON_WIDTHS = ['70%', '55%', '80%', '45%', '65%'];

const checkGlyph = (
  <svg viewBox="0 0 12 12" fill="none" aria-hidden="true">
    <path d="M2 6.5 4.5 9 10 3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

const dashGlyph = (
  <svg viewBox="0 0 12 12" fill="none" aria-hidden="true">
    <path d="M2.5 6h7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

const menuCheckGlyph = (
  <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">
    <path d="m3 8.5 3.5 3.5L13 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

// One path for the three dots (one element instead of three in every row).
const moreGlyph = (
  <svg viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
    <path d="M1.5 8a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0M6.5 8a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0M11.5 8a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0" />
  </svg>
);

const columnsGlyph = (
  <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">
    <rect x="2" y="3" width="12" height="10" rx="1.5" stroke="currentColor" strokeWidth="1.5" />
    <path d="M6.5 3v10M9.5 3v10" stroke="currentColor" strokeWidth="1.5" />
  </svg>
);

/**
 * A native checkbox (visually hidden, the drawn box beside it), not react-aria's Checkbox: a hundred rows of its
 * hooks and context were a good part of re-rendering the table (a language switch does it for every row). The
 * label carries the states the box is drawn from (`data-selected`, `data-indeterminate`, `data-disabled`); hover
 * and keyboard focus are the input's own `:hover` / `:focus-visible`. Space and clicks on the label toggle it.
 */
function SelectCheckbox({
  label,
  isSelected,
  isIndeterminate = false,
  isDisabled,
  onChange,
}: {
  label: string;
  isSelected: boolean;
  isIndeterminate?: boolean;
  isDisabled?: boolean;
  onChange: (isSelected: boolean) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  // `indeterminate` is a property only; a click clears it natively, so it is set again after every render.
  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = isIndeterminate;
  });
  return (
    <RowCheckbox
      data-selected={isSelected || undefined}
      data-indeterminate={isIndeterminate || undefined}
      data-disabled={isDisabled || undefined}
    >
      <CheckboxInput
        ref={inputRef}
        type="checkbox"
        aria-label={label}
        checked={isSelected}
        disabled={isDisabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {/* The glyph only when it shows: two elements fewer per unchecked row for every full style recalculation
          (a language switch restyles the whole page). */}
      <CheckBox>{isIndeterminate ? dashGlyph : isSelected ? checkGlyph : null}</CheckBox>
    </RowCheckbox>
  );
}

/**
 * A row's action menu; its entries are asked for only while it is open (not for every row on every render).
 * react-aria's MenuTrigger split in two, as MenuButton does: the trigger's state and behaviour in every row, the
 * popover and menu only from the row's first opening on (a closed popover in each of a hundred rows was a good
 * part of rendering the table, which a language switch does for every row).
 */
function RowMenu<Row>({
  label,
  row,
  rowActions,
  onRowMenuAction,
}: {
  label: string;
  row: Row;
  rowActions: DataTableProps<Row>['rowActions'];
  onRowMenuAction: DataTableProps<Row>['onRowMenuAction'];
}) {
  const state = useMenuTriggerState({});
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { menuTriggerProps, menuProps } = useMenuTrigger({ type: 'menu' }, state, triggerRef);
  // Mounted from the first opening on (exit and focus return work from then on).
  const [isMenuWanted, setMenuWanted] = useState(false);
  if (state.isOpen && !isMenuWanted) setMenuWanted(true);
  return (
    <>
      {/* Pressed while its menu is open, as react-aria's MenuTrigger shows it. */}
      <ButtonContext.Provider value={{ ...menuTriggerProps, ref: triggerRef, isPressed: state.isOpen }}>
        <IconButton aria-label={label}>{moreGlyph}</IconButton>
      </ButtonContext.Provider>
      {isMenuWanted ? (
        <MenuTriggerContexts state={state} triggerRef={triggerRef} menuProps={menuProps}>
          <MenuPopover placement="bottom end">
            <RowMenuList label={label} row={row} rowActions={rowActions} onRowMenuAction={onRowMenuAction} />
          </MenuPopover>
        </MenuTriggerContexts>
      ) : null}
    </>
  );
}

function RowMenuList<Row>({
  label,
  row,
  rowActions,
  onRowMenuAction,
}: {
  label: string;
  row: Row;
  rowActions: DataTableProps<Row>['rowActions'];
  onRowMenuAction: DataTableProps<Row>['onRowMenuAction'];
}) {
  const items = rowActions?.(row) ?? [];
  return (
    <MenuList
      aria-label={label}
      disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.id)}
      onAction={(key: Key) => onRowMenuAction?.(String(key), row)}
    >
      {items.map((item) => (
        <MenuItem key={item.id} id={item.id} textValue={item.label}>
          <span data-tone={item.isDanger ? 'danger' : undefined}>{item.label}</span>
        </MenuItem>
      ))}
    </MenuList>
  );
}

/**
 * One body row, rendered by a component of its own: a render of the whole table (a language switch changes every
 * row) is then one unit of work per row, not one for all of them, so a deferred render yields between rows.
 */
function BodyRow({ render }: { render: () => ReactNode }) {
  return render();
}

/**
 * A semantic table with sortable column headers (buttons inside `<th aria-sort>`), a sticky header and the
 * five list states. Paging, sorting and filtering happen outside (server-side); the table renders what it gets.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  // A language switch changes every row (labels, menus, formatted values): a hundred rows take longer than
  // an interaction may (npm run bench: p75 ≤ 200 ms at 4× CPU). When `locale` changes, the urgent render keeps the
  // table as it was (the same element: React skips it) so the page's heading and the rest paint at once, and
  // the table follows in a deferred render right after: interruptible, and it switches as a whole (header,
  // rows, menus and labels together), never half in one language and half in the other.
  // A refresh — new rows while the table shows rows and goes on showing rows (the list read again after a
  // save) — is deferred the same way: the save's confirmation paints first, then the rows follow (saving the
  // order of 100 rules).
  //
  // Each such change is numbered, and the table keeps what it shows until the deferred value has caught up
  // with the latest one. Comparing the props alone would not do: when switches follow each other faster than
  // the deferred render completes (each new interaction restarts it), the deferred value can still be the
  // props of two switches ago, in the very language being switched back to, and the whole table would render
  // in the urgent render.
  const [seen, setSeen] = useState({
    locale: props.locale,
    rows: props.rows,
    status: props.status,
    count: 0,
  });
  let count = seen.count;
  if (seen.locale !== props.locale || seen.rows !== props.rows || seen.status !== props.status) {
    const isRefresh = seen.rows !== props.rows && seen.status === 'content' && props.status === 'content';
    if (seen.locale !== props.locale || isRefresh) count += 1;
    setSeen({ locale: props.locale, rows: props.rows, status: props.status, count });
  }
  // What the user did to the table (selected, sorted, arranged) never waits, even when a refresh follows it
  // before the deferred render of that change ran: then the table renders at once with the rows it showed.
  const latest = useMemo(() => ({ props, count }), [props, count]);
  const deferred = useDeferredValue(latest);
  let shown = props;
  if (deferred.count !== count) {
    const held = deferred.props;
    shown = userStateProps.every((name) => sameValue(held[name], props[name]))
      ? held
      : { ...props, rows: held.rows };
  }
  return useMemo(() => <DataTableView<Row> {...shown} />, [shown]);
}

/** The props that say what the user did to the table, as opposed to what it was given to show. */
const userStateProps = [
  'selectedIds',
  'sort',
  'status',
  'density',
  'selectionMode',
  'columnVisibility',
  'columnOrder',
] as const satisfies readonly (keyof DataTableProps<unknown>)[];

/** Equal, or arrays / plain objects whose items are (props are rebuilt on every render of the page). */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => Object.is(x, b[i]));
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

function DataTableView<Row>({
  columns,
  rows,
  getRowId,
  ariaLabel,
  status,
  strings,
  sort,
  onSortChange,
  onRowAction,
  errorAction,
  emptyAction,
  noMatchAction,
  loadingRowCount = 5,
  maxHeight,
  density = 'comfortable',
  stateHeadingLevel = 2,
  virtualize,
  getRowLabel,
  selectionMode = 'none',
  selectedIds,
  onSelectionChange,
  bulkActions,
  rowActions,
  onRowMenuAction,
  columnVisibility,
  onColumnVisibilityChange,
  columnOrder,
  onColumnOrderChange,
  locale,
  className,
  ...rest
}: DataTableProps<Row>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [innerVisibility, setInnerVisibility] = useState<DataTableColumnVisibility>({});
  const visibility = columnVisibility ?? innerVisibility;
  const [innerOrder, setInnerOrder] = useState<readonly string[]>([]);
  const order = columnOrder ?? innerOrder;
  const orderedColumns = useMemo(() => orderColumns(columns, order), [columns, order]);
  const visibleColumns = orderedColumns.filter((column) => visibility[column.id] !== false);
  const isSelectable = selectionMode === 'multiple';
  const hasRowMenu = rowActions !== undefined;
  const hasColumnsMenu = strings.columns !== undefined;
  const selected = useMemo(() => new Set(selectedIds ?? []), [selectedIds]);
  const labelOf = (row: Row) => (getRowLabel ? getRowLabel(row) : getRowId(row));

  const columnDefs = useMemo<ColumnDef<Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        enableSorting: Boolean(column.isSortable),
        meta: {
          column,
          isRowHeader: column.isRowHeader,
          isSortable: column.isSortable,
          align: column.align,
          width: column.width,
        } satisfies ColumnMeta<Row>,
      })),
    [columns],
  );

  const shownRows = status === 'content' ? rows : [];
  const isVirtual = virtualize !== undefined;
  // TanStack Table and Virtual hand back fresh functions on each render; nothing here memoises on them, so
  // the React Compiler skipping this component is expected.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: isVirtual ? shownRows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => virtualize?.rowHeight ?? 0,
    overscan: virtualize?.overscan ?? 8,
    initialRect: { width: 0, height: virtualize?.height ?? 0 },
  });

  // A virtualised table hands TanStack only the rows in view: building a row model of 50,000 rows on every
  // render would make render time grow with the list (the bench keeps 50,000 rows within 2× of 500).
  const virtualItems = isVirtual ? virtualizer.getVirtualItems() : [];
  const windowStart = virtualItems[0]?.index ?? 0;
  const tableRows = isVirtual
    ? shownRows.slice(windowStart, (virtualItems.at(-1)?.index ?? -1) + 1)
    : shownRows;
  const table = useReactTable<Row>({
    data: tableRows,
    columns: columnDefs,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    state: {
      sorting: sort ? [{ id: sort.columnId, desc: sort.direction === 'descending' }] : [],
      columnVisibility: visibility,
      columnOrder: orderedColumns.map((column) => column.id),
    },
  });

  const columnCount = visibleColumns.length + (isSelectable ? 1 : 0) + (hasRowMenu ? 1 : 0);
  const isLoading = status === 'loading';

  // Only a selectable table needs every id of the page (for the header checkbox).
  const pageIds = isSelectable ? shownRows.map((row) => getRowId(row)) : [];
  const selectedOnPage = pageIds.filter((id) => selected.has(id)).length;
  const allOnPageSelected = pageIds.length > 0 && selectedOnPage === pageIds.length;
  const setRowSelected = (id: string, isSelected: boolean) => {
    const next = new Set(selected);
    if (isSelected) next.add(id);
    else next.delete(id);
    onSelectionChange?.([...next]);
  };
  const toggleAllOnPage = () => {
    const next = new Set(selected);
    for (const id of pageIds) {
      if (allOnPageSelected) next.delete(id);
      else next.add(id);
    }
    onSelectionChange?.([...next]);
  };

  const changeVisibility = (keys: Selection) => {
    const next: DataTableColumnVisibility = {};
    for (const column of columns) {
      next[column.id] = column.isRowHeader || keys === 'all' || keys.has(column.id);
    }
    if (columnVisibility === undefined) setInnerVisibility(next);
    onColumnVisibilityChange?.(next);
  };

  const setColumnVisible = (columnId: string, isVisible: boolean) => {
    const keys = new Set(visibleColumns.map((column) => column.id));
    if (isVisible) keys.add(columnId);
    else keys.delete(columnId);
    changeVisibility(keys);
  };

  const changeOrder = (next: string[]) => {
    if (columnOrder === undefined) setInnerOrder(next);
    onColumnOrderChange?.(next);
  };

  const columnLabel = (column: DataTableColumn<Row>) =>
    typeof column.header === 'string' ? column.header : column.id;

  const requestSort = (columnId: string) => {
    if (!onSortChange) return;
    const direction: SortDirection =
      sort?.columnId === columnId && sort.direction === 'ascending' ? 'descending' : 'ascending';
    onSortChange({ columnId, direction });
  };

  const renderState = (title: string, description: string | undefined, action: ReactNode, role?: 'alert') => (
    <tr data-state={status}>
      <StateCell colSpan={columnCount}>
        <div role={role}>
          <EmptyState
            title={title}
            description={description}
            action={action}
            headingLevel={stateHeadingLevel}
          />
        </div>
      </StateCell>
    </tr>
  );

  function renderRowMenu(row: Row) {
    const label = labelOf(row);
    return (
      <RowMenu
        label={strings.rowActions ? strings.rowActions(label) : label}
        row={row}
        rowActions={rowActions}
        onRowMenuAction={onRowMenuAction}
      />
    );
  }

  let body: ReactNode;
  if (status === 'error') {
    body = renderState(strings.errorTitle, strings.errorDescription, errorAction, 'alert');
  } else if (status === 'loading') {
    body = Array.from({ length: loadingRowCount }, (_, rowIndex) => (
      <tr key={rowIndex} aria-hidden="true" data-state="skeleton">
        {isSelectable ? <ControlCell /> : null}
        {visibleColumns.map((column, columnIndex) => (
          <Td key={column.id} data-align={column.align ?? 'start'}>
            <SkeletonBar
              style={{ width: SKELETON_WIDTHS[(rowIndex + columnIndex) % SKELETON_WIDTHS.length] }}
            />
          </Td>
        ))}
        {hasRowMenu ? <ControlCell /> : null}
      </tr>
    ));
  } else if (status === 'empty') {
    body = renderState(strings.emptyTitle, strings.emptyDescription, emptyAction);
  } else if (status === 'noMatch') {
    body = renderState(strings.noMatchTitle, strings.noMatchDescription, noMatchAction);
  } else {
    const windowRows = table.getRowModel().rows;
    const paddingTop = virtualItems[0]?.start ?? 0;
    const paddingBottom = isVirtual ? virtualizer.getTotalSize() - (virtualItems.at(-1)?.end ?? 0) : 0;
    const spacer = (key: string, height: number) =>
      height > 0 ? (
        <tr key={key} aria-hidden="true" data-state="spacer" style={{ height }}>
          <SpacerCell colSpan={columnCount} />
        </tr>
      ) : null;
    const bodyRows = windowRows.map((row) => (
      <BodyRow
        key={row.id}
        render={() => (
          <SelectedRow
            data-row-id={row.id}
            data-selected={isSelectable && selected.has(row.id) ? true : undefined}
            aria-rowindex={isVirtual ? windowStart + row.index + 2 : undefined}
            aria-selected={isSelectable ? selected.has(row.id) : undefined}
            style={isVirtual ? { height: virtualize.rowHeight } : undefined}
          >
            {isSelectable ? (
              <ControlCell>
                <SelectCheckbox
                  label={strings.selectRow ? strings.selectRow(labelOf(row.original)) : labelOf(row.original)}
                  isSelected={selected.has(row.id)}
                  onChange={(isSelected) => setRowSelected(row.id, isSelected)}
                />
              </ControlCell>
            ) : null}
            {row.getVisibleCells().map((cell) => {
              const meta = cell.column.columnDef.meta as ColumnMeta<Row>;
              // Called, not rendered through flexRender: that makes each column's function a component type, and
              // new columns (a language switch re-translates them) would unmount and remount every cell.
              const content = meta.column.cell(row.original);
              if (meta.isRowHeader) {
                return (
                  <Th key={cell.id} scope="row" data-kind="row-header" data-align={meta.align ?? 'start'}>
                    {onRowAction ? (
                      <RowActionButton onPress={() => onRowAction(row.id)}>{content}</RowActionButton>
                    ) : (
                      content
                    )}
                  </Th>
                );
              }
              return (
                <Td key={cell.id} data-align={meta.align ?? 'start'}>
                  {content}
                </Td>
              );
            })}
            {hasRowMenu ? <ControlCell data-align="end">{renderRowMenu(row.original)}</ControlCell> : null}
          </SelectedRow>
        )}
      />
    ));
    body = isVirtual ? (
      <>
        {spacer('top', paddingTop)}
        {bodyRows}
        {spacer('bottom', paddingBottom)}
      </>
    ) : (
      bodyRows
    );
  }

  const scrollStyle = isVirtual
    ? ({ height: virtualize.height, '--data-table-max-height': `${virtualize.height}px` } as CSSProperties)
    : maxHeight
      ? ({ '--data-table-max-height': maxHeight } as CSSProperties)
      : undefined;

  const selectedCount = selected.size;
  const showToolbar = (isSelectable && selectedCount > 0) || hasColumnsMenu;

  return (
    <Root
      {...dataAttributes(rest)}
      className={className}
      data-state={status}
      data-density={density}
      // The language of what the table shows: during a switch it is still the old one until its deferred render
      // (see `DataTable`), so <html lang> changing re-shapes no text of the table before then.
      lang={locale}
    >
      {showToolbar ? (
        <Toolbar data-selected={isSelectable && selectedCount > 0 ? true : undefined}>
          {isSelectable && selectedCount > 0 ? (
            <>
              <ToolbarCount>
                {strings.selectedCount ? strings.selectedCount(selectedCount) : selectedCount}
              </ToolbarCount>
              <ToolbarActions>{bulkActions}</ToolbarActions>
            </>
          ) : null}
          {hasColumnsMenu && strings.columnOrder ? (
            <ToolbarEnd>
              <DataTableColumnSettings
                title={strings.columns ?? ''}
                glyph={columnsGlyph}
                strings={strings.columnOrder}
                columns={orderedColumns.map((column) => ({
                  id: column.id,
                  label: columnLabel(column),
                  header: column.header,
                  isVisible: visibility[column.id] !== false,
                  isLocked: Boolean(column.isRowHeader),
                }))}
                onVisibilityChange={setColumnVisible}
                onOrderChange={changeOrder}
              />
            </ToolbarEnd>
          ) : hasColumnsMenu ? (
            <ToolbarEnd>
              <MenuTrigger>
                <IconButton data-variant="outlined">
                  {columnsGlyph}
                  {strings.columns}
                </IconButton>
                <MenuPopover placement="bottom end">
                  <MenuList
                    aria-label={strings.columns}
                    selectionMode="multiple"
                    selectedKeys={visibleColumns.map((column) => column.id)}
                    disabledKeys={columns.filter((column) => column.isRowHeader).map((column) => column.id)}
                    onSelectionChange={changeVisibility}
                  >
                    {orderedColumns.map((column) => (
                      <MenuItem key={column.id} id={column.id} textValue={columnLabel(column)}>
                        <MenuCheck>{menuCheckGlyph}</MenuCheck>
                        <span>{column.header}</span>
                      </MenuItem>
                    ))}
                  </MenuList>
                </MenuPopover>
              </MenuTrigger>
            </ToolbarEnd>
          ) : null}
        </Toolbar>
      ) : null}
      <ScrollRegion ref={scrollRef} role="region" aria-label={ariaLabel} tabIndex={0} style={scrollStyle}>
        <Table
          aria-label={ariaLabel}
          aria-busy={isLoading || undefined}
          aria-rowcount={isVirtual ? shownRows.length + 1 : undefined}
        >
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} aria-rowindex={isVirtual ? 1 : undefined}>
                {isSelectable ? (
                  <ControlCell>
                    <SelectCheckbox
                      label={strings.selectAll ?? ariaLabel}
                      isSelected={allOnPageSelected}
                      isIndeterminate={selectedOnPage > 0 && !allOnPageSelected}
                      isDisabled={status !== 'content'}
                      onChange={toggleAllOnPage}
                    />
                  </ControlCell>
                ) : null}
                {group.headers.map((header) => {
                  const meta = header.column.columnDef.meta as ColumnMeta<Row>;
                  const headerContent = meta.column.header;
                  const isSorted = sort?.columnId === header.column.id;
                  const ariaSort = meta.isSortable ? (isSorted ? sort?.direction : 'none') : undefined;
                  return (
                    <Th
                      key={header.id}
                      scope="col"
                      data-kind="column-header"
                      data-align={meta.align ?? 'start'}
                      aria-sort={ariaSort}
                      style={meta.width ? { width: meta.width } : undefined}
                    >
                      {meta.isSortable ? (
                        <SortButton
                          onPress={() => requestSort(header.column.id)}
                          isDisabled={!onSortChange || isLoading}
                          data-state={isSorted ? sort?.direction : 'none'}
                        >
                          {headerContent}
                          <SortIcon
                            aria-hidden="true"
                            viewBox="0 0 12 12"
                            data-state={isSorted ? sort?.direction : 'none'}
                          >
                            <path d="M6 2 L9 5 H3 Z" data-part="up" />
                            <path d="M6 10 L9 7 H3 Z" data-part="down" />
                          </SortIcon>
                        </SortButton>
                      ) : (
                        headerContent
                      )}
                    </Th>
                  );
                })}
                {hasRowMenu ? <ControlCell /> : null}
              </tr>
            ))}
          </thead>
          <tbody>{body}</tbody>
        </Table>
      </ScrollRegion>
      <VisuallyHiddenStatus role="status">{isLoading ? strings.loading : null}</VisuallyHiddenStatus>
    </Root>
  );
}
