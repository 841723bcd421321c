import { useState } from 'react';
import type { ReactNode } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { Checkbox } from '../Checkbox';
import { preloadSortableList, SortableList } from '../SortableList';
import type { SortableListStrings } from '../SortableList';
import { IconButton, MenuPopover, SettingsDialog } from './DataTable.styles';

export interface ColumnSetting {
  id: string;
  /** Plain-text name of the column (for the handle label and announcements). */
  label: string;
  header: ReactNode;
  isVisible: boolean;
  /** The row-header column cannot be hidden. */
  isLocked: boolean;
}

export interface DataTableColumnSettingsProps {
  /** Title of the button and name of the panel and list (e.g. "Columns"). */
  title: string;
  /** Icon of the button. */
  glyph: ReactNode;
  /** The columns in display order. */
  columns: ColumnSetting[];
  strings: SortableListStrings;
  onVisibilityChange: (columnId: string, isVisible: boolean) => void;
  onOrderChange: (order: string[]) => void;
}

/**
 * The column preferences panel: one row per column with a checkbox (shown or hidden) and a drag handle
 * (order, by pointer or keyboard). Used instead of the plain columns menu when column order is enabled.
 */
export function DataTableColumnSettings({
  title,
  glyph,
  columns,
  strings,
  onVisibilityChange,
  onOrderChange,
}: DataTableColumnSettingsProps) {
  // While a column is lifted, Escape must cancel the move, not close the panel.
  const [isDragging, setDragging] = useState(false);
  return (
    <DialogTrigger>
      {/* The list's code is asked for as the pointer or the keyboard reaches the button. */}
      <IconButton data-variant="outlined" onHoverStart={preloadSortableList} onFocus={preloadSortableList}>
        {glyph}
        {title}
      </IconButton>
      <MenuPopover placement="bottom end" isKeyboardDismissDisabled={isDragging}>
        <SettingsDialog aria-label={title}>
          <SortableList
            items={columns}
            ariaLabel={title}
            strings={strings}
            density="compact"
            onReorder={onOrderChange}
            onDraggingChange={setDragging}
            renderItem={(column) => (
              <Checkbox
                label={column.header}
                isSelected={column.isVisible}
                isDisabled={column.isLocked}
                onChange={(isVisible) => onVisibilityChange(column.id, isVisible)}
              />
            )}
          />
        </SettingsDialog>
      </MenuPopover>
    </DialogTrigger>
  );
}
