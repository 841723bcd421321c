// The guard of project + resource-group tables: every statement starts with the scope predicate (and a parent's
// narrowing), and inserts take the scope columns from the scope, never from the caller.
import { encode, ident, paged, placeholder, versionedUpdate } from './statement-parts.js';
import type { Queryable } from './types.js';
import type { FindOptions, Repository } from './repository.js';
import type { Scope, ScopedTableName } from './table-scopes.js';
import { tenantPredicate } from './tenant-predicate.js';

const SCOPE_PREDICATE = 'tenant_id = $1 AND project_id = $2 AND resource_group_id = $3';

/**
 * A parent a scoped table is narrowed to (a site's rules): every statement also requires column = value, and
 * inserts set it. The parent itself must have been loaded through the guard first.
 */
export interface Narrowing {
  column: string;
  value: string;
}

export class ScopedTable<Row> implements Repository<Row> {
  /** Placeholder number of the first extra parameter: after the scope's three and the narrowing's one. */
  readonly firstParam: number;
  private readonly scopeParams: unknown[];
  private readonly predicate: string;

  constructor(
    private readonly q: Queryable,
    private readonly table: ScopedTableName,
    scope: Scope,
    /** The select list (may hold computed columns). */
    private readonly columns = '*',
    private readonly narrowing?: Narrowing,
  ) {
    this.scopeParams = [scope.tenantId, scope.projectId, scope.resourceGroupId];
    this.predicate = SCOPE_PREDICATE;
    if (narrowing) {
      this.scopeParams.push(narrowing.value);
      this.predicate += ` AND ${ident(narrowing.column)} = $4`;
    }
    this.firstParam = this.scopeParams.length + 1;
  }

  private whereClause(extra?: string): string {
    return extra ? `${this.predicate} AND (${extra})` : this.predicate;
  }

  /** $n of the id in get/update/delete. */
  private get idMark(): string {
    return `$${this.firstParam}`;
  }

  async find(options: FindOptions = {}): Promise<Row[]> {
    const params = [...this.scopeParams, ...(options.params ?? [])];
    const sql = paged(
      `SELECT ${this.columns} FROM ${this.table} WHERE ${this.whereClause(options.where)}`,
      params,
      options,
    );
    return (await this.q.query<Row>(sql, params)).rows;
  }

  async count(where?: string, params: unknown[] = []): Promise<number> {
    const { rows } = await this.q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${this.table} WHERE ${this.whereClause(where)}`,
      [...this.scopeParams, ...params],
    );
    return rows[0]?.n ?? 0;
  }

  /**
   * An aggregate read of the scope's rows: `select` may hold aggregates, `tail` a GROUP BY / ORDER BY / LIMIT
   * (code, never input); the extra predicate's placeholders start at firstParam.
   */
  async aggregate<R>(select: string, options: { where?: string; params?: unknown[]; tail?: string } = {}) {
    const { rows } = await this.q.query<R>(
      `SELECT ${select} FROM ${this.table} WHERE ${this.whereClause(options.where)} ${options.tail ?? ''}`,
      [...this.scopeParams, ...(options.params ?? [])],
    );
    return rows;
  }

  async get(id: string, options: { forUpdate?: boolean } = {}): Promise<Row | undefined> {
    const { rows } = await this.q.query<Row>(
      `SELECT ${this.columns} FROM ${this.table} WHERE ${this.whereClause(`id = ${this.idMark}`)}${options.forUpdate ? ' FOR UPDATE' : ''}`,
      [...this.scopeParams, id],
    );
    return rows[0];
  }

  /** Inserts one row in the scope (and under the narrowing's parent); values must not name those columns. */
  async insert(values: Record<string, unknown>): Promise<Row> {
    const names = Object.keys(values).map(ident);
    for (const n of names) {
      if (
        n === 'tenant_id' ||
        n === 'project_id' ||
        n === 'resource_group_id' ||
        n === this.narrowing?.column
      )
        throw new Error('scope columns come from the scope');
    }
    const fixed = ['tenant_id', 'project_id', 'resource_group_id'];
    if (this.narrowing) fixed.push(ident(this.narrowing.column));
    const params = [...this.scopeParams, ...names.map((n) => encode(values[n]))];
    const marks = names.map((n, i) => placeholder(values[n], i + this.firstParam));
    const fixedMarks = fixed.map((_n, i) => `$${i + 1}`);
    const { rows } = await this.q.query<Row>(
      `INSERT INTO ${this.table} (${[...fixed, ...names].join(', ')})
       VALUES (${[...fixedMarks, ...marks].join(', ')}) RETURNING ${this.columns}`,
      params,
    );
    return rows[0] as Row;
  }

  /**
   * Updates one row in the scope, bumping its version. With expectedVersion, only that version is changed;
   * undefined means no row matched (missing, out of scope or a version mismatch).
   */
  async update(
    id: string,
    values: Record<string, unknown>,
    expectedVersion?: number,
  ): Promise<Row | undefined> {
    if (this.narrowing && this.narrowing.column in values) throw new Error('the parent column is fixed');
    const params: unknown[] = [...this.scopeParams, id];
    const { sets, where } = versionedUpdate(values, params, this.firstParam, expectedVersion);
    const { rows } = await this.q.query<Row>(
      `UPDATE ${this.table} SET ${sets} WHERE ${this.whereClause(where)} RETURNING ${this.columns}`,
      params,
    );
    return rows[0];
  }

  async delete(id: string, expectedVersion?: number): Promise<boolean> {
    const params: unknown[] = [...this.scopeParams, id];
    let where = `id = ${this.idMark}`;
    if (expectedVersion !== undefined) {
      params.push(expectedVersion);
      where += ` AND version = $${params.length}`;
    }
    const { rows } = await this.q.query(
      `DELETE FROM ${this.table} WHERE ${this.whereClause(where)} RETURNING id`,
      params,
    );
    return rows.length > 0;
  }
}

/**
 * How many rows of a project + resource-group table the tenant holds across all its projects and groups
 * (account-wide quotas); the only tenant-wide statement the guard allows on such a table.
 */
export async function countInTenant(q: Queryable, table: ScopedTableName, tenantId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} WHERE ${tenantPredicate(table)}`,
    [tenantId],
  );
  return rows[0]?.n ?? 0;
}

export function scoped<Row>(
  q: Queryable,
  table: ScopedTableName,
  scope: Scope,
  columns?: string,
  narrowing?: Narrowing,
): ScopedTable<Row> {
  return new ScopedTable<Row>(q, table, scope, columns, narrowing);
}
