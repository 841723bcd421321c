// Access keys: an id (AK + 18) and a 32-byte random secret, shown once at creation and stored only as its
// SHA-256. A request with "Authorization: Bearer <id>.<secret>" acts as the key's owner with the owner's
// permissions (plugins/auth.ts). Keys expire (optional, at most a year ahead) and stop at once when deleted
// or when their owner is disabled or removed.
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken } from '../../auth/tokens.js';
import type { AppServices, Principal } from '../../context.js';
import { etagOf, requireMatch } from '../../crud/etag.js';
import type { Queryable } from '../../db/index.js';
import { badRequest, notFound } from '../../errors.js';
import { inTransaction, writeAudit } from '../../plugins/audit.js';
import { enforceQuotaUsage } from './quotas.js';
import {
  alreadyCreated,
  handlesIdempotencyKey,
  idempotencyContext,
  priorAnswer,
  rememberAnswer,
} from '../../crud/idempotency.js';
import { headerValue, iso, isoOrNull, pageInfo } from './identity-rows.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const MAX_LIFETIME_MS = 366 * 24 * 3600_000;

export interface AccessKeyRow {
  id: string;
  user_id: string;
  tenant_id: string | null;
  description: string;
  created_at: Date;
  expires_at: Date | null;
  last_used_at: Date | null;
  last_used_ip: string | null;
}

export const KEY_COLUMNS =
  'id, user_id, tenant_id, description, created_at, expires_at, last_used_at, last_used_ip';

export function newKeyId(): string {
  // 36^18 ids; the modulo bias of 256 % 36 does not matter for an identifier.
  return `AK${[...randomBytes(18)].map((b) => ALPHABET[b % 36]).join('')}`;
}

/** Keys are immutable; version 1 gives them the same ETag form as everything else. */
export const keyEtag = (row: AccessKeyRow) => etagOf({ id: row.id, version: 1 });

export function toAccessKey(row: AccessKeyRow, now: Date) {
  return {
    id: row.id,
    description: row.description,
    status: row.expires_at && row.expires_at <= now ? ('expired' as const) : ('active' as const),
    created_at: iso(row.created_at),
    expires_at: isoOrNull(row.expires_at),
    last_used_at: isoOrNull(row.last_used_at),
    last_used_ip: row.last_used_ip,
  };
}

/** 400 unless the expiry is in the future and at most a year ahead. */
export function checkExpiry(expiresAt: string | null | undefined, now: Date): Date | null {
  if (expiresAt === undefined || expiresAt === null) return null;
  const at = new Date(expiresAt);
  if (Number.isNaN(at.getTime()) || at <= now || at.getTime() - now.getTime() > MAX_LIFETIME_MS) {
    throw badRequest('expires_at must be in the future and at most one year ahead.', [
      { path: '/body/expires_at', message: 'must be in the future and at most one year ahead' },
    ]);
  }
  return at;
}

/** Creates a key for a user; the secret exists only in the returned value. */
export async function createKey(
  tx: Queryable,
  owner: { userId: string; tenantId: string | null },
  input: { description?: string; expiresAt: Date | null },
  now: Date,
): Promise<{ row: AccessKeyRow; secret: string }> {
  if (owner.tenantId) {
    await enforceQuotaUsage(tx, owner.tenantId, 'access_keys');
    await enforceQuotaUsage(tx, owner.tenantId, 'access_tokens');
  }
  const secret = randomBytes(32).toString('base64url');
  const { rows } = await tx.query<AccessKeyRow>(
    `INSERT INTO access_keys (id, user_id, tenant_id, description, secret_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${KEY_COLUMNS}`,
    [
      newKeyId(),
      owner.userId,
      owner.tenantId,
      input.description ?? '',
      hashToken(secret),
      now,
      input.expiresAt,
    ],
  );
  return { row: rows[0] as AccessKeyRow, secret };
}

/** The access keys of one user: every statement names the owner, so a key of someone else is "not found". */
export function keysOf(q: Queryable, userId: string) {
  return {
    async page(page: number, perPage: number) {
      const { rows: count } = await q.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM access_keys WHERE user_id = $1',
        [userId],
      );
      const { rows } = await q.query<AccessKeyRow>(
        `SELECT ${KEY_COLUMNS} FROM access_keys WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`,
        [userId, perPage, (page - 1) * perPage],
      );
      return { rows, total: count[0]?.n ?? 0 };
    },
    async get(id: string): Promise<AccessKeyRow | undefined> {
      const { rows } = await q.query<AccessKeyRow>(
        `SELECT ${KEY_COLUMNS} FROM access_keys WHERE user_id = $1 AND id = $2 FOR UPDATE`,
        [userId, id],
      );
      return rows[0];
    },
    async delete(id: string): Promise<boolean> {
      const { rows } = await q.query('DELETE FROM access_keys WHERE user_id = $1 AND id = $2 RETURNING id', [
        userId,
        id,
      ]);
      return rows.length > 0;
    },
  };
}

interface KeyInput {
  description?: string;
  expires_at?: string | null;
}

/**
 * Create / list / delete for one owner. ownerOf resolves the owner from the request (the caller for
 * /access_key, the IAM user of the path for /iam/users/{id}/access_keys) or throws 404.
 */
export function keyOperations(
  services: AppServices,
  operation: { create: string; remove: string },
  ownerOf: (q: Queryable, request: FastifyRequest) => Promise<{ userId: string; tenantId: string | null }>,
) {
  const { db, clock, settings } = services;

  async function list(request: FastifyRequest) {
    const query = request.query as { page: number; per_page: number };
    const owner = await ownerOf(db, request);
    const { rows, total } = await keysOf(db, owner.userId).page(query.page, query.per_page);
    const now = clock();
    return {
      data: rows.map((r) => toAccessKey(r, now)),
      page_info: pageInfo(query.page, query.per_page, total),
    };
  }

  async function create(request: FastifyRequest, reply: FastifyReply) {
    const body = request.body as KeyInput;
    const principal = request.principal as Principal;
    const now = clock();
    const expiresAt = checkExpiry(body.expires_at, now);
    request.auditTarget = { resourceType: 'access_key', action: operation.create };
    const ctx = idempotencyContext(
      request,
      operation.create,
      principal.userId,
      now,
      settings.idempotencyTtlMs,
    );
    const created = await inTransaction(db, request, async (tx) => {
      const owner = await ownerOf(tx, request);
      const prior = await priorAnswer(tx, ctx);
      if (prior) throw alreadyCreated('the access key', String((prior.body as { id?: string }).id));
      const { row, secret } = await createKey(tx, owner, { description: body.description, expiresAt }, now);
      request.auditTarget = { resourceType: 'access_key', resourceId: row.id, action: operation.create };
      await rememberAnswer(tx, ctx, { status: 201, body: { id: row.id }, headers: {} });
      await writeAudit(tx, request, {
        resourceType: 'access_key',
        resourceId: row.id,
        action: operation.create,
        statusCode: 201,
        details: {
          owner_id: owner.userId,
          description: row.description,
          expires_at: isoOrNull(row.expires_at),
        },
        change: { after: toAccessKey(row, now) },
      });
      return { row, secret };
    });
    reply.code(201).header('etag', keyEtag(created.row)).header('cache-control', 'no-store');
    return { data: { ...toAccessKey(created.row, now), secret_access_key: created.secret } };
  }

  async function remove(request: FastifyRequest) {
    const { keyId } = request.params as { keyId: string };
    request.auditTarget = { resourceType: 'access_key', resourceId: keyId, action: operation.remove };
    await inTransaction(db, request, async (tx) => {
      const owner = await ownerOf(tx, request);
      const keys = keysOf(tx, owner.userId);
      const current = await keys.get(keyId);
      if (!current) throw notFound('No such access key.');
      const before = toAccessKey(current, clock());
      requireMatch(headerValue(request.headers, 'if-match'), { id: current.id, version: 1 }, before);
      await keys.delete(keyId);
      await writeAudit(tx, request, {
        resourceType: 'access_key',
        resourceId: keyId,
        action: operation.remove,
        statusCode: 200,
        details: { owner_id: owner.userId, description: current.description },
        change: { before },
      });
    });
    return { success: true };
  }

  return { list, create: handlesIdempotencyKey(create), remove };
}
