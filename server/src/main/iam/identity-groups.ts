// Group memberships of members, IAM users and service accounts (user_group_members of 004_iam.sql), as far
// as creating and editing a person needs them. Groups themselves belong to the groups module.
import type { Queryable } from '../../db/index.js';
import { scopedJoin, tenantLinks, tenantScoped } from '../../db/scoped.js';
import { notFound } from '../../errors.js';

/** 404 unless every id names a group of the tenant. */
export async function assertGroupsOfTenant(
  q: Queryable,
  tenantId: string,
  groupIds: string[],
): Promise<void> {
  if (!groupIds.length) return;
  const found = await tenantScoped(q, 'user_groups', tenantId).count('id = ANY($2::uuid[])', [groupIds]);
  if (found !== new Set(groupIds).size) throw notFound('No such group.');
}

export async function joinGroups(q: Queryable, tenantId: string, userId: string, groupIds: string[]) {
  if (!groupIds.length) return;
  await tenantLinks(q, 'user_group_members', tenantId).insert(
    [...new Set(groupIds)].map((groupId) => ({ group_id: groupId, user_id: userId })),
    { ignoreConflicts: true },
  );
}

/** Makes the person a member of exactly these groups. */
export async function setGroups(q: Queryable, tenantId: string, userId: string, groupIds: string[]) {
  await tenantLinks(q, 'user_group_members', tenantId).delete(
    'user_id = $2 AND NOT (group_id = ANY($3::uuid[]))',
    [userId, groupIds],
  );
  await joinGroups(q, tenantId, userId, groupIds);
}

export interface GroupRef {
  id: string;
  name: string;
}

/** The groups of each person, by user id (names sorted). */
export async function groupsOf(
  q: Queryable,
  tenantId: string,
  userIds: string[],
): Promise<Map<string, GroupRef[]>> {
  const out = new Map<string, GroupRef[]>();
  if (!userIds.length) return out;
  const rows = await scopedJoin(q, tenantId, { gm: 'user_group_members', g: 'user_groups' }).query<{
    user_id: string;
    id: string;
    name: string;
  }>(
    (
      on,
    ) => `SELECT gm.user_id, g.id, g.name FROM user_group_members gm JOIN user_groups g ON g.id = gm.group_id
      WHERE ${on.gm} AND ${on.g} AND gm.user_id = ANY($2::uuid[])
      ORDER BY lower(g.name), g.id`,
    [userIds],
  );
  for (const r of rows) {
    const list = out.get(r.user_id) ?? [];
    list.push({ id: r.id, name: r.name });
    out.set(r.user_id, list);
  }
  return out;
}
