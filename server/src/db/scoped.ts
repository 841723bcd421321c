// The repository guard: the only way handlers reach project + resource-group scoped tables. Every statement
// it builds starts with the scope predicate, and inserts take the scope columns from the scope, never from
// the caller, so a handler cannot forget the filter or write into another tenant.
import { JsonParam } from './types.js';
import type { Queryable } from './types.js';

export interface Scope {
  tenantId: string;
  projectId: string;
  resourceGroupId: string;
}

/** Tables scoped by tenant + project + resource group. Names are code constants, never input. */
export type ScopedTableName = 'cdn_sites';

export interface FindOptions {
  /** Extra predicate; its placeholders start at $4 ($1–$3 are the scope). */
  where?: string;
  params?: unknown[];
  orderBy?: string;
  limit?: number;
  offset?: number;
}

const SCOPE_PREDICATE = 'tenant_id = $1 AND project_id = $2 AND resource_group_id = $3';
const IDENT = /^[a-z_][a-z0-9_]*$/;

function ident(name: string): string {
  if (!IDENT.test(name)) throw new Error(`invalid identifier ${name}`);
  return name;
}

function encode(value: unknown): unknown {
  return value instanceof JsonParam ? JSON.stringify(value.value) : value;
}

function placeholder(value: unknown, index: number): string {
  return value instanceof JsonParam ? `$${index}::jsonb` : `$${index}`;
}

export class ScopedTable<Row> {
  private readonly scopeParams: unknown[];

  constructor(
    private readonly q: Queryable,
    private readonly table: ScopedTableName,
    scope: Scope,
    /** The select list (may hold computed columns). */
    private readonly columns = '*',
  ) {
    this.scopeParams = [scope.tenantId, scope.projectId, scope.resourceGroupId];
  }

  private whereClause(extra?: string): string {
    return extra ? `${SCOPE_PREDICATE} AND (${extra})` : SCOPE_PREDICATE;
  }

  async find(options: FindOptions = {}): Promise<Row[]> {
    const params = [...this.scopeParams, ...(options.params ?? [])];
    let sql = `SELECT ${this.columns} FROM ${this.table} WHERE ${this.whereClause(options.where)}`;
    if (options.orderBy) sql += ` ORDER BY ${options.orderBy}`;
    if (options.limit !== undefined) {
      params.push(options.limit);
      sql += ` LIMIT $${params.length}`;
    }
    if (options.offset !== undefined) {
      params.push(options.offset);
      sql += ` OFFSET $${params.length}`;
    }
    return (await this.q.query<Row>(sql, params)).rows;
  }

  async count(where?: string, params: unknown[] = []): Promise<number> {
    const { rows } = await this.q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${this.table} WHERE ${this.whereClause(where)}`,
      [...this.scopeParams, ...params],
    );
    return rows[0]?.n ?? 0;
  }

  async get(id: string, options: { forUpdate?: boolean } = {}): Promise<Row | undefined> {
    const { rows } = await this.q.query<Row>(
      `SELECT ${this.columns} FROM ${this.table} WHERE ${this.whereClause('id = $4')}${options.forUpdate ? ' FOR UPDATE' : ''}`,
      [...this.scopeParams, id],
    );
    return rows[0];
  }

  /** Inserts one row in the scope; values must not name the scope columns. */
  async insert(values: Record<string, unknown>): Promise<Row> {
    const names = Object.keys(values).map(ident);
    for (const n of names) {
      if (n === 'tenant_id' || n === 'project_id' || n === 'resource_group_id')
        throw new Error('scope columns come from the scope');
    }
    const params = [...this.scopeParams, ...names.map((n) => encode(values[n]))];
    const marks = names.map((n, i) => placeholder(values[n], i + 4));
    const { rows } = await this.q.query<Row>(
      `INSERT INTO ${this.table} (tenant_id, project_id, resource_group_id, ${names.join(', ')})
       VALUES ($1, $2, $3, ${marks.join(', ')}) RETURNING ${this.columns}`,
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
    const names = Object.keys(values).map(ident);
    const params: unknown[] = [...this.scopeParams, id];
    const sets = names.map((n) => {
      params.push(encode(values[n]));
      return `${n} = ${placeholder(values[n], params.length)}`;
    });
    let where = 'id = $4';
    if (expectedVersion !== undefined) {
      params.push(expectedVersion);
      where += ` AND version = $${params.length}`;
    }
    const { rows } = await this.q.query<Row>(
      `UPDATE ${this.table} SET ${[...sets, 'version = version + 1', 'updated_at = now()'].join(', ')}
       WHERE ${this.whereClause(where)} RETURNING ${this.columns}`,
      params,
    );
    return rows[0];
  }

  async delete(id: string, expectedVersion?: number): Promise<boolean> {
    const params: unknown[] = [...this.scopeParams, id];
    let where = 'id = $4';
    if (expectedVersion !== undefined) {
      params.push(expectedVersion);
      where += ` AND version = $5`;
    }
    const { rows } = await this.q.query(
      `DELETE FROM ${this.table} WHERE ${this.whereClause(where)} RETURNING id`,
      params,
    );
    return rows.length > 0;
  }
}

export function scoped<Row>(
  q: Queryable,
  table: ScopedTableName,
  scope: Scope,
  columns?: string,
): ScopedTable<Row> {
  return new ScopedTable<Row>(q, table, scope, columns);
}
