// The list's selected rows: ids for the DataTable (kept across pages) and each one's row, so a bulk action
// can name records that are not on the current page. A new view (search, filters) starts with nothing
// selected; deleted records leave the selection.
import { useCallback, useState } from 'react';
import type { BulkTarget } from './deleteEach';
import type { Row } from './useListColumns';

interface SelectionState {
  view: string;
  rows: ReadonlyMap<string, Row>;
}

const nothing: ReadonlyMap<string, Row> = new Map();

export function useSelection(view: string, pageRows: readonly Row[], idOf: (row: Row) => string) {
  const [state, setState] = useState<SelectionState>({ view, rows: nothing });
  // Changing the view drops the selection during render (no flash of the old count).
  const rows = state.view === view ? state.rows : nothing;
  if (state.view !== view) setState({ view, rows: nothing });

  const set = (ids: string[]) => {
    const next = new Map<string, Row>();
    for (const id of ids) {
      const row = pageRows.find((candidate) => idOf(candidate) === id) ?? rows.get(id);
      if (row) next.set(id, row);
    }
    setState({ view, rows: next });
  };

  const remove = useCallback((ids: readonly string[]) => {
    setState((previous) => {
      const next = new Map(previous.rows);
      for (const id of ids) next.delete(id);
      return { view: previous.view, rows: next };
    });
  }, []);

  return {
    ids: [...rows.keys()],
    set,
    remove,
    targets: (labelOf: (row: Row) => string): BulkTarget[] =>
      [...rows].map(([id, row]) => ({ id, label: labelOf(row) })),
  };
}
