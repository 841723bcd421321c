// The guard of tenant-wide link tables (grants, group memberships, access keys): rows are added and removed,
// never versioned or edited.
import { encode, ident, placeholder } from './statement-parts.js';
import type { Queryable } from './types.js';
import type { TenantLinkTableName } from './table-scopes.js';
import { tenantPredicate } from './tenant-predicate.js';

/**
 * The guard of a link table: every statement starts with tenant_id = $1, inserts take tenant_id from the
 * scope. Extra predicates use placeholders from $2 on.
 */
export class TenantLinks<Row = Record<string, unknown>> {
  readonly firstParam = 2;

  constructor(
    private readonly q: Queryable,
    private readonly table: TenantLinkTableName,
    private readonly tenantId: string,
  ) {}

  private where(extra?: string): string {
    const base = tenantPredicate(this.table, undefined, 'write');
    return extra ? `${base} AND (${extra})` : base;
  }

  async find(options: { columns?: string; where?: string; params?: unknown[]; orderBy?: string } = {}) {
    let sql = `SELECT ${options.columns ?? '*'} FROM ${this.table} WHERE ${this.where(options.where)}`;
    if (options.orderBy) sql += ` ORDER BY ${options.orderBy}`;
    return (await this.q.query<Row>(sql, [this.tenantId, ...(options.params ?? [])])).rows;
  }

  async count(where?: string, params: unknown[] = []): Promise<number> {
    const { rows } = await this.q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${this.table} WHERE ${this.where(where)}`,
      [this.tenantId, ...params],
    );
    return rows[0]?.n ?? 0;
  }

  /** Inserts rows of the tenant (values must not name tenant_id); with ignoreConflicts, existing links stay. */
  async insert(
    rows: Record<string, unknown>[],
    options: { ignoreConflicts?: boolean } = {},
  ): Promise<number> {
    let added = 0;
    for (const values of rows) {
      const names = Object.keys(values).map(ident);
      if (names.includes('tenant_id')) throw new Error('tenant_id comes from the scope');
      const params = [this.tenantId, ...names.map((n) => encode(values[n]))];
      const marks = names.map((n, i) => placeholder(values[n], i + 2));
      const { rows: inserted } = await this.q.query(
        `INSERT INTO ${this.table} (tenant_id, ${names.join(', ')}) VALUES ($1, ${marks.join(', ')})
         ${options.ignoreConflicts ? 'ON CONFLICT DO NOTHING' : ''} RETURNING tenant_id`,
        params,
      );
      added += inserted.length;
    }
    return added;
  }

  /** Deletes the tenant's rows matching where (required: a link table is never emptied by accident). */
  async delete(where: string, params: unknown[]): Promise<number> {
    const { rows } = await this.q.query(
      `DELETE FROM ${this.table} WHERE ${this.where(where)} RETURNING tenant_id`,
      [this.tenantId, ...params],
    );
    return rows.length;
  }
}

export function tenantLinks<Row = Record<string, unknown>>(
  q: Queryable,
  table: TenantLinkTableName,
  tenantId: string,
): TenantLinks<Row> {
  return new TenantLinks<Row>(q, table, tenantId);
}
