// The audit trail's guard: read-only access to one tenant's audit_log rows. Every statement starts with
// audit_log's declared tenant predicate (db/scoped.ts), bound to the tenant in $1, and there is deliberately no
// update or delete: entries are append-only (migration 006 also refuses both in the database).
import type { Queryable } from '../../db/index.js';
import { tenantPredicate } from '../../db/scoped.js';

export interface AuditRow {
  id: string;
  occurred_at: Date | string;
  request_id: string | null;
  actor_user_id: string | null;
  actor_username: string | null;
  login_type: string | null;
  operator_user_id: string | null;
  operator_username: string | null;
  project_id: string | null;
  resource_group_id: string | null;
  resource_type: string;
  resource_id: string | null;
  action: string;
  result: 'success' | 'failure' | 'denied';
  status_code: number | null;
  ip: string | null;
  user_agent: string | null;
  details: Record<string, unknown>;
}

const COLUMNS = `id::text AS id, occurred_at, request_id, actor_user_id, actor_username, login_type, operator_user_id,
  operator_username, project_id, resource_group_id, resource_type, resource_id, action, result, status_code, ip,
  user_agent, details`;

/** The largest id a bigint holds; a longer path id cannot name an entry. */
const MAX_ID = 9223372036854775807n;

export class AuditLogReader {
  /** Placeholder number of the first extra parameter ($1 is the tenant). */
  readonly firstParam = 2;

  constructor(
    private readonly q: Queryable,
    private readonly tenantId: string,
  ) {}

  private where(extra?: string): string {
    const base = tenantPredicate('audit_log');
    return extra ? `${base} AND (${extra})` : base;
  }

  async count(where?: string, params: unknown[] = []): Promise<number> {
    const { rows } = await this.q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE ${this.where(where)}`,
      [this.tenantId, ...params],
    );
    return rows[0]?.n ?? 0;
  }

  async find(options: {
    where?: string;
    params?: unknown[];
    direction: 'ASC' | 'DESC';
    limit: number;
    offset: number;
  }): Promise<AuditRow[]> {
    const params = [this.tenantId, ...(options.params ?? []), options.limit, options.offset];
    const n = params.length;
    const { rows } = await this.q.query<AuditRow>(
      `SELECT ${COLUMNS} FROM audit_log WHERE ${this.where(options.where)}
        ORDER BY occurred_at ${options.direction}, id ${options.direction} LIMIT $${n - 1} OFFSET $${n}`,
      params,
    );
    return rows;
  }

  /** One entry by its decimal id, with an extra visibility predicate; undefined when absent or not visible. */
  async get(id: string, where?: string, params: unknown[] = []): Promise<AuditRow | undefined> {
    if (!/^[0-9]{1,20}$/.test(id) || BigInt(id) > MAX_ID) return undefined;
    const idParam = `$${params.length + 2}`;
    const { rows } = await this.q.query<AuditRow>(
      `SELECT ${COLUMNS} FROM audit_log WHERE ${this.where(where ? `(${where}) AND id = ${idParam}::bigint` : `id = ${idParam}::bigint`)}`,
      [this.tenantId, ...params, id],
    );
    return rows[0];
  }
}
