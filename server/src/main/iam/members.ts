// Tenant members (/api/main/tenant/members, /tenant/member/{id}, /verify_username_and_email,
// /tenant/invite_member): people of the tenant, invited by email, with a role and a status.
// Rules: nobody changes their own role or status or deletes themselves, and the last active administrator
// stays (409); disabling or deleting a member ends their sessions.
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { revokeAllSessions } from '../../auth/sessions.js';
import { nameHeld } from '../../auth/sign-in-names.js';
import { hashToken, randomToken } from '../../auth/tokens.js';
import type { AppServices, Principal } from '../../context.js';
import { etagOf, requireMatch } from '../../crud/etag.js';
import { sqlState, UNIQUE_VIOLATION } from '../../db/index.js';
import type { Queryable } from '../../db/index.js';
import { scopedSql } from '../../db/scoped.js';
import type { Scope } from '../../db/scoped.js';
import { conflict, notFound } from '../../errors.js';
import { inTransaction, writeAudit } from '../../plugins/audit.js';
import {
  handlesIdempotencyKey,
  idempotencyContext,
  priorAnswer,
  rememberAnswer,
} from '../../crud/idempotency.js';
import type { Answer } from '../../crud/idempotency.js';
import { headerValue, iso, isoOrNull, MEMBER_KINDS, tenantUsers } from './identity-rows.js';
import { assertGroupsOfTenant, joinGroups } from './identity-groups.js';
import { defaultInvitationSender } from './members-invite-mail.js';
import { peoplePage } from './people-list.js';
import type { PeopleListing, PeopleQuery } from './people-list.js';
import { enforceQuotaUsage } from './quotas.js';
import type { InvitationSender } from './members-invite-mail.js';

export interface MemberRow {
  id: string;
  username: string;
  email: string;
  full_name: string;
  role: 'customer' | 'administrator';
  status: 'invited' | 'active' | 'disabled';
  mfa_enabled: boolean;
  group_count: number;
  project_count: number;
  invited_at: Date | null;
  joined_at: Date | null;
  last_login_at: Date | null;
  version: number;
  created_at: Date;
  updated_at: Date;
}

/** Projects a person holds something of their own in: direct grants or policies. */
export const OWN_PROJECTS_SQL = scopedSql(
  { g: 'permission_grants', pg: 'policy_grants' },
  (on) => `(SELECT g.project_id FROM permission_grants g WHERE ${on.g} AND g.user_id = u.id
   UNION SELECT pg.project_id FROM policy_grants pg WHERE ${on.pg} AND pg.user_id = u.id)`,
);

/** The number of groups a person belongs to (inside the people guard, which binds $1 to the tenant). */
const GROUP_COUNT_SQL = scopedSql(
  { gm: 'user_group_members' },
  (on) => `(SELECT count(*)::int FROM user_group_members gm WHERE ${on.gm} AND gm.user_id = u.id)`,
);

/**
 * A sign-in of the person themselves (a login-as session opened by an operator does not count), inside the
 * people guard ($1 its tenant): the person's own sessions act in their tenant.
 */
export const LAST_LOGIN_SQL = scopedSql(
  { s: 'sessions' },
  (on) =>
    `(SELECT max(s.created_at) FROM sessions s WHERE ${on.s} AND s.user_id = u.id AND s.operator_user_id IS NULL)`,
);

const MEMBER_COLUMNS = `u.id, u.username, u.email, u.full_name, u.role, u.status, u.mfa_enabled,
  ${GROUP_COUNT_SQL} AS group_count,
  (SELECT count(*)::int FROM ${OWN_PROJECTS_SQL} x) AS project_count,
  u.invited_at, COALESCE(u.joined_at, CASE WHEN u.status <> 'invited' THEN u.created_at END) AS joined_at,
  ${LAST_LOGIN_SQL} AS last_login_at, u.version, u.created_at, u.updated_at`;

const MEMBER_LISTING: PeopleListing = {
  searchable: ['u.username', 'u.email', 'u.full_name'],
  sort: {
    username: 'lower(u.username)',
    full_name: 'lower(u.full_name)',
    email: 'lower(u.email)',
    role: 'u.role',
    status: 'u.status',
    created_at: 'u.created_at',
  },
};

export const memberTable = (q: Queryable, tenantId: string) =>
  tenantUsers<MemberRow>(q, tenantId, MEMBER_KINDS, MEMBER_COLUMNS);

export function toMember(r: MemberRow) {
  return {
    id: r.id,
    username: r.username,
    email: r.email,
    full_name: r.full_name,
    role: r.role,
    status: r.status,
    mfa_enabled: r.mfa_enabled,
    group_count: r.group_count,
    project_count: r.project_count,
    invited_at: isoOrNull(r.invited_at),
    joined_at: isoOrNull(r.joined_at),
    last_login_at: isoOrNull(r.last_login_at),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

/** The member the path names, locked for the change; 404 outside the tenant. */
export async function lockedMember(tx: Queryable, scope: Scope, id: string): Promise<MemberRow> {
  const row = await memberTable(tx, scope.tenantId).get(id, { forUpdate: true });
  if (!row) throw notFound('No such member.');
  return row;
}

async function otherActiveAdministrators(tx: Queryable, tenantId: string, exceptId: string): Promise<number> {
  return memberTable(tx, tenantId).count(`u.role = 'administrator' AND u.status = 'active' AND u.id <> $3`, [
    exceptId,
  ]);
}

const lastAdministrator = () =>
  conflict('The tenant needs at least one active administrator.', 'last_administrator');
const notYourself = (what: string) => conflict(`You cannot ${what} yourself.`, 'self_change');

function caller(request: FastifyRequest): { principal: Principal; scope: Scope } {
  if (!request.principal || !request.scope) throw notFound();
  return { principal: request.principal, scope: request.scope };
}

export interface MemberHandlerOptions {
  sendInvitation?: InvitationSender;
  /** How long an invitation link works. */
  invitationTtlMs?: number;
}

export function memberHandlers(services: AppServices, options: MemberHandlerOptions = {}) {
  const { db, clock, settings } = services;
  const sendInvitation = options.sendInvitation ?? defaultInvitationSender;
  const invitationTtlMs = options.invitationTtlMs ?? 7 * 24 * 3600_000;

  async function listTenantMembers(request: FastifyRequest) {
    const { scope } = caller(request);
    const q = request.query as PeopleQuery & { status?: string; role?: string };
    const { rows, page_info } = await peoplePage(memberTable(db, scope.tenantId), q, MEMBER_LISTING, [
      [q.status, (p) => `u.status = ${p}`],
      [q.role, (p) => `u.role = ${p}`],
    ]);
    return { data: rows.map(toMember), page_info };
  }

  async function verifyUsernameAndEmail(request: FastifyRequest) {
    const { scope } = caller(request);
    const { username, email } = request.body as { username: string; email: string };
    request.auditTarget = { resourceType: 'member', action: 'verifyUsernameAndEmail' };
    // Sign-in names are unique across the platform (members, IAM users, operators).
    const held = await nameHeld(db, username);
    const emailUsers = await memberTable(db, scope.tenantId).count('lower(u.email) = lower($3)', [email]);
    return { data: { username_available: !held, email_available: emailUsers === 0 } };
  }

  async function inviteMember(request: FastifyRequest, reply: FastifyReply) {
    const { principal, scope } = caller(request);
    const body = request.body as {
      username: string;
      email: string;
      full_name?: string;
      role: 'customer' | 'administrator';
      group_ids?: string[];
    };
    request.auditTarget = { resourceType: 'member', action: 'inviteMember' };
    const now = clock();
    const ctx = idempotencyContext(request, 'inviteMember', principal.userId, now, settings.idempotencyTtlMs);
    let answer: Answer;
    try {
      answer = await inTransaction(db, request, async (tx): Promise<Answer> => {
        const prior = await priorAnswer(tx, ctx);
        if (prior) {
          const id = (prior.body as { data?: { id?: string } }).data?.id ?? null;
          await writeAudit(tx, request, {
            resourceType: 'member',
            resourceId: id,
            action: 'inviteMember',
            statusCode: prior.status,
            details: { idempotent_replay: true },
          });
          return prior;
        }
        const table = memberTable(tx, scope.tenantId);
        await enforceQuotaUsage(tx, scope.tenantId, 'iam_members');
        if (await nameHeld(tx, body.username))
          throw conflict(`The username "${body.username}" is taken.`, 'username_taken');
        if (await table.count('lower(u.email) = lower($3)', [body.email])) {
          throw conflict('A member of this tenant already uses this email address.', 'email_taken');
        }
        const groupIds = body.group_ids ?? [];
        await assertGroupsOfTenant(tx, scope.tenantId, groupIds);
        const id = randomUUID();
        request.auditTarget = { resourceType: 'member', resourceId: id, action: 'inviteMember' };
        await table.insert({
          id,
          kind: 'member',
          username: body.username,
          // No password until the invitation is accepted: '!' never verifies.
          password_hash: '!',
          role: body.role,
          email: body.email,
          full_name: body.full_name ?? '',
          status: 'invited',
          invited_at: now,
        });
        await joinGroups(tx, scope.tenantId, id, groupIds);
        const token = randomToken();
        const expiresAt = new Date(now.getTime() + invitationTtlMs);
        await tx.query(
          `INSERT INTO member_invitations (id, tenant_id, user_id, email, token_hash, invited_by, created_at, expires_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [randomUUID(), scope.tenantId, id, body.email, hashToken(token), principal.userId, now, expiresAt],
        );
        const { rows: tenants } = await tx.query<{ name: string }>('SELECT name FROM tenants WHERE id = $1', [
          scope.tenantId,
        ]);
        await sendInvitation(tx, {
          tenantId: scope.tenantId,
          to: body.email,
          username: body.username,
          tenantName: tenants[0]?.name ?? '',
          invitedBy: principal.fullName || principal.username,
          token,
          expiresAt,
        });
        const row = (await table.get(id)) as MemberRow;
        const result: Answer = { status: 201, body: { data: toMember(row) }, headers: { etag: etagOf(row) } };
        await rememberAnswer(tx, ctx, result);
        await writeAudit(tx, request, {
          resourceType: 'member',
          resourceId: id,
          action: 'inviteMember',
          statusCode: 201,
          details: { username: body.username, email: body.email, role: body.role, group_ids: groupIds },
          change: { after: toMember(row) },
        });
        return result;
      });
    } catch (err) {
      if (sqlState(err) === UNIQUE_VIOLATION)
        throw conflict(`The username "${body.username}" is taken.`, 'username_taken');
      throw err;
    }
    reply.code(answer.status).headers(answer.headers);
    return answer.body;
  }

  async function getMember(request: FastifyRequest, reply: FastifyReply) {
    const { scope } = caller(request);
    const { id } = request.params as { id: string };
    const row = await memberTable(db, scope.tenantId).get(id);
    if (!row) throw notFound('No such member.');
    reply.header('etag', etagOf(row));
    return { data: toMember(row) };
  }

  async function updateMember(request: FastifyRequest, reply: FastifyReply) {
    const { principal, scope } = caller(request);
    const { id } = request.params as { id: string };
    const body = request.body as { full_name?: string; role: 'customer' | 'administrator' };
    request.auditTarget = { resourceType: 'member', resourceId: id, action: 'updateMember' };
    const row = await inTransaction(db, request, async (tx) => {
      const current = await lockedMember(tx, scope, id);
      requireMatch(headerValue(request.headers, 'if-match'), current, () => toMember(current));
      if (body.role !== current.role) {
        if (id === principal.userId) throw notYourself('change the role of');
        if (
          current.role === 'administrator' &&
          current.status === 'active' &&
          (await otherActiveAdministrators(tx, scope.tenantId, id)) === 0
        ) {
          throw lastAdministrator();
        }
      }
      const fullName = body.full_name ?? '';
      const updated = await memberTable(tx, scope.tenantId).bump(
        id,
        { full_name: fullName, role: body.role },
        current.version,
      );
      if (!updated) throw notFound('No such member.');
      const changed: Record<string, { from: unknown; to: unknown }> = {};
      if (current.full_name !== fullName) changed.full_name = { from: current.full_name, to: fullName };
      if (current.role !== body.role) changed.role = { from: current.role, to: body.role };
      await writeAudit(tx, request, {
        resourceType: 'member',
        resourceId: id,
        action: 'updateMember',
        statusCode: 200,
        details: { changed },
        change: { before: toMember(current), after: toMember(updated) },
      });
      return updated;
    });
    reply.header('etag', etagOf(row));
    return { data: toMember(row) };
  }

  async function deleteMember(request: FastifyRequest) {
    const { principal, scope } = caller(request);
    const { id } = request.params as { id: string };
    request.auditTarget = { resourceType: 'member', resourceId: id, action: 'deleteMember' };
    await inTransaction(db, request, async (tx) => {
      const current = await lockedMember(tx, scope, id);
      requireMatch(headerValue(request.headers, 'if-match'), current, () => toMember(current));
      if (id === principal.userId) throw notYourself('delete');
      if (
        current.role === 'administrator' &&
        current.status === 'active' &&
        (await otherActiveAdministrators(tx, scope.tenantId, id)) === 0
      ) {
        throw lastAdministrator();
      }
      // Sessions, refresh tokens, grants, group memberships, access keys and invitations go with the row.
      await memberTable(tx, scope.tenantId).delete(id, current.version);
      await writeAudit(tx, request, {
        resourceType: 'member',
        resourceId: id,
        action: 'deleteMember',
        statusCode: 200,
        details: { username: current.username, email: current.email, role: current.role },
        change: { before: toMember(current) },
      });
    });
    return { success: true };
  }

  async function setMemberStatus(request: FastifyRequest, reply: FastifyReply) {
    const { principal, scope } = caller(request);
    const { id } = request.params as { id: string };
    const { status } = request.body as { status: 'active' | 'disabled' };
    request.auditTarget = { resourceType: 'member', resourceId: id, action: 'setMemberStatus' };
    const now = clock();
    const row = await inTransaction(db, request, async (tx) => {
      const current = await lockedMember(tx, scope, id);
      requireMatch(headerValue(request.headers, 'if-match'), current, () => toMember(current));
      if (current.status === 'invited') {
        throw conflict('An invited member becomes active by accepting the invitation.', 'invitation_pending');
      }
      if (id === principal.userId) throw notYourself('change the status of');
      if (
        status === 'disabled' &&
        current.role === 'administrator' &&
        current.status === 'active' &&
        (await otherActiveAdministrators(tx, scope.tenantId, id)) === 0
      ) {
        throw lastAdministrator();
      }
      const updated = await memberTable(tx, scope.tenantId).bump(id, { status }, current.version);
      if (!updated) throw notFound('No such member.');
      const sessionsEnded =
        status === 'disabled' ? await revokeAllSessions(tx, id, 'user_disabled', { now }) : 0;
      await writeAudit(tx, request, {
        resourceType: 'member',
        resourceId: id,
        action: 'setMemberStatus',
        statusCode: 200,
        details: { changed: { status: { from: current.status, to: status } }, sessions_ended: sessionsEnded },
        change: { before: toMember(current), after: toMember(updated) },
      });
      return updated;
    });
    reply.header('etag', etagOf(row));
    return { data: toMember(row) };
  }

  return {
    listTenantMembers,
    verifyUsernameAndEmail,
    inviteMember: handlesIdempotencyKey(inviteMember),
    getMember,
    updateMember,
    deleteMember,
    setMemberStatus,
  };
}
