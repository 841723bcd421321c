// GET /user: who is signed in, what they may do in the current project, and where they can go.
//
// currentGroupID is the resource group requests default to: the tenant's default project's default
// resource group (what the scope resolves to without X-Resource-Group-Id / X-Project-Id), as the provider's
// field names it. It does not follow the request's headers, so a console that lost its stored scope can fall
// back to it; it is not a user-group id.
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/index.js';
import { badRequest, notFound, unauthorized } from '../errors.js';
import type { Db } from '../db/index.js';
import { inTransaction, writeAudit } from '../plugins/audit.js';
import { permissionsFor } from '../plugins/permissions.js';
import { resolveScope } from '../plugins/tenancy.js';
import { knownServices, resourceGroupsOf, switchableProjects } from './iam/services.js';

export async function getProfile(q: Queryable, request: FastifyRequest) {
  const principal = request.principal;
  const scope = request.scope;
  if (!principal || !scope) throw notFound();
  const { rows: tenants } = await q.query<{ name: string; enabled_services: string[] }>(
    'SELECT name, enabled_services FROM tenants WHERE id = $1',
    [scope.tenantId],
  );
  const tenant = tenants[0];
  if (!tenant) throw notFound('No such tenant.');

  const defaults = await resolveScope(q, principal, {}).catch(() => scope);
  const projects = await switchableProjects(q, principal, scope);
  const groups = await resourceGroupsOf(
    q,
    scope.tenantId,
    projects.map((p) => p.id),
  );
  return {
    data: {
      id: principal.userId,
      username: principal.username,
      full_name: principal.fullName,
      email: principal.email,
      role: principal.role,
      tenant_id: scope.tenantId,
      tenant_name: tenant.name,
      permission: await permissionsFor(q, principal, scope.projectId),
      currentGroupID: defaults.resourceGroupId,
      enabled_services: knownServices(tenant.enabled_services),
      projects: projects.map((p) => ({ id: p.id, name: p.name })),
      resource_groups: groups.map((g) => ({ id: g.id, name: g.name, project_id: g.project_id })),
    },
  };
}

/**
 * PATCH /user: the signed-in person renames themselves. Only full_name, on their own user row, audited with
 * before and after; answers the profile as GET /user does, so the console shows the new name at once.
 */
export async function updateOwnProfile(db: Db, request: FastifyRequest) {
  const principal = request.principal;
  if (!principal) throw unauthorized();
  const fullName = (request.body as { full_name: string }).full_name.trim();
  if (!fullName) {
    throw badRequest('Enter your name.', [{ path: '/body/full_name', message: 'Enter your name.' }]);
  }
  request.auditTarget = { resourceType: 'user', resourceId: principal.userId, action: 'update_profile' };
  const before = principal.fullName;
  await inTransaction(db, request, async (tx) => {
    await tx.query('UPDATE users SET full_name = $2, updated_at = now() WHERE id = $1', [
      principal.userId,
      fullName,
    ]);
    await writeAudit(tx, request, {
      resourceType: 'user',
      resourceId: principal.userId,
      action: 'update_profile',
      statusCode: 200,
      details: { before: { full_name: before }, after: { full_name: fullName } },
    });
  });
  principal.fullName = fullName;
  return getProfile(db, request);
}
