// The header row: the select-all checkbox of a selectable table, one header cell per shown column (a sort
// button inside `<th aria-sort>` for sortable ones) and the empty cell above the row menus.
import type { HeaderGroup } from '@tanstack/react-table';
import { ControlCell, SortButton, SortIcon, Th } from './DataTable.styles';
import { SelectCheckbox } from './selection';
import type { ColumnMeta, DataTableSort } from './types';

/** The header checkbox: selects or clears every row of the page. */
export interface SelectAll {
  label: string;
  isSelected: boolean;
  isIndeterminate: boolean;
  isDisabled: boolean;
  onChange: () => void;
}

export function HeaderRow<Row>({
  group,
  sort,
  isSortDisabled,
  onSort,
  selectAll,
  hasRowMenu,
  isVirtual,
}: {
  group: HeaderGroup<Row>;
  sort: DataTableSort | undefined;
  isSortDisabled: boolean;
  onSort: (columnId: string) => void;
  /** Given for a selectable table only. */
  selectAll: SelectAll | undefined;
  hasRowMenu: boolean;
  isVirtual: boolean;
}) {
  return (
    <tr aria-rowindex={isVirtual ? 1 : undefined}>
      {selectAll ? (
        <ControlCell>
          <SelectCheckbox {...selectAll} />
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
                onPress={() => onSort(header.column.id)}
                isDisabled={isSortDisabled}
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
  );
}
