// Idempotency-Key on creates: the first answer to (user, key) is stored with a hash of the request; a replay
// of the same request gets that answer again (and an audit row marked as a replay), a different request
// with the same key gets 409. Runs inside the create's transaction, so a failed create stores nothing.
import { createHash } from 'node:crypto';
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/index.js';
import { conflict, notFound } from '../errors.js';
import { writeAudit } from '../plugins/audit.js';

export interface StoredAnswer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
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

export function requestHash(operation: string, scopeKey: string, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical({ operation, scopeKey, body })))
    .digest('base64url');
}

export function idempotencyKey(request: FastifyRequest): string | undefined {
  const v = request.headers['idempotency-key'];
  const s = Array.isArray(v) ? v[0] : v;
  return s && s.trim() !== '' ? s.trim() : undefined;
}

export interface IdempotentCreate {
  operation: string;
  /** Where the create acts (tenant, project, resource group): the same key in another scope is another request. */
  scopeKey: string;
  resourceType: string;
  now: Date;
  ttlMs: number;
}

/** Runs create() once per Idempotency-Key; without a key it simply runs it. */
export async function idempotent(
  tx: Queryable,
  request: FastifyRequest,
  options: IdempotentCreate,
  create: () => Promise<StoredAnswer>,
): Promise<StoredAnswer> {
  const principal = request.principal;
  if (!principal) throw notFound();
  const key = idempotencyKey(request);
  if (!key) return create();
  const hash = requestHash(options.operation, options.scopeKey, request.body);
  const { rows } = await tx.query<{
    request_hash: string;
    status_code: number;
    response_body: unknown;
    response_headers: Record<string, string>;
  }>(
    `SELECT request_hash, status_code, response_body, response_headers FROM idempotency_keys
      WHERE user_id = $1 AND idem_key = $2 AND expires_at > $3`,
    [principal.userId, key, options.now],
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
      resourceType: options.resourceType,
      resourceId: priorId,
      action: options.operation,
      statusCode: prior.status_code,
      details: { idempotent_replay: true },
    });
    return { status: prior.status_code, body: prior.response_body, headers: prior.response_headers };
  }
  await tx.query('DELETE FROM idempotency_keys WHERE user_id = $1 AND idem_key = $2', [
    principal.userId,
    key,
  ]);
  const answer = await create();
  await tx.query(
    `INSERT INTO idempotency_keys (id, user_id, idem_key, operation, request_hash, status_code, response_body,
       response_headers, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9)`,
    [
      randomUUID(),
      principal.userId,
      key,
      options.operation,
      hash,
      answer.status,
      JSON.stringify(answer.body),
      JSON.stringify(answer.headers),
      new Date(options.now.getTime() + options.ttlMs),
    ],
  );
  return answer;
}
