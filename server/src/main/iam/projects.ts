// Projects: tenant-wide; a new project gets its default resource group. Served by the generic CRUD module,
// plus the project's groups and resource groups. The default project and a project holding resources
// cannot be deleted.
import type { FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { AppServices } from '../../context.js';
import { RESOURCE_TABLES, scopedSql, tenantPredicate, tenantScoped } from '../../db/scoped.js';
import type { Scope } from '../../db/scoped.js';
import { conflict } from '../../errors.js';
import { crudService, defineCrud, iso, likePattern, pageInfo, pageOf } from '../../crud/index.js';
import type { ListQuery } from '../../crud/index.js';
import { normalise } from './permissions.js';
import { enforceQuota } from './quotas.js';
import { addResourceGroup, resourceGroups } from './resource-groups.js';

export interface ProjectRow {
  id: string;
  name: string;
  description: string;
  is_default: boolean;
  resource_group_count: number;
  member_count: number;
  group_count: number;
  version: number;
  created_at: Date;
  updated_at: Date;
}

interface ProjectInput {
  name: string;
  description?: string;
}

const toProject = (r: ProjectRow) => ({
  id: r.id,
  name: r.name,
  description: r.description,
  is_default: r.is_default,
  resource_group_count: r.resource_group_count,
  member_count: r.member_count,
  group_count: r.group_count,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

// Correlated subqueries of the projects guard's statements ($1 is its tenant): each reads its table through
// the table's declared predicate, not only through the id of the (already guarded) project row.
const RESOURCE_GROUPS = scopedSql(
  { rg: 'resource_groups' },
  (on) => `(SELECT count(*)::int FROM resource_groups rg WHERE ${on.rg} AND rg.project_id = projects.id)`,
);
const MEMBERS = scopedSql(
  { g: 'permission_grants', pg: 'policy_grants' },
  (on) => `(SELECT count(DISTINCT x.user_id)::int FROM (
    SELECT g.user_id FROM permission_grants g WHERE ${on.g} AND g.project_id = projects.id
    UNION SELECT pg.user_id FROM policy_grants pg
     WHERE ${on.pg} AND pg.project_id = projects.id AND pg.user_id IS NOT NULL) x)`,
);
const GROUPS = scopedSql(
  { gg: 'group_grants', pg: 'policy_grants' },
  (on) => `(SELECT count(DISTINCT x.group_id)::int FROM (
    SELECT gg.group_id FROM group_grants gg WHERE ${on.gg} AND gg.project_id = projects.id
    UNION SELECT pg.group_id FROM policy_grants pg
     WHERE ${on.pg} AND pg.project_id = projects.id AND pg.group_id IS NOT NULL) x)`,
);
/** Resource-group tables get the tenant part of their scope (the project spans its resource groups). */
const RESOURCES = `(${RESOURCE_TABLES.map(
  (t) => `(SELECT count(*) FROM ${t} r WHERE ${tenantPredicate(t, 'r')} AND r.project_id = projects.id)`,
).join(' + ')})::int`;

/** The group (a user_groups row of the group guard, $1 its tenant) holds a grant or a policy in project $2. */
const HOLDS_IN_PROJECT = scopedSql(
  { g: 'group_grants', pg: 'policy_grants' },
  (
    on,
  ) => `(EXISTS (SELECT 1 FROM group_grants g WHERE ${on.g} AND g.group_id = user_groups.id AND g.project_id = $2)
        OR EXISTS (SELECT 1 FROM policy_grants pg WHERE ${on.pg} AND pg.group_id = user_groups.id AND pg.project_id = $2))`,
);
const GROUP_MEMBER_COUNT = scopedSql(
  { m: 'user_group_members' },
  (on) => `(SELECT count(*)::int FROM user_group_members m WHERE ${on.m} AND m.group_id = user_groups.id)`,
);
/** What the group holds in project $2: direct grants and its policies' permissions. */
const PERMISSIONS_IN_PROJECT = scopedSql(
  { g: 'group_grants', pg: 'policy_grants', ip: 'iam_policies' },
  (on) => `ARRAY(SELECT g.resource || ':' || g.action FROM group_grants g
              WHERE ${on.g} AND g.group_id = user_groups.id AND g.project_id = $2
             UNION SELECT unnest(ip.permissions) FROM policy_grants pg
               JOIN iam_policies ip ON ip.id = pg.policy_id AND ${on.ip}
              WHERE ${on.pg} AND pg.group_id = user_groups.id AND pg.project_id = $2)`,
);

const duplicate = (input: { name: string }) =>
  conflict(`A project named "${input.name}" already exists.`, 'duplicate_name');

export const projects = defineCrud<
  ProjectRow & { resource_count: number },
  ReturnType<typeof toProject>,
  ProjectInput
>({
  type: 'main/tenant/project',
  noun: 'project',
  scope: 'tenant',
  table: 'projects',
  columns: `id, name, description, is_default, version, created_at, updated_at,
    ${RESOURCE_GROUPS} AS resource_group_count,
    ${MEMBERS} AS member_count, ${GROUPS} AS group_count, ${RESOURCES} AS resource_count`,
  storedSchema: { file: 'iam/project.schema.json', def: 'TenantProject' },
  operations: {
    list: 'listTenantProjects',
    get: 'getProject',
    create: 'createProject',
    update: 'updateProject',
    delete: 'deleteProject',
  },
  sortable: { name: 'lower(name)', created_at: 'created_at' },
  defaultSort: 'created_at',
  searchable: ['name', 'description'],
  toWire: toProject,
  create: async (input, { tx, scope }) => {
    await enforceQuota(
      tx,
      scope.tenantId,
      'projects',
      await tenantScoped(tx, 'projects', scope.tenantId).count(),
    );
    return { name: input.name, description: input.description ?? '', is_default: false };
  },
  // Every project has a default resource group from the start (the scope picker needs one).
  afterCreate: async (row, _input, { tx, scope }) => {
    await addResourceGroup(tx, scope.tenantId, { project_id: row.id, name: 'Default', is_default: true });
  },
  update: async (input) => ({ name: input.name, description: input.description ?? '' }),
  beforeDelete: async (row) => {
    if (row.is_default) throw conflict("The tenant's default project cannot be deleted.", 'default_project');
    if (row.resource_count > 0)
      throw conflict('This project still holds resources; delete them first.', 'not_empty');
  },
  duplicate,
});

interface ProjectGroupRow {
  id: string;
  name: string;
  permissions: string[] | null;
  member_count: number;
}

export function projectHandlers(services: AppServices): Record<string, RouteHandlerMethod> {
  const { db } = services;
  const service = crudService(services, projects);
  const groupsOfProjects = crudService(services, resourceGroups);

  async function listProjectGroups(request: FastifyRequest) {
    const scope = request.scope as Scope;
    const { id } = request.params as { id: string };
    await service.load(db, scope, id);
    const query = request.query as ListQuery;
    const { page, perPage, offset } = pageOf(query);
    const where = `${HOLDS_IN_PROJECT}
      AND ($3::text IS NULL OR name ILIKE $3 ESCAPE '\\')`;
    const params = [id, query.search ? likePattern(query.search) : null];
    const table = tenantScoped<ProjectGroupRow>(
      db,
      'user_groups',
      scope.tenantId,
      `id, name, ${GROUP_MEMBER_COUNT} AS member_count, ${PERMISSIONS_IN_PROJECT} AS permissions`,
    );
    const total = await table.count(where, params);
    const rows = await table.find({ where, params, orderBy: 'lower(name), id', limit: perPage, offset });
    return {
      data: rows.map((r) => ({
        id: r.id,
        name: r.name,
        permissions: normalise(r.permissions ?? []),
        member_count: r.member_count,
      })),
      page_info: pageInfo(page, perPage, total),
    };
  }

  async function listProjectResourceGroups(request: FastifyRequest) {
    const scope = request.scope as Scope;
    const { id } = request.params as { id: string };
    await service.load(db, scope, id);
    return groupsOfProjects.list(request, [(bind) => `project_id = ${bind(id)}`]);
  }

  return {
    ...service.handlers,
    listProjectGroups,
    listProjectResourceGroups,
  } as Record<string, RouteHandlerMethod>;
}
