// Permissions: every API operation declares x-permission in its contract ("public" or
// "<resource>:<action>"); the one hook below resolves the scope and enforces it. It runs right after
// authentication, before the body is read: a caller who may not call an operation learns nothing about what
// the operation would accept (no 400, 413 or 415 for its body), only that it is not theirs (403).
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/index.js';
import { scopedJoin } from '../db/scoped.js';
import type { JoinPredicates } from '../db/scoped.js';
import { forbidden } from '../errors.js';
import type { Principal } from '../context.js';
import { isApiRoute, routePermission } from './auth.js';
import { validatePartsBeforeBody } from './request-parts.js';
import { requestedScope, resolveScope } from './tenancy.js';

/** Resources a tenant can be granted (SPEC §6); admin is the operator's alone. */
export const TENANT_RESOURCES = [
  'general',
  'Auth',
  'waf',
  'cdn',
  'dns',
  'va',
  'iam',
  'cert',
  'logexport',
  'ddos',
  'sec',
];
export const ACTIONS = ['read', 'write'] as const;
/** Held by everyone signed in. */
export const EVERYONE = ['general:read', 'Auth:read', 'Auth:write'];
export const PERMISSION_PATTERN = /^(public|[A-Za-z]+:(read|write))$/;

const all = (resources: string[]) => resources.flatMap((r) => ACTIONS.map((a) => `${r}:${a}`));

/** The tables of what a user holds, by alias (the guard filters each by the tenant in $1). */
const HELD_TABLES = {
  g: 'permission_grants',
  gg: 'group_grants',
  m: 'user_group_members',
  pg: 'policy_grants',
  p: 'iam_policies',
  pm: 'user_group_members',
} as const;

/**
 * SQL of what a user holds in a project: their own grants, their groups' grants and the permissions of the
 * policies granted to them or their groups ($1 tenant, $2 user, $3 project). One row per "<resource>:<action>".
 */
const heldPermissions = (on: JoinPredicates<keyof typeof HELD_TABLES>) => `
  SELECT g.resource || ':' || g.action AS permission FROM permission_grants g
   WHERE ${on.g} AND g.user_id = $2 AND g.project_id = $3
  UNION
  SELECT gg.resource || ':' || gg.action FROM group_grants gg
    JOIN user_group_members m ON m.group_id = gg.group_id AND m.user_id = $2 AND ${on.m}
   WHERE ${on.gg} AND gg.project_id = $3
  UNION
  SELECT unnest(p.permissions) FROM policy_grants pg JOIN iam_policies p ON p.id = pg.policy_id AND ${on.p}
   WHERE ${on.pg} AND pg.project_id = $3
     AND (pg.user_id = $2 OR pg.group_id IN (SELECT pm.group_id FROM user_group_members pm
                                              WHERE ${on.pm} AND pm.user_id = $2))`;

/**
 * The permissions the principal holds in a project, as "<resource>:<action>", sorted: the union of their own
 * grants and their groups' grants there (ARCHITECTURE §5), policies counting as their permissions.
 */
export async function permissionsFor(
  q: Queryable,
  principal: Principal,
  projectId: string | null,
): Promise<string[]> {
  if (principal.role === 'operator') return all([...TENANT_RESOURCES, 'admin']).sort();
  if (principal.role === 'administrator') return all(TENANT_RESOURCES).sort();
  const granted = new Set(EVERYONE);
  if (projectId && principal.tenantId) {
    const rows = await scopedJoin(q, principal.tenantId, HELD_TABLES).query<{ permission: string }>(
      heldPermissions,
      [principal.userId, projectId],
    );
    const grantable = new Set(all(TENANT_RESOURCES));
    for (const r of rows) if (grantable.has(r.permission)) granted.add(r.permission);
  }
  return [...granted].sort();
}

export function installPermissions(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!isApiRoute(request)) return;
    const needed = routePermission(request);
    // The path, query and headers are checked before anything else, public operations included, so a request
    // wrong in its query and its body is told about the query whoever sends it.
    if (needed === 'public') return validatePartsBeforeBody(request);
    // Fail closed: an operation that declares nothing is refused.
    if (!needed || !PERMISSION_PATTERN.test(needed))
      throw forbidden('This operation declares no permission.');
    const principal = request.principal;
    if (!principal) throw forbidden();
    // The scope comes from the path, query and headers: they must be what the contract accepts first.
    validatePartsBeforeBody(request);
    const { db } = app.services;
    request.scope = await resolveScope(db, principal, requestedScope(request));
    const held = await permissionsFor(db, principal, request.scope.projectId);
    if (!held.includes(needed)) throw forbidden(`This needs the ${needed} permission.`);
  });
}
