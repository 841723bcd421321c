// Opaque identity tokens (verify email, reset password, email sign-in, parent-portal short token, WAF
// client token): random, stored only as SHA-256 hashes, with an expiry. One-time purposes are consumed by
// one UPDATE … WHERE used_at IS NULL, so two concurrent uses cannot both win.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/index.js';
import { hashToken, randomToken } from './tokens.js';

export type TokenPurpose = 'verify_email' | 'reset_password' | 'email_login' | 'short_token' | 'waf_client';

/** Lifetimes; the mails name the same numbers. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  verify_email: 24 * 3600_000,
  reset_password: 30 * 60_000,
  email_login: 15 * 60_000,
  short_token: 120_000,
  waf_client: 15 * 60_000,
};

export interface IssuedToken {
  id: string;
  token: string;
  expiresAt: Date;
}

export async function issueIdentityToken(
  q: Queryable,
  input: {
    userId: string;
    purpose: TokenPurpose;
    now: Date;
    ttlMs?: number;
    createdBy?: string | null;
    details?: Record<string, unknown>;
    /** End the user's other unused tokens of this purpose (a new mail replaces the old link). */
    supersede?: boolean;
  },
): Promise<IssuedToken> {
  if (input.supersede) await retireIdentityTokens(q, input.userId, [input.purpose], input.now);
  const id = randomUUID();
  const token = randomToken();
  const expiresAt = new Date(input.now.getTime() + (input.ttlMs ?? TOKEN_TTL_MS[input.purpose]));
  await q.query(
    `INSERT INTO identity_tokens (id, user_id, purpose, token_hash, created_at, expires_at, created_by, details)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
    [
      id,
      input.userId,
      input.purpose,
      hashToken(token),
      input.now,
      expiresAt,
      input.createdBy ?? null,
      JSON.stringify(input.details ?? {}),
    ],
  );
  return { id, token, expiresAt };
}

export interface ConsumedToken {
  id: string;
  userId: string;
  details: Record<string, unknown>;
  /** Who issued it when that was not the system (an operator's short token). */
  createdBy: string | null;
}

interface TokenRow {
  id: string;
  user_id: string;
  details: Record<string, unknown>;
  created_by: string | null;
}

const consumed = (row: TokenRow | undefined): ConsumedToken | null =>
  row ? { id: row.id, userId: row.user_id, details: row.details, createdBy: row.created_by } : null;

/** Uses a one-time token: the row it names when unused and unexpired (now marked used), else null. */
export async function consumeIdentityToken(
  q: Queryable,
  token: string,
  purpose: TokenPurpose,
  now: Date,
  onlyUserId?: string,
): Promise<ConsumedToken | null> {
  const { rows } = await q.query<TokenRow>(
    `UPDATE identity_tokens SET used_at = $3
      WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
        AND ($4::uuid IS NULL OR user_id = $4::uuid)
      RETURNING id, user_id, details, created_by`,
    [hashToken(token), purpose, now, onlyUserId ?? null],
  );
  return consumed(rows[0]);
}

/** A reusable token (waf_client) that is still valid, without using it up. */
export async function findIdentityToken(
  q: Queryable,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<ConsumedToken | null> {
  const { rows } = await q.query<TokenRow>(
    `SELECT id, user_id, details, created_by FROM identity_tokens
      WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3`,
    [hashToken(token), purpose, now],
  );
  return consumed(rows[0]);
}

/** Ends every unused token of these purposes for the user (e.g. all reset links once the password changed). */
export async function retireIdentityTokens(
  q: Queryable,
  userId: string,
  purposes: TokenPurpose[],
  now: Date,
): Promise<void> {
  await q.query(
    `UPDATE identity_tokens SET used_at = $3
      WHERE user_id = $1 AND purpose = ANY($2::text[]) AND used_at IS NULL`,
    [userId, purposes, now],
  );
}
