// The signed-in person's scope picker (GET /user/resource_groups_projects), the projects and resource groups
// they may switch to (shared with GET /user), and enabling a service for the tenant (POST /user/service/enable).
import type { FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { AppServices, Principal } from '../../context.js';
import type { Queryable } from '../../db/index.js';
import { scopedSql, tenantScoped } from '../../db/scoped.js';
import type { Scope } from '../../db/scoped.js';
import { notFound } from '../../errors.js';
import { inTransaction, writeAudit } from '../../plugins/audit.js';
import { permissionsFor } from '../../plugins/permissions.js';

/** The services a tenant can enable, in menu order (the contract's ServiceName). */
export const SERVICES = [
  'cdn',
  'waf',
  'dns',
  'va',
  'sec',
  'cert',
  'logexport',
  'notification',
  'ddos',
] as const;
const KNOWN = new Set<string>(SERVICES);
export const knownServices = (list: string[]): string[] =>
  SERVICES.filter((s) => list.includes(s) && KNOWN.has(s));

export interface ProjectRef {
  id: string;
  name: string;
  is_default: boolean;
}

export interface ResourceGroupRef {
  id: string;
  name: string;
  project_id: string;
  is_default: boolean;
}

/**
 * The person ($3) holds something in the project (a row of the projects guard, $1 its tenant): own grants,
 * their groups' grants, policies granted to either. Every table read is filtered by its declared scope.
 */
const HOLDS_ANYTHING = scopedSql(
  {
    g: 'permission_grants',
    gg: 'group_grants',
    m: 'user_group_members',
    pg: 'policy_grants',
    pm: 'user_group_members',
  },
  (
    on,
  ) => `(EXISTS (SELECT 1 FROM permission_grants g WHERE ${on.g} AND g.project_id = projects.id AND g.user_id = $3)
      OR EXISTS (SELECT 1 FROM group_grants gg JOIN user_group_members m ON m.group_id = gg.group_id AND ${on.m}
                  WHERE ${on.gg} AND gg.project_id = projects.id AND m.user_id = $3)
      OR EXISTS (SELECT 1 FROM policy_grants pg WHERE ${on.pg} AND pg.project_id = projects.id
                  AND (pg.user_id = $3 OR pg.group_id IN (
                    SELECT pm.group_id FROM user_group_members pm WHERE ${on.pm} AND pm.user_id = $3))))`,
);

/**
 * Projects the person may switch to: all of the tenant's for administrators and operators; for customers the
 * default project, the one the request is scoped to, and every project where they hold anything (own grants,
 * their groups' grants, policies granted to either).
 */
export async function switchableProjects(
  q: Queryable,
  principal: Principal,
  scope: Scope,
): Promise<ProjectRef[]> {
  const isCustomer = principal.role === 'customer';
  return tenantScoped<ProjectRef>(q, 'projects', scope.tenantId, 'id, name, is_default').find({
    where: `NOT $2::boolean OR is_default OR id = $4::uuid OR ${HOLDS_ANYTHING}`,
    params: [isCustomer, principal.userId, scope.projectId],
    orderBy: 'is_default DESC, lower(name), id',
    limit: 100,
  });
}

export async function resourceGroupsOf(
  q: Queryable,
  tenantId: string,
  projectIds: string[],
): Promise<ResourceGroupRef[]> {
  return tenantScoped<ResourceGroupRef>(
    q,
    'resource_groups',
    tenantId,
    'id, name, project_id, is_default',
  ).find({
    where: 'project_id = ANY($2::uuid[])',
    params: [projectIds],
    orderBy: 'is_default DESC, lower(name), id',
    limit: 500,
  });
}

export function serviceHandlers(services: AppServices): Record<string, RouteHandlerMethod> {
  const { db } = services;

  async function listMyResourceGroupsProjects(request: FastifyRequest) {
    const principal = request.principal;
    const scope = request.scope;
    if (!principal || !scope) throw notFound();
    const projects = await switchableProjects(db, principal, scope);
    const groups = await resourceGroupsOf(
      db,
      scope.tenantId,
      projects.map((p) => p.id),
    );
    const data = [];
    for (const p of projects) {
      data.push({
        id: p.id,
        name: p.name,
        is_default: p.is_default,
        permissions: await permissionsFor(db, { ...principal, tenantId: scope.tenantId }, p.id).then((all) =>
          all.filter((k) => !k.startsWith('admin:')),
        ),
        resource_groups: groups
          .filter((g) => g.project_id === p.id)
          .map((g) => ({ id: g.id, name: g.name, is_default: g.is_default })),
      });
    }
    return { data };
  }

  async function enableService(request: FastifyRequest) {
    const scope = request.scope as Scope;
    const { service } = request.body as { service: string };
    const action = 'enableService';
    request.auditTarget = { resourceType: 'main/user/service', resourceId: service, action };
    const enabled = await inTransaction(db, request, async (tx) => {
      // The tenant row itself: the scope's tenant is the only one reachable.
      const { rows } = await tx.query<{ enabled_services: string[] }>(
        'SELECT enabled_services FROM tenants WHERE id = $1 FOR UPDATE',
        [scope.tenantId],
      );
      const before = rows[0]?.enabled_services;
      if (!before) throw notFound('No such tenant.');
      const after = before.includes(service) ? before : [...before, service];
      if (after !== before)
        await tx.query('UPDATE tenants SET enabled_services = $2 WHERE id = $1', [scope.tenantId, after]);
      await writeAudit(tx, request, {
        resourceType: 'main/user/service',
        resourceId: service,
        action,
        statusCode: 200,
        details: { before: knownServices(before), after: knownServices(after), changed: after !== before },
      });
      return knownServices(after);
    });
    return { data: { enabled_services: enabled } };
  }

  return { listMyResourceGroupsProjects, enableService } as Record<string, RouteHandlerMethod>;
}
