// Parent-portal short tokens: issued by an operator (POST /admin/short_tokens or scripts/short-token.mjs),
// valid once and briefly, exchanged for a console session (login_type token) or for a WAF client token.
// What an operator does through a short token stays theirs on the record: the issuance is an entry of the
// user's tenant naming the operator, and the session the token opens carries the operator, so every entry of
// it names them too (as login-as does).
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../context.js';
import { handlesIdempotencyKey } from '../crud/idempotency.js';
import type { Queryable } from '../db/index.js';
import { conflict, notFound, unauthorized } from '../errors.js';
import { inTransaction, writeAudit } from '../plugins/audit.js';
import { ACCOUNT_COLUMNS, accountById, identityContext } from './identity-context.js';
import type { Account } from './identity-context.js';
import { consumeIdentityToken, issueIdentityToken, TOKEN_TTL_MS } from './identity-tokens.js';
import type { ConsumedToken } from './identity-tokens.js';
import { answerSignIn, openSession } from './sign-in.js';
import { HOLDS_NAME } from './sign-in-names.js';

const BAD_SHORT_TOKEN = 'The short token is invalid, already used or expired.';
export const SHORT_TOKEN_MAX_TTL_S = 900;

export interface IssuedShortToken {
  id: string;
  token: string;
  account: Account;
  expiresAt: Date;
  expiresIn: number;
}

/** A short token for an active, verified user by username; null when there is no such user. */
export async function createShortTokenFor(
  q: Queryable,
  input: { username: string; now: Date; ttlSeconds?: number; createdBy?: string | null },
): Promise<IssuedShortToken | null> {
  const { rows } = await q.query<Account>(
    `SELECT ${ACCOUNT_COLUMNS} FROM users WHERE lower(username) = lower($1) AND ${HOLDS_NAME}`,
    [input.username],
  );
  const account = rows[0];
  if (!account || account.status !== 'active' || !account.verified) return null;
  const ttlMs = Math.min(input.ttlSeconds ?? TOKEN_TTL_MS.short_token / 1000, SHORT_TOKEN_MAX_TTL_S) * 1000;
  const issued = await issueIdentityToken(q, {
    userId: account.id,
    purpose: 'short_token',
    now: input.now,
    ttlMs,
    createdBy: input.createdBy ?? null,
  });
  return {
    id: issued.id,
    token: issued.token,
    account,
    expiresAt: issued.expiresAt,
    expiresIn: Math.round(ttlMs / 1000),
  };
}

/**
 * The operator behind a used short token that someone else issued for its user: null when there is none (the
 * CLI's tokens, or one the operator issued for themselves), undefined when the issuer can no longer act
 * (disabled or gone): such a token signs no one in.
 */
export async function shortTokenOperator(
  q: Queryable,
  used: ConsumedToken,
): Promise<{ userId: string; username: string } | null | undefined> {
  if (!used.createdBy || used.createdBy === used.userId) return null;
  const { rows } = await q.query<{ id: string; username: string }>(
    `SELECT id, username FROM users WHERE id = $1 AND status = 'active'`,
    [used.createdBy],
  );
  const row = rows[0];
  return row ? { userId: row.id, username: row.username } : undefined;
}

export function shortTokenLoginUrl(publicUrl: string, token: string): string {
  const url = new URL('/login', publicUrl + '/');
  url.searchParams.set('token', token);
  return url.toString();
}

/** POST /auth/token-exchange. */
export function shortTokenAuthHandlers(services: AppServices) {
  const { db, clock } = services;
  const { limits } = identityContext(services);

  async function exchangeShortToken(request: FastifyRequest, reply: FastifyReply) {
    const body = request.body as { short_token: string; region_id?: string; project_id?: string };
    request.auditTarget = { resourceType: 'session', action: 'login' };
    await limits.checkTokenAttempts(request.ip);
    const now = clock();
    const session = await inTransaction(db, request, async (tx) => {
      const used = await consumeIdentityToken(tx, body.short_token, 'short_token', now);
      const account = used && (await accountById(tx, used.userId));
      if (!used || !account || account.status !== 'active' || !account.verified) return null;
      const operator = await shortTokenOperator(tx, used);
      if (operator === undefined) return null;
      return openSession(
        tx,
        services,
        request,
        account,
        'token',
        { region_id: body.region_id ?? null, project_id: body.project_id ?? null },
        operator?.userId,
      );
    });
    if (!session) {
      await limits.tokenFailed(request.ip);
      throw unauthorized(BAD_SHORT_TOKEN);
    }
    return answerSignIn(services, request, reply, session);
  }

  return { exchangeShortToken };
}

/** POST /admin/short_tokens (main backend, admin:write). */
export function shortTokenAdminHandlers(services: AppServices) {
  const { db, clock, settings } = services;

  async function createShortToken(request: FastifyRequest, reply: FastifyReply) {
    const body = request.body as { username: string; ttl_seconds?: number };
    const principal = request.principal;
    if (!principal) throw unauthorized();
    const key = request.headers['idempotency-key'];
    const idemKey = typeof key === 'string' && key !== '' ? key : undefined;
    request.auditTarget = { resourceType: 'short_token', action: 'create' };
    const now = clock();
    const issued = await inTransaction(db, request, async (tx) => {
      if (idemKey) {
        const { rows } = await tx.query<{ response_body: { data?: { id?: string } } }>(
          `SELECT response_body FROM idempotency_keys WHERE user_id = $1 AND idem_key = $2 AND expires_at > $3`,
          [principal.userId, idemKey, now],
        );
        if (rows[0]) {
          // The token is stored only as a hash, so the first answer cannot be repeated.
          throw conflict(
            `A short token was already created with this Idempotency-Key (${rows[0].response_body.data?.id ?? 'unknown'}); create a new one without it.`,
            'already_created',
          );
        }
        await tx.query('DELETE FROM idempotency_keys WHERE user_id = $1 AND idem_key = $2', [
          principal.userId,
          idemKey,
        ]);
      }
      const result = await createShortTokenFor(tx, {
        username: body.username,
        now,
        ttlSeconds: body.ttl_seconds,
        createdBy: principal.userId,
      });
      if (!result) throw notFound('No active, verified user has this username.');
      if (idemKey) {
        await tx.query(
          `INSERT INTO idempotency_keys (id, user_id, idem_key, operation, request_hash, status_code, response_body,
             expires_at)
           VALUES ($1, $2, $3, 'createShortToken', '', 201, $4::jsonb, $5)`,
          [
            randomUUID(),
            principal.userId,
            idemKey,
            JSON.stringify({ data: { id: result.id, username: result.account.username } }),
            new Date(now.getTime() + settings.idempotencyTtlMs),
          ],
        );
      }
      await writeAudit(tx, request, {
        resourceType: 'short_token',
        resourceId: result.id,
        action: 'create',
        statusCode: 201,
        tenantId: result.account.tenant_id,
        details: {
          user_id: result.account.id,
          username: result.account.username,
          expires_in: result.expiresIn,
        },
      });
      return result;
    });
    reply.code(201).header('cache-control', 'no-store');
    return {
      data: {
        short_token: issued.token,
        username: issued.account.username,
        expires_in: issued.expiresIn,
        expires_at: issued.expiresAt.toISOString(),
        login_url: shortTokenLoginUrl(settings.publicUrl, issued.token),
      },
    };
  }

  return { createShortToken: handlesIdempotencyKey(createShortToken) };
}
