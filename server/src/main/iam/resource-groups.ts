// Resource groups: tenant-wide rows, each inside one project; served by the generic CRUD module. A project's
// default group and a group that still holds resources cannot be deleted.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/index.js';
import { RESOURCE_TABLES, scopedSql, tenantPredicate, tenantScoped } from '../../db/scoped.js';
import { conflict, notFound } from '../../errors.js';
import { defineCrud, iso } from '../../crud/index.js';
import { enforceQuota } from './quotas.js';

export interface ResourceGroupRow {
  id: string;
  name: string;
  description: string;
  project_id: string;
  project_name: string;
  is_default: boolean;
  resource_count: number;
  version: number;
  created_at: Date;
  updated_at: Date;
}

interface ResourceGroupInput {
  name: string;
  description?: string;
  project_id: string;
}

interface ResourceGroupUpdate {
  name: string;
  description?: string;
}

/** Resources in the group, over every project + resource-group table. */
export const RESOURCE_COUNT = `(${RESOURCE_TABLES.map(
  (t) =>
    `(SELECT count(*) FROM ${t} r WHERE ${tenantPredicate(t, 'r')} AND r.resource_group_id = resource_groups.id)`,
).join(' + ')})::int`;

/** The group's project name, inside the resource-groups guard ($1 its tenant). */
const PROJECT_NAME = scopedSql(
  { p: 'projects' },
  (on) => `(SELECT p.name FROM projects p WHERE ${on.p} AND p.id = resource_groups.project_id)`,
);

const toResourceGroup = (r: ResourceGroupRow) => ({
  id: r.id,
  name: r.name,
  description: r.description,
  project_id: r.project_id,
  project_name: r.project_name,
  is_default: r.is_default,
  resource_count: r.resource_count,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

const duplicate = (input: { name: string }) =>
  conflict(`A resource group named "${input.name}" already exists in this project.`, 'duplicate_name');

/** Inserts a resource group of a project after checking the tenant's quota. */
export async function addResourceGroup(
  tx: Queryable,
  tenantId: string,
  values: { project_id: string; name: string; description?: string; is_default?: boolean },
): Promise<string> {
  const groups = tenantScoped(tx, 'resource_groups', tenantId);
  const inProject = await groups.count('project_id = $2', [values.project_id]);
  await enforceQuota(tx, tenantId, 'resource_groups_per_project', inProject);
  const id = randomUUID();
  await groups.insert({ id, description: '', is_default: false, ...values });
  return id;
}

export const resourceGroups = defineCrud<
  ResourceGroupRow,
  ReturnType<typeof toResourceGroup>,
  ResourceGroupInput,
  ResourceGroupUpdate
>({
  type: 'main/tenant/resource_group',
  noun: 'resource group',
  scope: 'tenant',
  table: 'resource_groups',
  columns: `id, name, description, project_id, is_default, version, created_at, updated_at,
    ${PROJECT_NAME} AS project_name, ${RESOURCE_COUNT} AS resource_count`,
  storedSchema: { file: 'iam/resource-group.schema.json', def: 'TenantResourceGroup' },
  operations: {
    list: 'listResourceGroups',
    get: 'getResourceGroup',
    create: 'createResourceGroup',
    update: 'updateResourceGroup',
    delete: 'deleteResourceGroup',
  },
  sortable: { name: 'lower(name)', project_name: `lower(${PROJECT_NAME})`, created_at: 'created_at' },
  defaultSort: 'created_at',
  searchable: ['name', 'description', PROJECT_NAME],
  filters: { project_id: (p) => `project_id = ${p}` },
  toWire: toResourceGroup,
  auditParent: (group) => ({ type: 'main/tenant/project', id: group.project_id }),
  create: async (input, { tx, scope }) => {
    const project = await tenantScoped(tx, 'projects', scope.tenantId).get(input.project_id);
    if (!project) throw notFound('No such project.');
    const inProject = await tenantScoped(tx, 'resource_groups', scope.tenantId).count('project_id = $2', [
      input.project_id,
    ]);
    await enforceQuota(tx, scope.tenantId, 'resource_groups_per_project', inProject);
    return { project_id: input.project_id, name: input.name, description: input.description ?? '' };
  },
  update: async (input) => ({ name: input.name, description: input.description ?? '' }),
  beforeDelete: async (row) => {
    if (row.is_default)
      throw conflict("A project's default resource group cannot be deleted.", 'default_group');
    if (row.resource_count > 0)
      throw conflict('This resource group still holds resources; move or delete them first.', 'not_empty');
  },
  duplicate,
  missingReference: 'No such project.',
});
