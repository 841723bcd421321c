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
export const EVERYONE = ['general:read', 'Auth:read'];
export const PERMISSION_PATTERN = /^(public|[A-Za-z]+:(read|write))$/;

const all = (resources: string[]) => resources.flatMap((r) => ACTIONS.map((a) => `${r}:${a}`));

/** The permissions the principal holds in a project, as "<resource>:<action>", sorted. */
export async function permissionsFor(
  q: Queryable,
  principal: Principal,
  projectId: string | null,
): Promise<string[]> {
  if (principal.role === 'operator') return all([...TENANT_RESOURCES, 'admin']).sort();
  if (principal.role === 'administrator') return all(TENANT_RESOURCES).sort();
  const granted = new Set(EVERYONE);
  if (projectId) {
    const { rows } = await q.query<{ resource: string; action: string }>(
      `SELECT resource, action FROM permission_grants WHERE user_id = $1 AND project_id = $2 AND tenant_id = $3`,
      [principal.userId, projectId, principal.tenantId],
    );
    for (const r of rows) granted.add(`${r.resource}:${r.action}`);
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
