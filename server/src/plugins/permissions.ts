// Permissions: every API operation declares x-permission in its contract ("public" or
// "<resource>:<action>"); the one preHandler below resolves the scope and enforces it.
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/index.js';
import { forbidden } from '../errors.js';
import type { Principal } from '../context.js';
import { isApiRoute, routePermission } from './auth.js';
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

/**
 * SQL of what a user holds in a project: their own grants, their groups' grants and the permissions of the
 * policies granted to them or their groups ($1 user, $2 project, $3 tenant). One row per "<resource>:<action>".
 */
export const HELD_PERMISSIONS_SQL = `
  SELECT g.resource || ':' || g.action AS permission FROM permission_grants g
   WHERE g.user_id = $1 AND g.project_id = $2 AND g.tenant_id = $3
  UNION
  SELECT gg.resource || ':' || gg.action FROM group_grants gg
    JOIN user_group_members m ON m.group_id = gg.group_id AND m.user_id = $1
   WHERE gg.project_id = $2 AND gg.tenant_id = $3
  UNION
  SELECT unnest(p.permissions) FROM policy_grants pg JOIN iam_policies p ON p.id = pg.policy_id
   WHERE pg.project_id = $2 AND pg.tenant_id = $3
     AND (pg.user_id = $1 OR pg.group_id IN (SELECT group_id FROM user_group_members WHERE user_id = $1))`;

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
    const { rows } = await q.query<{ permission: string }>(HELD_PERMISSIONS_SQL, [
      principal.userId,
      projectId,
      principal.tenantId,
    ]);
    const grantable = new Set(all(TENANT_RESOURCES));
    for (const r of rows) if (grantable.has(r.permission)) granted.add(r.permission);
  }
  return [...granted].sort();
}

export function installPermissions(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (!isApiRoute(request)) return;
    const needed = routePermission(request);
    if (needed === 'public') return;
    // Fail closed: an operation that declares nothing is refused.
    if (!needed || !PERMISSION_PATTERN.test(needed))
      throw forbidden('This operation declares no permission.');
    const principal = request.principal;
    if (!principal) throw forbidden();
    const { db } = app.services;
    request.scope = await resolveScope(db, principal, requestedScope(request));
    const held = await permissionsFor(db, principal, request.scope.projectId);
    if (!held.includes(needed)) throw forbidden(`This needs the ${needed} permission.`);
  });
}
