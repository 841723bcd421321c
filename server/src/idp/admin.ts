// The tenant's identity providers (/api/main/idp/user-idp…): list, create, get, update, delete, configure,
// extract. Tenant-wide resources, reached only through TenantIdps; writes audit in their transaction; the
// client secret goes in sealed and never comes out (client_secret_set tells whether one is stored).
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../context.js';
import { sqlState, UNIQUE_VIOLATION } from '../db/index.js';
import type { Queryable } from '../db/index.js';
import type { Scope } from '../db/scoped.js';
import { badRequest, conflict, notFound, tooManyRequests } from '../errors.js';
import { etagOf, requireMatch, staleWrite } from '../crud/etag.js';
import { handlesIdempotencyKey, idempotent } from '../crud/idempotency.js';
import type { StoredAnswer } from '../crud/idempotency.js';
import { inTransaction, writeAudit } from '../plugins/audit.js';
import { fetchDiscovery } from './metadata.js';
import type { IdpMetadata } from './metadata.js';
import { TenantIdps, STATUS_SQL } from './repository.js';
import type { IdpRow } from './repository.js';
import { idpRuntime, metadataError, redirectUriFor } from './runtime.js';

interface IdpInput {
  name: string;
  protocol: 'oidc' | 'saml';
  description?: string;
  enabled?: boolean;
}

interface ConfigureInput {
  client_id: string;
  client_secret?: string;
  metadata_url: string;
}

const SORT: Record<string, string> = {
  name: 'lower(name)',
  protocol: 'protocol',
  status: STATUS_SQL,
  created_at: 'created_at',
};

function iso(d: Date | string): string {
  return (d instanceof Date ? d : new Date(d)).toISOString();
}

function statusOf(row: IdpRow): 'unconfigured' | 'enabled' | 'disabled' {
  if (!row.client_id || !row.metadata_url) return 'unconfigured';
  return row.enabled ? 'enabled' : 'disabled';
}

/** An identity provider as the API answers it; its redirect_uri is built from the console's public URL. */
export function toIdentityProvider(row: IdpRow, publicUrl: string) {
  return {
    id: row.id,
    name: row.name,
    protocol: row.protocol,
    description: row.description,
    enabled: row.enabled,
    status: statusOf(row),
    client_id: row.client_id,
    client_secret_set: row.client_secret_enc !== '',
    metadata_url: row.metadata_url,
    redirect_uri: redirectUriFor(publicUrl, row.id),
    metadata: row.metadata ?? null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

function header(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const duplicateName = (name: string) =>
  conflict(`An identity provider named "${name}" already exists.`, 'duplicate_name');

const samlUnsupported = () =>
  badRequest('SAML providers cannot be connected on this server yet; use OIDC.', [
    { path: '/body/protocol', message: 'SAML metadata is not supported yet.' },
  ]);

export function idpAdminHandlers(services: AppServices) {
  const { db, clock, settings } = services;
  const runtime = idpRuntime(services);
  const repo = (q: Queryable, request: FastifyRequest) =>
    new TenantIdps(q, (request.scope as Scope).tenantId);

  /** Each metadata fetch counts against its caller: the server fetches what an administrator names. */
  async function throttleFetch(request: FastifyRequest): Promise<void> {
    const key = `idp-fetch|${request.principal?.userId ?? request.ip}`;
    const wait = await runtime.limiter.take(key);
    if (wait > 0) throw tooManyRequests(`Too many metadata fetches; try again in ${wait} s.`, wait);
  }

  async function listIdentityProviders(request: FastifyRequest) {
    const q = request.query as {
      page: number;
      per_page: number;
      sort_by?: string;
      sort_direction?: 'asc' | 'desc';
      search?: string;
      protocol?: string;
      status?: string;
    };
    const where: string[] = [];
    const params: unknown[] = [];
    if (q.search) {
      params.push(`%${escapeLike(q.search)}%`);
      where.push(
        `(name ILIKE $${params.length + 1} ESCAPE '\\' OR description ILIKE $${params.length + 1} ESCAPE '\\')`,
      );
    }
    if (q.protocol) {
      params.push(q.protocol);
      where.push(`protocol = $${params.length + 1}`);
    }
    if (q.status) {
      params.push(q.status);
      where.push(`${STATUS_SQL} = $${params.length + 1}`);
    }
    const direction = q.sort_direction === 'asc' ? 'ASC' : 'DESC';
    const { rows, total } = await repo(db, request).list({
      where,
      params,
      orderBy: `${SORT[q.sort_by ?? 'created_at'] ?? 'created_at'} ${direction}, id ${direction}`,
      limit: q.per_page,
      offset: (q.page - 1) * q.per_page,
    });
    return {
      data: rows.map((r) => toIdentityProvider(r, services.settings.publicUrl)),
      page_info: {
        page: String(q.page),
        per_page: q.per_page,
        total_count: total,
        total_pages: Math.ceil(total / q.per_page),
      },
    };
  }

  async function createIdentityProvider(request: FastifyRequest, reply: FastifyReply) {
    const scope = request.scope as Scope;
    const principal = request.principal;
    if (!principal) throw notFound();
    const body = request.body as IdpInput;
    if (body.enabled) throw conflict('Configure the provider before enabling it.', 'not_configured');
    request.auditTarget = { resourceType: 'identity_provider', action: 'create' };
    try {
      const stored = await inTransaction(db, request, (tx) =>
        idempotent(
          tx,
          request,
          {
            operation: 'createIdentityProvider',
            scopeKey: scope.tenantId,
            resourceType: 'identity_provider',
            action: 'create',
            now: clock(),
            ttlMs: settings.idempotencyTtlMs,
          },
          async (): Promise<StoredAnswer> => {
            const idps = repo(tx, request);
            if (await idps.nameTaken(body.name)) throw duplicateName(body.name);
            const id = randomUUID();
            request.auditTarget = { resourceType: 'identity_provider', resourceId: id, action: 'create' };
            const row = await idps.insert({
              id,
              name: body.name,
              protocol: body.protocol,
              description: body.description ?? '',
            });
            const result = {
              status: 201,
              body: { data: toIdentityProvider(row, services.settings.publicUrl) },
              headers: { etag: etagOf(row) },
            };
            await writeAudit(tx, request, {
              resourceType: 'identity_provider',
              resourceId: id,
              action: 'create',
              statusCode: 201,
              details: { name: body.name, protocol: body.protocol },
              change: { after: result.body.data },
            });
            return result;
          },
        ),
      );
      reply.code(stored.status).headers(stored.headers);
      return stored.body;
    } catch (err) {
      if (sqlState(err) === UNIQUE_VIOLATION) throw duplicateName(body.name);
      throw err;
    }
  }

  async function getIdentityProvider(request: FastifyRequest, reply: FastifyReply) {
    const { id } = request.params as { id: string };
    const row = await repo(db, request).get(id);
    if (!row) throw notFound('No such identity provider.');
    reply.header('etag', etagOf(row));
    return { data: toIdentityProvider(row, services.settings.publicUrl) };
  }

  /** Loads the provider for a write, checks If-Match, runs change, audits; answers the new state. */
  async function write(
    request: FastifyRequest,
    reply: FastifyReply,
    action: string,
    change: (
      current: IdpRow,
      idps: TenantIdps,
    ) => Promise<{ values: Record<string, unknown>; details: Record<string, unknown> }>,
  ) {
    const { id } = request.params as { id: string };
    const ifMatch = header(request, 'if-match');
    request.auditTarget = { resourceType: 'identity_provider', resourceId: id, action };
    const row = await inTransaction(db, request, async (tx) => {
      const idps = repo(tx, request);
      const current = await idps.get(id, { forUpdate: true });
      if (!current) throw notFound('No such identity provider.');
      const before = toIdentityProvider(current, services.settings.publicUrl);
      requireMatch(ifMatch, current, before);
      const { values, details } = await change(current, idps);
      const updated = await idps.update(id, current.version, values);
      if (!updated) throw staleWrite(current, before);
      await writeAudit(tx, request, {
        resourceType: 'identity_provider',
        resourceId: id,
        action,
        statusCode: 200,
        details,
        change: { before, after: toIdentityProvider(updated, services.settings.publicUrl) },
      });
      return updated;
    });
    reply.header('etag', etagOf(row));
    return { data: toIdentityProvider(row, services.settings.publicUrl) };
  }

  async function updateIdentityProvider(request: FastifyRequest, reply: FastifyReply) {
    const body = request.body as IdpInput;
    try {
      return await write(request, reply, 'update', async (current, idps) => {
        const configured = statusOf(current) !== 'unconfigured';
        if (body.protocol !== current.protocol && configured)
          throw conflict('The protocol cannot change once the provider is configured.', 'protocol_locked');
        if (body.enabled && !configured)
          throw conflict('Configure the provider before enabling it.', 'not_configured');
        if (
          body.name.toLowerCase() !== current.name.toLowerCase() &&
          (await idps.nameTaken(body.name, current.id))
        )
          throw duplicateName(body.name);
        const values = {
          name: body.name,
          protocol: body.protocol,
          description: body.description ?? '',
          enabled: body.enabled ?? false,
        };
        const changed = (Object.keys(values) as (keyof typeof values)[]).filter(
          (k) => current[k] !== values[k],
        );
        return { values, details: { changed } };
      });
    } catch (err) {
      if (sqlState(err) === UNIQUE_VIOLATION) throw duplicateName(body.name);
      throw err;
    }
  }

  async function configureIdentityProvider(request: FastifyRequest, reply: FastifyReply) {
    const body = request.body as ConfigureInput;
    const { id } = request.params as { id: string };
    // Fetch before the transaction: no row lock is held while a provider answers slowly.
    const precheck = await repo(db, request).get(id);
    if (!precheck) throw notFound('No such identity provider.');
    if (precheck.protocol !== 'oidc') throw samlUnsupported();
    await throttleFetch(request);
    let metadata: IdpMetadata;
    try {
      metadata = (await fetchDiscovery(body.metadata_url, runtime.policy, clock())).summary;
    } catch (err) {
      throw metadataError(err);
    }
    runtime.discovery.forget(body.metadata_url);
    return write(request, reply, 'configure', async (current) => {
      if (current.protocol !== 'oidc') throw samlUnsupported();
      const values: Record<string, unknown> = {
        client_id: body.client_id,
        metadata_url: body.metadata_url,
        metadata,
      };
      if (body.client_secret !== undefined)
        values.client_secret_enc = runtime.box.seal(body.client_secret, current.id);
      else if (current.client_secret_enc === '')
        throw badRequest('The client secret is required the first time.', [
          { path: '/body/client_secret', message: 'Required when no secret is stored.' },
        ]);
      return {
        values,
        details: {
          client_id: body.client_id,
          metadata_url: body.metadata_url,
          client_secret: body.client_secret !== undefined ? 'replaced' : 'kept',
        },
      };
    });
  }

  async function deleteIdentityProvider(request: FastifyRequest) {
    const { id } = request.params as { id: string };
    const ifMatch = header(request, 'if-match');
    request.auditTarget = { resourceType: 'identity_provider', resourceId: id, action: 'delete' };
    await inTransaction(db, request, async (tx) => {
      const idps = repo(tx, request);
      const current = await idps.get(id, { forUpdate: true });
      if (!current) throw notFound('No such identity provider.');
      const before = toIdentityProvider(current, services.settings.publicUrl);
      requireMatch(ifMatch, current, before);
      if (!(await idps.delete(id, current.version))) throw staleWrite(current, before);
      await writeAudit(tx, request, {
        resourceType: 'identity_provider',
        resourceId: id,
        action: 'delete',
        statusCode: 200,
        details: { name: current.name },
        change: { before },
      });
    });
    return { success: true };
  }

  async function extractIdentityProviderMetadata(request: FastifyRequest) {
    const body = request.body as { protocol: 'oidc' | 'saml'; metadata_url: string };
    request.auditTarget = { resourceType: 'identity_provider', action: 'extract' };
    if (body.protocol !== 'oidc') throw samlUnsupported();
    await throttleFetch(request);
    try {
      return { data: (await fetchDiscovery(body.metadata_url, runtime.policy, clock())).summary };
    } catch (err) {
      throw metadataError(err);
    }
  }

  return {
    listIdentityProviders,
    createIdentityProvider: handlesIdempotencyKey(createIdentityProvider),
    getIdentityProvider,
    updateIdentityProvider,
    deleteIdentityProvider,
    configureIdentityProvider,
    extractIdentityProviderMetadata,
  };
}
