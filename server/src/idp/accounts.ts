// Who signs in through a provider. A person is the pair (provider, subject): the first sign-in creates a
// member of the provider's tenant (role customer, no grants beyond what everyone holds); later ones find
// that member again. Email is copied for display but never used to match an existing account: anyone with
// iam:write could otherwise add a provider that asserts an administrator's address and take the account.
import { randomBytes, randomUUID } from 'node:crypto';
import type { SignInUser } from '../auth/sign-in.js';
import { SIGN_IN_COLUMNS } from '../auth/sign-in.js';
import { nameHeld } from '../auth/sign-in-names.js';
import type { Queryable } from '../db/index.js';
import { customFormats } from '../openapi.js';
import { tenantUsers } from '../main/iam/identity-rows.js';
import type { UserKind } from '../main/iam/identity-rows.js';

/** A provider's subject may be linked to any person of its tenant (the first sign-in creates a member). */
const ALL_KINDS: readonly UserKind[] = ['member', 'iam_user', 'service_account'];

export interface IdpClaims {
  sub: string;
  email?: string;
  name?: string;
  preferred_username?: string;
}

export interface LinkedUser extends SignInUser {
  status: string;
  created: boolean;
}

/** A password hash no password matches: IdP members sign in through their provider. */
const NO_PASSWORD = '!idp';

/** The shared rule of a one-line name (schemas/formats.json text-line), tested one character at a time. */
const LINE_CHARACTER = customFormats['text-line'] as RegExp;

/**
 * Claims come from another system, and are shown to people as names: every character a typed name could not
 * hold (control, invisible and text-direction characters) is dropped, the rest trimmed to max.
 */
export function cleanClaim(value: string | undefined, max: number): string {
  return [...(value ?? '')]
    .filter((c) => LINE_CHARACTER.test(c))
    .join('')
    .trim()
    .slice(0, max);
}

/**
 * A name no account holds, from the identity provider's claim. A '_' becomes '.': people's names never hold
 * one, it separates a tenant's slug from its IAM users' names.
 */
async function freeUsername(tx: Queryable, wanted: string): Promise<string> {
  const base = cleanClaim(wanted, 100).replace(/[\s_]+/g, '.') || 'idp-user';
  for (let i = 0; i < 5; i++) {
    const candidate = i === 0 ? base : `${base}-${randomBytes(3).toString('hex')}`;
    if (!(await nameHeld(tx, candidate))) return candidate;
  }
  return `idp-${randomBytes(8).toString('hex')}`;
}

export async function findOrCreateMember(
  tx: Queryable,
  idp: { id: string; tenantId: string },
  claims: IdpClaims,
  now: Date,
): Promise<LinkedUser> {
  const rows = await tenantUsers<SignInUser & { status: string }>(
    tx,
    idp.tenantId,
    ALL_KINDS,
    `${SIGN_IN_COLUMNS}, status`,
  ).find({
    where: 'u.id = (SELECT user_id FROM idp_identities WHERE idp_id = $3 AND subject = $4)',
    params: [idp.id, claims.sub],
  });
  const linked = rows[0];
  if (linked) {
    await tx.query('UPDATE idp_identities SET last_login_at = $3 WHERE idp_id = $1 AND subject = $2', [
      idp.id,
      claims.sub,
      now,
    ]);
    return { ...linked, created: false };
  }
  const email = cleanClaim(claims.email, 254);
  const username = await freeUsername(
    tx,
    email || cleanClaim(claims.preferred_username, 100) || `idp-${claims.sub}`,
  );
  const id = randomUUID();
  const fullName = cleanClaim(claims.name, 200);
  await tx.query(
    `INSERT INTO users (id, tenant_id, username, password_hash, role, email, full_name, status)
     VALUES ($1, $2, $3, $4, 'customer', $5, $6, 'active')`,
    [id, idp.tenantId, username, NO_PASSWORD, email, fullName],
  );
  await tx.query(
    `INSERT INTO idp_identities (idp_id, subject, user_id, created_at, last_login_at) VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (idp_id, subject) DO UPDATE SET user_id = EXCLUDED.user_id, last_login_at = EXCLUDED.last_login_at`,
    [idp.id, claims.sub, id, now],
  );
  return {
    id,
    tenant_id: idp.tenantId,
    role: 'customer',
    username,
    email,
    full_name: fullName,
    status: 'active',
    created: true,
  };
}
