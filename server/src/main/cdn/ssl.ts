// CDN SSL certificates (/api/main/ssl): account-level (tenant-wide) certificates, uploaded (custom, parsed and
// checked by ssl-parse.ts) or asked for (free, issued asynchronously). Reads go through the tenant guard; every
// write audits in its own transaction; the private key is sealed at rest and never leaves the server.
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../../context.js';
import { json, sqlState, UNIQUE_VIOLATION } from '../../db/index.js';
import type { Queryable } from '../../db/index.js';
import { scoped, tenantScoped } from '../../db/scoped.js';
import type { Scope } from '../../db/scoped.js';
import { etagOf, requireMatch, staleWrite } from '../../crud/etag.js';
import { handlesIdempotencyKey, idempotent } from '../../crud/idempotency.js';
import type { StoredAnswer } from '../../crud/idempotency.js';
import { iso, likePattern, pageInfo, pageOf } from '../../crud/paging.js';
import type { ListQuery } from '../../crud/paging.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { SecretBox } from '../../idp/secret-box.js';
import { inTransaction, writeAudit } from '../../plugins/audit.js';
import { enforceQuota } from '../iam/quotas.js';
import { siteTable } from './sites.js';
import { parseUpload } from './ssl-parse.js';
import type { CertificateUpload } from './ssl-parse.js';
import { certificateUsage } from './ssl-usage.js';
import type { SslUsage } from './ssl-usage.js';

export const SSL_KEY_INFO = 'cdn-ssl-private-key/v1';
/** A free certificate is issued this long after it is asked for (the ACME round trip), valid for 90 days. */
const FREE_ISSUE_DELAY_MS = 5_000;
const FREE_VALIDITY = "interval '90 days'";
const FREE_ISSUER = 'CN=Console Free SSL R1, O=Console Cloud';

interface SslRow {
  id: string;
  name: string;
  type: 'custom' | 'free';
  common_name: string;
  sans: string[];
  issuer: string;
  key_type: string;
  fingerprint_sha256: string | null;
  not_before: Date | null;
  expiration_date: Date | null;
  status: string;
  auto_renew: boolean;
  validation_method: 'http' | 'txt' | null;
  validation_records: { domain: string; method: string; name: string; value: string }[];
  version: number;
  created_at: Date;
  updated_at: Date;
}

/** A free certificate whose issue time has passed reads as issued. */
const ISSUED = `(status = 'pending_validation' AND issue_at IS NOT NULL AND issue_at <= now())`;
const NOT_BEFORE = `COALESCE(not_before, CASE WHEN ${ISSUED} THEN issue_at END)`;
const EXPIRATION = `COALESCE(expiration_date, CASE WHEN ${ISSUED} THEN issue_at + ${FREE_VALIDITY} END)`;
/** The status as read (SslCertificateStatus): stored states plus expiry. */
export const SSL_STATUS = `(CASE
  WHEN status IN ('failed', 'issuing') OR (status = 'pending_validation' AND NOT ${ISSUED}) THEN status
  WHEN ${EXPIRATION} <= now() THEN 'expired'
  WHEN ${EXPIRATION} <= now() + interval '30 days' THEN 'expiring_soon'
  ELSE 'active' END)`;

const COLUMNS = `id, name, type, common_name, sans, issuer, key_type, fingerprint_sha256,
  ${NOT_BEFORE} AS not_before, ${EXPIRATION} AS expiration_date, ${SSL_STATUS} AS status, auto_renew,
  validation_method, validation_records, version, created_at, updated_at`;

const SORT_COLUMNS: Record<string, string> = {
  name: 'lower(name)',
  status: SSL_STATUS,
  expiration_date: EXPIRATION,
  created_at: 'created_at',
};

export const sslTable = (q: Queryable, tenantId: string) =>
  tenantScoped<SslRow>(q, 'ssl_certificates', tenantId, COLUMNS);

export function toCertificate(row: SslRow, usedBy: SslUsage[]) {
  const issued = row.status !== 'pending_validation' && row.status !== 'issuing' && row.status !== 'failed';
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    common_name: row.common_name,
    sans: row.sans,
    issuer: row.issuer,
    key_type: row.key_type,
    ...(row.fingerprint_sha256 ? { fingerprint_sha256: row.fingerprint_sha256 } : {}),
    not_before: row.not_before ? iso(row.not_before) : null,
    expiration_date: row.expiration_date ? iso(row.expiration_date) : null,
    status: row.status,
    auto_renew: row.auto_renew,
    validation_records: row.validation_records.map((r) => ({
      ...r,
      status: issued ? 'valid' : row.status === 'failed' ? 'invalid' : 'pending',
    })),
    used_by: usedBy,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

const headerValue = (request: FastifyRequest, name: string) => {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

interface FreeRequest {
  name?: string;
  domains: string[];
  validation_method?: 'http' | 'txt';
  auto_renew?: boolean;
}

/** What each hostname must serve (http-01) or publish (dns-01) for the platform's ACME order. */
function validationRecords(domains: string[], method: 'http' | 'txt') {
  return domains.map((domain) => {
    const token = randomBytes(24).toString('base64url');
    return method === 'http'
      ? {
          domain,
          method,
          name: `http://${domain}/.well-known/acme-challenge/${token.slice(0, 16)}`,
          value: token,
        }
      : { domain, method, name: `_acme-challenge.${domain.replace(/^\*\./, '')}`, value: token };
  });
}

export function sslHandlers(services: AppServices) {
  const { db, clock, settings } = services;
  let box: SecretBox | undefined;
  const sealer = () => (box ??= new SecretBox(services.tokens.deriveKey(SSL_KEY_INFO)));

  async function one(q: Queryable, tenantId: string, row: SslRow) {
    const usage = await certificateUsage(q, tenantId, [row.id]);
    return toCertificate(row, usage.get(row.id) ?? []);
  }

  async function listSslCertificates(request: FastifyRequest) {
    const scope = request.scope as Scope;
    const query = request.query as ListQuery & { status?: string; type?: string };
    const { page, perPage, offset } = pageOf(query);
    const conditions: string[] = [];
    const params: unknown[] = [];
    const next = () => `$${params.length + 1}`;
    if (query.search) {
      params.push(likePattern(query.search));
      conditions.push(
        `(name ILIKE ${next()} ESCAPE '\\' OR common_name ILIKE ${next()} ESCAPE '\\' OR sans::text ILIKE ${next()} ESCAPE '\\')`,
      );
    }
    if (query.status) {
      params.push(query.status);
      conditions.push(`${SSL_STATUS} = ${next()}`);
    }
    if (query.type) {
      params.push(query.type);
      conditions.push(`type = ${next()}`);
    }
    const where = conditions.length ? conditions.join(' AND ') : undefined;
    const table = sslTable(db, scope.tenantId);
    const direction = query.sort_direction === 'desc' ? 'DESC' : 'ASC';
    const sort = SORT_COLUMNS[query.sort_by ?? 'name'] ?? 'lower(name)';
    const total = await table.count(where, params);
    const rows = await table.find({
      where,
      params,
      orderBy: `${sort} ${direction} NULLS LAST, id ${direction}`,
      limit: perPage,
      offset,
    });
    const usage = await certificateUsage(
      db,
      scope.tenantId,
      rows.map((r) => r.id),
    );
    return {
      data: rows.map((r) => toCertificate(r, usage.get(r.id) ?? [])),
      page_info: pageInfo(page, perPage, total),
    };
  }

  async function getSslCertificate(request: FastifyRequest, reply: FastifyReply) {
    const scope = request.scope as Scope;
    const { id } = request.params as { id: string };
    const row = await sslTable(db, scope.tenantId).get(id);
    if (!row) throw notFound('No such certificate.');
    reply.header('etag', etagOf(row));
    return { data: await one(db, scope.tenantId, row) };
  }

  /** The create both kinds share: quota, insert, audit, Idempotency-Key, 201 with the ETag. */
  async function create(
    request: FastifyRequest,
    reply: FastifyReply,
    operation: 'uploadCustomSsl' | 'requestFreeSsl',
    build: (tx: Queryable, id: string) => Promise<Record<string, unknown>>,
  ) {
    const scope = request.scope as Scope;
    request.auditTarget = { resourceType: 'ssl_certificate', action: 'create' };
    let stored: StoredAnswer;
    try {
      stored = await inTransaction(db, request, (tx) =>
        idempotent(
          tx,
          request,
          {
            operation,
            scopeKey: scope.tenantId,
            resourceType: 'ssl_certificate',
            action: 'create',
            now: clock(),
            ttlMs: settings.idempotencyTtlMs,
          },
          async () => {
            const table = sslTable(tx, scope.tenantId);
            await enforceQuota(tx, scope.tenantId, 'ssl_certificates_per_account', await table.count());
            const id = randomUUID();
            const values = await build(tx, id);
            if (values.type === 'free') {
              await enforceQuota(tx, scope.tenantId, 'free_ssl', await table.count("type = 'free'"));
            }
            request.auditTarget = { resourceType: 'ssl_certificate', resourceId: id, action: 'create' };
            const row = await table.insert({ id, ...values });
            const data = toCertificate(row, []);
            await writeAudit(tx, request, {
              resourceType: 'ssl_certificate',
              resourceId: id,
              action: 'create',
              statusCode: 201,
              details: { type: row.type, common_name: row.common_name },
              change: { after: data },
            });
            return { status: 201, body: { data }, headers: { etag: etagOf(row) } };
          },
        ),
      );
    } catch (err) {
      if (sqlState(err) === UNIQUE_VIOLATION) {
        throw conflict(
          'This certificate is already uploaded to the account (ssl already exists).',
          'ssl_exists',
        );
      }
      throw err;
    }
    reply.code(stored.status).headers(stored.headers);
    return stored.body;
  }

  async function uploadCustomSsl(request: FastifyRequest, reply: FastifyReply) {
    const body = request.body as CertificateUpload & { name: string };
    const parsed = parseUpload(body, clock());
    return create(request, reply, 'uploadCustomSsl', async (tx, id) => {
      const scope = request.scope as Scope;
      const taken = await sslTable(tx, scope.tenantId).count("type = 'custom' AND fingerprint_sha256 = $2", [
        parsed.fingerprint,
      ]);
      if (taken) {
        throw conflict(
          'This certificate is already uploaded to the account (ssl already exists).',
          'ssl_exists',
        );
      }
      return {
        name: body.name,
        type: 'custom',
        common_name: parsed.commonName,
        sans: json(parsed.sans),
        issuer: parsed.issuer,
        key_type: parsed.keyType,
        fingerprint_sha256: parsed.fingerprint,
        not_before: parsed.notBefore,
        expiration_date: parsed.notAfter,
        status: 'active',
        auto_renew: false,
        certificate_pem: parsed.certificatePem,
        chain_pem: parsed.chainPem || null,
        private_key_enc: sealer().seal(body.private_key, id),
      };
    });
  }

  async function requestFreeSsl(request: FastifyRequest, reply: FastifyReply) {
    const scope = request.scope as Scope;
    const body = request.body as FreeRequest;
    const method = body.validation_method ?? 'http';
    const domains = body.domains.map((d) => d.toLowerCase());
    const errors = domains.flatMap((d, i) =>
      d.startsWith('*.') && method !== 'txt'
        ? [{ path: `/body/domains/${i}`, message: 'is a wildcard: it needs validation_method txt' }]
        : [],
    );
    if (new Set(domains).size !== domains.length) {
      errors.push({ path: '/body/domains', message: 'names a hostname twice' });
    }
    if (errors.length) throw badRequest(`Invalid request: ${errors[0]?.path} ${errors[0]?.message}`, errors);
    return create(request, reply, 'requestFreeSsl', async (tx) => {
      const sites = await siteTable(tx, scope).aggregate<{ host: string }>('lower(cdn_url) AS host', {
        where: 'lower(cdn_url) = ANY($4::text[])',
        params: [domains],
      });
      const addons = await scoped(tx, 'cdn_addon_domains', scope).aggregate<{ host: string }>(
        'lower(domain) AS host',
        { where: 'lower(domain) = ANY($4::text[])', params: [domains] },
      );
      const known = [...sites, ...addons];
      const hosts = new Set(known.map((k) => k.host));
      const foreign = domains
        .map((d, i) => ({ d, i }))
        .filter(({ d }) => !hosts.has(d))
        .map(({ d, i }) => ({
          path: `/body/domains/${i}`,
          message: `${d} is not a hostname of a site or add-on domain of this resource group`,
        }));
      if (foreign.length) {
        throw badRequest(`Invalid request: ${foreign[0]?.path} ${foreign[0]?.message}`, foreign);
      }
      const now = clock();
      return {
        name: body.name ?? domains[0],
        type: 'free',
        common_name: domains[0],
        sans: json(domains),
        issuer: FREE_ISSUER,
        key_type: 'ecdsa_p256',
        status: 'pending_validation',
        issue_at: new Date(now.getTime() + FREE_ISSUE_DELAY_MS),
        auto_renew: body.auto_renew ?? true,
        validation_method: method,
        validation_records: json(validationRecords(domains, method)),
      };
    });
  }

  async function deleteSslCertificate(request: FastifyRequest) {
    const scope = request.scope as Scope;
    const { id } = request.params as { id: string };
    const ifMatch = headerValue(request, 'if-match');
    request.auditTarget = { resourceType: 'ssl_certificate', resourceId: id, action: 'delete' };
    await inTransaction(db, request, async (tx) => {
      const table = sslTable(tx, scope.tenantId);
      const current = await table.get(id, { forUpdate: true });
      if (!current) throw notFound('No such certificate.');
      const before = await one(tx, scope.tenantId, current);
      requireMatch(ifMatch, current, before);
      if (before.used_by.length) {
        throw conflict(
          `The certificate is used by ${before.used_by.map((u) => u.domain).join(', ')}; choose another certificate there first.`,
          'in_use',
        );
      }
      if (!(await table.delete(id, current.version))) throw staleWrite(current, before);
      await writeAudit(tx, request, {
        resourceType: 'ssl_certificate',
        resourceId: id,
        action: 'delete',
        statusCode: 200,
        details: { name: current.name },
        change: { before },
      });
    });
    return { success: true };
  }

  return {
    listSslCertificates,
    getSslCertificate,
    uploadCustomSsl: handlesIdempotencyKey(uploadCustomSsl),
    requestFreeSsl: handlesIdempotencyKey(requestFreeSsl),
    deleteSslCertificate,
  };
}
