// CDN sites (/api/main/cdn/sites): list, create (web and VOD), get, replace, delete.
// Every read and write goes through the scope guard; every write audits in its own transaction.
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { json, sqlState, UNIQUE_VIOLATION } from '../../db/index.js';
import type { Queryable } from '../../db/index.js';
import { scoped } from '../../db/scoped.js';
import type { Scope } from '../../db/scoped.js';
import { conflict, notFound, preconditionFailed } from '../../errors.js';
import { inTransaction, writeAudit } from '../../plugins/audit.js';
import type { AppServices } from '../../context.js';

export interface SiteInput {
  name: string;
  origin_server_url: string;
  token_security?: boolean;
  vod?: boolean;
  multi_cdn_url?: string;
  multi_cdn_url_2?: string;
  multi_cdn_config?: number;
}

interface SiteRow {
  id: string;
  name: string;
  cdn_url: string;
  origin_server_url: string;
  stored_status: string;
  status: string;
  token_security: boolean;
  vod: boolean;
  multi_cdn_url: string;
  multi_cdn_url_2: string;
  multi_cdn_status: string;
  multi_cdn_config: number;
  edge_settings: Record<string, unknown>;
  version: number;
  created_at: Date;
  updated_at: Date;
}

/** A pending site whose provisioning time has passed reads as active. */
export const EFFECTIVE_STATUS = `(CASE WHEN status = 'pending' AND activate_at IS NOT NULL AND activate_at <= now() THEN 'active' ELSE status END)`;

const COLUMNS = `id, name, cdn_url, origin_server_url, status AS stored_status, ${EFFECTIVE_STATUS} AS status,
  token_security, vod, multi_cdn_url, multi_cdn_url_2, multi_cdn_status, multi_cdn_config, edge_settings, version,
  created_at, updated_at`;

const SORT_COLUMNS: Record<string, string> = {
  name: 'lower(name)',
  status: EFFECTIVE_STATUS,
  created_at: 'created_at',
};

export const siteTable = (q: Queryable, scope: Scope) => scoped<SiteRow>(q, 'cdn_sites', scope, COLUMNS);

function iso(d: Date | string): string {
  return (d instanceof Date ? d : new Date(d)).toISOString();
}

export function toSite(row: SiteRow) {
  return {
    id: row.id,
    name: row.name,
    cdn_url: row.cdn_url,
    origin_server_url: row.origin_server_url,
    status: row.status,
    token_security: row.token_security,
    vod: row.vod,
    multi_cdn_url: row.multi_cdn_url,
    multi_cdn_url_2: row.multi_cdn_url_2,
    multi_cdn_status: row.multi_cdn_status,
    multi_cdn_config: row.multi_cdn_config,
    edge_settings: row.edge_settings,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export function etagOf(row: { id: string; version: number }): string {
  return `"${row.id.slice(0, 8)}.${row.version}"`;
}

/** If-Match holds one or more ETags (weak or strong) or '*'. */
export function ifMatchSatisfied(header: string | undefined, etag: string): boolean {
  if (header === undefined) return true;
  const wanted = header.split(',').map((t) => t.trim().replace(/^W\//, ''));
  return wanted.includes('*') || wanted.includes(etag);
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

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

function requestHash(operation: string, scope: Scope, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical({ operation, rg: scope.resourceGroupId, body })))
    .digest('base64url');
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

interface Stored {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

export function siteHandlers(services: AppServices, edgeDefaults: Record<string, unknown>) {
  const { db, clock, settings } = services;

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
      data: rows.map(toSite),
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
    const key = headerValue(request, 'idempotency-key');
    const operation = vod ? 'createVodSite' : 'createSite';
    const hash = requestHash(operation, scope, body);
    request.auditTarget = { resourceType: 'cdn_site', action: 'create' };

    let stored: Stored;
    try {
      stored = await inTransaction(db, request, async (tx): Promise<Stored> => {
        if (key) {
          const { rows } = await tx.query<{
            request_hash: string;
            status_code: number;
            response_body: unknown;
            response_headers: Record<string, string>;
          }>(
            `SELECT request_hash, status_code, response_body, response_headers FROM idempotency_keys
              WHERE user_id = $1 AND idem_key = $2 AND expires_at > $3`,
            [principal.userId, key, clock()],
          );
          const prior = rows[0];
          if (prior) {
            if (prior.request_hash !== hash) {
              throw conflict(
                'This Idempotency-Key was already used with a different request.',
                'idempotency_key_reused',
              );
            }
            const priorId = (prior.response_body as { data?: { id?: string } }).data?.id ?? null;
            await writeAudit(tx, request, {
              resourceType: 'cdn_site',
              resourceId: priorId,
              action: 'create',
              statusCode: prior.status_code,
              details: { idempotent_replay: true },
            });
            return { status: prior.status_code, body: prior.response_body, headers: prior.response_headers };
          }
          await tx.query('DELETE FROM idempotency_keys WHERE user_id = $1 AND idem_key = $2', [
            principal.userId,
            key,
          ]);
        }
        if (await nameTaken(tx, scope, body.name)) throw duplicateName(body.name);
        const id = randomUUID();
        request.auditTarget = { resourceType: 'cdn_site', resourceId: id, action: 'create' };
        const row = await siteTable(tx, scope).insert({
          id,
          name: body.name,
          cdn_url: cdnUrlFor(body.name, id),
          origin_server_url: body.origin_server_url,
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
        const result: Stored = {
          status: 201,
          body: { data: { ...toSite(row), status: row.stored_status } },
          headers: { etag: etagOf(row) },
        };
        if (key) {
          await tx.query(
            `INSERT INTO idempotency_keys (id, user_id, idem_key, operation, request_hash, status_code, response_body,
               response_headers, expires_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9)`,
            [
              randomUUID(),
              principal.userId,
              key,
              operation,
              hash,
              result.status,
              JSON.stringify(result.body),
              JSON.stringify(result.headers),
              new Date(clock().getTime() + settings.idempotencyTtlMs),
            ],
          );
        }
        await writeAudit(tx, request, {
          resourceType: 'cdn_site',
          resourceId: id,
          action: 'create',
          statusCode: 201,
          details: { name: body.name, vod },
        });
        return result;
      });
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
    return { data: toSite(row) };
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
        if (!ifMatchSatisfied(ifMatch, etagOf(current))) throw preconditionFailed();
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
            origin_server_url: body.origin_server_url,
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
        if (!updated) throw preconditionFailed();
        const changed = (
          [
            'name',
            'origin_server_url',
            'token_security',
            'multi_cdn_url',
            'multi_cdn_url_2',
            'multi_cdn_config',
          ] as const
        ).filter((k) => current[k] !== updated[k]);
        await writeAudit(tx, request, {
          resourceType: 'cdn_site',
          resourceId: id,
          action: 'update',
          statusCode: 200,
          details: { changed },
        });
        return updated;
      });
      reply.header('etag', etagOf(row));
      return { data: toSite(row) };
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
      if (!ifMatchSatisfied(ifMatch, etagOf(current))) throw preconditionFailed();
      if (!(await table.delete(id, current.version))) throw preconditionFailed();
      await writeAudit(tx, request, {
        resourceType: 'cdn_site',
        resourceId: id,
        action: 'delete',
        statusCode: 200,
        details: { name: current.name },
      });
    });
    return { success: true };
  }

  return {
    listSites,
    createSite: (request: FastifyRequest, reply: FastifyReply) => create(request, reply, false),
    createVodSite: (request: FastifyRequest, reply: FastifyReply) => create(request, reply, true),
    getSite,
    updateSite,
    deleteSite,
  };
}
