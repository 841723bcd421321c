// One namespace of sign-in names for the whole platform (members, operators, IAM users, service accounts).
// Every account holds its name except a self-registration still waiting for its address to be confirmed:
// it holds nothing, so nobody can block a name (or a tenant's IAM user) by registering it and never
// confirming; the first registration confirmed keeps the name (migration 014).
import type { Queryable } from '../db/index.js';

/** SQL condition on `users` (alias-free) for the accounts that hold their names. */
export const HOLDS_NAME = 'NOT registration_pending';

/** Whether an account holding its name answers to `name` (names compare without case). */
export async function nameHeld(q: Queryable, name: string): Promise<boolean> {
  const { rows } = await q.query(`SELECT 1 FROM users WHERE lower(username) = lower($1) AND ${HOLDS_NAME}`, [
    name,
  ]);
  return rows.length > 0;
}

/**
 * The prefix of a tenant's IAM login names (`<prefix>_<short name>`): its slug, unique among verified tenants
 * and without '_', so no two tenants' login names can meet. A name with no letter or digit falls back to its id.
 */
export async function iamLoginPrefix(q: Queryable, tenantId: string): Promise<string> {
  const { rows } = await q.query<{ slug: string | null }>('SELECT slug FROM tenants WHERE id = $1', [
    tenantId,
  ]);
  return rows[0]?.slug || `t${tenantId.replace(/-/g, '').slice(0, 8)}`;
}
