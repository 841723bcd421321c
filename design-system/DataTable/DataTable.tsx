// A semantic table with sortable column headers, a sticky header and the five list states
// (DataTableView.tsx draws it). This module decides when what it is given shows: a language switch and a refresh
// of rows it shows follow in a deferred render, what the user did to the table at once.
import { useDeferredValue, useMemo, useState } from 'react';
import { DataTableView } from './DataTableView';
import type { DataTableProps } from './types';

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
