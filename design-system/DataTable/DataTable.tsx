import { useMemo } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { ColumnDef } from '@tanstack/react-table';
import {
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
  /** Renders the cell of this column for one row. */
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
}

export interface DataTableProps<Row> {
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

interface ColumnMeta {
  isRowHeader?: boolean;
  isSortable?: boolean;
  align?: 'start' | 'end';
  width?: string;
}

const SKELETON_WIDTHS = ['70%', '55%', '80%', '45%', '65%'];

/**
 * A semantic table with sortable column headers (buttons inside `<th aria-sort>`), a sticky header and the
 * five list states. Paging, sorting and filtering happen outside (server-side); the table renders what it gets.
 */
export function DataTable<Row>({
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
}: DataTableProps<Row>) {
  const columnDefs = useMemo<ColumnDef<Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: () => column.header,
        cell: (info) => column.cell(info.row.original),
        enableSorting: Boolean(column.isSortable),
        meta: {
          isRowHeader: column.isRowHeader,
          isSortable: column.isSortable,
          align: column.align,
          width: column.width,
        } satisfies ColumnMeta,
      })),
    [columns],
  );

  const shownRows = status === 'content' ? rows : [];
  // TanStack Table hands back fresh functions on each render; nothing here memoises on them, so the React
  // Compiler skipping this component is expected.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<Row>({
    data: shownRows,
    columns: columnDefs,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    state: { sorting: sort ? [{ id: sort.columnId, desc: sort.direction === 'descending' }] : [] },
  });

  const columnCount = columns.length;
  const isLoading = status === 'loading';

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

  let body: ReactNode;
  if (status === 'error') {
    body = renderState(strings.errorTitle, strings.errorDescription, errorAction, 'alert');
  } else if (status === 'loading') {
    body = Array.from({ length: loadingRowCount }, (_, rowIndex) => (
      <tr key={rowIndex} aria-hidden="true" data-state="skeleton">
        {columns.map((column, columnIndex) => (
          <Td key={column.id} data-align={column.align ?? 'start'}>
            <SkeletonBar
              style={{ width: SKELETON_WIDTHS[(rowIndex + columnIndex) % SKELETON_WIDTHS.length] }}
            />
          </Td>
        ))}
      </tr>
    ));
  } else if (status === 'empty') {
    body = renderState(strings.emptyTitle, strings.emptyDescription, emptyAction);
  } else if (status === 'noMatch') {
    body = renderState(strings.noMatchTitle, strings.noMatchDescription, noMatchAction);
  } else {
    body = table.getRowModel().rows.map((row) => (
      <tr key={row.id} data-row-id={row.id}>
        {row.getVisibleCells().map((cell) => {
          const meta = cell.column.columnDef.meta as ColumnMeta;
          const content = flexRender(cell.column.columnDef.cell, cell.getContext());
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
      </tr>
    ));
  }

  const scrollStyle = maxHeight ? ({ '--data-table-max-height': maxHeight } as CSSProperties) : undefined;

  return (
    <Root data-state={status} data-density={density}>
      <ScrollRegion role="region" aria-label={ariaLabel} tabIndex={0} style={scrollStyle}>
        <Table aria-label={ariaLabel} aria-busy={isLoading || undefined}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const meta = header.column.columnDef.meta as ColumnMeta;
                  const headerContent = flexRender(header.column.columnDef.header, header.getContext());
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
