// GET /user: who is signed in, what they may do in the current project, and where they can go.
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/index.js';
import { notFound } from '../errors.js';
import { permissionsFor } from '../plugins/permissions.js';

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

  const { rows: defaults } = await q.query<{ id: string }>(
    `SELECT rg.id FROM resource_groups rg JOIN projects p ON p.id = rg.project_id
      WHERE p.tenant_id = $1 AND p.is_default ORDER BY rg.is_default DESC, rg.created_at, rg.id LIMIT 1`,
    [scope.tenantId],
  );
  const isCustomer = principal.role === 'customer';
  // Customers see the projects they hold grants in (and the default one); administrators see all.
  const { rows: projects } = await q.query<{ id: string; name: string }>(
    `SELECT p.id, p.name FROM projects p
      WHERE p.tenant_id = $1
        AND (NOT $2::boolean OR p.is_default OR p.id = $4::uuid
             OR EXISTS (SELECT 1 FROM permission_grants g WHERE g.project_id = p.id AND g.user_id = $3))
      ORDER BY p.is_default DESC, p.name, p.id`,
    [scope.tenantId, isCustomer, principal.userId, scope.projectId],
  );
  const projectIds = projects.map((p) => p.id);
  const { rows: groups } = await q.query<{ id: string; name: string; project_id: string }>(
    `SELECT id, name, project_id FROM resource_groups
      WHERE tenant_id = $1 AND project_id = ANY($2::uuid[])
      ORDER BY is_default DESC, name, id`,
    [scope.tenantId, projectIds],
  );
  const known = new Set(['cdn', 'waf', 'dns', 'va', 'sec', 'cert', 'logexport', 'notification', 'ddos']);
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
      currentGroupID: defaults[0]?.id ?? scope.resourceGroupId,
      enabled_services: tenant.enabled_services.filter((s) => known.has(s)),
      projects,
      resource_groups: groups,
    },
  };
}
