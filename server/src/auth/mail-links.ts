// Forgot / reset password and the emailed sign-in link. Asking for a mail answers the same whether or not the
// address has an account; the links are single use and short lived.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../context.js';
import { unauthorized } from '../errors.js';
import type { QueuedMail } from '../mail/mailer.js';
import { mailLink, renderMail } from '../mail/templates.js';
import { inTransaction, writeAudit } from '../plugins/audit.js';
import {
  accountById,
  accountsByEmail,
  ACCEPTED,
  displayName,
  identityContext,
  invalidLink,
  localeOf,
} from './identity-context.js';
import { consumeIdentityToken, issueIdentityToken, retireIdentityTokens } from './identity-tokens.js';
import { hashPassword } from './passwords.js';
import { revokeAllSessions } from './sessions.js';
import { answerSignIn, openSession } from './sign-in.js';

const BAD_EMAIL_LINK = 'This sign-in link is invalid, already used or expired; ask for a new one.';

export function mailLinkHandlers(services: AppServices) {
  const { db, clock } = services;
  const { mailer, limits } = identityContext(services);

  async function forgotPassword(request: FastifyRequest, reply: FastifyReply) {
    const body = request.body as { email: string; locale?: string };
    request.auditTarget = { resourceType: 'user', action: 'forgot_password' };
    await limits.takeMail(body.email, request.ip);
    const queued = await inTransaction(db, request, async (tx) => {
      const out: QueuedMail[] = [];
      for (const a of await accountsByEmail(tx, body.email)) {
        if (a.status !== 'active') continue;
        const { token } = await issueIdentityToken(tx, {
          userId: a.id,
          purpose: 'reset_password',
          now: clock(),
          supersede: true,
        });
        const link = mailLink(mailer.settings.publicUrl, 'reset_password', { token });
        const mail = renderMail({
          kind: 'reset_password',
          locale: localeOf(body.locale),
          name: displayName(a),
          link,
        });
        out.push(await mailer.queue(tx, a.email, mail, a.id));
      }
      return out;
    });
    await mailer.deliver(db, queued);
    reply.code(202).header('cache-control', 'no-store');
    return ACCEPTED;
  }

  async function resetPassword(request: FastifyRequest) {
    const body = request.body as { token: string; password: string };
    request.auditTarget = { resourceType: 'user', action: 'reset_password' };
    await limits.checkTokenAttempts(request.ip);
    const passwordHash = await hashPassword(body.password);
    const now = clock();
    const done = await inTransaction(db, request, async (tx) => {
      const used = await consumeIdentityToken(tx, body.token, 'reset_password', now);
      if (!used) return false;
      // The link proves the mailbox, so it verifies the address too.
      await tx.query(
        `UPDATE users SET password_hash = $2, updated_at = $3, email_verified_at = coalesce(email_verified_at, $3)
          WHERE id = $1`,
        [used.userId, passwordHash, now],
      );
      const revoked = await revokeAllSessions(tx, used.userId, 'password_reset', { now });
      await retireIdentityTokens(tx, used.userId, ['reset_password', 'email_login', 'short_token'], now);
      await writeAudit(tx, request, {
        resourceType: 'user',
        resourceId: used.userId,
        action: 'reset_password',
        statusCode: 200,
        details: { sessions_revoked: revoked },
      });
      return true;
    });
    if (!done) {
      await limits.tokenFailed(request.ip);
      throw invalidLink();
    }
    return { success: true, message: 'Your password is changed; sign in with the new one.' };
  }

  async function requestEmailLogin(request: FastifyRequest, reply: FastifyReply) {
    const body = request.body as { email: string; locale?: string; next?: string };
    request.auditTarget = { resourceType: 'session', action: 'request_email_login' };
    await limits.takeMail(body.email, request.ip);
    const queued = await inTransaction(db, request, async (tx) => {
      const out: QueuedMail[] = [];
      for (const a of await accountsByEmail(tx, body.email)) {
        if (a.status !== 'active' || !a.verified) continue;
        const { token } = await issueIdentityToken(tx, {
          userId: a.id,
          purpose: 'email_login',
          now: clock(),
          supersede: true,
        });
        const link = mailLink(mailer.settings.publicUrl, 'email_login', { token, next: body.next });
        const mail = renderMail({
          kind: 'email_login',
          locale: localeOf(body.locale),
          name: displayName(a),
          link,
        });
        out.push(await mailer.queue(tx, a.email, mail, a.id));
      }
      return out;
    });
    await mailer.deliver(db, queued);
    reply.code(202).header('cache-control', 'no-store');
    return ACCEPTED;
  }

  async function consumeEmailLogin(request: FastifyRequest, reply: FastifyReply) {
    const { token } = request.body as { token: string };
    request.auditTarget = { resourceType: 'session', action: 'login' };
    await limits.checkTokenAttempts(request.ip);
    const now = clock();
    const session = await inTransaction(db, request, async (tx) => {
      const used = await consumeIdentityToken(tx, token, 'email_login', now);
      const account = used && (await accountById(tx, used.userId));
      if (!account || account.status !== 'active' || !account.verified) return null;
      // Like a password sign-in (the local SSO), so login_type stays password.
      return openSession(tx, services, request, account, 'password', { via: 'email_link' });
    });
    if (!session) {
      await limits.tokenFailed(request.ip);
      throw unauthorized(BAD_EMAIL_LINK);
    }
    return answerSignIn(services, request, reply, session);
  }

  return { forgotPassword, resetPassword, requestEmailLogin, consumeEmailLogin };
}
