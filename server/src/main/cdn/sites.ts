// CDN sites (/api/main/cdn/sites): list, create (web and VOD), get, replace, delete.
// Every read and write goes through the scope guard; every write audits in its own transaction.
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { json, sqlState, UNIQUE_VIOLATION } from '../../db/index.js';
import type { Queryable } from '../../db/index.js';
import { scoped } from '../../db/scoped.js';
import type { Scope } from '../../db/scoped.js';
import { etagOf, requireMatch, staleWrite } from '../../crud/etag.js';
import { handlesIdempotencyKey, idempotencyKey, idempotent } from '../../crud/idempotency.js';
import type { StoredAnswer } from '../../crud/idempotency.js';
import { conflict, notFound } from '../../errors.js';
import { inTransaction, writeAudit } from '../../plugins/audit.js';
import { enforceQuotaUsage } from '../iam/quotas.js';
import type { AppServices } from '../../context.js';
import { originColumns, s3OriginOf, siteOriginSealer } from './site-origin.js';
import type { SiteOriginInput, StoredS3Origin } from './site-origin.js';

export interface SiteInput extends SiteOriginInput {
  name: string;
  token_security?: boolean;
  vod?: boolean;
  multi_cdn_url?: string;
  multi_cdn_url_2?: string;
  multi_cdn_config?: number;
}

export interface SiteRow {
  id: string;
  name: string;
  cdn_url: string;
  origin_server_url: string;
  origin_type: 'host' | 's3';
  origin_s3: StoredS3Origin | null;
  stored_status: string;
  status: string;
  token_security: boolean;
  vod: boolean;
  multi_cdn_url: string;
  multi_cdn_url_2: string;
  multi_cdn_status: string;
  multi_cdn_config: number;
  edge_settings: Record<string, unknown>;
  development_mode_expires_at: Date | null;
  version: number;
  created_at: Date;
  updated_at: Date;
}

/** A pending site whose provisioning time has passed reads as active. */
export const EFFECTIVE_STATUS = `(CASE WHEN status = 'pending' AND activate_at IS NOT NULL AND activate_at <= now() THEN 'active' ELSE status END)`;

const COLUMNS = `id, name, cdn_url, origin_server_url, origin_type, origin_s3, status AS stored_status, ${EFFECTIVE_STATUS} AS status,
  token_security, vod, multi_cdn_url, multi_cdn_url_2, multi_cdn_status, multi_cdn_config, edge_settings,
  development_mode_expires_at, version, created_at, updated_at`;

const SORT_COLUMNS: Record<string, string> = {
  name: 'lower(name)',
  status: EFFECTIVE_STATUS,
  created_at: 'created_at',
};

export const siteTable = (q: Queryable, scope: Scope) => scoped<SiteRow>(q, 'cdn_sites', scope, COLUMNS);

function iso(d: Date | string): string {
  return (d instanceof Date ? d : new Date(d)).toISOString();
}

/** Development mode switches itself off this long after it is turned on (Cloudflare: three hours). */
export const DEVELOPMENT_MODE_MS = 3 * 60 * 60 * 1000;

/** Whether the row's development mode has switched itself off by `now` (the stored value still says active). */
function developmentModeOver(row: SiteRow, now: Date): boolean {
  const ends = row.development_mode_expires_at;
  return ends !== null && ends !== undefined && new Date(ends).getTime() <= now.getTime();
}

/**
 * The site as it acts at `now` (the services' clock): development mode past its end reads inactive and
 * has no end; while on, its end is shown.
 */
export function toSite(row: SiteRow, now: Date = new Date()) {
  const over = developmentModeOver(row, now);
  const on = !over && row.edge_settings.development_mode === 'active';
  return {
    id: row.id,
    name: row.name,
    cdn_url: row.cdn_url,
    origin_type: row.origin_type,
    origin_server_url: row.origin_server_url,
    ...s3OriginOf(row),
    status: row.status,
    token_security: row.token_security,
    vod: row.vod,
    multi_cdn_url: row.multi_cdn_url,
    multi_cdn_url_2: row.multi_cdn_url_2,
    multi_cdn_status: row.multi_cdn_status,
    multi_cdn_config: row.multi_cdn_config,
    edge_settings: over ? { ...row.edge_settings, development_mode: 'inactive' } : row.edge_settings,
    development_mode_expires_at:
      on && row.development_mode_expires_at ? iso(row.development_mode_expires_at) : null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export function cdnUrlFor(name: string, id: string): string {
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '') || 'site';
  return `${slug}-${id.replace(/-/g, '').slice(0, 8)}.cdn.console.local`;
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

async function nameTaken(q: Queryable, scope: Scope, name: string, exceptId?: string): Promise<boolean> {
  const n = await siteTable(q, scope).count(
    exceptId ? 'lower(name) = lower($4) AND id <> $5' : 'lower(name) = lower($4)',
    exceptId ? [name, exceptId] : [name],
  );
  return n > 0;
}

const duplicateName = (name: string) =>
  conflict(`A site named "${name}" already exists in this resource group.`, 'duplicate_name');

function isDuplicate(err: unknown): boolean {
  return sqlState(err) === UNIQUE_VIOLATION;
}

export function siteHandlers(services: AppServices, edgeDefaults: Record<string, unknown>) {
  const { db, clock, settings } = services;
  const wire = (row: SiteRow) => toSite(row, clock());
  const sealer = siteOriginSealer(services);

  async function listSites(request: FastifyRequest) {
    const scope = request.scope as Scope;
    const q = request.query as {
      page: number;
      per_page: number;
      sort_by: string;
      sort_direction: 'asc' | 'desc';
      search?: string;
      status?: string;
    };
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (q.search) {
      params.push(`%${escapeLike(q.search)}%`);
      const p = `$${params.length + 3}`;
      conditions.push(
        `(name ILIKE ${p} ESCAPE '\\' OR cdn_url ILIKE ${p} ESCAPE '\\' OR origin_server_url ILIKE ${p} ESCAPE '\\')`,
      );
    }
    if (q.status) {
      params.push(q.status);
      conditions.push(`${EFFECTIVE_STATUS} = $${params.length + 3}`);
    }
    const where = conditions.length ? conditions.join(' AND ') : undefined;
    const table = siteTable(db, scope);
    const direction = q.sort_direction === 'asc' ? 'ASC' : 'DESC';
    const sort = SORT_COLUMNS[q.sort_by] ?? 'created_at';
    const total = await table.count(where, params);
    const rows = await table.find({
      where,
      params,
      orderBy: `${sort} ${direction}, id ${direction}`,
      limit: q.per_page,
      offset: (q.page - 1) * q.per_page,
    });
    return {
      data: rows.map(wire),
      page_info: {
        page: String(q.page),
        per_page: q.per_page,
        total_count: total,
        total_pages: Math.ceil(total / q.per_page),
      },
    };
  }

  async function create(request: FastifyRequest, reply: FastifyReply, vod: boolean) {
    const scope = request.scope as Scope;
    const principal = request.principal;
    if (!principal) throw notFound();
    const body = request.body as SiteInput;
    const key = idempotencyKey(request);
    const operation = vod ? 'createVodSite' : 'createSite';
    request.auditTarget = { resourceType: 'cdn_site', action: 'create' };

    let stored: StoredAnswer;
    try {
      stored = await inTransaction(db, request, (tx) =>
        idempotent(
          tx,
          request,
          {
            operation,
            scopeKey: `${scope.tenantId}/${scope.projectId}/${scope.resourceGroupId}`,
            resourceType: 'cdn_site',
            action: 'create',
            now: clock(),
            ttlMs: settings.idempotencyTtlMs,
          },
          async (): Promise<StoredAnswer> => {
            if (await nameTaken(tx, scope, body.name)) throw duplicateName(body.name);
            await enforceQuotaUsage(tx, scope.tenantId, 'sites_per_account');
            const id = randomUUID();
            request.auditTarget = { resourceType: 'cdn_site', resourceId: id, action: 'create' };
            const row = await siteTable(tx, scope).insert({
              id,
              name: body.name,
              cdn_url: cdnUrlFor(body.name, id),
              ...originColumns(body, sealer, id),
              status: 'pending',
              activate_at: new Date(clock().getTime() + settings.siteActivationDelayMs),
              token_security: body.token_security ?? false,
              vod,
              multi_cdn_url: body.multi_cdn_url ?? '',
              multi_cdn_url_2: body.multi_cdn_url_2 ?? '',
              multi_cdn_config: body.multi_cdn_config ?? 0,
              edge_settings: json(edgeDefaults),
            });
            // The answer to a create shows the stored state: provisioning has just begun.
            const result: StoredAnswer = {
              status: 201,
              body: { data: { ...wire(row), status: row.stored_status } },
              headers: { etag: etagOf(row) },
            };
            await writeAudit(tx, request, {
              resourceType: 'cdn_site',
              resourceId: id,
              action: 'create',
              statusCode: 201,
              details: { name: body.name, vod },
              change: { after: (result.body as { data: unknown }).data },
            });
            return result;
          },
        ),
      );
    } catch (err) {
      if (isDuplicate(err)) {
        throw key
          ? conflict(
              'A request with this Idempotency-Key or site name was just processed; retry.',
              'conflict',
            )
          : duplicateName(body.name);
      }
      throw err;
    }
    reply.code(stored.status).headers(stored.headers);
    return stored.body;
  }

  async function getSite(request: FastifyRequest, reply: FastifyReply) {
    const { id } = request.params as { id: string };
    const row = await siteTable(db, request.scope as Scope).get(id);
    if (!row) throw notFound('No such site.');
    reply.header('etag', etagOf(row));
    return { data: wire(row) };
  }

  async function updateSite(request: FastifyRequest, reply: FastifyReply) {
    const scope = request.scope as Scope;
    const { id } = request.params as { id: string };
    const body = request.body as SiteInput;
    const ifMatch = headerValue(request, 'if-match');
    request.auditTarget = { resourceType: 'cdn_site', resourceId: id, action: 'update' };
    try {
      const row = await inTransaction(db, request, async (tx) => {
        const table = siteTable(tx, scope);
        const current = await table.get(id, { forUpdate: true });
        if (!current) throw notFound('No such site.');
        requireMatch(ifMatch, current, () => wire(current));
        if (
          body.name.toLowerCase() !== current.name.toLowerCase() &&
          (await nameTaken(tx, scope, body.name, id))
        ) {
          throw duplicateName(body.name);
        }
        const updated = await table.update(
          id,
          {
            name: body.name,
            ...originColumns(body, sealer, id, current),
            token_security: body.token_security ?? false,
            multi_cdn_url: body.multi_cdn_url ?? '',
            multi_cdn_url_2: body.multi_cdn_url_2 ?? '',
            multi_cdn_config: body.multi_cdn_config ?? 0,
            // Settle provisioning that finished since the last write.
            status: current.status,
            ...(current.status !== current.stored_status ? { activate_at: null } : {}),
          },
          current.version,
        );
        if (!updated) throw staleWrite(current, () => wire(current));
        const changed: string[] = (
          [
            'name',
            'origin_type',
            'origin_server_url',
            'token_security',
            'multi_cdn_url',
            'multi_cdn_url_2',
            'multi_cdn_config',
          ] as const
        ).filter((k) => current[k] !== updated[k]);
        if (JSON.stringify(current.origin_s3) !== JSON.stringify(updated.origin_s3))
          changed.push('origin_s3');
        await writeAudit(tx, request, {
          resourceType: 'cdn_site',
          resourceId: id,
          action: 'update',
          statusCode: 200,
          details: { changed },
          change: { before: wire(current), after: wire(updated) },
        });
        return updated;
      });
      reply.header('etag', etagOf(row));
      return { data: wire(row) };
    } catch (err) {
      if (isDuplicate(err)) throw duplicateName(body.name);
      throw err;
    }
  }

  async function deleteSite(request: FastifyRequest) {
    const scope = request.scope as Scope;
    const { id } = request.params as { id: string };
    const ifMatch = headerValue(request, 'if-match');
    request.auditTarget = { resourceType: 'cdn_site', resourceId: id, action: 'delete' };
    await inTransaction(db, request, async (tx) => {
      const table = siteTable(tx, scope);
      const current = await table.get(id, { forUpdate: true });
      if (!current) throw notFound('No such site.');
      requireMatch(ifMatch, current, () => wire(current));
      if (!(await table.delete(id, current.version))) throw staleWrite(current, () => wire(current));
      await writeAudit(tx, request, {
        resourceType: 'cdn_site',
        resourceId: id,
        action: 'delete',
        statusCode: 200,
        details: { name: current.name },
        change: { before: wire(current) },
      });
    });
    return { success: true };
  }

  return {
    listSites,
    createSite: handlesIdempotencyKey((request: FastifyRequest, reply: FastifyReply) =>
      create(request, reply, false),
    ),
    createVodSite: handlesIdempotencyKey((request: FastifyRequest, reply: FastifyReply) =>
      create(request, reply, true),
    ),
    getSite,
    updateSite,
    deleteSite,
  };
}
