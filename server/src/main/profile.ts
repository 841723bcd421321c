// GET /user: who is signed in, what they may do in the current project, and where they can go.
//
// currentGroupID is the resource group requests default to: the tenant's default project's default
// resource group (what the scope resolves to without X-Resource-Group-Id / X-Project-Id), as the provider's
// field names it. It does not follow the request's headers, so a console that lost its stored scope can fall
// back to it; it is not a user-group id.
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/index.js';
import { notFound } from '../errors.js';
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
