// Service quotas (SPEC §9 labels): a platform catalogue of defaults, per-tenant values in tenant_quotas,
// usage counted by SQL, increase requests. Create handlers call enforceQuota before inserting.
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { AppServices } from '../../context.js';
import type { Queryable } from '../../db/index.js';
import { countInTenant, tenantLinks, tenantPredicate, tenantScoped } from '../../db/scoped.js';
import type { Scope, ScopedTableName } from '../../db/scoped.js';
import { tenantUsers } from './identity-rows.js';
import { badRequest, conflict, HttpError, notFound } from '../../errors.js';
import { inTransaction, writeAudit } from '../../plugins/audit.js';
import {
  crudService,
  defineCrud,
  etagOf,
  handlesIdempotencyKey,
  idempotent,
  iso,
  pageArray,
} from '../../crud/index.js';
import type { ListQuery } from '../../crud/index.js';
import { sqlState, UNIQUE_VIOLATION } from '../../db/index.js';

export type QuotaService = 'cdn' | 'waf' | 'dns' | 'va' | 'cert' | 'notification' | 'iam';
export type QuotaScope = 'account' | 'site' | 'zone' | 'project';
export type QuotaUnit = 'count' | 'requests_per_second' | 'days';

export interface QuotaDefinition {
  code: string;
  service: QuotaService;
  scope: QuotaScope;
  unit: QuotaUnit;
  defaultValue: number;
  adjustable: boolean;
}

const q = (
  code: string,
  service: QuotaService,
  scope: QuotaScope,
  defaultValue: number,
  unit: QuotaUnit = 'count',
  adjustable = true,
): QuotaDefinition => ({ code, service, scope, unit, defaultValue, adjustable });

/** The catalogue, in the order of SPEC §9. */
export const QUOTAS: readonly QuotaDefinition[] = [
  q('sites_per_account', 'cdn', 'account', 50),
  q('origins_per_site', 'cdn', 'site', 10),
  q('firewall_rules_per_site', 'waf', 'site', 100),
  q('cache_rules_per_site', 'cdn', 'site', 50),
  q('cnames_per_site', 'cdn', 'site', 10),
  q('ssl_certificates_per_account', 'cert', 'account', 50),
  q('zones', 'dns', 'account', 20),
  q('rrsets_per_account', 'dns', 'account', 5000),
  q('rrsets_per_zone', 'dns', 'zone', 1000),
  q('rules_per_account', 'dns', 'account', 500),
  q('rules_per_zone', 'dns', 'zone', 100),
  q('targets', 'va', 'account', 20),
  q('scans', 'va', 'account', 100),
  q('access_keys', 'iam', 'account', 10),
  q('access_tokens', 'iam', 'account', 10),
  q('max_apps', 'waf', 'account', 20),
  q('simple_block_rules', 'waf', 'account', 100),
  q('complex_block_rules', 'waf', 'account', 20),
  q('max_certs', 'cert', 'account', 50),
  q('max_rps', 'waf', 'account', 1000, 'requests_per_second'),
  q('free_ssl', 'cert', 'account', 10),
  q('iam_members', 'iam', 'account', 100),
  q('service_accounts', 'iam', 'account', 20),
  q('projects', 'iam', 'account', 20),
  q('resource_groups_per_project', 'iam', 'project', 20),
  q('user_groups', 'iam', 'account', 50),
  q('alert_emails', 'notification', 'account', 10),
  q('audit_log_retention', 'iam', 'account', 90, 'days', false),
];

const BY_CODE = new Map(QUOTAS.map((d) => [d.code, d]));

/** A per-site quota's usage: the rows of the table under the site that holds the most. */
async function fullestSite(q: Queryable, table: ScopedTableName, tenantId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} WHERE ${tenantPredicate(table)}
      GROUP BY site_id ORDER BY n DESC LIMIT 1`,
    [tenantId],
  );
  return rows[0]?.n ?? 0;
}

/**
 * Origin servers of the site with the most: its stored origin setting's servers, else the one origin every
 * site has (origin_server_url) — any site at all uses one.
 */
async function mostOrigins(q: Queryable, tenantId: string): Promise<number> {
  const { rows } = await q.query<{ n: number | null }>(
    `SELECT max(jsonb_array_length(origin_servers))::int AS n FROM cdn_origin_settings
      WHERE ${tenantPredicate('cdn_origin_settings')}`,
    [tenantId],
  );
  const stored = rows[0]?.n ?? 0;
  return Math.max(stored, (await countInTenant(q, 'cdn_sites', tenantId)) > 0 ? 1 : 0);
}

/**
 * How usage is counted, through the repository guards. For per-site/zone/project quotas the highest use of
 * any one. Quotas without an entry answer usage null (nothing stored here counts them yet); areas add theirs as
 * their tables arrive.
 */
export const QUOTA_USAGE: Record<string, (q: Queryable, tenantId: string) => Promise<number>> = {
  sites_per_account: (q, t) => countInTenant(q, 'cdn_sites', t),
  origins_per_site: mostOrigins,
  firewall_rules_per_site: (q, t) => fullestSite(q, 'cdn_firewall_rules', t),
  cache_rules_per_site: (q, t) => fullestSite(q, 'cdn_cache_rules', t),
  cnames_per_site: (q, t) => fullestSite(q, 'cdn_addon_domains', t),
  ssl_certificates_per_account: (q, t) => tenantScoped(q, 'ssl_certificates', t).count(),
  free_ssl: (q, t) => tenantScoped(q, 'ssl_certificates', t).count("type = 'free'"),
  projects: (q, t) => tenantScoped(q, 'projects', t).count(),
  resource_groups_per_project: async (q, t) => {
    const rows = await tenantScoped<{ project_id: string }>(q, 'resource_groups', t, 'project_id').find();
    const per = new Map<string, number>();
    for (const r of rows) per.set(r.project_id, (per.get(r.project_id) ?? 0) + 1);
    return Math.max(0, ...per.values());
  },
  user_groups: (q, t) => tenantScoped(q, 'user_groups', t).count(),
  // The people who sign in to the console: members and IAM users (service accounts have their own quota).
  iam_members: (q, t) => tenantUsers(q, t, ['member', 'iam_user'], 'u.id').count(),
  service_accounts: (q, t) => tenantUsers(q, t, ['service_account'], 'u.id').count(),
  access_keys: (q, t) => tenantLinks(q, 'access_keys', t).count(),
  // An access token of SPEC §2 is an access key (the key signs in for a token): both quotas bound them.
  access_tokens: (q, t) => tenantLinks(q, 'access_keys', t).count(),
};

/** The limit applied to the tenant (its own value, else the platform default). */
export async function quotaValue(db: Queryable, tenantId: string, code: string): Promise<number> {
  const def = BY_CODE.get(code);
  if (!def) throw new Error(`unknown quota ${code}`);
  const rows = await tenantScoped<{ value: number }>(db, 'tenant_quotas', tenantId, 'value').find({
    where: 'code = $2',
    params: [code],
  });
  return rows[0]?.value ?? def.defaultValue;
}

/**
 * Refuses a create that would go over the tenant's quota: call it with the count before the insert.
 * Answers 409 quota_exceeded.
 */
export async function enforceQuota(
  db: Queryable,
  tenantId: string,
  code: string,
  currentCount: number,
): Promise<void> {
  const limit = await quotaValue(db, tenantId, code);
  if (currentCount >= limit) {
    throw new HttpError(
      409,
      `The quota ${code} (${limit}) is reached; ask for an increase on the quotas page.`,
      'quota_exceeded',
    );
  }
}

/** The tenant's use of a quota counted by QUOTA_USAGE. */
export async function quotaUsage(db: Queryable, tenantId: string, code: string): Promise<number> {
  const count = QUOTA_USAGE[code];
  if (!count) throw new Error(`quota ${code} has no usage count`);
  return count(db, tenantId);
}

/** enforceQuota with the usage QUOTA_USAGE counts: call it before the insert, in the same transaction. */
export async function enforceQuotaUsage(db: Queryable, tenantId: string, code: string): Promise<void> {
  await enforceQuota(db, tenantId, code, await quotaUsage(db, tenantId, code));
}

interface RequestRow {
  id: string;
  code: string;
  desired_value: number;
  reason: string;
  status: 'pending' | 'approved' | 'denied';
  requested_by: string;
  version: number;
  created_at: Date;
  resolved_at: Date | null;
}

const toRequest = (r: RequestRow) => ({
  id: r.id,
  code: r.code,
  desired_value: r.desired_value,
  reason: r.reason,
  status: r.status,
  requested_by: r.requested_by,
  created_at: iso(r.created_at),
  resolved_at: r.resolved_at ? iso(r.resolved_at) : null,
});

/** Increase requests: listed through the generic CRUD module; created by requestQuotaIncrease below. */
export const quotaIncreaseRequests = defineCrud<RequestRow, ReturnType<typeof toRequest>>({
  type: 'main/iam/quota_increase_requests',
  noun: 'quota increase request',
  scope: 'tenant',
  table: 'quota_increase_requests',
  columns: 'id, code, desired_value, reason, status, requested_by, version, created_at, resolved_at',
  storedSchema: { file: 'iam/quota.schema.json', def: 'QuotaIncreaseRequest' },
  operations: { list: 'listQuotaIncreaseRequests' },
  sortable: { created_at: 'created_at' },
  defaultSort: 'created_at',
  searchable: ['code', 'reason'],
  filters: { status: (p) => `status = ${p}` },
  toWire: toRequest,
});

async function quotaOf(db: Queryable, tenantId: string, def: QuotaDefinition) {
  const value = await quotaValue(db, tenantId, def.code);
  const count = QUOTA_USAGE[def.code];
  const usage = count ? await count(db, tenantId) : null;
  const rows = await tenantScoped<RequestRow>(
    db,
    'quota_increase_requests',
    tenantId,
    quotaIncreaseRequests.columns,
  ).find({ where: `code = $2 AND status = 'pending'`, params: [def.code] });
  return {
    code: def.code,
    service: def.service,
    scope: def.scope,
    unit: def.unit,
    value,
    default_value: def.defaultValue,
    usage,
    adjustable: def.adjustable,
    pending_request: rows[0] ? toRequest(rows[0]) : null,
  };
}

export function quotaHandlers(services: AppServices): Record<string, RouteHandlerMethod> {
  const { db } = services;
  const requests = crudService(services, quotaIncreaseRequests);

  async function listQuotas(request: FastifyRequest) {
    const scope = request.scope as Scope;
    const query = request.query as ListQuery & { service?: string };
    const search = (query.search ?? '').toLowerCase();
    const defs = QUOTAS.filter(
      (d) =>
        (!query.service || d.service === query.service) &&
        (!search || d.code.includes(search) || d.code.replace(/_/g, ' ').includes(search)),
    );
    const page = pageArray(defs, query);
    return { ...page, data: await Promise.all(page.data.map((d) => quotaOf(db, scope.tenantId, d))) };
  }

  async function getQuota(request: FastifyRequest) {
    const scope = request.scope as Scope;
    const def = BY_CODE.get((request.params as { code: string }).code);
    if (!def) throw notFound('No such quota.');
    return { data: await quotaOf(db, scope.tenantId, def) };
  }

  async function requestQuotaIncrease(request: FastifyRequest, reply: FastifyReply) {
    const scope = request.scope as Scope;
    const { code } = request.params as { code: string };
    const body = request.body as { desired_value: number; reason: string };
    const def = BY_CODE.get(code);
    if (!def) throw notFound('No such quota.');
    const action = 'requestQuotaIncrease';
    const type = quotaIncreaseRequests.type;
    request.auditTarget = { resourceType: type, action };
    try {
      const answer = await inTransaction(db, request, (tx) =>
        idempotent(
          tx,
          request,
          {
            operation: action,
            scopeKey: `${scope.tenantId}:${code}`,
            resourceType: type,
            now: services.clock(),
            ttlMs: services.settings.idempotencyTtlMs,
          },
          async () => {
            if (!def.adjustable) throw conflict(`The quota ${code} cannot be increased.`, 'not_adjustable');
            const current = await quotaValue(tx, scope.tenantId, code);
            if (body.desired_value <= current) {
              throw badRequest('The desired value must be higher than the current one.', [
                { path: '/desired_value', message: `must be greater than ${current}` },
              ]);
            }
            const id = randomUUID();
            request.auditTarget = { resourceType: type, resourceId: id, action };
            const row = await requests.repo(tx, scope).insert({
              id,
              code,
              desired_value: body.desired_value,
              reason: body.reason,
              requested_by: request.principal?.username ?? '',
            });
            const data = toRequest(row);
            await writeAudit(tx, request, {
              resourceType: type,
              resourceId: id,
              action,
              statusCode: 201,
              details: { after: data },
            });
            return { status: 201, body: { data }, headers: { etag: etagOf(row) } };
          },
        ),
      );
      reply.code(answer.status);
      for (const [k, v] of Object.entries(answer.headers)) reply.header(k, v);
      return answer.body;
    } catch (err) {
      if (sqlState(err) === UNIQUE_VIOLATION)
        throw conflict(`The quota ${code} already has a pending request.`, 'pending_request');
      throw err;
    }
  }

  return {
    listQuotas,
    getQuota,
    requestQuotaIncrease: handlesIdempotencyKey(requestQuotaIncrease),
    ...requests.handlers,
  } as Record<string, RouteHandlerMethod>;
}

/** Demo values: a raised project quota and one pending request. */
export async function seedQuotas(tx: Queryable, tenantId: string, requestedBy: string): Promise<void> {
  await tx.query(
    `INSERT INTO tenant_quotas (tenant_id, code, value) VALUES ($1, 'projects', 30), ($1, 'sites_per_account', 100)`,
    [tenantId],
  );
  await tx.query(
    `INSERT INTO quota_increase_requests (id, tenant_id, code, desired_value, reason, requested_by, created_at)
     VALUES ($1, $2, 'zones', 50, 'Migrating the customer DNS portfolio next quarter.', $3, now() - interval '2 days')`,
    [randomUUID(), tenantId, requestedBy],
  );
}
