// IAM users (/api/main/iam/users): sub-accounts a tenant creates with a username and a password, kept apart
// from members. They are rows of users of kind iam_user (service accounts: kind service_account), so they sign
// in at the same POST /auth/login with their login name "<tenant slug>_<username>" (unique platform-wide,
// like every sign-in name) and hold what their groups and own grants give them.
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashPassword } from '../../auth/passwords.js';
import { revokeAllSessions } from '../../auth/sessions.js';
import { iamLoginPrefix, nameHeld } from '../../auth/sign-in-names.js';
import type { AppServices, Principal } from '../../context.js';
import { etagOf, requireMatch } from '../../crud/etag.js';
import { sqlState, UNIQUE_VIOLATION } from '../../db/index.js';
import type { Queryable } from '../../db/index.js';
import { scopedSql } from '../../db/scoped.js';
import type { Scope } from '../../db/scoped.js';
import { conflict, notFound } from '../../errors.js';
import { inTransaction, writeAudit } from '../../plugins/audit.js';
import { keyOperations } from './access-keys.js';
import { assertGroupsOfTenant, groupsOf, joinGroups, setGroups } from './identity-groups.js';
import type { GroupRef } from './identity-groups.js';
import {
  handlesIdempotencyKey,
  idempotencyContext,
  priorAnswer,
  rememberAnswer,
} from '../../crud/idempotency.js';
import type { Answer } from '../../crud/idempotency.js';
import { headerValue, IAM_KINDS, iso, isoOrNull, tenantUsers } from './identity-rows.js';
import type { UserKind } from './identity-rows.js';
import { LAST_LOGIN_SQL } from './members.js';
import { listAssignments } from './members-permissions.js';
import { peoplePage } from './people-list.js';
import type { PeopleListing, PeopleQuery } from './people-list.js';
import { enforceQuotaUsage } from './quotas.js';

export interface IamUserRow {
  id: string;
  type: 'iam_user' | 'service_account';
  username: string;
  login_name: string;
  full_name: string;
  email: string;
  role: 'customer' | 'administrator';
  status: 'active' | 'disabled';
  description: string;
  password_change_required: boolean;
  access_key_count: number;
  last_login_at: Date | null;
  version: number;
  created_at: Date;
  updated_at: Date;
}

// Correlated subqueries of the people guard's statements ($1 is its tenant): each reads its table through the
// table's declared predicate, not only through the id of the (already guarded) person.
const KEY_COUNT = scopedSql(
  { k: 'access_keys' },
  (on) => `(SELECT count(*)::int FROM access_keys k WHERE ${on.k} AND k.user_id = u.id)`,
);
const KEY_LAST_USED = scopedSql(
  { k: 'access_keys' },
  (on) => `(SELECT max(k.last_used_at) FROM access_keys k WHERE ${on.k} AND k.user_id = u.id)`,
);
/** The person (alias u) belongs to the group in the given placeholder. */
const inGroup = (placeholder: string) =>
  scopedSql(
    { gm: 'user_group_members' },
    (on) =>
      `EXISTS (SELECT 1 FROM user_group_members gm WHERE ${on.gm} AND gm.user_id = u.id AND gm.group_id = ${placeholder})`,
  );

const COLUMNS = `u.id, u.kind AS type, u.short_name AS username, u.username AS login_name, u.full_name, u.email,
  u.role, u.status, u.description, u.password_change_required,
  ${KEY_COUNT} AS access_key_count,
  GREATEST(${LAST_LOGIN_SQL}, ${KEY_LAST_USED}) AS last_login_at,
  u.version, u.created_at, u.updated_at`;

const IAM_USER_LISTING: PeopleListing = {
  searchable: ['u.short_name', 'u.full_name', 'u.email'],
  sort: {
    username: 'lower(u.short_name)',
    full_name: 'lower(u.full_name)',
    role: 'u.role',
    status: 'u.status',
    last_login_at: 'last_login_at',
    created_at: 'u.created_at',
  },
  nullsLast: ['last_login_at'],
};

export const iamUserTable = (q: Queryable, tenantId: string) =>
  tenantUsers<IamUserRow>(q, tenantId, IAM_KINDS, COLUMNS);

export function toIamUser(r: IamUserRow, groups: GroupRef[]) {
  return {
    id: r.id,
    type: r.type === 'iam_user' ? ('user' as const) : ('service_account' as const),
    username: r.username,
    login_name: r.login_name,
    full_name: r.full_name,
    email: r.email,
    role: r.role,
    status: r.status,
    description: r.description,
    groups,
    access_key_count: r.access_key_count,
    password_change_required: r.password_change_required,
    last_login_at: isoOrNull(r.last_login_at),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

export async function iamUserBody(q: Queryable, tenantId: string, row: IamUserRow) {
  const groups = await groupsOf(q, tenantId, [row.id]);
  return toIamUser(row, groups.get(row.id) ?? []);
}

export const nameTaken = (name: string) => conflict(`The username "${name}" is taken.`, 'username_taken');

/** Inserts an IAM user or service account with its groups; 409 when its login name is taken. */
export async function insertIamUser(
  tx: Queryable,
  tenantId: string,
  input: {
    kind: Extract<UserKind, 'iam_user' | 'service_account'>;
    username: string;
    passwordHash: string;
    role: 'customer' | 'administrator';
    fullName: string;
    email: string;
    description: string;
    passwordChangeRequired: boolean;
    groupIds: string[];
  },
): Promise<IamUserRow> {
  await assertGroupsOfTenant(tx, tenantId, input.groupIds);
  const loginName = `${await iamLoginPrefix(tx, tenantId)}_${input.username}`;
  if (await nameHeld(tx, loginName)) throw nameTaken(input.username);
  const id = randomUUID();
  const row = await iamUserTable(tx, tenantId).insert({
    id,
    kind: input.kind,
    username: loginName,
    short_name: input.username,
    password_hash: input.passwordHash,
    role: input.role,
    email: input.email,
    full_name: input.fullName,
    description: input.description,
    password_change_required: input.passwordChangeRequired,
    status: 'active',
  });
  await joinGroups(tx, tenantId, id, input.groupIds);
  return row;
}

function caller(request: FastifyRequest): { principal: Principal; scope: Scope } {
  if (!request.principal || !request.scope) throw notFound();
  return { principal: request.principal, scope: request.scope };
}

export function iamUserHandlers(services: AppServices) {
  const { db, clock, settings } = services;

  async function locked(tx: Queryable, scope: Scope, id: string): Promise<IamUserRow> {
    const row = await iamUserTable(tx, scope.tenantId).get(id, { forUpdate: true });
    if (!row) throw notFound('No such IAM user.');
    return row;
  }

  async function listIamUsers(request: FastifyRequest) {
    const { scope } = caller(request);
    const q = request.query as PeopleQuery & {
      status?: string;
      type?: 'user' | 'service_account';
      group_id?: string;
    };
    const { rows, page_info } = await peoplePage(iamUserTable(db, scope.tenantId), q, IAM_USER_LISTING, [
      [q.status, (p) => `u.status = ${p}`],
      [q.type && (q.type === 'user' ? 'iam_user' : 'service_account'), (p) => `u.kind = ${p}`],
      [q.group_id, inGroup],
    ]);
    const groups = await groupsOf(
      db,
      scope.tenantId,
      rows.map((r) => r.id),
    );
    return { data: rows.map((r) => toIamUser(r, groups.get(r.id) ?? [])), page_info };
  }

  async function createIamUser(request: FastifyRequest, reply: FastifyReply) {
    const { principal, scope } = caller(request);
    const body = request.body as {
      username: string;
      full_name?: string;
      email?: string;
      role: 'customer' | 'administrator';
      password: string;
      require_password_change?: boolean;
      group_ids?: string[];
    };
    request.auditTarget = { resourceType: 'iam_user', action: 'createIamUser' };
    const now = clock();
    const { password, ...identifying } = body;
    const ctx = idempotencyContext(
      request,
      'createIamUser',
      principal.userId,
      now,
      settings.idempotencyTtlMs,
      identifying,
    );
    // Hashing is slow; do it before the transaction holds locks.
    const passwordHash = await hashPassword(password);
    let answer: Answer;
    try {
      answer = await inTransaction(db, request, async (tx): Promise<Answer> => {
        const prior = await priorAnswer(tx, ctx);
        if (prior) {
          await writeAudit(tx, request, {
            resourceType: 'iam_user',
            resourceId: (prior.body as { data?: { id?: string } }).data?.id ?? null,
            action: 'createIamUser',
            statusCode: prior.status,
            details: { idempotent_replay: true },
          });
          return prior;
        }
        await enforceQuotaUsage(tx, scope.tenantId, 'iam_members');
        const row = await insertIamUser(tx, scope.tenantId, {
          kind: 'iam_user',
          username: body.username,
          passwordHash,
          role: body.role,
          fullName: body.full_name ?? '',
          email: body.email ?? '',
          description: '',
          passwordChangeRequired: body.require_password_change ?? true,
          groupIds: body.group_ids ?? [],
        });
        request.auditTarget = { resourceType: 'iam_user', resourceId: row.id, action: 'createIamUser' };
        const created = await iamUserBody(tx, scope.tenantId, row);
        const result: Answer = {
          status: 201,
          body: { data: created },
          headers: { etag: etagOf(row) },
        };
        await rememberAnswer(tx, ctx, result);
        await writeAudit(tx, request, {
          resourceType: 'iam_user',
          resourceId: row.id,
          action: 'createIamUser',
          statusCode: 201,
          details: {
            username: body.username,
            login_name: row.login_name,
            role: body.role,
            group_ids: body.group_ids ?? [],
          },
          change: { after: created },
        });
        return result;
      });
    } catch (err) {
      if (sqlState(err) === UNIQUE_VIOLATION) throw nameTaken(body.username);
      throw err;
    }
    reply.code(answer.status).headers(answer.headers);
    return answer.body;
  }

  async function getIamUser(request: FastifyRequest, reply: FastifyReply) {
    const { scope } = caller(request);
    const { id } = request.params as { id: string };
    const row = await iamUserTable(db, scope.tenantId).get(id);
    if (!row) throw notFound('No such IAM user.');
    reply.header('etag', etagOf(row));
    return { data: await iamUserBody(db, scope.tenantId, row) };
  }

  async function updateIamUser(request: FastifyRequest, reply: FastifyReply) {
    const { principal, scope } = caller(request);
    const { id } = request.params as { id: string };
    const body = request.body as {
      full_name?: string;
      email?: string;
      role: 'customer' | 'administrator';
      group_ids?: string[];
    };
    request.auditTarget = { resourceType: 'iam_user', resourceId: id, action: 'updateIamUser' };
    const { row, data } = await inTransaction(db, request, async (tx) => {
      const current = await locked(tx, scope, id);
      const before = await iamUserBody(tx, scope.tenantId, current);
      requireMatch(headerValue(request.headers, 'if-match'), current, before);
      if (id === principal.userId && body.role !== current.role) {
        throw conflict('You cannot change your own role.', 'self_change');
      }
      const groupIds = body.group_ids ?? [];
      await assertGroupsOfTenant(tx, scope.tenantId, groupIds);
      const groupsBefore = await groupsOf(tx, scope.tenantId, [id]);
      const values = { full_name: body.full_name ?? '', email: body.email ?? '', role: body.role };
      const updated = await iamUserTable(tx, scope.tenantId).bump(id, values, current.version);
      if (!updated) throw notFound('No such IAM user.');
      await setGroups(tx, scope.tenantId, id, groupIds);
      const after = await iamUserBody(tx, scope.tenantId, updated);
      const changed: Record<string, { from: unknown; to: unknown }> = {};
      for (const k of ['full_name', 'email', 'role'] as const) {
        if (current[k] !== values[k]) changed[k] = { from: current[k], to: values[k] };
      }
      const beforeIds = (groupsBefore.get(id) ?? []).map((g) => g.id).sort();
      if (beforeIds.join() !== [...groupIds].sort().join()) {
        changed.group_ids = { from: beforeIds, to: [...groupIds].sort() };
      }
      await writeAudit(tx, request, {
        resourceType: 'iam_user',
        resourceId: id,
        action: 'updateIamUser',
        statusCode: 200,
        details: { changed },
        change: { before, after },
      });
      return { row: updated, data: after };
    });
    reply.header('etag', etagOf(row));
    return { data };
  }

  async function deleteIamUser(request: FastifyRequest) {
    const { principal, scope } = caller(request);
    const { id } = request.params as { id: string };
    request.auditTarget = { resourceType: 'iam_user', resourceId: id, action: 'deleteIamUser' };
    await inTransaction(db, request, async (tx) => {
      const current = await locked(tx, scope, id);
      const before = await iamUserBody(tx, scope.tenantId, current);
      requireMatch(headerValue(request.headers, 'if-match'), current, before);
      if (id === principal.userId) throw conflict('You cannot delete yourself.', 'self_change');
      // Sessions, refresh tokens, access keys, grants and group memberships go with the row.
      await iamUserTable(tx, scope.tenantId).delete(id, current.version);
      await writeAudit(tx, request, {
        resourceType: 'iam_user',
        resourceId: id,
        action: 'deleteIamUser',
        statusCode: 200,
        details: { username: current.username, type: current.type },
        change: { before },
      });
    });
    return { success: true };
  }

  async function resetIamUserPassword(request: FastifyRequest, reply: FastifyReply) {
    const { scope } = caller(request);
    const { id } = request.params as { id: string };
    const body = request.body as { password: string; require_password_change?: boolean };
    request.auditTarget = { resourceType: 'iam_user', resourceId: id, action: 'resetIamUserPassword' };
    const passwordHash = await hashPassword(body.password);
    const now = clock();
    const { row, data } = await inTransaction(db, request, async (tx) => {
      const current = await locked(tx, scope, id);
      const before = await iamUserBody(tx, scope.tenantId, current);
      requireMatch(headerValue(request.headers, 'if-match'), current, before);
      if (current.type === 'service_account') {
        throw conflict('A service account has no password; it signs in with access keys.', 'service_account');
      }
      const updated = await iamUserTable(tx, scope.tenantId).bump(
        id,
        { password_hash: passwordHash, password_change_required: body.require_password_change ?? true },
        current.version,
      );
      if (!updated) throw notFound('No such IAM user.');
      const ended = await revokeAllSessions(tx, id, 'password_reset', { now });
      const after = await iamUserBody(tx, scope.tenantId, updated);
      await writeAudit(tx, request, {
        resourceType: 'iam_user',
        resourceId: id,
        action: 'resetIamUserPassword',
        statusCode: 200,
        details: { password: '[redacted]', sessions_ended: ended },
        change: { before, after },
      });
      return { row: updated, data: after };
    });
    reply.header('etag', etagOf(row));
    return { data };
  }

  async function setIamUserStatus(request: FastifyRequest, reply: FastifyReply) {
    const { principal, scope } = caller(request);
    const { id } = request.params as { id: string };
    const { status } = request.body as { status: 'active' | 'disabled' };
    request.auditTarget = { resourceType: 'iam_user', resourceId: id, action: 'setIamUserStatus' };
    const now = clock();
    const { row, data } = await inTransaction(db, request, async (tx) => {
      const current = await locked(tx, scope, id);
      const before = await iamUserBody(tx, scope.tenantId, current);
      requireMatch(headerValue(request.headers, 'if-match'), current, before);
      if (id === principal.userId) throw conflict('You cannot change your own status.', 'self_change');
      const updated = await iamUserTable(tx, scope.tenantId).bump(id, { status }, current.version);
      if (!updated) throw notFound('No such IAM user.');
      // Access keys stop with the status (authentication checks it); sessions end now.
      const ended = status === 'disabled' ? await revokeAllSessions(tx, id, 'user_disabled', { now }) : 0;
      const after = await iamUserBody(tx, scope.tenantId, updated);
      await writeAudit(tx, request, {
        resourceType: 'iam_user',
        resourceId: id,
        action: 'setIamUserStatus',
        statusCode: 200,
        details: { changed: { status: { from: current.status, to: status } }, sessions_ended: ended },
        change: { before, after },
      });
      return { row: updated, data: after };
    });
    reply.header('etag', etagOf(row));
    return { data };
  }

  async function listIamUserPermissions(request: FastifyRequest) {
    const { scope } = caller(request);
    const { id } = request.params as { id: string };
    if (!(await iamUserTable(db, scope.tenantId).get(id))) throw notFound('No such IAM user.');
    return listAssignments(db, scope.tenantId, id, request.query as { page: number; per_page: number });
  }

  const keys = keyOperations(
    services,
    { create: 'createIamUserAccessKey', remove: 'deleteIamUserAccessKey' },
    async (q, request) => {
      const { scope } = caller(request);
      const { id } = request.params as { id: string };
      if (!(await iamUserTable(q, scope.tenantId).get(id))) throw notFound('No such IAM user.');
      return { userId: id, tenantId: scope.tenantId };
    },
  );

  return {
    listIamUsers,
    createIamUser: handlesIdempotencyKey(createIamUser),
    getIamUser,
    updateIamUser,
    deleteIamUser,
    resetIamUserPassword,
    setIamUserStatus,
    listIamUserPermissions,
    listIamUserAccessKeys: keys.list,
    createIamUserAccessKey: keys.create,
    deleteIamUserAccessKey: keys.remove,
  };
}
