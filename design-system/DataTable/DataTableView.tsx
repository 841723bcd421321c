// The table as given (DataTable.tsx decides when): the toolbar (selection count and bulk actions, the columns
// menu or panel), the scroll area with the header and body, and the status line; a windowed table through its
// row window.
import { useMemo, useRef, useState } from 'react';
import type { CSSProperties, ReactNode, RefObject } from 'react';
import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { ColumnDef } from '@tanstack/react-table';
import type { Selection } from 'react-aria-components';
import { dataAttributes } from '../foundations/dataAttributes';
import { ContentRows, SkeletonRows, StateRow } from './BodyRows';
import { ColumnsMenu } from './ColumnsMenu';
import { orderColumns } from './columnOrder';
import {
  Root,
  ScrollRegion,
  Table,
  Toolbar,
  ToolbarActions,
  ToolbarCount,
  ToolbarEnd,
  VisuallyHiddenStatus,
} from './DataTable.styles';
import { columnsGlyph } from './glyphs';
import { HeaderRow } from './HeaderCells';
import { RowMenu } from './RowMenu';
import { useSelection } from './selection';
import type {
  ColumnMeta,
  DataTableColumn,
  DataTableColumnVisibility,
  DataTableProps,
  RowWindow,
  SortDirection,
} from './types';

export function DataTableView<Row>(props: DataTableProps<Row>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { virtualize } = props;
  if (!virtualize) return <TableLayout {...props} scrollRef={scrollRef} rowWindow={undefined} />;
  const RowWindowOf = virtualize.rowWindow;
  return (
    <RowWindowOf
      count={props.status === 'content' ? props.rows.length : 0}
      rowHeight={virtualize.rowHeight}
      height={virtualize.height}
      overscan={virtualize.overscan ?? 8}
      scrollRef={scrollRef}
    >
      {(rowWindow) => <TableLayout {...props} scrollRef={scrollRef} rowWindow={rowWindow} />}
    </RowWindowOf>
  );
}

function TableLayout<Row>({
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
  columnSettings: ColumnSettings,
  locale,
  className,
  scrollRef,
  rowWindow,
  ...rest
}: DataTableProps<Row> & {
  scrollRef: RefObject<HTMLDivElement | null>;
  /** The rows in view of a windowed table; undefined when every row renders. */
  rowWindow: RowWindow | undefined;
}) {
  const [innerVisibility, setInnerVisibility] = useState<DataTableColumnVisibility>({});
  const visibility = columnVisibility ?? innerVisibility;
  const [innerOrder, setInnerOrder] = useState<readonly string[]>([]);
  const order = columnOrder ?? innerOrder;
  const orderedColumns = useMemo(() => orderColumns(columns, order), [columns, order]);
  const visibleColumns = orderedColumns.filter((column) => visibility[column.id] !== false);
  const isSelectable = selectionMode === 'multiple';
  const hasRowMenu = rowActions !== undefined;
  const hasColumnsMenu = strings.columns !== undefined;
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
  // A windowed table hands TanStack only the rows in view: building a row model of 50,000 rows on every render
  // would make render time grow with the list (the bench keeps 50,000 rows within 2× of 500).
  const tableRows = rowWindow ? shownRows.slice(rowWindow.start, rowWindow.end) : shownRows;
  // TanStack Table hands back fresh functions on each render; nothing here memoises on them, so the React
  // Compiler skipping this component is expected.
  // eslint-disable-next-line react-hooks/incompatible-library
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
  const selection = useSelection(
    isSelectable,
    () => shownRows.map((row) => getRowId(row)),
    selectedIds,
    onSelectionChange,
  );

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

  const stateRow = (title: string, description: string | undefined, action: ReactNode, role?: 'alert') => (
    <StateRow
      status={status}
      columnCount={columnCount}
      title={title}
      description={description}
      action={action}
      headingLevel={stateHeadingLevel}
      role={role}
    />
  );

  let body: ReactNode;
  if (status === 'error') {
    body = stateRow(strings.errorTitle, strings.errorDescription, errorAction, 'alert');
  } else if (status === 'loading') {
    body = (
      <SkeletonRows
        count={loadingRowCount}
        columns={visibleColumns}
        isSelectable={isSelectable}
        hasRowMenu={hasRowMenu}
      />
    );
  } else if (status === 'empty') {
    body = stateRow(strings.emptyTitle, strings.emptyDescription, emptyAction);
  } else if (status === 'noMatch') {
    body = stateRow(strings.noMatchTitle, strings.noMatchDescription, noMatchAction);
  } else {
    body = (
      <ContentRows
        rows={table.getRowModel().rows}
        columnCount={columnCount}
        window={rowWindow}
        rowHeight={virtualize?.rowHeight}
        selection={
          isSelectable
            ? {
                isSelected: (id) => selection.selected.has(id),
                label: (row) => (strings.selectRow ? strings.selectRow(labelOf(row)) : labelOf(row)),
                onChange: selection.setRowSelected,
              }
            : undefined
        }
        onRowAction={onRowAction}
        rowMenu={
          hasRowMenu
            ? (row) => {
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
            : undefined
        }
      />
    );
  }

  const scrollStyle = virtualize
    ? ({ height: virtualize.height, '--data-table-max-height': `${virtualize.height}px` } as CSSProperties)
    : maxHeight
      ? ({ '--data-table-max-height': maxHeight } as CSSProperties)
      : undefined;

  const selectedCount = selection.selected.size;
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
          {hasColumnsMenu && strings.columnOrder && ColumnSettings ? (
            <ToolbarEnd>
              <ColumnSettings
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
              <ColumnsMenu
                title={strings.columns ?? ''}
                columns={orderedColumns.map((column) => ({
                  id: column.id,
                  label: columnLabel(column),
                  header: column.header,
                  isLocked: Boolean(column.isRowHeader),
                }))}
                visibleIds={visibleColumns.map((column) => column.id)}
                onChange={changeVisibility}
              />
            </ToolbarEnd>
          ) : null}
        </Toolbar>
      ) : null}
      <ScrollRegion ref={scrollRef} role="region" aria-label={ariaLabel} tabIndex={0} style={scrollStyle}>
        <Table
          aria-label={ariaLabel}
          aria-busy={isLoading || undefined}
          aria-rowcount={virtualize ? shownRows.length + 1 : undefined}
        >
          <thead>
            {table.getHeaderGroups().map((group) => (
              <HeaderRow
                key={group.id}
                group={group}
                sort={sort}
                isSortDisabled={!onSortChange || isLoading}
                onSort={requestSort}
                isVirtual={virtualize !== undefined}
                hasRowMenu={hasRowMenu}
                selectAll={
                  isSelectable
                    ? {
                        label: strings.selectAll ?? ariaLabel,
                        isSelected: selection.allOnPageSelected,
                        isIndeterminate: selection.selectedOnPage > 0 && !selection.allOnPageSelected,
                        isDisabled: status !== 'content',
                        onChange: selection.toggleAllOnPage,
                      }
                    : undefined
                }
              />
            ))}
          </thead>
          <tbody>{body}</tbody>
        </Table>
      </ScrollRegion>
      <VisuallyHiddenStatus role="status">{isLoading ? strings.loading : null}</VisuallyHiddenStatus>
    </Root>
  );
}
