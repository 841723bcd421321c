// A dense evaluation order: the ordering column holds 1..n under the parent, each changed row written through
// the guard.
import type { Repository } from '../db/scoped.js';
import type { Ordering, VersionedRow } from './definition.js';

/** A row whose ordering column is read by name. */
export type OrderedRow<Row> = Row & Record<string, unknown>;

/** Writes 1..n into the ordering column in the order given, touching only the rows whose place changes. */
export async function writeOrder<Row extends VersionedRow>(
  column: string,
  table: Repository<Row>,
  order: OrderedRow<Row>[],
): Promise<void> {
  for (const [i, row] of order.entries()) {
    if (row[column] !== i + 1) await table.update(row.id, { [column]: i + 1 });
  }
}

/**
 * Keeps the ordering column dense: the row `id` goes to `wanted` (clamped to 1..n; undefined keeps its
 * current place) and the others close up around it.
 */
export async function placeInOrder<Row extends VersionedRow>(
  ordering: Ordering | undefined,
  table: Repository<Row>,
  id: string,
  wanted: number | undefined,
): Promise<void> {
  if (!ordering) return;
  const column = ordering.column;
  const rows = (await table.find({
    orderBy: `${column} ASC, created_at ASC, id ASC`,
  })) as unknown as OrderedRow<Row>[];
  const self = rows.find((x) => x.id === id);
  const others = rows.filter((x) => x.id !== id);
  const order = [...others];
  if (self) {
    const at = wanted === undefined ? rows.indexOf(self) : Math.min(Math.max(wanted, 1), rows.length) - 1;
    order.splice(at, 0, self);
  }
  await writeOrder(column, table, order);
}
