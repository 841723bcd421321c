// Idempotency-Key on every write that does not honour it itself (updates, deletes, actions). The creates
// keep their own, transactional implementation (crud/idempotency.ts; their handlers are marked with
// handlesIdempotencyKey and skipped here), so each request meets exactly one mechanism.
//
// Before the handler (after authentication and the permission check) the (user, key) row is claimed with a
// pending answer (status_code 0). A success is stored in onSend; an error answer drops the claim so a retry
// runs again (a 4xx changed nothing, as a failed create stores nothing). A repeat of the same request replays the stored answer without running the handler
// (audited as a replay), the same key with another request is 409, a twin still in flight is waited for
// (bounded), and a claim whose short lease passed is treated as abandoned.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { handlerHandlesIdempotencyKey, idempotencyKey, requestHash } from '../crud/idempotency.js';
import { conflict } from '../errors.js';
import { defaultTarget, SECRET_KEY, writeAudit } from './audit.js';
import { MAX_JSON_DEPTH } from './json-body.js';

/** status_code of a claimed key whose request is still running. */
const PENDING = 0;
/** How long a claim lasts before it counts as abandoned. */
const PENDING_LEASE_MS = 60_000;
/** How long a repeat waits for its twin in flight. */
const WAIT_MS = 30_000;
const POLL_MS = 50;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The headers a replay answers again. */
const KEPT_HEADERS = ['etag', 'location', 'content-type'];
/**
 * Marks a stored answer that carried a secret (a new password, a key): only its redacted copy is kept, as the
 * creates do, and a replay answers 409 instead of showing a secret that was meant to be shown once.
 */
const SECRET_WITHHELD = 'x-secret-withheld';

interface Claim {
  id: string;
  userId: string;
  key: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyClaim: Claim | null;
  }
}

interface KeyRow {
  id: string;
  operation: string;
  request_hash: string;
  status_code: number;
  response_body: unknown;
  response_headers: Record<string, string>;
  expires_at: Date;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function operationOf(request: FastifyRequest): string {
  const schema = request.routeOptions.schema as { operationId?: string } | undefined;
  return schema?.operationId ?? `${request.method} ${request.routeOptions.url ?? ''}`;
}

/** What the request asks for: method, path (with query), path parameters, scope and body. */
function hashOf(request: FastifyRequest, operation: string): string {
  const scopeKey = JSON.stringify({
    method: request.method,
    path: request.url,
    params: request.params ?? null,
    tenant: request.scope?.tenantId ?? null,
    project: request.scope?.projectId ?? null,
    resourceGroup: request.scope?.resourceGroupId ?? null,
  });
  return requestHash(operation, scopeKey, request.body ?? null);
}

function applies(request: FastifyRequest): boolean {
  if (READ_METHODS.has(request.method)) return false;
  if (!(request.routeOptions.url ?? '').startsWith('/api/')) return false;
  if (!request.principal) return false;
  return (request.routeOptions.config as { handlesIdempotencyKey?: boolean }).handlesIdempotencyKey !== true;
}

async function replay(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  row: KeyRow,
): Promise<FastifyReply> {
  const target = request.auditTarget ?? defaultTarget(request);
  await writeAudit(app.services.db, request, {
    resourceType: target.resourceType,
    resourceId: target.resourceId ?? null,
    action: target.action,
    result: row.status_code < 400 ? 'success' : 'failure',
    statusCode: row.status_code,
    change: {},
    details: { idempotent_replay: true },
  });
  if (row.response_headers?.[SECRET_WITHHELD]) {
    throw conflict(
      'This request already ran; its answer held a secret that was shown once and is not kept.',
      'already_applied',
    );
  }
  reply.code(row.status_code);
  for (const [name, value] of Object.entries(row.response_headers ?? {})) reply.header(name, value);
  if (row.response_body === null || row.response_body === undefined) return reply.send();
  if (!row.response_headers?.['content-type']) reply.type('application/json; charset=utf-8');
  return reply.send(
    typeof row.response_body === 'string' && !row.response_headers?.['content-type']?.includes('json')
      ? row.response_body
      : JSON.stringify(row.response_body),
  );
}

/**
 * Whether an answer holds a secret: a key the audit trail redacts (SECRET_KEY) with a value that could be one.
 * Past MAX_JSON_DEPTH levels it stops looking and says yes, so the answer is kept without its body.
 */
export function carriesSecret(value: unknown, depth = 0): boolean {
  if (!value || typeof value !== 'object') return false;
  if (depth > MAX_JSON_DEPTH) return true;
  if (Array.isArray(value)) return value.some((v) => carriesSecret(v, depth + 1));
  return Object.entries(value).some(
    ([k, v]) => (SECRET_KEY.test(k) && v !== null && typeof v !== 'boolean') || carriesSecret(v, depth + 1),
  );
}

function storedBody(payload: unknown, contentType: string): unknown {
  if (payload === null || payload === undefined) return null;
  const text = Buffer.isBuffer(payload)
    ? payload.toString('utf8')
    : typeof payload === 'string'
      ? payload
      : null;
  if (text === null) return null;
  if (text === '') return null;
  if (contentType.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

export function installIdempotency(app: FastifyInstance): void {
  app.decorateRequest('idempotencyClaim', null);
  // Fastify binds handlers, so the mark is read here, off the handler as given, into the route's config.
  app.addHook('onRoute', (route) => {
    if (handlerHandlesIdempotencyKey(route.handler)) {
      route.config = { ...(route.config as object), handlesIdempotencyKey: true };
    }
  });

  app.addHook('preHandler', async (request, reply) => {
    if (!applies(request)) return;
    const key = idempotencyKey(request);
    const principal = request.principal;
    if (!key || !principal) return;
    const db = app.services.db;
    const operation = operationOf(request);
    const hash = hashOf(request, operation);
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const now = app.services.clock();
      const id = randomUUID();
      const claimed = await db.query<{ id: string }>(
        `INSERT INTO idempotency_keys (id, user_id, idem_key, operation, request_hash, status_code, response_body,
           response_headers, expires_at)
         VALUES ($1, $2, $3, $4, $5, ${PENDING}, 'null'::jsonb, '{}'::jsonb, $6)
         ON CONFLICT (user_id, idem_key) DO NOTHING RETURNING id`,
        [id, principal.userId, key, operation, hash, new Date(now.getTime() + PENDING_LEASE_MS)],
      );
      if (claimed.rows.length) {
        request.idempotencyClaim = { id, userId: principal.userId, key };
        return;
      }
      const { rows } = await db.query<KeyRow>(
        `SELECT id, operation, request_hash, status_code, response_body, response_headers, expires_at
           FROM idempotency_keys WHERE user_id = $1 AND idem_key = $2`,
        [principal.userId, key],
      );
      const prior = rows[0];
      if (!prior) continue; // dropped meanwhile: claim it
      if (new Date(prior.expires_at) <= now) {
        // An expired answer, or a claim whose request never finished: abandoned.
        await db.query('DELETE FROM idempotency_keys WHERE id = $1', [prior.id]);
        continue;
      }
      if (prior.request_hash !== hash || prior.operation !== operation) {
        throw conflict(
          'This Idempotency-Key was already used with a different request.',
          'idempotency_key_reused',
        );
      }
      if (prior.status_code !== PENDING) return replay(app, request, reply, prior);
      if (Date.now() >= deadline) {
        throw conflict(
          'A request with this Idempotency-Key is still in progress; retry later.',
          'idempotency_key_in_progress',
        );
      }
      await sleep(POLL_MS);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    const db = app.services.db;
    try {
      if (reply.statusCode >= 400) {
        await db.query('DELETE FROM idempotency_keys WHERE id = $1', [claim.id]);
        return payload;
      }
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      const answer = storedBody(payload, headers['content-type'] ?? '');
      const secret = carriesSecret(answer);
      if (secret) headers[SECRET_WITHHELD] = 'true';
      const body = secret ? null : answer;
      await db.query(
        `UPDATE idempotency_keys SET status_code = $2, response_body = $3::jsonb, response_headers = $4::jsonb,
           expires_at = $5 WHERE id = $1`,
        [
          claim.id,
          reply.statusCode,
          JSON.stringify(body),
          JSON.stringify(headers),
          new Date(app.services.clock().getTime() + app.services.settings.idempotencyTtlMs),
        ],
      );
    } catch (err) {
      request.log.error({ err }, 'could not store the idempotent answer');
      await db.query('DELETE FROM idempotency_keys WHERE id = $1', [claim.id]).catch(() => undefined);
    }
    return payload;
  });

  // A request that ended without an answer (aborted) frees its claim.
  app.addHook('onResponse', async (request) => {
    const claim = request.idempotencyClaim;
    if (!claim) return;
    request.idempotencyClaim = null;
    await app.services.db
      .query('DELETE FROM idempotency_keys WHERE id = $1', [claim.id])
      .catch(() => undefined);
  });
}
