// Operator login-as (GET /admin/tenant/{id}/login_as, admin:write): a session of login type login_as in the
// tenant. It acts as the tenant's first active administrator (so the operator sees what the tenant sees), or
// as the operator when the tenant has none; the session remembers the operator, and every audit row of it
// carries both identities (the audit writer reads the operator from the session row).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createSession } from '../../auth/sessions.js';
import { answerSignIn, SIGN_IN_COLUMNS } from '../../auth/sign-in.js';
import type { OpenedSession, SignInUser } from '../../auth/sign-in.js';
import type { AppServices } from '../../context.js';
import { badRequest, forbidden, notFound } from '../../errors.js';
import { inTransaction, writeAudit } from '../../plugins/audit.js';
import { memberTable } from './members.js';

export function loginAsHandlers(services: AppServices) {
  const { db } = services;

  async function getTenantLoginAs(request: FastifyRequest, reply: FastifyReply) {
    const operator = request.principal;
    // admin:write is the operator's alone; an operator already acting as a tenant administrator is not one.
    if (!operator || operator.role !== 'operator') throw forbidden();
    const { id } = request.params as { id: string };
    const { name, reason } = request.query as { name?: string; reason?: string };
    const { rows: tenants } = await db.query<{ id: string; name: string }>(
      'SELECT id, name FROM tenants WHERE id = $1',
      [id],
    );
    const tenant = tenants[0];
    if (!tenant) throw notFound('No such tenant.');
    if (name !== undefined && name !== tenant.name) {
      throw badRequest('The tenant name does not match the tenant.', [
        { path: '/query/name', message: 'does not match the tenant' },
      ]);
    }

    const session = await inTransaction(db, request, async (tx) => {
      const admins = await memberTable(tx, tenant.id).find({
        where: `u.role = 'administrator' AND u.status = 'active'`,
        orderBy: 'u.created_at, u.id',
        limit: 1,
      });
      let acting: SignInUser;
      if (admins[0]) {
        const { rows } = await tx.query<SignInUser>(`SELECT ${SIGN_IN_COLUMNS} FROM users WHERE id = $1`, [
          admins[0].id,
        ]);
        acting = rows[0] as SignInUser;
      } else {
        // No administrator to act as: the operator itself, in the tenant.
        acting = {
          id: operator.userId,
          tenant_id: tenant.id,
          role: operator.role,
          username: operator.username,
          email: operator.email,
          full_name: operator.fullName,
        };
      }
      const now = services.clock();
      const created = await createSession(tx, {
        userId: acting.id,
        tenantId: tenant.id,
        loginType: 'login_as',
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        now,
        sessionTtlMs: services.settings.sessionTtlMs,
        refreshTtlMs: services.settings.refreshTtlMs,
        operatorUserId: operator.userId,
      });
      const actingOperator = { userId: operator.userId, username: operator.username };
      // The audit row speaks for the new session, in the tenant acted in, with both identities.
      request.principal = {
        userId: acting.id,
        username: acting.username,
        role: acting.role,
        email: acting.email,
        fullName: acting.full_name,
        tenantId: tenant.id,
        sessionId: created.sessionId,
        actingOperator,
      };
      request.scope = null;
      await writeAudit(tx, request, {
        resourceType: 'session',
        resourceId: created.sessionId,
        action: 'login_as',
        statusCode: 200,
        details: {
          login_type: 'login_as',
          operator: { id: operator.userId, username: operator.username },
          tenant: { id: tenant.id, name: tenant.name },
          acting_as: { id: acting.id, username: acting.username },
          reason: reason ?? '',
        },
      });
      const opened: OpenedSession = { ...created, user: acting, loginType: 'login_as' };
      return opened;
    });
    const token = await answerSignIn(services, request, reply, session);
    return {
      data: {
        token: { ...token, login_type: 'login_as' as const },
        tenant: { id: tenant.id, name: tenant.name },
      },
    };
  }

  return { getTenantLoginAs };
}
