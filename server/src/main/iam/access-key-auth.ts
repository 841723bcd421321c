// Authentication by access key: "Authorization: Bearer <key id>.<secret>" acts as the key's owner. Kept
// apart from the key handlers so the auth plugin imports only this.
import { timingSafeEqual } from 'node:crypto';
import { hashToken } from '../../auth/tokens.js';
import type { Principal } from '../../context.js';
import type { Queryable } from '../../db/index.js';

export const NO_SESSION = '00000000-0000-0000-0000-000000000000';
export const ACCESS_KEY_TOKEN = /^(AK[A-Z0-9]{18})\.([A-Za-z0-9_-]{43})$/;

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The principal of "<id>.<secret>", or null when the key is unknown, wrong, expired or its owner is not
 * active. Notes the last use (at most once a minute, so reads stay cheap).
 */
export async function authenticateAccessKey(
  q: Queryable,
  token: string,
  now: Date,
  ip: string,
  defaultTenant: () => Promise<string | null>,
): Promise<Principal | null> {
  const m = ACCESS_KEY_TOKEN.exec(token);
  if (!m) return null;
  const [, keyId, secret] = m as unknown as [string, string, string];
  const { rows } = await q.query<{
    secret_hash: string;
    expires_at: Date | null;
    last_used_at: Date | null;
    user_id: string;
    tenant_id: string | null;
    username: string;
    role: Principal['role'];
    email: string;
    full_name: string;
  }>(
    `SELECT k.secret_hash, k.expires_at, k.last_used_at, u.id AS user_id, u.tenant_id, u.username, u.role,
            u.email, u.full_name
       FROM access_keys k JOIN users u ON u.id = k.user_id
      WHERE k.id = $1 AND u.status = 'active'`,
    [keyId],
  );
  const r = rows[0];
  if (!r || !sameHash(r.secret_hash, hashToken(secret)) || (r.expires_at && r.expires_at <= now)) return null;
  if (!r.last_used_at || now.getTime() - r.last_used_at.getTime() > 60_000) {
    await q.query('UPDATE access_keys SET last_used_at = $2, last_used_ip = $3 WHERE id = $1', [
      keyId,
      now,
      ip.slice(0, 45),
    ]);
  }
  return {
    userId: r.user_id,
    username: r.username,
    role: r.role,
    email: r.email,
    fullName: r.full_name,
    tenantId: r.tenant_id ?? (await defaultTenant()),
    // No session stands behind a key: the nil UUID names none (code that looks sessions up finds nothing).
    sessionId: NO_SESSION,
    accessKeyId: keyId,
  };
}
