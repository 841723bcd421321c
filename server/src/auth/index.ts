// The auth backend (/api/auth): login, refresh, logout; identity.ts serves registration, mail links and
// short tokens.
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { inTransaction, writeAudit } from '../plugins/audit.js';
import { tooManyRequests, unauthorized } from '../errors.js';
import type { AppServices, Role } from '../context.js';
import { bearerToken } from '../plugins/auth.js';
import { identityHandlers } from './identity.js';
import { emailNotVerified } from './identity-context.js';
import { dummyPasswordHash, verifyPassword } from './passwords.js';
import { issueRefreshToken, revokeSession } from './sessions.js';
import {
  answerSignIn,
  openSession,
  SESSION_COOKIE,
  SIGN_IN_COLUMNS,
  sessionCookieOptions,
} from './sign-in.js';
import type { SignInUser, TokenPair } from './sign-in.js';
import { hashToken } from './tokens.js';
import { idpAuthHandlers } from '../idp/index.js';
import { invitationHandlers } from '../main/iam/members-invite-accept.js';

export { SESSION_COOKIE } from './sign-in.js';
const BAD_CREDENTIALS = 'Invalid username or password.';
const BAD_REFRESH = 'The refresh token is invalid or expired; sign in again.';

const cookieOptions = sessionCookieOptions;

export function authHandlers(services: AppServices): Record<string, RouteHandlerMethod> {
  const { db, tokens, limiter, clock, settings } = services;

  /**
   * The account the name and password open. The name's holder is tried first; registrations still waiting for
   * their address share names (they hold none), so the newest few of them are tried after it — only to tell
   * their registrant to confirm the address. An unknown name costs one password check, as a known one does.
   */
  async function accountSignedInto(username: string, password: string) {
    const { rows } = await db.query<
      SignInUser & { password_hash: string; status: string; verified: boolean }
    >(
      `SELECT ${SIGN_IN_COLUMNS}, password_hash, status, email_verified_at IS NOT NULL AS verified
         FROM users WHERE lower(username) = lower($1)
        ORDER BY registration_pending, created_at DESC, id LIMIT 3`,
      [username],
    );
    if (!rows.length) {
      await verifyPassword(password, await dummyPasswordHash());
      return undefined;
    }
    for (const row of rows) if (await verifyPassword(password, row.password_hash)) return row;
    return undefined;
  }

  async function login(request: FastifyRequest, reply: FastifyReply): Promise<TokenPair> {
    const { username, password } = request.body as { username: string; password: string };
    request.auditTarget = { resourceType: 'session', action: 'login', actorUsername: username.slice(0, 128) };
    const limitKey = `${username.toLowerCase()}|${request.ip}`;
    // Every attempt counts until it succeeds, decided and counted at once (however many arrive together).
    const wait = await limiter.take(limitKey);
    if (wait > 0) throw tooManyRequests(`Too many failed sign-ins; try again in ${wait} s.`, wait);

    const user = await accountSignedInto(username, password);
    if (!user || user.status !== 'active') throw unauthorized(BAD_CREDENTIALS);
    await limiter.reset(limitKey);
    // Told only to whoever knows the password, so it reveals nothing about which accounts exist.
    if (!user.verified) throw emailNotVerified();

    const session = await inTransaction(db, request, (tx) =>
      openSession(tx, services, request, user, 'password'),
    );
    return answerSignIn(services, request, reply, session);
  }

  async function refresh(request: FastifyRequest, reply: FastifyReply): Promise<TokenPair> {
    const { refreshToken } = request.body as { refreshToken: string };
    request.auditTarget = { resourceType: 'session', action: 'refresh' };
    const now = clock();
    type Outcome =
      | { kind: 'ok'; token: string; userId: string; sessionId: string; role: Role; loginType: string }
      | { kind: 'invalid' }
      | { kind: 'reused' };
    const outcome = await inTransaction(db, request, async (tx): Promise<Outcome> => {
      const { rows } = await tx.query<{
        id: string;
        session_id: string;
        expires_at: Date;
        rotated_at: Date | null;
        user_id: string;
        role: Role;
        login_type: string;
        session_expires_at: Date;
        revoked_at: Date | null;
        user_status: string;
      }>(
        `SELECT rt.id, rt.session_id, rt.expires_at, rt.rotated_at, s.user_id, u.role, s.login_type,
                s.expires_at AS session_expires_at, s.revoked_at, u.status AS user_status
           FROM refresh_tokens rt JOIN sessions s ON s.id = rt.session_id JOIN users u ON u.id = s.user_id
          WHERE rt.token_hash = $1
          FOR UPDATE OF rt`,
        [hashToken(refreshToken)],
      );
      const rt = rows[0];
      if (!rt) return { kind: 'invalid' };
      request.auditTarget = { resourceType: 'session', resourceId: rt.session_id, action: 'refresh' };
      if (
        rt.revoked_at ||
        rt.session_expires_at <= now ||
        rt.expires_at <= now ||
        rt.user_status !== 'active'
      ) {
        return { kind: 'invalid' };
      }
      if (rt.rotated_at && now.getTime() - rt.rotated_at.getTime() > settings.refreshGraceMs) {
        // A rotated token used again after the grace window: assume it leaked and end the session.
        await revokeSession(tx, rt.session_id, now, 'refresh_token_reuse');
        await writeAudit(tx, request, {
          resourceType: 'session',
          resourceId: rt.session_id,
          action: 'refresh',
          result: 'denied',
          statusCode: 401,
          details: { reason: 'refresh_token_reuse', session_revoked: true },
        });
        return { kind: 'reused' };
      }
      const token = await issueRefreshToken(tx, rt.session_id, now, settings.refreshTtlMs);
      if (!rt.rotated_at) {
        await tx.query(
          `UPDATE refresh_tokens SET rotated_at = $2,
                  replaced_by = (SELECT id FROM refresh_tokens WHERE token_hash = $3)
            WHERE id = $1`,
          [rt.id, now, hashToken(token)],
        );
      }
      await writeAudit(tx, request, {
        resourceType: 'session',
        resourceId: rt.session_id,
        action: 'refresh',
        statusCode: 200,
        ...(rt.rotated_at ? { details: { within_grace: true } } : {}),
      });
      return {
        kind: 'ok',
        token,
        userId: rt.user_id,
        sessionId: rt.session_id,
        role: rt.role,
        loginType: rt.login_type,
      };
    });
    if (outcome.kind !== 'ok') throw unauthorized(BAD_REFRESH);
    reply.header('cache-control', 'no-store');
    return {
      access_token: await tokens.sign({ sub: outcome.userId, sid: outcome.sessionId, role: outcome.role }),
      refresh_token: outcome.token,
      token_type: 'Bearer',
      expires_in: tokens.accessTtlSeconds,
      login_type: outcome.loginType as TokenPair['login_type'],
    };
  }

  async function logout(request: FastifyRequest, reply: FastifyReply): Promise<{ success: true }> {
    request.auditTarget = { resourceType: 'session', action: 'logout' };
    const now = clock();
    let sessionId: string | undefined;
    const cookie = request.cookies[SESSION_COOKIE];
    if (cookie) {
      const { rows } = await db.query<{ id: string }>('SELECT id FROM sessions WHERE cookie_hash = $1', [
        hashToken(cookie),
      ]);
      sessionId = rows[0]?.id;
    }
    const bearer = bearerToken(request);
    if (!sessionId && bearer) sessionId = (await tokens.verify(bearer, { allowExpired: true }))?.sid;
    if (sessionId && /^[0-9a-f-]{36}$/.test(sessionId)) {
      const id = sessionId;
      await inTransaction(db, request, async (tx) => {
        const revoked = await revokeSession(tx, id, now, 'logout');
        if (revoked) {
          await writeAudit(tx, request, {
            resourceType: 'session',
            resourceId: id,
            action: 'logout',
            statusCode: 200,
          });
        }
      });
    }
    reply.clearCookie(SESSION_COOKIE, cookieOptions(services.settings));
    reply.header('cache-control', 'no-store');
    return { success: true };
  }

  return {
    login,
    refresh,
    logout,
    ...identityHandlers(services),
    ...idpAuthHandlers(services),
    ...invitationHandlers(services),
  } as Record<string, RouteHandlerMethod>;
}
