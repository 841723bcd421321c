// User groups (/api/main/tenant/group…, /tenant/groups, /tenant/member/{id}/groups): the group itself is
// served by the generic CRUD module; membership and per-project grants are the handlers below. Every change
// of members or grants bumps the group's version, so its ETag changes.
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { AppServices } from '../../context.js';
import type { Queryable } from '../../db/index.js';
import { scopedSql, tenantLinks, tenantScoped } from '../../db/scoped.js';
import type { Scope } from '../../db/scoped.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { inTransaction, writeAudit } from '../../plugins/audit.js';
import {
  crudService,
  defineCrud,
  etagOf,
  handlesIdempotencyKey,
  idempotent,
  iso,
  likePattern,
  pageArray,
  pageInfo,
  pageOf,
  requireMatch,
  staleWrite,
} from '../../crud/index.js';
import type { ListQuery } from '../../crud/index.js';
import { tenantUsers } from './identity-rows.js';
import type { UserKind } from './identity-rows.js';
import { assertGroupsOfTenant, joinGroups } from './identity-groups.js';
import { memberTable, toMember } from './members.js';
import { GROUP_HOLDS, groupAssignments, normalise } from './permissions.js';
import type { Assignment } from './permissions.js';
import { enforceQuota } from './quotas.js';

export interface GroupRow {
  id: string;
  name: string;
  description: string;
  member_count: number;
  project_count: number;
  version: number;
  created_at: Date;
  updated_at: Date;
}

interface GroupInput {
  name: string;
  description?: string;
  member_ids?: string[];
}

// Correlated subqueries of the group guard's statements ($1 is its tenant): each reads its table through the
// table's declared predicate, not only through the id of the (already guarded) outer row.
const MEMBER_COUNT = scopedSql(
  { m: 'user_group_members' },
  (on) => `(SELECT count(*)::int FROM user_group_members m WHERE ${on.m} AND m.group_id = user_groups.id)`,
);
const PROJECT_COUNT = scopedSql(
  { gg: 'group_grants', pg: 'policy_grants' },
  (on) => `(SELECT count(DISTINCT x.project_id)::int FROM (
    SELECT gg.project_id FROM group_grants gg WHERE ${on.gg} AND gg.group_id = user_groups.id
    UNION SELECT pg.project_id FROM policy_grants pg WHERE ${on.pg} AND pg.group_id = user_groups.id) x)`,
);

/** When the person (alias u, in the people guard) joined the group in $3. */
const ADDED_AT = scopedSql(
  { m: 'user_group_members' },
  (on) =>
    `(SELECT m.added_at FROM user_group_members m WHERE ${on.m} AND m.group_id = $3 AND m.user_id = u.id)`,
);
/** The person (alias u) belongs to the group in $3. */
const IN_GROUP = scopedSql(
  { m: 'user_group_members' },
  (on) =>
    `EXISTS (SELECT 1 FROM user_group_members m WHERE ${on.m} AND m.group_id = $3 AND m.user_id = u.id)`,
);
/** When the person in $2 joined the group (a user_groups row of the group guard). */
const JOINED_AT = scopedSql(
  { m: 'user_group_members' },
  (on) =>
    `(SELECT m.added_at FROM user_group_members m WHERE ${on.m} AND m.group_id = user_groups.id AND m.user_id = $2)`,
);
/** The person in $2 belongs to the group (a user_groups row of the group guard). */
const HAS_MEMBER = scopedSql(
  { m: 'user_group_members' },
  (on) =>
    `EXISTS (SELECT 1 FROM user_group_members m WHERE ${on.m} AND m.group_id = user_groups.id AND m.user_id = $2)`,
);

const toGroup = (r: GroupRow) => ({
  id: r.id,
  name: r.name,
  description: r.description,
  member_count: r.member_count,
  project_count: r.project_count,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

const ALL_KINDS: readonly UserKind[] = ['member', 'iam_user', 'service_account'];
const KIND_OUT: Record<UserKind, 'member' | 'user' | 'service_account'> = {
  member: 'member',
  iam_user: 'user',
  service_account: 'service_account',
};
const KIND_IN: Record<string, UserKind> = {
  member: 'member',
  user: 'iam_user',
  service_account: 'service_account',
};

/** 404 unless every id names a person (member, IAM user or service account) of the tenant. */
async function assertPeopleOfTenant(q: Queryable, tenantId: string, ids: string[]): Promise<void> {
  if (!ids.length) return;
  const found = await tenantUsers(q, tenantId, ALL_KINDS, 'u.id').count('u.id = ANY($3::uuid[])', [ids]);
  if (found !== new Set(ids).size) throw notFound('No such member, user or service account.');
}

async function addPeople(q: Queryable, tenantId: string, groupId: string, ids: string[]): Promise<void> {
  await tenantLinks(q, 'user_group_members', tenantId).insert(
    [...new Set(ids)].map((userId) => ({ group_id: groupId, user_id: userId })),
    { ignoreConflicts: true },
  );
}

export const groups = defineCrud<GroupRow, ReturnType<typeof toGroup>, GroupInput, GroupInput>({
  type: 'main/tenant/group',
  noun: 'group',
  scope: 'tenant',
  table: 'user_groups',
  columns: `id, name, description, version, created_at, updated_at,
    ${MEMBER_COUNT} AS member_count, ${PROJECT_COUNT} AS project_count`,
  storedSchema: { file: 'iam/group.schema.json', def: 'UserGroup' },
  operations: {
    list: 'listTenantGroups',
    get: 'getGroup',
    create: 'createGroup',
    update: 'updateGroup',
    delete: 'deleteGroup',
  },
  sortable: { name: 'lower(name)', member_count: MEMBER_COUNT, created_at: 'created_at' },
  defaultSort: 'created_at',
  searchable: ['name', 'description'],
  toWire: toGroup,
  create: async (input, { tx, scope }) => {
    await enforceQuota(
      tx,
      scope.tenantId,
      'user_groups',
      await tenantScoped(tx, 'user_groups', scope.tenantId).count(),
    );
    await assertPeopleOfTenant(tx, scope.tenantId, input.member_ids ?? []);
    return { name: input.name, description: input.description ?? '' };
  },
  afterCreate: async (row, input, { tx, scope }) => {
    await addPeople(tx, scope.tenantId, row.id, input.member_ids ?? []);
  },
  update: async (input) => ({ name: input.name, description: input.description ?? '' }),
  duplicate: (input) => conflict(`A group named "${input.name}" already exists.`, 'duplicate_name'),
});

interface PersonRow {
  id: string;
  kind: UserKind;
  username: string;
  full_name: string;
  email: string;
  status: 'invited' | 'active' | 'disabled';
  added_at: Date | null;
}

/** The grant rows of one project: direct permissions and policies. */
async function writeGrants(
  tx: Queryable,
  tenantId: string,
  groupId: string,
  projectId: string,
  permissions: string[],
  policyIds: string[],
): Promise<void> {
  await tenantLinks(tx, 'group_grants', tenantId).insert(
    normalise(permissions).map((key) => {
      const [resource, action] = key.split(':');
      return { id: randomUUID(), group_id: groupId, project_id: projectId, resource, action };
    }),
  );
  await tenantLinks(tx, 'policy_grants', tenantId).insert(
    [...new Set(policyIds)].map((policyId) => ({
      id: randomUUID(),
      group_id: groupId,
      project_id: projectId,
      policy_id: policyId,
    })),
  );
}

async function clearGrants(tx: Queryable, tenantId: string, groupId: string, projectIds: string[]) {
  for (const table of ['group_grants', 'policy_grants'] as const) {
    await tenantLinks(tx, table, tenantId).delete('group_id = $2 AND project_id = ANY($3::uuid[])', [
      groupId,
      projectIds,
    ]);
  }
}

async function assertProjects(q: Queryable, tenantId: string, ids: string[]): Promise<void> {
  const found = await tenantScoped(q, 'projects', tenantId).count('id = ANY($2::uuid[])', [ids]);
  if (found !== new Set(ids).size) throw notFound('No such project.');
}

async function assertPolicies(q: Queryable, tenantId: string, ids: string[]): Promise<void> {
  if (!ids.length) return;
  const found = await tenantScoped(q, 'iam_policies', tenantId, 'id', true).count('id = ANY($2::uuid[])', [
    ids,
  ]);
  if (found !== new Set(ids).size) throw notFound('No such policy.');
}

const emptyAssignment = (project: { id: string; name: string }, at: Date): Assignment => ({
  project,
  permissions: [],
  policies: [],
  inherited: [],
  effective: [],
  updated_at: iso(at),
});

function header(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

export function groupHandlers(services: AppServices): Record<string, RouteHandlerMethod> {
  const { db } = services;
  const service = crudService(services, groups);
  const type = groups.type;

  /**
   * Runs a change of the group's members or grants: locks the group, checks If-Match, runs change, bumps the
   * version, audits, and answers the fresh group with its new ETag.
   */
  async function changeGroup<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    action: string,
    change: (
      tx: Queryable,
      scope: Scope,
      group: GroupRow,
    ) => Promise<{ details: Record<string, unknown>; result: T }>,
    answer: (group: GroupRow, result: T) => unknown,
  ) {
    const scope = request.scope as Scope;
    const { id } = request.params as { id: string };
    request.auditTarget = { resourceType: type, resourceId: id, action };
    const { group, result } = await inTransaction(db, request, async (tx) => {
      const table = service.repo(tx, scope);
      const current = await table.get(id, { forUpdate: true });
      if (!current) throw notFound('No such group.');
      requireMatch(header(request, 'if-match'), current, () => toGroup(current));
      const { details, result } = await change(tx, scope, current);
      if (!(await table.update(id, {}, current.version))) throw staleWrite(current, () => toGroup(current));
      const fresh = (await table.get(id)) as GroupRow;
      await writeAudit(tx, request, {
        resourceType: type,
        resourceId: id,
        action,
        statusCode: 200,
        details,
        change: { before: toGroup(current), after: toGroup(fresh) },
      });
      return { group: fresh, result };
    });
    reply.header('etag', etagOf(group));
    return answer(group, result);
  }

  async function people(request: FastifyRequest, inGroup: boolean) {
    const scope = request.scope as Scope;
    const { id } = request.params as { id: string };
    await service.load(db, scope, id);
    const query = request.query as ListQuery & { kind?: string };
    const { page, perPage, offset } = pageOf(query);
    const kinds = query.kind ? [KIND_IN[query.kind] as UserKind] : ALL_KINDS;
    const table = tenantUsers<PersonRow>(
      db,
      scope.tenantId,
      kinds,
      `u.id, u.kind, u.username, u.full_name, u.email, u.status,
       ${ADDED_AT} AS added_at`,
    );
    const where = `${inGroup ? '' : 'NOT '}${IN_GROUP}
      AND ($4::text IS NULL OR u.username ILIKE $4 ESCAPE '\\' OR u.full_name ILIKE $4 ESCAPE '\\' OR u.email ILIKE $4 ESCAPE '\\')`;
    const params = [id, query.search ? likePattern(query.search) : null];
    const total = await table.count(where, params);
    const rows = await table.find({
      where,
      params,
      orderBy: 'lower(u.username), u.id',
      limit: perPage,
      offset,
    });
    return {
      data: rows.map((r) => ({
        id: r.id,
        kind: KIND_OUT[r.kind] ?? 'member',
        username: r.username,
        full_name: r.full_name,
        email: r.email,
        status: r.status,
        added_at: inGroup && r.added_at ? iso(r.added_at) : null,
      })),
      page_info: pageInfo(page, perPage, total),
    };
  }

  const listGroupMembers = (request: FastifyRequest) => people(request, true);
  const listGroupMembersExclude = (request: FastifyRequest) => people(request, false);

  const addGroupMembers = (request: FastifyRequest, reply: FastifyReply) => {
    const { member_ids: ids } = request.body as { member_ids: string[] };
    return changeGroup(
      request,
      reply,
      'addGroupMembers',
      async (tx, scope, group) => {
        await assertPeopleOfTenant(tx, scope.tenantId, ids);
        await addPeople(tx, scope.tenantId, group.id, ids);
        return { details: { added: ids }, result: null };
      },
      (group) => ({ data: toGroup(group) }),
    );
  };

  const removeGroupMembers = (request: FastifyRequest, reply: FastifyReply) => {
    const { member_ids: ids } = request.body as { member_ids: string[] };
    return changeGroup(
      request,
      reply,
      'removeGroupMembers',
      async (tx, scope, group) => {
        await tenantLinks(tx, 'user_group_members', scope.tenantId).delete(
          'group_id = $2 AND user_id = ANY($3::uuid[])',
          [group.id, ids],
        );
        return { details: { removed: ids }, result: null };
      },
      (group) => ({ data: toGroup(group) }),
    );
  };

  async function listGroupProjectPermissions(request: FastifyRequest) {
    const scope = request.scope as Scope;
    const { id } = request.params as { id: string };
    await service.load(db, scope, id);
    const query = request.query as ListQuery;
    return pageArray(await groupAssignments(db, scope.tenantId, id, { search: query.search }), query);
  }

  const removeGroupProjects = (request: FastifyRequest, reply: FastifyReply) => {
    const { project_ids: ids } = request.body as { project_ids: string[] };
    return changeGroup(
      request,
      reply,
      'removeGroupProjects',
      async (tx, scope, group) => {
        await assertProjects(tx, scope.tenantId, ids);
        await clearGrants(tx, scope.tenantId, group.id, ids);
        return { details: { projects: ids }, result: null };
      },
      (group) => ({ data: toGroup(group) }),
    );
  };

  async function listGroupProjectsExclude(request: FastifyRequest) {
    const scope = request.scope as Scope;
    const { id } = request.params as { id: string };
    await service.load(db, scope, id);
    const query = request.query as ListQuery;
    const { page, perPage, offset } = pageOf(query);
    const table = tenantScoped<{ id: string; name: string }>(db, 'projects', scope.tenantId, 'id, name');
    const where = `NOT ${GROUP_HOLDS} AND ($3::text IS NULL OR name ILIKE $3 ESCAPE '\\')`;
    const params = [id, query.search ? likePattern(query.search) : null];
    const total = await table.count(where, params);
    const rows = await table.find({ where, params, orderBy: 'lower(name), id', limit: perPage, offset });
    return { data: rows.map((r) => ({ id: r.id, name: r.name })), page_info: pageInfo(page, perPage, total) };
  }

  async function assignGroupProjectPermissions(request: FastifyRequest, reply: FastifyReply) {
    const scope = request.scope as Scope;
    const { id } = request.params as { id: string };
    const body = request.body as {
      projects: { project_id: string; permissions: string[]; policy_ids?: string[] }[];
    };
    const action = 'assignGroupProjectPermissions';
    request.auditTarget = { resourceType: type, resourceId: id, action };
    for (const [i, p] of body.projects.entries()) {
      if (!p.permissions.length && !p.policy_ids?.length)
        throw badRequest('Grant at least one permission or policy in each project.', [
          { path: `/projects/${i}`, message: 'needs permissions or policy_ids' },
        ]);
    }
    const projectIds = body.projects.map((p) => p.project_id);
    if (new Set(projectIds).size !== projectIds.length)
      throw badRequest('Each project may appear once.', [
        { path: '/projects', message: 'duplicate project_id' },
      ]);
    const answer = await inTransaction(db, request, (tx) =>
      idempotent(
        tx,
        request,
        {
          operation: action,
          scopeKey: `${scope.tenantId}:${id}`,
          resourceType: type,
          now: services.clock(),
          ttlMs: services.settings.idempotencyTtlMs,
        },
        async () => {
          const table = service.repo(tx, scope);
          const current = await table.get(id, { forUpdate: true });
          if (!current) throw notFound('No such group.');
          await assertProjects(tx, scope.tenantId, projectIds);
          await assertPolicies(
            tx,
            scope.tenantId,
            body.projects.flatMap((p) => p.policy_ids ?? []),
          );
          const held = await groupAssignments(tx, scope.tenantId, id, { projectIds });
          if (held.length)
            throw conflict(
              `The group already holds permissions in ${held.map((a) => a.project.name).join(', ')}; change them instead.`,
              'already_assigned',
            );
          for (const p of body.projects)
            await writeGrants(tx, scope.tenantId, id, p.project_id, p.permissions, p.policy_ids ?? []);
          await table.update(id, {}, current.version);
          const fresh = (await table.get(id)) as GroupRow;
          const data = await groupAssignments(tx, scope.tenantId, id, { projectIds });
          await writeAudit(tx, request, {
            resourceType: type,
            resourceId: id,
            action,
            statusCode: 201,
            details: { after: data },
          });
          return { status: 201, body: { data }, headers: { etag: etagOf(fresh) } };
        },
      ),
    );
    reply.code(answer.status);
    for (const [k, v] of Object.entries(answer.headers)) reply.header(k, v);
    return answer.body;
  }

  const replaceGroupProjectPermissions = (request: FastifyRequest, reply: FastifyReply) => {
    const { pid } = request.params as { pid: string };
    const body = request.body as { permissions: string[]; policy_ids?: string[] };
    return changeGroup(
      request,
      reply,
      'replaceGroupProjectPermissions',
      async (tx, scope, group) => {
        const project = await tenantScoped<{ id: string; name: string }>(
          tx,
          'projects',
          scope.tenantId,
          'id, name',
        ).get(pid);
        if (!project) throw notFound('No such project.');
        await assertPolicies(tx, scope.tenantId, body.policy_ids ?? []);
        const before = await groupAssignments(tx, scope.tenantId, group.id, { projectIds: [pid] });
        await clearGrants(tx, scope.tenantId, group.id, [pid]);
        await writeGrants(tx, scope.tenantId, group.id, pid, body.permissions, body.policy_ids ?? []);
        const after = await groupAssignments(tx, scope.tenantId, group.id, { projectIds: [pid] });
        const result = after[0] ?? emptyAssignment(project, services.clock());
        return { details: { before: before[0] ?? null, after: after[0] ?? null }, result };
      },
      (_group, result) => ({ data: result }),
    );
  };

  async function listMemberGroups(request: FastifyRequest) {
    const scope = request.scope as Scope;
    const { id } = request.params as { id: string };
    if (!(await memberTable(db, scope.tenantId).get(id))) throw notFound('No such member.');
    const query = request.query as ListQuery;
    const { page, perPage, offset } = pageOf(query);
    const table = tenantScoped<{ id: string; name: string; description: string; joined_at: Date }>(
      db,
      'user_groups',
      scope.tenantId,
      `id, name, description,
       ${JOINED_AT} AS joined_at`,
    );
    const where = `${HAS_MEMBER}
      AND ($3::text IS NULL OR name ILIKE $3 ESCAPE '\\')`;
    const params = [id, query.search ? likePattern(query.search) : null];
    const total = await table.count(where, params);
    const rows = await table.find({ where, params, orderBy: 'lower(name), id', limit: perPage, offset });
    return {
      data: rows.map((r) => ({
        id: r.id,
        name: r.name,
        description: r.description,
        joined_at: iso(r.joined_at),
      })),
      page_info: pageInfo(page, perPage, total),
    };
  }

  /** If-Match takes the member's ETag; the member's version moves, so their ETag changes. */
  async function addMemberGroups(request: FastifyRequest, reply: FastifyReply) {
    const scope = request.scope as Scope;
    const { id } = request.params as { id: string };
    const { group_ids: groupIds } = request.body as { group_ids: string[] };
    const action = 'addMemberGroups';
    request.auditTarget = { resourceType: 'main/tenant/member', resourceId: id, action };
    const row = await inTransaction(db, request, async (tx) => {
      const members = memberTable(tx, scope.tenantId);
      const current = await members.get(id, { forUpdate: true });
      if (!current) throw notFound('No such member.');
      requireMatch(header(request, 'if-match'), current, () => toMember(current));
      await assertGroupsOfTenant(tx, scope.tenantId, groupIds);
      await joinGroups(tx, scope.tenantId, id, groupIds);
      const fresh = await members.bump(id, {}, current.version);
      if (!fresh) throw staleWrite(current, () => toMember(current));
      await writeAudit(tx, request, {
        resourceType: 'main/tenant/member',
        resourceId: id,
        action,
        statusCode: 200,
        details: { groups_added: groupIds },
        change: { before: toMember(current), after: toMember(fresh) },
      });
      return fresh;
    });
    reply.header('etag', etagOf(row));
    return { data: toMember(row) };
  }

  return {
    ...service.handlers,
    listGroupMembers,
    addGroupMembers,
    removeGroupMembers,
    listGroupMembersExclude,
    listGroupProjectPermissions,
    removeGroupProjects,
    listGroupProjectsExclude,
    assignGroupProjectPermissions: handlesIdempotencyKey(assignGroupProjectPermissions),
    replaceGroupProjectPermissions,
    listMemberGroups,
    addMemberGroups,
  } as Record<string, RouteHandlerMethod>;
}
