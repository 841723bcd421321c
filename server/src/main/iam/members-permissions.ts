// What a person holds per project: their own grants (permission_grants), their own policies (policy_grants)
// and what their groups hold. Members' grants are edited here (/tenant/member/{id}/projects/...); IAM users
// only read theirs (/iam/users/{id}/permissions), which come from their groups.
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../../context.js';
import { etagOf, requireMatch } from '../../crud/etag.js';
import type { Queryable } from '../../db/index.js';
import { scopedJoin, scopedSql, tenantLinks, tenantScoped } from '../../db/scoped.js';
import type { Scope } from '../../db/scoped.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { inTransaction, writeAudit } from '../../plugins/audit.js';
import {
  handlesIdempotencyKey,
  idempotencyContext,
  priorAnswer,
  rememberAnswer,
} from '../../crud/idempotency.js';
import type { Answer } from '../../crud/idempotency.js';
import { escapeLike, headerValue, iso, pageInfo } from './identity-rows.js';
import { lockedMember, memberTable, toMember } from './members.js';

interface PolicyRef {
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

interface ProjectRow {
  id: string;
  name: string;
  updated_at: Date;
}

/** Projects the person holds anything of their own in ($2 = user id); runs inside a guard binding $1. */
const OWN_PROJECT_IDS = scopedSql(
  { g: 'permission_grants', pg: 'policy_grants' },
  (on) => `SELECT g.project_id FROM permission_grants g WHERE ${on.g} AND g.user_id = $2
    UNION SELECT pg.project_id FROM policy_grants pg WHERE ${on.pg} AND pg.user_id = $2`,
);

/** … and what their groups hold. */
const ANY_PROJECT_IDS = scopedSql(
  { gg: 'group_grants', gm: 'user_group_members', gp: 'policy_grants', gpm: 'user_group_members' },
  (on) => `${OWN_PROJECT_IDS}
  UNION SELECT gg.project_id FROM group_grants gg JOIN user_group_members gm ON gm.group_id = gg.group_id
         WHERE ${on.gg} AND ${on.gm} AND gm.user_id = $2
  UNION SELECT gp.project_id FROM policy_grants gp JOIN user_group_members gpm ON gpm.group_id = gp.group_id
         WHERE ${on.gp} AND ${on.gpm} AND gpm.user_id = $2`,
);

const sorted = (s: Iterable<string>) => [...new Set(s)].sort();

/** The assignments of one person in the given projects, in the order given. */
async function assignmentsIn(
  q: Queryable,
  tenantId: string,
  userId: string,
  projects: ProjectRow[],
): Promise<Assignment[]> {
  const ids = projects.map((p) => p.id);
  const params = [userId, ids];
  const own = await tenantLinks<{
    project_id: string;
    resource: string;
    action: string;
    created_at: Date;
  }>(q, 'permission_grants', tenantId).find({
    columns: 'project_id, resource, action, created_at',
    where: 'user_id = $2 AND project_id = ANY($3::uuid[])',
    params,
  });
  const policies = await scopedJoin(q, tenantId, {
    pg: 'policy_grants',
    p: 'iam_policies',
    g: 'user_groups',
    gm: 'user_group_members',
  }).query<{
    project_id: string;
    group_id: string | null;
    group_name: string | null;
    id: string;
    name: string;
    type: 'managed' | 'custom';
    permissions: string[];
    created_at: Date;
  }>(
    (on) => `SELECT pg.project_id, pg.group_id, g.name AS group_name, p.id, p.name, p.type, p.permissions,
                    pg.created_at
       FROM policy_grants pg JOIN iam_policies p ON p.id = pg.policy_id AND ${on.p}
       LEFT JOIN user_groups g ON g.id = pg.group_id AND ${on.g}
      WHERE ${on.pg} AND pg.project_id = ANY($3::uuid[])
        AND (pg.user_id = $2 OR pg.group_id IN (SELECT gm.group_id FROM user_group_members gm
                                                 WHERE ${on.gm} AND gm.user_id = $2))
      ORDER BY lower(p.name), p.id`,
    params,
  );
  const groupGrants = await scopedJoin(q, tenantId, {
    gg: 'group_grants',
    g: 'user_groups',
    gm: 'user_group_members',
  }).query<{
    project_id: string;
    group_id: string;
    group_name: string;
    resource: string;
    action: string;
  }>(
    (on) => `SELECT gg.project_id, g.id AS group_id, g.name AS group_name, gg.resource, gg.action
       FROM group_grants gg JOIN user_groups g ON g.id = gg.group_id
       JOIN user_group_members gm ON gm.group_id = g.id
      WHERE ${on.gg} AND ${on.g} AND ${on.gm} AND gm.user_id = $2 AND gg.project_id = ANY($3::uuid[])`,
    params,
  );

  return projects.map((project) => {
    const mine = own.filter((g) => g.project_id === project.id);
    const myPolicies = policies.filter((p) => p.project_id === project.id && p.group_id === null);
    const groups = new Map<string, { name: string; permissions: Set<string> }>();
    const groupEntry = (id: string, name: string) => {
      const entry = groups.get(id) ?? { name, permissions: new Set<string>() };
      groups.set(id, entry);
      return entry;
    };
    for (const g of groupGrants.filter((x) => x.project_id === project.id)) {
      groupEntry(g.group_id, g.group_name).permissions.add(`${g.resource}:${g.action}`);
    }
    for (const p of policies.filter((x) => x.project_id === project.id && x.group_id !== null)) {
      const entry = groupEntry(p.group_id as string, p.group_name ?? '');
      for (const k of p.permissions) entry.permissions.add(k);
    }
    const permissions = sorted(mine.map((g) => `${g.resource}:${g.action}`));
    const inherited = [...groups.entries()]
      .map(([id, g]) => ({ group: { id, name: g.name }, permissions: sorted(g.permissions) }))
      .sort((a, b) => a.group.name.localeCompare(b.group.name));
    const effective = sorted([
      ...permissions,
      ...myPolicies.flatMap((p) => p.permissions),
      ...inherited.flatMap((i) => i.permissions),
    ]);
    const times = [...mine, ...myPolicies].map((x) => new Date(x.created_at).getTime());
    return {
      project: { id: project.id, name: project.name },
      permissions,
      policies: myPolicies.map((p) => ({ id: p.id, name: p.name, type: p.type })),
      inherited,
      effective,
      updated_at: iso(times.length ? new Date(Math.max(...times)) : project.updated_at),
    };
  });
}

const projectTable = (q: Queryable, tenantId: string) =>
  tenantScoped<ProjectRow>(q, 'projects', tenantId, 'id, name, updated_at');

/** One page of what a person holds, per project they hold anything in (own or through groups). */
export async function listAssignments(
  q: Queryable,
  tenantId: string,
  userId: string,
  query: { page: number; per_page: number; search?: string },
) {
  const conditions = [`id IN (${ANY_PROJECT_IDS})`];
  const params: unknown[] = [userId];
  if (query.search) {
    params.push(`%${escapeLike(query.search)}%`);
    conditions.push(`name ILIKE $${params.length + 1} ESCAPE '\\'`);
  }
  const where = conditions.join(' AND ');
  const table = projectTable(q, tenantId);
  const total = await table.count(where, params);
  const projects = await table.find({
    where,
    params,
    orderBy: 'is_default DESC, lower(name), id',
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return {
    data: await assignmentsIn(q, tenantId, userId, projects),
    page_info: pageInfo(query.page, query.per_page, total),
  };
}

interface GrantSet {
  permissions: string[];
  policy_ids?: string[];
}

async function assertPolicies(q: Queryable, tenantId: string, ids: string[]): Promise<void> {
  if (!ids.length) return;
  const found = await tenantScoped(q, 'iam_policies', tenantId, 'id', true).count('id = ANY($2::uuid[])', [
    ids,
  ]);
  if (found !== new Set(ids).size) throw notFound('No such policy.');
}

/** Replaces the person's own grants and policies in one project. */
async function writeGrants(
  tx: Queryable,
  tenantId: string,
  userId: string,
  projectId: string,
  set: GrantSet,
) {
  const permissions = tenantLinks(tx, 'permission_grants', tenantId);
  const policies = tenantLinks(tx, 'policy_grants', tenantId);
  await permissions.delete('user_id = $2 AND project_id = $3', [userId, projectId]);
  await policies.delete('user_id = $2 AND project_id = $3', [userId, projectId]);
  await permissions.insert(
    set.permissions.map((key) => {
      const [resource, action] = key.split(':');
      return { id: randomUUID(), user_id: userId, project_id: projectId, resource, action };
    }),
  );
  await policies.insert(
    (set.policy_ids ?? []).map((policyId) => ({
      id: randomUUID(),
      project_id: projectId,
      policy_id: policyId,
      user_id: userId,
    })),
  );
}

export function memberPermissionHandlers(services: AppServices) {
  const { db, clock, settings } = services;
  const scopeOf = (request: FastifyRequest) => {
    if (!request.scope || !request.principal) throw notFound();
    return request.scope as Scope;
  };

  async function listMemberProjectPermissions(request: FastifyRequest) {
    const scope = scopeOf(request);
    const { id } = request.params as { id: string };
    if (!(await memberTable(db, scope.tenantId).get(id))) throw notFound('No such member.');
    return listAssignments(db, scope.tenantId, id, request.query as { page: number; per_page: number });
  }

  async function assignMemberProjectPermissions(request: FastifyRequest, reply: FastifyReply) {
    const scope = scopeOf(request);
    const principal = request.principal as NonNullable<FastifyRequest['principal']>;
    const { id } = request.params as { id: string };
    const { projects } = request.body as { projects: (GrantSet & { project_id: string })[] };
    request.auditTarget = {
      resourceType: 'member',
      resourceId: id,
      action: 'assignMemberProjectPermissions',
    };
    const projectIds = projects.map((p) => p.project_id);
    if (new Set(projectIds).size !== projectIds.length) {
      throw badRequest('Each project may appear once.', [
        { path: '/body/projects', message: 'has duplicates' },
      ]);
    }
    const empty = projects.findIndex((p) => !p.permissions.length && !p.policy_ids?.length);
    if (empty >= 0) {
      throw badRequest('Grant at least one permission or policy per project.', [
        { path: `/body/projects/${empty}/permissions`, message: 'must not be empty without policy_ids' },
      ]);
    }
    const now = clock();
    const ctx = idempotencyContext(
      request,
      'assignMemberProjectPermissions',
      principal.userId,
      now,
      settings.idempotencyTtlMs,
    );
    const answer = await inTransaction(db, request, async (tx): Promise<Answer> => {
      const prior = await priorAnswer(tx, ctx);
      if (prior) {
        await writeAudit(tx, request, {
          resourceType: 'member',
          resourceId: id,
          action: 'assignMemberProjectPermissions',
          statusCode: prior.status,
          details: { idempotent_replay: true },
        });
        return prior;
      }
      const current = await lockedMember(tx, scope, id);
      const table = projectTable(tx, scope.tenantId);
      const found = await table.find({ where: 'id = ANY($2::uuid[])', params: [projectIds] });
      if (found.length !== projectIds.length) throw notFound('No such project.');
      await assertPolicies(
        tx,
        scope.tenantId,
        projects.flatMap((p) => p.policy_ids ?? []),
      );
      const held = await projectTable(tx, scope.tenantId).find({
        where: `id IN (${OWN_PROJECT_IDS}) AND id = ANY($3::uuid[])`,
        params: [id, projectIds],
      });
      if (held.length) {
        throw conflict(
          'The member already holds permissions in a project of this request; change them there instead.',
          'already_assigned',
        );
      }
      for (const p of projects) await writeGrants(tx, scope.tenantId, id, p.project_id, p);
      const member = await memberTable(tx, scope.tenantId).bump(id, {}, current.version);
      if (!member) throw notFound('No such member.');
      const ordered = projectIds.map((pid) => found.find((f) => f.id === pid) as ProjectRow);
      const result: Answer = {
        status: 201,
        body: { data: await assignmentsIn(tx, scope.tenantId, id, ordered) },
        headers: { etag: etagOf(member) },
      };
      await rememberAnswer(tx, ctx, result);
      await writeAudit(tx, request, {
        resourceType: 'member',
        resourceId: id,
        action: 'assignMemberProjectPermissions',
        statusCode: 201,
        details: { projects },
        change: { before: { projects: [] }, after: { projects: (result.body as { data: unknown }).data } },
      });
      return result;
    });
    reply.code(answer.status).headers(answer.headers);
    return answer.body;
  }

  async function replaceMemberProjectPermissions(request: FastifyRequest, reply: FastifyReply) {
    const scope = scopeOf(request);
    const { id, pid } = request.params as { id: string; pid: string };
    const set = request.body as GrantSet;
    request.auditTarget = {
      resourceType: 'member',
      resourceId: id,
      action: 'replaceMemberProjectPermissions',
    };
    const { member, assignment } = await inTransaction(db, request, async (tx) => {
      const current = await lockedMember(tx, scope, id);
      requireMatch(headerValue(request.headers, 'if-match'), current, () => toMember(current));
      const project = await projectTable(tx, scope.tenantId).get(pid);
      if (!project) throw notFound('No such project.');
      await assertPolicies(tx, scope.tenantId, set.policy_ids ?? []);
      const before = (await assignmentsIn(tx, scope.tenantId, id, [project]))[0];
      await writeGrants(tx, scope.tenantId, id, pid, set);
      const bumped = await memberTable(tx, scope.tenantId).bump(id, {}, current.version);
      if (!bumped) throw notFound('No such member.');
      const after = (await assignmentsIn(tx, scope.tenantId, id, [project]))[0] as Assignment;
      await writeAudit(tx, request, {
        resourceType: 'member',
        resourceId: id,
        action: 'replaceMemberProjectPermissions',
        statusCode: 200,
        details: {
          project_id: pid,
          before: {
            permissions: before?.permissions ?? [],
            policies: before?.policies.map((p) => p.id) ?? [],
          },
          after: { permissions: after.permissions, policies: after.policies.map((p) => p.id) },
        },
      });
      return { member: bumped, assignment: after };
    });
    reply.header('etag', etagOf(member));
    return { data: assignment };
  }

  async function listMemberProjectsExclude(request: FastifyRequest) {
    const scope = scopeOf(request);
    const { id } = request.params as { id: string };
    const query = request.query as { page: number; per_page: number; search?: string };
    if (!(await memberTable(db, scope.tenantId).get(id))) throw notFound('No such member.');
    const conditions = [`id NOT IN (${OWN_PROJECT_IDS})`];
    const params: unknown[] = [id];
    if (query.search) {
      params.push(`%${escapeLike(query.search)}%`);
      conditions.push(`name ILIKE $${params.length + 1} ESCAPE '\\'`);
    }
    const where = conditions.join(' AND ');
    const table = projectTable(db, scope.tenantId);
    const total = await table.count(where, params);
    const rows = await table.find({
      where,
      params,
      orderBy: 'is_default DESC, lower(name), id',
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    });
    return {
      data: rows.map((r) => ({ id: r.id, name: r.name })),
      page_info: pageInfo(query.page, query.per_page, total),
    };
  }

  return {
    listMemberProjectPermissions,
    assignMemberProjectPermissions: handlesIdempotencyKey(assignMemberProjectPermissions),
    replaceMemberProjectPermissions,
    listMemberProjectsExclude,
  };
}
