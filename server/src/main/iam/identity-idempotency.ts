// Idempotency-Key for the creates of members, IAM users, grants, service accounts and access keys: a replay
// of the same request answers what the first one did; the same key with another request answers 409.
// Answers that carried a secret are remembered without it (callers answer such replays with 409).
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/index.js';
import { conflict } from '../../errors.js';
import { headerValue } from './identity-rows.js';

export interface Answer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

export interface IdempotencyContext {
  userId: string;
  key: string | undefined;
  operation: string;
  hash: string;
  now: Date;
  ttlMs: number;
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

/** The context of one create: the key from the header, a hash of what the request asks for. */
export function idempotencyContext(
  request: FastifyRequest,
  operation: string,
  userId: string,
  now: Date,
  ttlMs: number,
  /** What of the body identifies the request (default all of it); leave passwords out. */
  body: unknown = request.body,
): IdempotencyContext {
  const hash = createHash('sha256')
    .update(
      JSON.stringify(canonical({ operation, tenant: request.scope?.tenantId, params: request.params, body })),
    )
    .digest('base64url');
  return { userId, key: headerValue(request.headers, 'idempotency-key'), operation, hash, now, ttlMs };
}

/** The remembered answer of an earlier request with this key, if any; 409 when that request differed. */
export async function priorAnswer(tx: Queryable, ctx: IdempotencyContext): Promise<Answer | undefined> {
  if (!ctx.key) return undefined;
  const { rows } = await tx.query<{
    request_hash: string;
    operation: string;
    status_code: number;
    response_body: unknown;
    response_headers: Record<string, string>;
    expires_at: Date;
  }>(
    `SELECT request_hash, operation, status_code, response_body, response_headers, expires_at
       FROM idempotency_keys WHERE user_id = $1 AND idem_key = $2 FOR UPDATE`,
    [ctx.userId, ctx.key],
  );
  const prior = rows[0];
  if (!prior) return undefined;
  if (prior.expires_at <= ctx.now) {
    await tx.query('DELETE FROM idempotency_keys WHERE user_id = $1 AND idem_key = $2', [
      ctx.userId,
      ctx.key,
    ]);
    return undefined;
  }
  if (prior.request_hash !== ctx.hash || prior.operation !== ctx.operation) {
    throw conflict(
      'This Idempotency-Key was already used with a different request.',
      'idempotency_key_reused',
    );
  }
  return { status: prior.status_code, body: prior.response_body, headers: prior.response_headers };
}

/** Remembers the answer of a create under its key (no-op without a key). */
export async function rememberAnswer(tx: Queryable, ctx: IdempotencyContext, answer: Answer): Promise<void> {
  if (!ctx.key) return;
  await tx.query(
    `INSERT INTO idempotency_keys (id, user_id, idem_key, operation, request_hash, status_code, response_body,
       response_headers, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9)`,
    [
      randomUUID(),
      ctx.userId,
      ctx.key,
      ctx.operation,
      ctx.hash,
      answer.status,
      JSON.stringify(answer.body),
      JSON.stringify(answer.headers),
      new Date(ctx.now.getTime() + ctx.ttlMs),
    ],
  );
}

/** What a replayed create of a secret answers: the secret was shown once and is not stored. */
export function alreadyCreated(what: string, id: string) {
  return conflict(
    `This request already created ${what} ${id}; its secret was shown once and cannot be shown again.`,
    'already_created',
  );
}
