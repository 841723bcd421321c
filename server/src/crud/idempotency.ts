// The one Idempotency-Key implementation of every POST create (CRUD resources, sites, identity providers,
// members, IAM users, grants, service accounts, access keys). The first answer to (user, key) is stored with a
// hash of the request; a replay of the same request gets that answer again, the same key with another
// request 409. It runs inside the create's transaction, so a failed create stores nothing. Answers that
// carried a secret are remembered without it (their callers answer a replay with 409 already_created).
//
// Two ways to use it: idempotent() wraps a whole create (and audits a replay itself); handlers that need to
// interleave their own steps use idempotencyContext() + priorAnswer() + rememberAnswer().
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/index.js';
import { conflict, notFound } from '../errors.js';
import { writeAudit } from '../plugins/audit.js';
import { MAX_JSON_DEPTH, tooDeep } from '../plugins/json-body.js';

export interface StoredAnswer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}
/** The same as StoredAnswer (the name the people modules use). */
export type Answer = StoredAnswer;

export interface IdempotencyContext {
  userId: string;
  key: string | undefined;
  operation: string;
  hash: string;
  now: Date;
  ttlMs: number;
}

/**
 * value with every object's keys sorted, for a hash that ignores key order. Request bodies are at most
 * MAX_JSON_DEPTH deep (plugins/json-body.ts); a deeper value is refused here too, so the recursion is bounded
 * whoever calls it.
 */
function canonical(value: unknown, depth = 0): unknown {
  if (depth > MAX_JSON_DEPTH) throw tooDeep();
  if (Array.isArray(value)) return value.map((v) => canonical(v, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k], depth + 1)]),
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

/**
 * The context of one create: the key from the header and a hash of what the request asks for — the
 * operation, where it acts (scopeKey; default the tenant and the path parameters) and the body (default all
 * of it; leave passwords out).
 */
export function idempotencyContext(
  request: FastifyRequest,
  operation: string,
  userId: string,
  now: Date,
  ttlMs: number,
  body: unknown = request.body,
  scopeKey: string = JSON.stringify(canonical({ tenant: request.scope?.tenantId, params: request.params })),
): IdempotencyContext {
  return {
    userId,
    key: idempotencyKey(request),
    operation,
    hash: requestHash(operation, scopeKey, body),
    now,
    ttlMs,
  };
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
  if (new Date(prior.expires_at) <= ctx.now) {
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

export interface IdempotentCreate {
  operation: string;
  /** Where the create acts (tenant, project, resource group): the same key in another scope is another request. */
  scopeKey: string;
  resourceType: string;
  /** The audit action of a replay (default the operation). */
  action?: string;
  now: Date;
  ttlMs: number;
}

/** Runs create() once per Idempotency-Key (a replay answers the first answer, audited as a replay). */
export async function idempotent(
  tx: Queryable,
  request: FastifyRequest,
  options: IdempotentCreate,
  create: () => Promise<StoredAnswer>,
): Promise<StoredAnswer> {
  const principal = request.principal;
  if (!principal) throw notFound();
  const ctx = idempotencyContext(
    request,
    options.operation,
    principal.userId,
    options.now,
    options.ttlMs,
    request.body,
    options.scopeKey,
  );
  if (!ctx.key) return create();
  const prior = await priorAnswer(tx, ctx);
  if (prior) {
    const priorId = (prior.body as { data?: { id?: string } }).data?.id ?? null;
    await writeAudit(tx, request, {
      resourceType: options.resourceType,
      resourceId: priorId,
      action: options.action ?? options.operation,
      statusCode: prior.status,
      details: { idempotent_replay: true },
    });
    return prior;
  }
  const answer = await create();
  await rememberAnswer(tx, ctx, answer);
  return answer;
}

const HANDLES_KEY = Symbol.for('handlesIdempotencyKey');

/**
 * Marks a handler that honours Idempotency-Key itself (the creates above): the generic hook of
 * plugins/idempotency.ts leaves its requests alone, so each request meets exactly one mechanism.
 */
export function handlesIdempotencyKey<T extends object>(handler: T): T {
  (handler as Record<symbol, unknown>)[HANDLES_KEY] = true;
  return handler;
}

export function handlerHandlesIdempotencyKey(handler: unknown): boolean {
  return (
    typeof handler === 'function' && (handler as unknown as Record<symbol, unknown>)[HANDLES_KEY] === true
  );
}
