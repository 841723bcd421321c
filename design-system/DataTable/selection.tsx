// Row selection: the checkbox of a row and of the header, and the selected ids of the page.
import { useLayoutEffect, useMemo, useRef } from 'react';
import { CheckBox, CheckboxInput, RowCheckbox } from './DataTable.styles';
import { checkGlyph, dashGlyph } from './glyphs';

/**
 * A native checkbox (visually hidden, the drawn box beside it), not react-aria's Checkbox: a hundred rows of its
 * hooks and context were a good part of re-rendering the table (a language switch does it for every row). The
 * label carries the states the box is drawn from (`data-selected`, `data-indeterminate`, `data-disabled`); hover
 * and keyboard focus are the input's own `:hover` / `:focus-visible`. Space and clicks on the label toggle it.
 */
export function SelectCheckbox({
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
 * The selection of a table: which ids are selected, and — for a selectable table only, which needs every id of
 * the page for the header checkbox — how many of the page's are, and the two ways to change it.
 */
export function useSelection(
  isSelectable: boolean,
  pageIds: () => string[],
  selectedIds: readonly string[] | undefined,
  onSelectionChange: ((ids: string[]) => void) | undefined,
) {
  const selected = useMemo(() => new Set(selectedIds ?? []), [selectedIds]);
  const ids = isSelectable ? pageIds() : [];
  const selectedOnPage = ids.filter((id) => selected.has(id)).length;
  const allOnPageSelected = ids.length > 0 && selectedOnPage === ids.length;
  const setRowSelected = (id: string, isSelected: boolean) => {
    const next = new Set(selected);
    if (isSelected) next.add(id);
    else next.delete(id);
    onSelectionChange?.([...next]);
  };
  const toggleAllOnPage = () => {
    const next = new Set(selected);
    for (const id of ids) {
      if (allOnPageSelected) next.delete(id);
      else next.add(id);
    }
    onSelectionChange?.([...next]);
  };
  return { selected, selectedOnPage, allOnPageSelected, setRowSelected, toggleAllOnPage };
}
