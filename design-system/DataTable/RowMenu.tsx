// A row's action menu: the menu button in a row's last cell, and its menu.
import { useRef, useState } from 'react';
import { useMenuTrigger } from 'react-aria';
import { ButtonContext } from 'react-aria-components';
import type { Key } from 'react-aria-components';
import { useMenuTriggerState } from 'react-stately';
import { MenuTriggerContexts } from '../MenuButton/MenuTriggerContexts';
import { IconButton, MenuItem, MenuList, MenuPopover } from './DataTable.styles';
import { moreGlyph } from './glyphs';
import type { DataTableProps } from './types';

/**
 * A row's action menu; its entries are asked for only while it is open (not for every row on every render).
 * react-aria's MenuTrigger split in two, as MenuButton does: the trigger's state and behaviour in every row, the
 * popover and menu only from the row's first opening on (a closed popover in each of a hundred rows was a good
 * part of rendering the table, which a language switch does for every row).
 */
export function RowMenu<Row>({
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
