/**
 * The columns in the order of `order` (ids); ids that name no column are skipped, and columns missing from
 * `order` (e.g. added since the order was saved) keep their place relative to the columns before them.
 */
export function orderColumns<Column extends { id: string }>(
  columns: readonly Column[],
  order: readonly string[],
): Column[] {
  if (order.length === 0) return [...columns];
  const byId = new Map(columns.map((column) => [column.id, column]));
  const result = order.flatMap((id) => {
    const column = byId.get(id);
    return column ? [column] : [];
  });
  // Insert each unordered column right after its nearest ordered predecessor in `columns`.
  columns.forEach((column, index) => {
    if (result.includes(column)) return;
    const before = columns.slice(0, index).findLast((other) => result.includes(other));
    result.splice(before ? result.indexOf(before) + 1 : 0, 0, column);
  });
  return result;
}
