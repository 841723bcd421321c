// The plain columns menu: a checkbox item per column to show or hide it (the row-header column stays).
import type { ReactNode } from 'react';
import { MenuTrigger } from 'react-aria-components';
import type { Selection } from 'react-aria-components';
import { IconButton, MenuCheck, MenuItem, MenuList, MenuPopover } from './DataTable.styles';
import { columnsGlyph, menuCheckGlyph } from './glyphs';

export interface ColumnChoice {
  id: string;
  /** Plain-text name of the column (the item's text value). */
  label: string;
  header: ReactNode;
  isLocked: boolean;
}

export function ColumnsMenu({
  title,
  columns,
  visibleIds,
  onChange,
}: {
  title: string;
  /** Every column, in display order. */
  columns: ColumnChoice[];
  visibleIds: string[];
  onChange: (keys: Selection) => void;
}) {
  return (
    <MenuTrigger>
      <IconButton data-variant="outlined">
        {columnsGlyph}
        {title}
      </IconButton>
      <MenuPopover placement="bottom end">
        <MenuList
          aria-label={title}
          selectionMode="multiple"
          selectedKeys={visibleIds}
          disabledKeys={columns.filter((column) => column.isLocked).map((column) => column.id)}
          onSelectionChange={onChange}
        >
          {columns.map((column) => (
            <MenuItem key={column.id} id={column.id} textValue={column.label}>
              <MenuCheck>{menuCheckGlyph}</MenuCheck>
              <span>{column.header}</span>
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </MenuTrigger>
  );
}
