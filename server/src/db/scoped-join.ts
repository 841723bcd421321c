// The guard of statements over several tenant-wide tables (a join, a UNION, a subquery): each alias gets its
// table's predicate and the statement is refused unless every predicate appears in it.
import type { Queryable } from './types.js';
import type { TenantWideTable } from './table-scopes.js';
import { tenantPredicate } from './tenant-predicate.js';

/** The tenant predicate of each alias of a joined statement. */
export type JoinPredicates<A extends string> = { readonly [K in A]: string };

/**
 * SQL over several tenant-wide tables (a join, a UNION, a subquery): the guard gives each alias the predicate
 * of its table's declared scope (bound to the tenant in $1), the builder places them (a WHERE, or a LEFT JOIN's
 * ON), and the guard refuses the statement unless every alias's predicate appears in it. The result can be
 * run with TenantJoin.query or embedded in another guard's predicate (which binds $1 to the same tenant).
 */
export function scopedSql<A extends string>(
  tables: Record<A, TenantWideTable>,
  build: (on: JoinPredicates<A>) => string,
): string {
  const on = {} as Record<A, string>;
  for (const alias of Object.keys(tables) as A[]) on[alias] = tenantPredicate(tables[alias], alias);
  const sql = build(on);
  for (const alias of Object.keys(tables) as A[]) {
    if (!placed(sql, on[alias])) throw new Error(`scoped statement leaves ${alias} unfiltered`);
  }
  return sql;
}

/**
 * The predicate appears as itself, not as the tail of another alias's ("g.tenant_id = $1" inside
 * "pg.tenant_id = $1" does not count).
 */
function placed(sql: string, predicate: string): boolean {
  for (let i = sql.indexOf(predicate); i >= 0; i = sql.indexOf(predicate, i + 1)) {
    if (i === 0 || !/[A-Za-z0-9_.]/.test(sql.charAt(i - 1))) return true;
  }
  return false;
}

/**
 * The guard of a read joining tenant-wide tables: $1 is the tenant, extra parameters start at $2.
 * scopedJoin(q, tenantId, { g: 'user_groups', gm: 'user_group_members' })
 *   .query((on) => `SELECT … FROM user_group_members gm JOIN user_groups g ON … WHERE ${on.gm} AND ${on.g}`, […])
 */
export class TenantJoin<A extends string> {
  readonly firstParam = 2;

  constructor(
    private readonly q: Queryable,
    private readonly tenantId: string,
    private readonly tables: Record<A, TenantWideTable>,
  ) {}

  async query<Row>(build: (on: JoinPredicates<A>) => string, params: unknown[] = []): Promise<Row[]> {
    const sql = scopedSql(this.tables, build);
    return (await this.q.query<Row>(sql, [this.tenantId, ...params])).rows;
  }
}

export function scopedJoin<A extends string>(
  q: Queryable,
  tenantId: string,
  tables: Record<A, TenantWideTable>,
): TenantJoin<A> {
  return new TenantJoin<A>(q, tenantId, tables);
}
