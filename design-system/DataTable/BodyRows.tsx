// The body: the rows of a table that shows content (checkbox cell, the columns' cells, the row menu), the
// skeleton rows while loading, and the one row of the error, empty and no-match states.
import type { ReactNode } from 'react';
import type { Row as TableRow } from '@tanstack/react-table';
import { EmptyState } from '../EmptyState';
import {
  ControlCell,
  RowActionButton,
  SelectedRow,
  SkeletonBar,
  SpacerCell,
  StateCell,
  Td,
  Th,
} from './DataTable.styles';
import { SelectCheckbox } from './selection';
import type { ColumnMeta, DataTableColumn, DataTableStatus, RowWindow } from './types';

const SKELETON_WIDTHS = ['70%', '55%', '80%', '45%', '65%'];

/** The single row of the error, empty and no-match states, across every column. */
export function StateRow({
  status,
  columnCount,
  title,
  description,
  action,
  headingLevel,
  role,
}: {
  status: DataTableStatus;
  columnCount: number;
  title: string;
  description: string | undefined;
  action: ReactNode;
  headingLevel: 2 | 3 | 4;
  role?: 'alert';
}) {
  return (
    <tr data-state={status}>
      <StateCell colSpan={columnCount}>
        <div role={role}>
          <EmptyState title={title} description={description} action={action} headingLevel={headingLevel} />
        </div>
      </StateCell>
    </tr>
  );
}

/** Skeleton rows while the first page loads (hidden from assistive technology; the status line speaks). */
export function SkeletonRows<Row>({
  count,
  columns,
  isSelectable,
  hasRowMenu,
}: {
  count: number;
  columns: DataTableColumn<Row>[];
  isSelectable: boolean;
  hasRowMenu: boolean;
}) {
  return Array.from({ length: count }, (_, rowIndex) => (
    <tr key={rowIndex} aria-hidden="true" data-state="skeleton">
      {isSelectable ? <ControlCell /> : null}
      {columns.map((column, columnIndex) => (
        <Td key={column.id} data-align={column.align ?? 'start'}>
          <SkeletonBar
            style={{ width: SKELETON_WIDTHS[(rowIndex + columnIndex) % SKELETON_WIDTHS.length] }}
          />
        </Td>
      ))}
      {hasRowMenu ? <ControlCell /> : null}
    </tr>
  ));
}

/**
 * One body row, rendered by a component of its own: a render of the whole table (a language switch changes every
 * row) is then one unit of work per row, not one for all of them, so a deferred render yields between rows.
 */
function BodyRow({ render }: { render: () => ReactNode }) {
  return render();
}

/** What the content rows need of the table besides the rows. */
export interface ContentRowsProps<Row> {
  rows: TableRow<Row>[];
  columnCount: number;
  /** The rows in view of a windowed table (their index offset, the space above and below), else undefined. */
  window: RowWindow | undefined;
  rowHeight: number | undefined;
  /** For a selectable table: whether a row is selected, its checkbox's label and what a change does. */
  selection:
    | {
        isSelected: (id: string) => boolean;
        label: (row: Row) => string;
        onChange: (id: string, isSelected: boolean) => void;
      }
    | undefined;
  onRowAction: ((id: string) => void) | undefined;
  /** The menu of a row, for a table with row actions. */
  rowMenu: ((row: Row) => ReactNode) | undefined;
}

/** The rows of a table showing content, with the spacers above and below the rows in view of a windowed one. */
export function ContentRows<Row>({
  rows,
  columnCount,
  window,
  rowHeight,
  selection,
  onRowAction,
  rowMenu,
}: ContentRowsProps<Row>) {
  const windowStart = window?.start ?? 0;
  const spacer = (key: string, height: number) =>
    height > 0 ? (
      <tr key={key} aria-hidden="true" data-state="spacer" style={{ height }}>
        <SpacerCell colSpan={columnCount} />
      </tr>
    ) : null;
  const bodyRows = rows.map((row) => (
    <BodyRow
      key={row.id}
      render={() => (
        <SelectedRow
          data-row-id={row.id}
          data-selected={selection && selection.isSelected(row.id) ? true : undefined}
          aria-rowindex={window ? windowStart + row.index + 2 : undefined}
          aria-selected={selection ? selection.isSelected(row.id) : undefined}
          style={window ? { height: rowHeight } : undefined}
        >
          {selection ? (
            <ControlCell>
              <SelectCheckbox
                label={selection.label(row.original)}
                isSelected={selection.isSelected(row.id)}
                onChange={(isSelected) => selection.onChange(row.id, isSelected)}
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
          {rowMenu ? <ControlCell data-align="end">{rowMenu(row.original)}</ControlCell> : null}
        </SelectedRow>
      )}
    />
  ));
  return window ? (
    <>
      {spacer('top', window.paddingTop)}
      {bodyRows}
      {spacer('bottom', window.paddingBottom)}
    </>
  ) : (
    bodyRows
  );
}
