// Accepting a member invitation (POST /api/auth/invitation/accept, public): the token from the invitation
// mail and a new password make the invited member active. Tokens are stored hashed, single use, expiring.
import type { FastifyRequest } from 'fastify';
import { hashPassword } from '../../auth/passwords.js';
import { hashToken } from '../../auth/tokens.js';
import type { AppServices, Role } from '../../context.js';
import { badRequest, tooManyRequests } from '../../errors.js';
import { inTransaction, writeAudit } from '../../plugins/audit.js';
import { NO_SESSION } from './access-key-auth.js';
import { memberTable, toMember } from './members.js';

const INVALID = 'This invitation link is invalid, used or expired; ask for a new invitation.';

export function invitationHandlers(services: AppServices) {
  const { db, clock, limiter } = services;

  async function acceptInvitation(request: FastifyRequest) {
    const { token, password } = request.body as { token: string; password: string };
    request.auditTarget = { resourceType: 'member', action: 'acceptInvitation' };
    const limitKey = `invitation|${request.ip}`;
    const wait = await limiter.retryAfter(limitKey);
    if (wait > 0) throw tooManyRequests(`Too many invalid invitation links; try again in ${wait} s.`, wait);
    const passwordHash = await hashPassword(password);
    const now = clock();
    const accepted = await inTransaction(db, request, async (tx) => {
      // The token is the only key of this public request: it names the tenant, and everything after goes
      // through that tenant's guard.
      const { rows: found } = await tx.query<{ user_id: string; tenant_id: string }>(
        `SELECT user_id, tenant_id FROM member_invitations
          WHERE token_hash = $1 AND accepted_at IS NULL AND expires_at > $2
          FOR UPDATE`,
        [hashToken(token), now],
      );
      const link = found[0];
      if (!link) return null;
      const members = memberTable(tx, link.tenant_id);
      const before = await members.get(link.user_id, { forUpdate: true });
      if (!before || before.status !== 'invited') return null;
      const invitation = {
        user_id: link.user_id,
        tenant_id: link.tenant_id,
        username: before.username,
        role: before.role as Role,
        email: before.email,
        full_name: before.full_name,
      };
      await members.bump(invitation.user_id, {
        password_hash: passwordHash,
        status: 'active',
        joined_at: now,
      });
      // Every invitation of the member is used up, not only this one.
      await tx.query(
        'UPDATE member_invitations SET accepted_at = $2 WHERE user_id = $1 AND accepted_at IS NULL',
        [invitation.user_id, now],
      );
      // The row speaks for the member, in their tenant; no session exists yet.
      request.principal = {
        userId: invitation.user_id,
        username: invitation.username,
        role: invitation.role,
        email: invitation.email,
        fullName: invitation.full_name,
        tenantId: invitation.tenant_id,
        sessionId: NO_SESSION,
      };
      await writeAudit(tx, request, {
        resourceType: 'member',
        resourceId: invitation.user_id,
        action: 'acceptInvitation',
        statusCode: 200,
        details: { changed: { status: { from: 'invited', to: 'active' } } },
        change: {
          before: before && toMember(before),
          after: await members.get(invitation.user_id).then((m) => m && toMember(m)),
        },
      });
      return invitation;
    });
    if (!accepted) {
      await limiter.fail(limitKey);
      throw badRequest(INVALID, [{ path: '/body/token', message: 'is invalid, used or expired' }]);
    }
    return { success: true, message: 'The invitation is accepted; sign in with your username and password.' };
  }

  return { acceptInvitation };
}
