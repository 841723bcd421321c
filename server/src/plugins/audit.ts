// Audit trail: every non-GET API request leaves exactly one row. Handlers that change data write theirs
// inside their own transaction (writeAudit); a request that ends without one (refused, failed, or with
// nothing to change) gets its row here just before the response is sent. Rows are append-only (a trigger of
// migration 006 refuses UPDATE and DELETE); the read API lives in main/audit/.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditChange, AuditParent } from '../context.js';
import type { Db, Queryable } from '../db/index.js';
import { routePermission } from './auth.js';

export type AuditResult = 'success' | 'failure' | 'denied';

export interface AuditEntry {
  resourceType: string;
  resourceId?: string | null;
  action: string;
  result?: AuditResult;
  statusCode?: number;
  details?: Record<string, unknown>;
  /** The resource before and after the change; defaults to request.auditChange. */
  change?: AuditChange;
  /** The record the resource lives under; defaults to request.auditTarget's. */
  parent?: AuditParent | null;
  /** When it happened; now unless given (the seed writes a history in the past). */
  occurredAt?: Date;
  /** The login type when no session row says it (the seed's history). */
  loginType?: string;
  /**
   * The tenant whose trail holds the entry when it is not the one the request acts in: a platform operator's
   * action on a tenant's person belongs to that person's tenant, never to the tenant the operator happens to
   * act in (whose administrators must not read other tenants' people). Such an entry has no project or
   * resource group, and names the operator as the operator, as a login-as entry does.
   */
  tenantId?: string | null;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Keys whose values never reach the trail. */
export const SECRET_KEY = /secret|password|private_key|token/i;
export const REDACTED = '[redacted]';
const MAX_DEPTH = 8;
const MAX_STRING = 2000;
const MAX_ITEMS = 100;

/**
 * A copy of value fit for the trail: the value of every key matching SECRET_KEY replaced by "[redacted]"
 * (booleans and nulls stay: they cannot carry a secret, and flags like token_security are worth seeing),
 * long strings, long arrays and deep nesting cut.
 */
export function redact(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (typeof value === 'string') return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  if (typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if (depth >= MAX_DEPTH) return '[truncated]';
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (v === undefined) continue;
    out[k] = SECRET_KEY.test(k) && v !== null && typeof v !== 'boolean' ? REDACTED : redact(v, depth + 1);
  }
  return out;
}

function detailsOf(entry: AuditEntry, request: FastifyRequest): Record<string, unknown> {
  const change = entry.change ?? request.auditChange ?? {};
  const details: Record<string, unknown> = { ...entry.details };
  if (change.before !== undefined) details.before = change.before;
  if (change.after !== undefined) details.after = change.after;
  return redact(details) as Record<string, unknown>;
}

/** The <resource> of the route's x-permission ("cdn" of "cdn:write"); null for public routes. */
function permissionArea(request: FastifyRequest): string | null {
  const permission = routePermission(request);
  if (!permission || permission === 'public') return null;
  return permission.split(':')[0] ?? null;
}

export async function writeAudit(q: Queryable, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  const p = request.principal;
  const actingTenant = request.scope?.tenantId ?? p?.tenantId ?? null;
  const elsewhere = !!entry.tenantId && entry.tenantId !== actingTenant;
  const s = elsewhere ? null : request.scope;
  const tenantId = elsewhere ? entry.tenantId : actingTenant;
  const parent = entry.parent === undefined ? (request.auditTarget?.parent ?? null) : entry.parent;
  const operator =
    p?.actingOperator ??
    (elsewhere && p?.role === 'operator' ? { userId: p.userId, username: p.username } : undefined);
  // The login type and the operator behind a session opened for the user by an operator (login-as, a short
  // token the operator issued) come from the session row, in the same statement (an operator named here takes
  // precedence); the operator is also copied into details.operator unless the handler wrote one.
  await q.query(
    `INSERT INTO audit_log (request_id, actor_user_id, actor_username, tenant_id, project_id, resource_group_id,
       resource_type, resource_id, action, result, status_code, ip, user_agent, details,
       login_type, operator_user_id, operator_username, permission_area, occurred_at, parent_type, parent_id)
     SELECT $1::text, $2::uuid, $3::text, $4::uuid, $5::uuid, $6::uuid, $7::text, $8::text, $9::text, $10::text,
            $11::int, $12::text, $13::text,
            CASE WHEN op.id IS NOT NULL AND ($14::jsonb -> 'operator') IS NULL
                 THEN $14::jsonb || jsonb_build_object('operator', jsonb_build_object('id', op.id, 'username', op.username))
                 ELSE $14::jsonb END,
            COALESCE(op.login_type, $19::text), op.id, op.username, $18::text,
            COALESCE($20::timestamptz, now()), $21::text, $22::text
       FROM (SELECT s.login_type, COALESCE($16::uuid, s.operator_user_id) AS id,
                    COALESCE($17::text, o.username) AS username
               FROM (SELECT 1) AS one
               LEFT JOIN sessions s ON s.id = $15::uuid
               LEFT JOIN users o ON o.id = s.operator_user_id) AS op`,
    [
      request.id,
      p?.userId ?? null,
      p?.username ?? request.auditTarget?.actorUsername ?? null,
      tenantId,
      s?.projectId ?? null,
      s?.resourceGroupId ?? null,
      entry.resourceType,
      entry.resourceId ?? null,
      entry.action,
      entry.result ?? 'success',
      entry.statusCode ?? null,
      request.ip,
      (request.headers['user-agent'] ?? '').slice(0, 500),
      JSON.stringify({
        ...detailsOf(entry, request),
        ...(p?.accessKeyId ? { access_key_id: p.accessKeyId } : {}),
      }),
      p?.sessionId ?? null,
      operator?.userId ?? null,
      operator?.username ?? null,
      permissionArea(request),
      // A request authenticated by an access key has no session row to read the login type from.
      p?.accessKeyId ? 'access_key' : (entry.loginType ?? null),
      entry.occurredAt ?? null,
      parent?.type ?? null,
      parent?.id.slice(0, 200) ?? null,
    ],
  );
  request.audited = true;
}

/**
 * Runs fn in one transaction. When it rolls back, any audit row written inside is gone too, so the
 * request counts as not audited and the response hook records the refusal.
 */
export async function inTransaction<T>(
  db: Db,
  request: FastifyRequest,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(fn);
  } catch (err) {
    request.audited = false;
    throw err;
  }
}

export function defaultTarget(request: FastifyRequest): {
  resourceType: string;
  resourceId: string | null;
  action: string;
} {
  const schema = request.routeOptions.schema as { operationId?: string } | undefined;
  const url = request.routeOptions.url ?? request.url;
  // A request refused before its handler still names what it aimed at: the path's id (the last one).
  const params = Object.values((request.params ?? {}) as Record<string, unknown>).filter(
    (v): v is string => typeof v === 'string' && v !== '',
  );
  return {
    resourceType: url.replace(/^\/api\//, '').split('/:')[0] ?? url,
    resourceId: params.length ? (params[params.length - 1] as string).slice(0, 200) : null,
    action: schema?.operationId ?? request.method,
  };
}

export function installAudit(app: FastifyInstance): void {
  app.decorateRequest('auditChange', null);
  // onSend (not onResponse), so the row is committed before the client sees the answer.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.audited || READ_METHODS.has(request.method)) return payload;
    const url = request.routeOptions.url;
    if (!url || !url.startsWith('/api/')) return payload;
    const status = reply.statusCode;
    const target = request.auditTarget ?? defaultTarget(request);
    try {
      await writeAudit(app.services.db, request, {
        resourceType: target.resourceType,
        resourceId: target.resourceId ?? null,
        action: target.action,
        result: status < 400 ? 'success' : status === 401 || status === 403 ? 'denied' : 'failure',
        statusCode: status,
        // A refused or failed request changed nothing; only a success carries the handler's snapshots.
        change: status < 400 ? (request.auditChange ?? undefined) : {},
      });
    } catch (err) {
      request.log.error({ err }, 'could not write the audit row');
    }
    return payload;
  });
}
