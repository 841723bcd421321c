// Sessions and refresh-token rotation.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/index.js';
import { hashToken, randomToken } from './tokens.js';

export interface NewSession {
  sessionId: string;
  cookieToken: string;
  refreshToken: string;
}

export async function createSession(
  tx: Queryable,
  input: {
    userId: string;
    tenantId: string | null;
    loginType: string;
    ip: string;
    userAgent: string;
    now: Date;
    sessionTtlMs: number;
    refreshTtlMs: number;
    /**
     * The platform operator behind a session someone else opens for the user (login-as, a short token the
     * operator issued): the audit writer names them on every entry of the session, and the session ends when
     * they are disabled.
     */
    operatorUserId?: string | null;
  },
): Promise<NewSession> {
  const sessionId = randomUUID();
  const cookieToken = randomToken();
  await tx.query(
    `INSERT INTO sessions (id, user_id, tenant_id, cookie_hash, login_type, ip, user_agent, created_at, expires_at,
       operator_user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      sessionId,
      input.userId,
      input.tenantId,
      hashToken(cookieToken),
      input.loginType,
      input.ip,
      input.userAgent.slice(0, 500),
      input.now,
      new Date(input.now.getTime() + input.sessionTtlMs),
      input.operatorUserId ?? null,
    ],
  );
  const refreshToken = await issueRefreshToken(tx, sessionId, input.now, input.refreshTtlMs);
  return { sessionId, cookieToken, refreshToken };
}

export async function issueRefreshToken(
  tx: Queryable,
  sessionId: string,
  now: Date,
  ttlMs: number,
): Promise<string> {
  const token = randomToken();
  await tx.query(
    `INSERT INTO refresh_tokens (id, session_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
    [randomUUID(), sessionId, hashToken(token), now, new Date(now.getTime() + ttlMs)],
  );
  return token;
}

export async function revokeSession(
  tx: Queryable,
  sessionId: string,
  now: Date,
  reason: string,
): Promise<boolean> {
  const res = await tx.query(
    `UPDATE sessions SET revoked_at = $2, revoke_reason = $3 WHERE id = $1 AND revoked_at IS NULL RETURNING id`,
    [sessionId, now, reason],
  );
  return res.rows.length > 0;
}

/** The acting tenant of an operator's new session: the oldest tenant (login-as chooses another later). */
export async function defaultOperatorTenant(q: Queryable): Promise<string | null> {
  const { rows } = await q.query<{ id: string }>('SELECT id FROM tenants ORDER BY created_at, id LIMIT 1');
  return rows[0]?.id ?? null;
}

/**
 * Ends every live session of a user (password reset or change, user disabled): their access tokens stop
 * working at once (the auth hook checks the session) and their refresh tokens expire now. exceptSessionId
 * keeps the caller's own session (a password change from the console). Returns how many sessions ended.
 */
export async function revokeAllSessions(
  q: Queryable,
  userId: string,
  reason: string,
  options: { now?: Date; exceptSessionId?: string } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const { rows } = await q.query<{ id: string }>(
    `UPDATE sessions SET revoked_at = $2, revoke_reason = $3
      WHERE user_id = $1 AND revoked_at IS NULL AND ($4::uuid IS NULL OR id <> $4::uuid)
      RETURNING id`,
    [userId, now, reason.slice(0, 100), options.exceptSessionId ?? null],
  );
  if (rows.length) {
    await q.query(
      `UPDATE refresh_tokens SET expires_at = LEAST(expires_at, $2) WHERE session_id = ANY($1::uuid[])`,
      [rows.map((r) => r.id), now],
    );
  }
  return rows.length;
}
