// A tenant's name is taken when a verified tenant holds its slug (tenants.slug, unique among verified tenants,
// migration 011). A self-registered tenant holds nothing until its registrant confirms their address: then it
// becomes verified, unless another tenant took the slug first.
import type { Queryable } from '../db/index.js';
import { tenantSlug } from '../idp/tenant-slug.js';
import { nameHeld } from './sign-in-names.js';

/** Whether a verified tenant answers to the slug of this name. */
export async function tenantNameTaken(q: Queryable, name: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM tenants WHERE slug = $1 AND verified_at IS NOT NULL', [
    tenantSlug(name),
  ]);
  return rows.length > 0;
}

export type TenantVerification =
  /** The person's tenant was pending and now holds its slug (or was verified already, or they have none). */
  | { kind: 'verified' }
  /** Another verified tenant holds the slug of the person's pending tenant, or another account holds the
   * person's username: nothing changed. */
  | { kind: 'taken'; reason: 'tenant_name_taken' | 'username_taken'; tenantId: string; name: string };

/**
 * Verifies the pending tenant of the person whose address was just confirmed. Callers hold the registration
 * lock, so no other registration or verification decides on the same slug meanwhile.
 */
export async function verifyPendingTenant(
  tx: Queryable,
  userId: string,
  now: Date,
): Promise<TenantVerification> {
  const { rows } = await tx.query<{ id: string; name: string; taken: boolean; username: string }>(
    `SELECT t.id, t.name, u.username, EXISTS (SELECT 1 FROM tenants o
                                   WHERE o.slug = t.slug AND o.verified_at IS NOT NULL AND o.id <> t.id) AS taken
       FROM tenants t JOIN users u ON u.tenant_id = t.id
      WHERE u.id = $1 AND t.verified_at IS NULL`,
    [userId],
  );
  const pending = rows[0];
  if (!pending) return { kind: 'verified' };
  if (pending.taken)
    return { kind: 'taken', reason: 'tenant_name_taken', tenantId: pending.id, name: pending.name };
  if (await nameHeld(tx, pending.username))
    return { kind: 'taken', reason: 'username_taken', tenantId: pending.id, name: pending.name };
  await tx.query('UPDATE tenants SET verified_at = $2 WHERE id = $1', [pending.id, now]);
  return { kind: 'verified' };
}
