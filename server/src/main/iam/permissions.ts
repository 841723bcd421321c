// The permission catalogue (resources × actions of ARCHITECTURE §5) and what a group holds per project.
import type { FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { AppServices } from '../../context.js';
import type { Queryable } from '../../db/index.js';
import { scopedSql, tenantScoped } from '../../db/scoped.js';
import type { Scope } from '../../db/scoped.js';
import { iso, likePattern, pageArray } from '../../crud/index.js';
import type { ListQuery } from '../../crud/index.js';
import { ACTIONS, EVERYONE, TENANT_RESOURCES } from '../../plugins/permissions.js';

export interface CatalogueEntry {
  key: string;
  resource: string;
  action: (typeof ACTIONS)[number];
  implicit: boolean;
}

export const CATALOGUE: readonly CatalogueEntry[] = TENANT_RESOURCES.flatMap((resource) =>
  ACTIONS.map((action) => {
    const key = `${resource}:${action}`;
    return { key, resource, action, implicit: EVERYONE.includes(key) };
  }),
);

const CATALOGUE_KEYS = new Set(CATALOGUE.map((c) => c.key));
export const isGrantable = (key: string): boolean => CATALOGUE_KEYS.has(key);

/** Sorted in catalogue order, duplicates removed. */
export function normalise(keys: Iterable<string>): string[] {
  const set = new Set(keys);
  return CATALOGUE.map((c) => c.key).filter((k) => set.has(k));
}

export interface PolicyRef {
  id: string;
  name: string;
  type: 'managed' | 'custom';
}

export interface Assignment {
  project: { id: string; name: string };
  permissions: string[];
  policies: PolicyRef[];
  inherited: { group: { id: string; name: string }; permissions: string[] }[];
  effective: string[];
  updated_at: string;
}

/** A projects predicate of the projects guard ($1 its tenant): the group ($2) holds a grant or a policy there. */
export const GROUP_HOLDS = scopedSql(
  { g: 'group_grants', pg: 'policy_grants' },
  (
    on,
  ) => `(EXISTS (SELECT 1 FROM group_grants g WHERE ${on.g} AND g.group_id = $2 AND g.project_id = projects.id)
  OR EXISTS (SELECT 1 FROM policy_grants pg WHERE ${on.pg} AND pg.group_id = $2 AND pg.project_id = projects.id))`,
);

/** What the group ($2) holds in a project (a row of the projects guard, $1 its tenant). */
const GROUP_PERMISSIONS = scopedSql(
  { g: 'group_grants' },
  (on) => `(SELECT array_agg(g.resource || ':' || g.action) FROM group_grants g
       WHERE ${on.g} AND g.group_id = $2 AND g.project_id = projects.id)`,
);
const GROUP_POLICIES = scopedSql(
  { pg: 'policy_grants', ip: 'iam_policies' },
  (on) => `(SELECT json_agg(json_build_object('id', ip.id, 'name', ip.name, 'type', ip.type) ORDER BY ip.name)
        FROM policy_grants pg JOIN iam_policies ip ON ip.id = pg.policy_id AND ${on.ip}
       WHERE ${on.pg} AND pg.group_id = $2 AND pg.project_id = projects.id)`,
);
const GROUP_POLICY_PERMISSIONS = scopedSql(
  { pg: 'policy_grants', ip: 'iam_policies' },
  (
    on,
  ) => `(SELECT array_agg(x) FROM policy_grants pg JOIN iam_policies ip ON ip.id = pg.policy_id AND ${on.ip},
             unnest(ip.permissions) x
       WHERE ${on.pg} AND pg.group_id = $2 AND pg.project_id = projects.id)`,
);
const GROUP_UPDATED_AT = scopedSql(
  { g: 'group_grants', pg: 'policy_grants' },
  (on) => `greatest(
       (SELECT max(g.created_at) FROM group_grants g
         WHERE ${on.g} AND g.group_id = $2 AND g.project_id = projects.id),
       (SELECT max(pg.created_at) FROM policy_grants pg
         WHERE ${on.pg} AND pg.group_id = $2 AND pg.project_id = projects.id)
     )`,
);

/**
 * What a group holds in each project (direct grants and policies), optionally only some projects and only
 * projects whose name matches a search. Ordered by project name.
 */
export async function groupAssignments(
  q: Queryable,
  tenantId: string,
  groupId: string,
  options: { projectIds?: string[]; search?: string } = {},
): Promise<Assignment[]> {
  const rows = await tenantScoped<{
    project_id: string;
    project_name: string;
    permissions: string[] | null;
    policies: PolicyRef[] | null;
    policy_permissions: string[] | null;
    updated_at: Date;
  }>(
    q,
    'projects',
    tenantId,
    `id AS project_id, name AS project_name, ${GROUP_PERMISSIONS} AS permissions,
     ${GROUP_POLICIES} AS policies, ${GROUP_POLICY_PERMISSIONS} AS policy_permissions,
     ${GROUP_UPDATED_AT} AS updated_at`,
  ).find({
    where: `${GROUP_HOLDS} AND ($3::uuid[] IS NULL OR id = ANY($3::uuid[]))
            AND ($4::text IS NULL OR name ILIKE $4 ESCAPE '\\')`,
    params: [groupId, options.projectIds ?? null, options.search ? likePattern(options.search) : null],
    orderBy: 'lower(name), id',
  });
  return rows.map((r) => {
    const permissions = normalise(r.permissions ?? []);
    return {
      project: { id: r.project_id, name: r.project_name },
      permissions,
      policies: r.policies ?? [],
      inherited: [],
      effective: normalise([...permissions, ...(r.policy_permissions ?? [])]),
      updated_at: iso(r.updated_at),
    };
  });
}

export function permissionCatalogueHandlers(services: AppServices): Record<string, RouteHandlerMethod> {
  const { db } = services;

  const filtered = (request: FastifyRequest) => {
    const query = request.query as ListQuery & { resource?: string };
    return { query, entries: CATALOGUE.filter((c) => !query.resource || c.resource === query.resource) };
  };

  async function listPermissions(request: FastifyRequest) {
    const { query, entries } = filtered(request);
    return pageArray([...entries], query);
  }

  async function listPermissionsWithPolicies(request: FastifyRequest) {
    const scope = request.scope as Scope;
    const { query, entries } = filtered(request);
    const page = pageArray([...entries], query);
    // Managed policies and the tenant's own: the same rows the policies list shows.
    const rows = await tenantScoped<PolicyRef & { permissions: string[] }>(
      db,
      'iam_policies',
      scope.tenantId,
      'id, name, type, permissions',
      true,
    ).find({ orderBy: 'type, lower(name), id' });
    return {
      ...page,
      data: page.data.map((entry) => ({
        ...entry,
        policies: rows
          .filter((p) => p.permissions.includes(entry.key))
          .slice(0, 200)
          .map(({ id, name, type }) => ({ id, name, type })),
      })),
    };
  }

  return { listPermissions, listPermissionsWithPolicies } as Record<string, RouteHandlerMethod>;
}
