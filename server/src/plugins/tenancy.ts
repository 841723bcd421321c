// Scope: which tenant, project and resource group a request acts in. X-Resource-Group-Id and X-Project-Id
// choose them; absent, the tenant's default project and resource group. Anything outside the caller's
// tenant answers 404, as if it did not exist.
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/index.js';
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
    const { rows } = await q.query<{ project_id: string }>(
      'SELECT project_id FROM resource_groups WHERE id = $1 AND tenant_id = $2',
      [wanted.resourceGroupId, tenantId],
    );
    const rg = rows[0];
    if (!rg || (wanted.projectId && wanted.projectId !== rg.project_id))
      throw notFound('No such resource group.');
    return { tenantId, projectId: rg.project_id, resourceGroupId: wanted.resourceGroupId };
  }

  const { rows } = await q.query<{ project_id: string; resource_group_id: string | null }>(
    `SELECT p.id AS project_id,
            (SELECT rg.id FROM resource_groups rg WHERE rg.project_id = p.id
              ORDER BY rg.is_default DESC, rg.created_at, rg.id LIMIT 1) AS resource_group_id
       FROM projects p
      WHERE p.tenant_id = $1 AND ($2::uuid IS NULL AND p.is_default OR p.id = $2::uuid)`,
    [tenantId, wanted.projectId ?? null],
  );
  const row = rows[0];
  if (!row) throw notFound(wanted.projectId ? 'No such project.' : 'The tenant has no default project.');
  if (!row.resource_group_id) throw notFound('The project has no resource group.');
  return { tenantId, projectId: row.project_id, resourceGroupId: row.resource_group_id };
}
