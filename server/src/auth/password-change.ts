// PUT /user/password (main backend): change one's own password with the current one. Other sessions end;
// the caller's stays. A wrong current password counts as a failed sign-in of that user from that IP.
import type { FastifyRequest } from 'fastify';
import type { AppServices } from '../context.js';
import { badRequest, tooManyRequests, unauthorized } from '../errors.js';
import { inTransaction, writeAudit } from '../plugins/audit.js';
import { retireIdentityTokens } from './identity-tokens.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { revokeAllSessions } from './sessions.js';

export function passwordChangeHandlers(services: AppServices) {
  const { db, clock, limiter } = services;

  async function changeOwnPassword(request: FastifyRequest) {
    const principal = request.principal;
    if (!principal) throw unauthorized();
    const body = request.body as { current_password: string; new_password: string };
    request.auditTarget = { resourceType: 'user', resourceId: principal.userId, action: 'change_password' };
    const limitKey = `${principal.username.toLowerCase()}|${request.ip}`;
    // Every attempt counts until the current password is right, decided and counted at once.
    const wait = await limiter.take(limitKey);
    if (wait > 0) throw tooManyRequests(`Too many wrong passwords; try again in ${wait} s.`, wait);

    const { rows } = await db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE id = $1',
      [principal.userId],
    );
    const current = rows[0];
    if (!current || !(await verifyPassword(body.current_password, current.password_hash))) {
      throw badRequest('The current password is wrong.', [
        { path: '/body/current_password', message: 'The current password is wrong.' },
      ]);
    }
    await limiter.reset(limitKey);
    if (body.new_password === body.current_password) {
      throw badRequest('Choose a password you have not used here.', [
        { path: '/body/new_password', message: 'The new password equals the current one.' },
      ]);
    }
    const passwordHash = await hashPassword(body.new_password);
    const now = clock();
    await inTransaction(db, request, async (tx) => {
      await tx.query('UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1', [
        principal.userId,
        passwordHash,
        now,
      ]);
      const revoked = await revokeAllSessions(tx, principal.userId, 'password_change', {
        now,
        exceptSessionId: principal.sessionId,
      });
      await retireIdentityTokens(tx, principal.userId, ['reset_password', 'email_login', 'short_token'], now);
      await writeAudit(tx, request, {
        resourceType: 'user',
        resourceId: principal.userId,
        action: 'change_password',
        statusCode: 200,
        details: { sessions_revoked: revoked },
      });
    });
    return { success: true, message: 'Your password is changed; your other sessions are signed out.' };
  }

  return { changeOwnPassword };
}
