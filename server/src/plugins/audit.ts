// Audit trail: every non-GET API request leaves exactly one row. Handlers that change data write theirs
// inside their own transaction (writeAudit); a request that ends without one (refused, failed, or with
// nothing to change) gets its row here just before the response is sent.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../db/index.js';

export type AuditResult = 'success' | 'failure' | 'denied';

export interface AuditEntry {
  resourceType: string;
  resourceId?: string | null;
  action: string;
  result?: AuditResult;
  statusCode?: number;
  details?: Record<string, unknown>;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function writeAudit(q: Queryable, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  const p = request.principal;
  const s = request.scope;
  await q.query(
    `INSERT INTO audit_log (request_id, actor_user_id, actor_username, tenant_id, project_id, resource_group_id,
       resource_type, resource_id, action, result, status_code, ip, user_agent, details)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb)`,
    [
      request.id,
      p?.userId ?? null,
      p?.username ?? request.auditTarget?.actorUsername ?? null,
      s?.tenantId ?? p?.tenantId ?? null,
      s?.projectId ?? null,
      s?.resourceGroupId ?? null,
      entry.resourceType,
      entry.resourceId ?? null,
      entry.action,
      entry.result ?? 'success',
      entry.statusCode ?? null,
      request.ip,
      (request.headers['user-agent'] ?? '').slice(0, 500),
      JSON.stringify(entry.details ?? {}),
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

function defaultTarget(request: FastifyRequest): { resourceType: string; action: string } {
  const schema = request.routeOptions.schema as { operationId?: string } | undefined;
  const url = request.routeOptions.url ?? request.url;
  return {
    resourceType: url.replace(/^\/api\//, '').split('/:')[0] ?? url,
    action: schema?.operationId ?? request.method,
  };
}

export function installAudit(app: FastifyInstance): void {
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
        resourceId: request.auditTarget?.resourceId ?? null,
        action: target.action,
        result: status < 400 ? 'success' : status === 401 || status === 403 ? 'denied' : 'failure',
        statusCode: status,
      });
    } catch (err) {
      request.log.error({ err }, 'could not write the audit row');
    }
    return payload;
  });
}
