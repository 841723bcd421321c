// GET /waf/waf/api/users/token: the WAF client trades a parent-portal short token of the signed-in person
// (one use) for a WAF client token, valid 15 minutes and bound to the region and project it names. Only a
// hash of either token is stored. A GET with an effect, so the audit row is written here. A short token an
// operator issued keeps the operator on the record: the exchange's entry names them and the WAF grant carries
// them on.
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  consumeIdentityToken,
  findIdentityToken,
  issueIdentityToken,
  TOKEN_TTL_MS,
} from '../auth/identity-tokens.js';
import { shortTokenOperator } from '../auth/short-tokens.js';
import type { AppServices } from '../context.js';
import type { Queryable } from '../db/index.js';
import { unauthorized } from '../errors.js';
import { inTransaction, writeAudit } from '../plugins/audit.js';

const BAD_SHORT_TOKEN = 'The short token is invalid, already used or expired.';

export interface WafClientGrant {
  userId: string;
  tenantId: string | null;
  regionId: string;
  projectId: string;
  /** The operator who issued the short token it came from, to be named on what is done with it. */
  operatorUserId: string | null;
}

/** The grant of a live WAF client token, or null (for the WAF backend's own checks). */
export async function verifyWafClientToken(
  q: Queryable,
  token: string,
  now: Date,
): Promise<WafClientGrant | null> {
  const found = await findIdentityToken(q, token, 'waf_client', now);
  if (!found) return null;
  const d = found.details as {
    tenant_id?: string | null;
    region_id?: string;
    project_id?: string;
    operator_user_id?: string | null;
  };
  return {
    userId: found.userId,
    tenantId: d.tenant_id ?? null,
    regionId: d.region_id ?? '',
    projectId: d.project_id ?? '',
    operatorUserId: d.operator_user_id ?? null,
  };
}

export function wafTokenHandlers(services: AppServices) {
  const { db, clock } = services;

  async function getWafToken(request: FastifyRequest, reply: FastifyReply) {
    const principal = request.principal;
    if (!principal) throw unauthorized();
    const query = request.query as { short_token: string; region_id: string; project_id: string };
    request.auditTarget = { resourceType: 'waf_token', action: 'exchange' };
    const now = clock();
    const issued = await inTransaction(db, request, async (tx) => {
      // Only the caller's own short token: someone else's is as unknown as a made-up one.
      const used = await consumeIdentityToken(tx, query.short_token, 'short_token', now, principal.userId);
      const operator = used ? await shortTokenOperator(tx, used) : undefined;
      if (!used || operator === undefined) {
        await writeAudit(tx, request, {
          resourceType: 'waf_token',
          action: 'exchange',
          result: 'denied',
          statusCode: 401,
        });
        return null;
      }
      const token = await issueIdentityToken(tx, {
        userId: principal.userId,
        purpose: 'waf_client',
        now,
        details: {
          tenant_id: principal.tenantId,
          region_id: query.region_id,
          project_id: query.project_id,
          short_token_id: used.id,
          operator_user_id: operator?.userId ?? null,
        },
      });
      if (operator) request.principal = { ...principal, actingOperator: operator };
      await writeAudit(tx, request, {
        resourceType: 'waf_token',
        resourceId: token.id,
        action: 'exchange',
        statusCode: 200,
        details: { region_id: query.region_id, project_id: query.project_id },
      });
      return token;
    });
    if (!issued) throw unauthorized(BAD_SHORT_TOKEN);
    reply.header('cache-control', 'no-store');
    return { token: issued.token, expires_in: TOKEN_TTL_MS.waf_client / 1000 };
  }

  return { getWafToken };
}
