// The guard of tenant-wide versioned tables: every statement starts with the table's tenant predicate.
import { encode, ident, paged, placeholder, versionedUpdate } from './statement-parts.js';
import type { Queryable } from './types.js';
import type { FindOptions, Repository } from './repository.js';
import type { TenantTableName } from './table-scopes.js';
import { tenantPredicate } from './tenant-predicate.js';

/**
 * The guard of a tenant-wide table: every statement starts with tenant_id = $1, inserts take tenant_id from
 * the scope. With sharedReads, reads also see the platform's rows (tenant_id IS NULL, e.g. managed policies)
 * while writes still reach only the tenant's own.
 */
export class TenantTable<Row> implements Repository<Row> {
  readonly firstParam = 2;

  constructor(
    private readonly q: Queryable,
    private readonly table: TenantTableName,
    private readonly tenantId: string,
    private readonly columns = '*',
    private readonly sharedReads = false,
  ) {}

  private readPredicate(extra?: string): string {
    const base = tenantPredicate(this.table, undefined, this.sharedReads ? 'read' : 'write');
    return extra ? `${base} AND (${extra})` : base;
  }

  private writePredicate(extra: string): string {
    return `${tenantPredicate(this.table, undefined, 'write')} AND (${extra})`;
  }

  async find(options: FindOptions = {}): Promise<Row[]> {
    const params = [this.tenantId, ...(options.params ?? [])];
    const sql = paged(
      `SELECT ${this.columns} FROM ${this.table} WHERE ${this.readPredicate(options.where)}`,
      params,
      options,
    );
    return (await this.q.query<Row>(sql, params)).rows;
  }

  async count(where?: string, params: unknown[] = []): Promise<number> {
    const { rows } = await this.q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${this.table} WHERE ${this.readPredicate(where)}`,
      [this.tenantId, ...params],
    );
    return rows[0]?.n ?? 0;
  }

  /** One row; forUpdate locks it first (computed columns may hold aggregates, which FOR UPDATE refuses). */
  async get(id: string, options: { forUpdate?: boolean } = {}): Promise<Row | undefined> {
    if (options.forUpdate) {
      const { rows } = await this.q.query(
        `SELECT id FROM ${this.table} WHERE ${this.readPredicate('id = $2')} FOR UPDATE`,
        [this.tenantId, id],
      );
      if (!rows.length) return undefined;
    }
    const { rows } = await this.q.query<Row>(
      `SELECT ${this.columns} FROM ${this.table} WHERE ${this.readPredicate('id = $2')}`,
      [this.tenantId, id],
    );
    return rows[0];
  }

  /** Inserts one row of the tenant; values must not name tenant_id. */
  async insert(values: Record<string, unknown>): Promise<Row> {
    const names = Object.keys(values).map(ident);
    if (names.includes('tenant_id')) throw new Error('tenant_id comes from the scope');
    const params = [this.tenantId, ...names.map((n) => encode(values[n]))];
    const marks = names.map((n, i) => placeholder(values[n], i + 2));
    const { rows } = await this.q.query<Row>(
      `INSERT INTO ${this.table} (tenant_id, ${names.join(', ')}) VALUES ($1, ${marks.join(', ')})
       RETURNING ${this.columns}`,
      params,
    );
    return rows[0] as Row;
  }

  async update(
    id: string,
    values: Record<string, unknown>,
    expectedVersion?: number,
  ): Promise<Row | undefined> {
    if ('tenant_id' in values) throw new Error('tenant_id comes from the scope');
    const params: unknown[] = [this.tenantId, id];
    const { sets, where } = versionedUpdate(values, params, 2, expectedVersion);
    const { rows } = await this.q.query<Row>(
      `UPDATE ${this.table} SET ${sets} WHERE ${this.writePredicate(where)} RETURNING ${this.columns}`,
      params,
    );
    return rows[0];
  }

  async delete(id: string, expectedVersion?: number): Promise<boolean> {
    const params: unknown[] = [this.tenantId, id];
    let where = 'id = $2';
    if (expectedVersion !== undefined) {
      params.push(expectedVersion);
      where += ' AND version = $3';
    }
    const { rows } = await this.q.query(
      `DELETE FROM ${this.table} WHERE ${this.writePredicate(where)} RETURNING id`,
      params,
    );
    return rows.length > 0;
  }
}

export function tenantScoped<Row>(
  q: Queryable,
  table: TenantTableName,
  tenantId: string,
  columns?: string,
  sharedReads = false,
): TenantTable<Row> {
  return new TenantTable<Row>(q, table, tenantId, columns, sharedReads);
}
