// The repository guard of the people of a tenant: members, IAM users and service accounts are rows of users,
// told apart by kind. Every statement starts with the tenant predicate of users' declared scope (db/scoped.ts)
// and "kind = ANY($2)", so a member endpoint
// cannot reach an IAM user, and no endpoint reaches another tenant's people or the platform operators.
import type { Queryable } from '../../db/index.js';
import { tenantPredicate } from '../../db/scoped.js';
import { paged } from '../../db/statement-parts.js';

export type UserKind = 'member' | 'iam_user' | 'service_account';
export const MEMBER_KINDS: readonly UserKind[] = ['member'];
export const IAM_KINDS: readonly UserKind[] = ['iam_user', 'service_account'];

const IDENT = /^[a-z_][a-z0-9_]*$/;

export interface UserFind {
  /** Extra predicate over alias u; its placeholders start at $3. */
  where?: string;
  params?: unknown[];
  orderBy?: string;
  limit?: number;
  offset?: number;
}

export class TenantUsers<Row> {
  readonly firstParam = 3;

  constructor(
    private readonly q: Queryable,
    private readonly tenantId: string,
    private readonly kinds: readonly UserKind[],
    /** The select list over alias u (may hold computed columns). */
    private readonly columns: string,
  ) {}

  private where(extra?: string): string {
    const base = `${tenantPredicate('users', 'u', 'write')} AND u.kind = ANY($2::text[])`;
    return extra ? `${base} AND (${extra})` : base;
  }

  private scopeParams(): unknown[] {
    return [this.tenantId, [...this.kinds]];
  }

  async find(options: UserFind = {}): Promise<Row[]> {
    const params = [...this.scopeParams(), ...(options.params ?? [])];
    const sql = paged(
      `SELECT ${this.columns} FROM users u WHERE ${this.where(options.where)}`,
      params,
      options,
    );
    return (await this.q.query<Row>(sql, params)).rows;
  }

  async count(where?: string, params: unknown[] = []): Promise<number> {
    const { rows } = await this.q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users u WHERE ${this.where(where)}`,
      [...this.scopeParams(), ...params],
    );
    return rows[0]?.n ?? 0;
  }

  /** One row; forUpdate locks it first (the select list may hold subqueries, which FOR UPDATE refuses). */
  async get(id: string, options: { forUpdate?: boolean } = {}): Promise<Row | undefined> {
    if (options.forUpdate) {
      const { rows } = await this.q.query(
        `SELECT u.id FROM users u WHERE ${this.where('u.id = $3')} FOR UPDATE`,
        [...this.scopeParams(), id],
      );
      if (!rows.length) return undefined;
    }
    const { rows } = await this.q.query<Row>(
      `SELECT ${this.columns} FROM users u WHERE ${this.where('u.id = $3')}`,
      [...this.scopeParams(), id],
    );
    return rows[0];
  }

  /** Inserts one person of the tenant; tenant_id comes from the guard and kind must be one it allows. */
  async insert(values: Record<string, unknown> & { id: string; kind: UserKind }): Promise<Row> {
    if (!this.kinds.includes(values.kind)) throw new Error(`kind ${values.kind} is outside this guard`);
    const names = Object.keys(values).map((n) => {
      if (!IDENT.test(n) || n === 'tenant_id') throw new Error(`invalid column ${n}`);
      return n;
    });
    await this.q.query(
      `INSERT INTO users (tenant_id, ${names.join(', ')}) VALUES ($1, ${names.map((_, i) => `$${i + 2}`).join(', ')})`,
      [this.tenantId, ...names.map((n) => values[n])],
    );
    return (await this.get(values.id)) as Row;
  }

  /**
   * Changes one row (any values, possibly none) and bumps its version, so its ETag changes; with
   * expectedVersion only that version. undefined when nothing matched.
   */
  async bump(
    id: string,
    values: Record<string, unknown> = {},
    expectedVersion?: number,
  ): Promise<Row | undefined> {
    const params: unknown[] = [...this.scopeParams(), id];
    const sets = Object.keys(values).map((n) => {
      if (!IDENT.test(n) || n === 'tenant_id' || n === 'kind') throw new Error(`invalid column ${n}`);
      params.push(values[n]);
      return `${n} = $${params.length}`;
    });
    let where = 'u.id = $3';
    if (expectedVersion !== undefined) {
      params.push(expectedVersion);
      where += ` AND u.version = $${params.length}`;
    }
    const { rows } = await this.q.query(
      `UPDATE users u SET ${[...sets, 'version = u.version + 1', 'updated_at = now()'].join(', ')}
        WHERE ${this.where(where)} RETURNING u.id`,
      params,
    );
    return rows.length ? this.get(id) : undefined;
  }

  async delete(id: string, expectedVersion?: number): Promise<boolean> {
    const params: unknown[] = [...this.scopeParams(), id];
    let where = 'u.id = $3';
    if (expectedVersion !== undefined) {
      params.push(expectedVersion);
      where += ' AND u.version = $4';
    }
    const { rows } = await this.q.query(
      `DELETE FROM users u WHERE ${this.where(where)} RETURNING u.id`,
      params,
    );
    return rows.length > 0;
  }
}

export function tenantUsers<Row>(
  q: Queryable,
  tenantId: string,
  kinds: readonly UserKind[],
  columns: string,
): TenantUsers<Row> {
  return new TenantUsers<Row>(q, tenantId, kinds, columns);
}

export function iso(d: Date | string): string {
  return (d instanceof Date ? d : new Date(d)).toISOString();
}

export function isoOrNull(d: Date | string | null): string | null {
  return d === null ? null : iso(d);
}

export function pageInfo(page: number, perPage: number, total: number) {
  return {
    page: String(page),
    per_page: perPage,
    total_count: total,
    total_pages: Math.ceil(total / perPage),
  };
}

export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The first value of a request header. */
export function headerValue(headers: Record<string, string | string[] | undefined>, name: string) {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
}
