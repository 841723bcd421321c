// Cache purges of a site (/api/main/cdn/sites/{id}/caching_control/purge): ask (everything, URLs, prefixes,
// hostnames or tags), the history newest first, one purge. The site is loaded through the scope guard first;
// purges are queued and complete shortly after (their status is read from the time); every purge is audited.
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../../context.js';
import { json } from '../../db/index.js';
import type { Queryable } from '../../db/index.js';
import { scoped } from '../../db/scoped.js';
import type { Scope } from '../../db/scoped.js';
import { handlesIdempotencyKey, idempotent } from '../../crud/idempotency.js';
import type { StoredAnswer } from '../../crud/idempotency.js';
import { iso, pageInfo, pageOf } from '../../crud/paging.js';
import type { ListQuery } from '../../crud/paging.js';
import { badRequest, conflict, notFound, tooManyRequests } from '../../errors.js';
import { inTransaction, writeAudit } from '../../plugins/audit.js';
import { siteTable } from './sites.js';
import { siteHostnames, targetErrors } from './purge-targets.js';
import type { PurgeType } from './purge-targets.js';

/** How long a purge takes to reach every edge; queued for its first second. */
export const PURGE_DURATION_MS = 3_000;
/** Purges one site may ask for per minute (429 with Retry-After beyond). */
export const PURGES_PER_MINUTE = 30;

interface PurgeRow {
  id: string;
  site_id: string;
  type: PurgeType;
  targets: string[];
  status: string;
  requested_by: string;
  created_at: Date;
  completed_at: Date | null;
  version: number;
}

const STATUS = `(CASE WHEN complete_at <= now() THEN 'completed'
  WHEN created_at + interval '1 second' > now() THEN 'queued' ELSE 'in_progress' END)`;
const COLUMNS = `id, site_id, type, targets, ${STATUS} AS status, requested_by, created_at,
  CASE WHEN complete_at <= now() THEN complete_at END AS completed_at, version`;

const purgeTable = (q: Queryable, scope: Scope) => scoped<PurgeRow>(q, 'cdn_purge_requests', scope, COLUMNS);

export const toPurge = (row: PurgeRow) => ({
  id: row.id,
  site_id: row.site_id,
  type: row.type,
  targets: row.targets,
  status: row.status,
  requested_by: row.requested_by,
  created_at: iso(row.created_at),
  completed_at: row.completed_at ? iso(row.completed_at) : null,
});

export function purgeHandlers(services: AppServices) {
  const { db, clock, settings } = services;

  async function loadSite(q: Queryable, scope: Scope, id: string) {
    const site = await siteTable(q, scope).get(id);
    if (!site) throw notFound('No such site.');
    return site;
  }

  async function listPurgeRequests(request: FastifyRequest) {
    const scope = request.scope as Scope;
    const { id } = request.params as { id: string };
    const query = request.query as ListQuery & { status?: string };
    await loadSite(db, scope, id);
    const { page, perPage, offset } = pageOf(query);
    const conditions = ['site_id = $4'];
    const params: unknown[] = [id];
    if (query.status) {
      params.push(query.status);
      conditions.push(`${STATUS} = $${params.length + 3}`);
    }
    const where = conditions.join(' AND ');
    const table = purgeTable(db, scope);
    const direction = query.sort_direction === 'asc' ? 'ASC' : 'DESC';
    const total = await table.count(where, params);
    const rows = await table.find({
      where,
      params,
      orderBy: `created_at ${direction}, id ${direction}`,
      limit: perPage,
      offset,
    });
    return { data: rows.map(toPurge), page_info: pageInfo(page, perPage, total) };
  }

  async function getPurgeRequest(request: FastifyRequest) {
    const scope = request.scope as Scope;
    const { id, purgeId } = request.params as { id: string; purgeId: string };
    await loadSite(db, scope, id);
    const rows = await purgeTable(db, scope).find({
      where: 'id = $4 AND site_id = $5',
      params: [purgeId, id],
    });
    if (!rows[0]) throw notFound('No such purge.');
    return { data: toPurge(rows[0]) };
  }

  async function purgeSiteCache(request: FastifyRequest, reply: FastifyReply) {
    const scope = request.scope as Scope;
    const principal = request.principal;
    if (!principal) throw notFound();
    const { id } = request.params as { id: string };
    const body = request.body as { type: PurgeType; targets?: string[] };
    const targets = body.type === 'everything' ? [] : (body.targets ?? []);
    request.auditTarget = { resourceType: 'cdn_site', resourceId: id, action: 'purge' };
    const stored: StoredAnswer = await inTransaction(db, request, async (tx) => {
      // Lock the site: purges of one site are counted one at a time.
      const site = await siteTable(tx, scope).get(id, { forUpdate: true });
      if (!site) throw notFound('No such site.');
      return idempotent(
        tx,
        request,
        {
          operation: 'purgeSiteCache',
          scopeKey: `${scope.tenantId}/${scope.projectId}/${scope.resourceGroupId}/${id}`,
          resourceType: 'cdn_site',
          action: 'purge',
          now: clock(),
          ttlMs: settings.idempotencyTtlMs,
        },
        async (): Promise<StoredAnswer> => {
          if (site.status === 'disabled') {
            throw conflict('The site is disabled: it has no cache to purge.', 'site_disabled');
          }
          const errors = targetErrors(body.type, targets, await siteHostnames(tx, scope, site));
          if (errors.length) {
            throw badRequest(`Invalid request: ${errors[0]?.path} ${errors[0]?.message}`, errors);
          }
          const now = clock();
          const table = purgeTable(tx, scope);
          const recent = await table.aggregate<{ n: number; oldest: Date | null }>(
            'count(*)::int AS n, min(created_at) AS oldest',
            { where: 'site_id = $4 AND created_at > $5', params: [id, new Date(now.getTime() - 60_000)] },
          );
          const { n = 0, oldest = null } = recent[0] ?? {};
          if (n >= PURGES_PER_MINUTE) {
            const wait = oldest
              ? Math.ceil((new Date(oldest).getTime() + 60_000 - now.getTime()) / 1000)
              : 60;
            throw tooManyRequests(
              `At most ${PURGES_PER_MINUTE} purges a minute per site; try again in ${Math.max(1, wait)} s.`,
              Math.max(1, wait),
            );
          }
          const purgeId = randomUUID();
          const row = await table.insert({
            id: purgeId,
            site_id: id,
            type: body.type,
            targets: json(targets),
            requested_by: principal.username,
            created_at: now,
            updated_at: now,
            complete_at: new Date(now.getTime() + PURGE_DURATION_MS),
          });
          const data = toPurge(row);
          await writeAudit(tx, request, {
            resourceType: 'cdn_site',
            resourceId: id,
            action: 'purge',
            statusCode: 202,
            details: { purge_id: purgeId, type: body.type, targets, site_name: site.name },
            change: { after: data },
          });
          return { status: 202, body: { data }, headers: {} };
        },
      );
    });
    reply.code(stored.status).headers(stored.headers);
    return stored.body;
  }

  return {
    listPurgeRequests,
    getPurgeRequest,
    purgeSiteCache: handlesIdempotencyKey(purgeSiteCache),
  };
}
