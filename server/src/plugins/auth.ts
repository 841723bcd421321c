// Authentication: the bearer access token names a live session. Runs on every request before the body is
// read; a non-public API route without a valid token answers 401 here.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/index.js';
import { unauthorized } from '../errors.js';
import type { Principal, Role } from '../context.js';
import type { TokenService } from '../auth/tokens.js';
import { defaultOperatorTenant } from '../auth/sessions.js';
import { ACCESS_KEY_TOKEN, authenticateAccessKey } from '../main/iam/access-key-auth.js';

declare module '../context.js' {
  interface Principal {
    /** Set when the request is authenticated by an access key instead of a session. */
    accessKeyId?: string;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const m = /^Bearer\s+([A-Za-z0-9._~+/=-]{1,4096})\s*$/i.exec(header);
  return m?.[1];
}

interface SessionRow {
  session_id: string;
  tenant_id: string | null;
  user_id: string;
  username: string;
  role: Role;
  email: string;
  full_name: string;
}

/** The principal of a live session, or null when the session is gone, expired or its user disabled. */
export async function loadPrincipal(q: Queryable, sessionId: string, now: Date): Promise<Principal | null> {
  const { rows } = await q.query<SessionRow>(
    `SELECT s.id AS session_id, s.tenant_id, u.id AS user_id, u.username, u.role, u.email, u.full_name
       FROM sessions s JOIN users u ON u.id = s.user_id LEFT JOIN users o ON o.id = s.operator_user_id
      WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND u.status = 'active'
        AND (s.operator_user_id IS NULL OR o.status = 'active')`,
    [sessionId, now],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    userId: r.user_id,
    username: r.username,
    role: r.role,
    email: r.email,
    fullName: r.full_name,
    tenantId: r.tenant_id,
    sessionId: r.session_id,
  };
}

export async function authenticate(
  q: Queryable,
  tokens: TokenService,
  token: string,
  now: Date,
): Promise<Principal | null> {
  const claims = await tokens.verify(token);
  if (!claims || !/^[0-9a-f-]{36}$/.test(claims.sid)) return null;
  const principal = await loadPrincipal(q, claims.sid, now);
  return principal && principal.userId === claims.sub ? principal : null;
}

/** The x-permission an API route declares ('public', '<resource>:<action>'), or undefined. */
export function routePermission(request: FastifyRequest): string | undefined {
  const schema = request.routeOptions.schema as Record<string, unknown> | undefined;
  const p = schema?.['x-permission'];
  return typeof p === 'string' ? p : undefined;
}

export function isApiRoute(request: FastifyRequest): boolean {
  return (request.routeOptions.url ?? '').startsWith('/api/');
}

export function installAuth(app: FastifyInstance): void {
  app.decorateRequest('principal', null);
  app.decorateRequest('scope', null);
  app.decorateRequest('audited', false);
  app.decorateRequest('auditTarget', null);

  app.addHook('onRequest', async (request) => {
    if (!isApiRoute(request) || routePermission(request) === 'public') return;
    const token = bearerToken(request);
    if (!token) throw unauthorized('Sign in to continue.');
    const { db, tokens, clock } = app.services;
    const principal = ACCESS_KEY_TOKEN.test(token)
      ? await authenticateAccessKey(db, token, clock(), request.ip, () => defaultOperatorTenant(db))
      : await authenticate(db, tokens, token, clock());
    if (!principal) throw unauthorized('Your session has expired or is invalid; sign in again.');
    request.principal = principal;
  });
}
