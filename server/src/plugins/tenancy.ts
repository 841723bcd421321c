// Scope: which tenant, project and resource group a request acts in. X-Resource-Group-Id and X-Project-Id
// choose them; absent, the tenant's default project and resource group. Anything outside the caller's
// tenant answers 404, as if it did not exist.
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/index.js';
import { scopedSql, tenantScoped } from '../db/scoped.js';
import type { Scope } from '../db/scoped.js';
import { notFound } from '../errors.js';
import type { Principal } from '../context.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function header(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  const s = Array.isArray(v) ? v[0] : v;
  return s && s.trim() !== '' ? s.trim() : undefined;
}

export interface ScopeRequest {
  resourceGroupId?: string;
  projectId?: string;
}

export function requestedScope(request: FastifyRequest): ScopeRequest {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const projectFromQuery = typeof query.projectId === 'string' ? query.projectId : undefined;
  return {
    resourceGroupId: header(request, 'x-resource-group-id'),
    projectId: header(request, 'x-project-id') ?? projectFromQuery,
  };
}

/** Resolves the scope within the principal's tenant; throws 404 for anything outside it. */
export async function resolveScope(q: Queryable, principal: Principal, wanted: ScopeRequest): Promise<Scope> {
  const tenantId = principal.tenantId;
  if (!tenantId) throw notFound('No tenant is selected for this session.');
  for (const id of [wanted.resourceGroupId, wanted.projectId]) {
    if (id !== undefined && !UUID.test(id)) throw notFound('No such project or resource group.');
  }

  if (wanted.resourceGroupId) {
    const rg = await tenantScoped<{ project_id: string }>(q, 'resource_groups', tenantId, 'project_id').get(
      wanted.resourceGroupId,
    );
    if (!rg || (wanted.projectId && wanted.projectId !== rg.project_id))
      throw notFound('No such resource group.');
    return { tenantId, projectId: rg.project_id, resourceGroupId: wanted.resourceGroupId };
  }

  const firstGroup = scopedSql(
    { rg: 'resource_groups' },
    (on) => `(SELECT rg.id FROM resource_groups rg WHERE ${on.rg} AND rg.project_id = projects.id
              ORDER BY rg.is_default DESC, rg.created_at, rg.id LIMIT 1)`,
  );
  const [row] = await tenantScoped<{ project_id: string; resource_group_id: string | null }>(
    q,
    'projects',
    tenantId,
    `id AS project_id, ${firstGroup} AS resource_group_id`,
  ).find({ where: '$2::uuid IS NULL AND is_default OR id = $2::uuid', params: [wanted.projectId ?? null] });
  if (!row) throw notFound(wanted.projectId ? 'No such project.' : 'The tenant has no default project.');
  if (!row.resource_group_id) throw notFound('The project has no resource group.');
  return { tenantId, projectId: row.project_id, resourceGroupId: row.resource_group_id };
}
