// The audit-log read API (/api/main/audit_logs): list with paging and filters, newest first by default, and
// one entry. Read-only by design: no operation edits or deletes entries.
import type { FastifyRequest } from 'fastify';
import type { AppServices } from '../../context.js';
import type { Scope } from '../../db/scoped.js';
import { pageInfo, pageOf } from '../../crud/paging.js';
import type { ListQuery } from '../../crud/paging.js';
import { badRequest, notFound } from '../../errors.js';
import { AuditLogReader } from './repository.js';
import type { AuditRow } from './repository.js';
import { auditVisibility } from './visibility.js';

interface AuditQuery extends ListQuery {
  resource_type?: string;
  resource_id?: string;
  include_children?: boolean;
  actor_id?: string;
  action?: string;
  result?: string;
  from?: string;
  to?: string;
  project_id?: string;
}

const LOGIN_TYPES = new Set(['password', 'token', 'idp', 'login_as', 'access_key']);

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();
const cut = (s: string | null, max: number) => (s === null ? null : s.slice(0, max));

export function toAuditEntry(row: AuditRow) {
  return {
    id: row.id,
    occurred_at: iso(row.occurred_at),
    request_id: cut(row.request_id, 100),
    actor: {
      id: row.actor_user_id,
      username: cut(row.actor_username, 128),
      login_type: row.login_type && LOGIN_TYPES.has(row.login_type) ? row.login_type : null,
      operator: row.operator_user_id
        ? { id: row.operator_user_id, username: cut(row.operator_username, 128) }
        : null,
    },
    project_id: row.project_id,
    resource_group_id: row.resource_group_id,
    resource_type: row.resource_type,
    resource_id: cut(row.resource_id, 200),
    action: row.action,
    result: row.result,
    status_code: row.status_code,
    ip: cut(row.ip, 45),
    user_agent: cut(row.user_agent, 500),
    details: row.details ?? {},
  };
}

/** A time filter PostgreSQL can compare with: a valid instant in years 1..9999, else 400. */
function instant(value: string, name: 'from' | 'to'): string {
  const t = new Date(value);
  const year = t.getUTCFullYear();
  if (Number.isNaN(t.getTime()) || year < 1 || year > 9999) {
    throw badRequest(`Invalid request: /query/${name} is not a usable time`, [
      { path: `/query/${name}`, message: 'must be a time between the years 1 and 9999' },
    ]);
  }
  return t.toISOString();
}

/** The query's filters as a predicate whose placeholders start at `first`. */
function filters(q: AuditQuery, first: number): { where: string[]; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${first + params.length - 1}`));
  };
  if (q.include_children && q.resource_type && q.resource_id) {
    // The record's own entries and those naming it as their parent (indexed by tenant, parent, time).
    const type = `$${first + params.length}`;
    const id = `$${first + params.length + 1}`;
    params.push(q.resource_type, q.resource_id);
    where.push(
      `((resource_type = ${type} AND resource_id = ${id}) OR (parent_type = ${type} AND parent_id = ${id}))`,
    );
  } else {
    if (q.resource_type) add((p) => `resource_type = ${p}`, q.resource_type);
    if (q.resource_id) add((p) => `resource_id = ${p}`, q.resource_id);
  }
  if (q.actor_id) add((p) => `actor_user_id = ${p}::uuid`, q.actor_id);
  if (q.action) add((p) => `action = ${p}`, q.action);
  if (q.result) add((p) => `result = ${p}`, q.result);
  if (q.from) add((p) => `occurred_at >= ${p}::timestamptz`, instant(q.from, 'from'));
  if (q.to) add((p) => `occurred_at < ${p}::timestamptz`, instant(q.to, 'to'));
  if (q.project_id) add((p) => `project_id = ${p}::uuid`, q.project_id);
  return { where, params };
}

export function auditHandlers(services: AppServices) {
  const { db } = services;

  async function listAuditLogs(request: FastifyRequest) {
    const scope = request.scope as Scope;
    const principal = request.principal;
    if (!principal) throw notFound();
    const q = request.query as AuditQuery;
    if (q.include_children && !(q.resource_type && q.resource_id)) {
      throw badRequest('Invalid request: /query/include_children needs resource_type and resource_id', [
        { path: '/query/include_children', message: 'needs resource_type and resource_id' },
      ]);
    }
    if (q.from && q.to && instant(q.from, 'from') > instant(q.to, 'to')) {
      throw badRequest('Invalid request: /query/from is after to', [
        { path: '/query/from', message: 'must not be after to' },
      ]);
    }
    const reader = new AuditLogReader(db, scope.tenantId);
    const visible = await auditVisibility(db, principal, scope, reader.firstParam);
    const f = filters(q, reader.firstParam + visible.params.length);
    const where = [...(visible.where ? [`(${visible.where})`] : []), ...f.where].join(' AND ') || undefined;
    const params = [...visible.params, ...f.params];
    const { page, perPage, offset } = pageOf(q);
    const total = await reader.count(where, params);
    const rows = await reader.find({
      where,
      params,
      direction: q.sort_direction === 'asc' ? 'ASC' : 'DESC',
      limit: perPage,
      offset,
    });
    return { data: rows.map(toAuditEntry), page_info: pageInfo(page, perPage, total) };
  }

  async function getAuditLog(request: FastifyRequest) {
    const scope = request.scope as Scope;
    const principal = request.principal;
    if (!principal) throw notFound();
    const { id } = request.params as { id: string };
    const reader = new AuditLogReader(db, scope.tenantId);
    const visible = await auditVisibility(db, principal, scope, reader.firstParam);
    const row = await reader.get(id, visible.where, visible.params);
    if (!row) throw notFound('No such audit log entry.');
    return { data: toAuditEntry(row) };
  }

  return { listAuditLogs, getAuditLog };
}
