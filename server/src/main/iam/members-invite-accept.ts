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
    const wait = limiter.retryAfter(limitKey);
    if (wait > 0) throw tooManyRequests(`Too many invalid invitation links; try again in ${wait} s.`, wait);
    const passwordHash = await hashPassword(password);
    const now = clock();
    const accepted = await inTransaction(db, request, async (tx) => {
      const { rows } = await tx.query<{
        user_id: string;
        tenant_id: string;
        username: string;
        role: Role;
        email: string;
        full_name: string;
      }>(
        `SELECT i.user_id, i.tenant_id, u.username, u.role, u.email, u.full_name
           FROM member_invitations i JOIN users u ON u.id = i.user_id
          WHERE i.token_hash = $1 AND i.accepted_at IS NULL AND i.expires_at > $2
            AND u.status = 'invited' AND u.kind = 'member' AND u.tenant_id = i.tenant_id
          FOR UPDATE OF i`,
        [hashToken(token), now],
      );
      const invitation = rows[0];
      if (!invitation) return null;
      const members = memberTable(tx, invitation.tenant_id);
      const before = await members.get(invitation.user_id);
      await tx.query(
        `UPDATE users SET password_hash = $2, status = 'active', joined_at = $3, version = version + 1,
                updated_at = now()
          WHERE id = $1 AND tenant_id = $4`,
        [invitation.user_id, passwordHash, now, invitation.tenant_id],
      );
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
      limiter.fail(limitKey);
      throw badRequest(INVALID, [{ path: '/body/token', message: 'is invalid, used or expired' }]);
    }
    return { success: true, message: 'The invitation is accepted; sign in with your username and password.' };
  }

  return { acceptInvitation };
}
