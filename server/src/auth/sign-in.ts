// The end of every sign-in (password, emailed link, short token): a session with its first refresh token,
// the audit row, the HttpOnly session cookie and the token pair.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices, AppSettings, Role } from '../context.js';
import type { Queryable } from '../db/index.js';
import { writeAudit } from '../plugins/audit.js';
import { isHttpsUrl } from '../public-url.js';
import { createSession, defaultOperatorTenant } from './sessions.js';
import type { NewSession } from './sessions.js';

export const SESSION_COOKIE = 'console_session';

export type LoginType = 'password' | 'token' | 'idp' | 'login_as';

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
  login_type: LoginType;
}

/** The columns of users a sign-in needs. */
export interface SignInUser {
  id: string;
  tenant_id: string | null;
  role: Role;
  username: string;
  email: string;
  full_name: string;
}
export const SIGN_IN_COLUMNS = 'id, tenant_id, role, username, email, full_name';

/** Secure whenever people reach the console over https (its public URL), a TLS proxy in front included. */
export function sessionCookieOptions(settings: AppSettings) {
  return { path: '/', httpOnly: true, sameSite: 'strict' as const, secure: isHttpsUrl(settings.publicUrl) };
}

export interface OpenedSession extends NewSession {
  user: SignInUser;
  loginType: LoginType;
}

/**
 * Creates the session inside tx and writes the sign-in's audit row there too. operatorUserId names the
 * platform operator who opened the way in for the user (a short token they issued): the session carries them,
 * so this row and every later one of the session name them.
 */
export async function openSession(
  tx: Queryable,
  services: AppServices,
  request: FastifyRequest,
  user: SignInUser,
  loginType: LoginType,
  details?: Record<string, unknown>,
  operatorUserId?: string | null,
): Promise<OpenedSession> {
  const now = services.clock();
  const tenantId = user.tenant_id ?? (await defaultOperatorTenant(tx));
  const session = await createSession(tx, {
    userId: user.id,
    tenantId,
    loginType,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    now,
    sessionTtlMs: services.settings.sessionTtlMs,
    refreshTtlMs: services.settings.refreshTtlMs,
    operatorUserId: operatorUserId ?? null,
  });
  request.principal = {
    userId: user.id,
    username: user.username,
    role: user.role,
    email: user.email,
    fullName: user.full_name,
    tenantId,
    sessionId: session.sessionId,
  };
  await writeAudit(tx, request, {
    resourceType: 'session',
    resourceId: session.sessionId,
    action: 'login',
    statusCode: 200,
    details: { login_type: loginType, ...details },
  });
  return { ...session, user, loginType };
}

/** After the commit: sets the session cookie and answers the token pair. */
export async function answerSignIn(
  services: AppServices,
  request: FastifyRequest,
  reply: FastifyReply,
  session: OpenedSession,
): Promise<TokenPair> {
  reply.setCookie(SESSION_COOKIE, session.cookieToken, {
    ...sessionCookieOptions(services.settings),
    maxAge: Math.floor(services.settings.sessionTtlMs / 1000),
  });
  reply.header('cache-control', 'no-store');
  return {
    access_token: await services.tokens.sign({
      sub: session.user.id,
      sid: session.sessionId,
      role: session.user.role,
    }),
    refresh_token: session.refreshToken,
    token_type: 'Bearer',
    expires_in: services.tokens.accessTtlSeconds,
    login_type: session.loginType,
  };
}
