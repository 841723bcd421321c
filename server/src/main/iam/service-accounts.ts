// Service accounts (POST /create-service-account): IAM users of kind service_account, with no password (they
// sign in only with access keys). The first access key and its secret are in the creation answer, once.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../../context.js';
import { etagOf } from '../../crud/etag.js';
import { sqlState, UNIQUE_VIOLATION } from '../../db/index.js';
import { notFound } from '../../errors.js';
import { inTransaction, writeAudit } from '../../plugins/audit.js';
import { createKey, toAccessKey } from './access-keys.js';
import type { AccessKeyRow } from './access-keys.js';
import { iamUserBody, iamUserTable, insertIamUser, nameTaken } from './iam-users.js';
import {
  alreadyCreated,
  handlesIdempotencyKey,
  idempotencyContext,
  priorAnswer,
  rememberAnswer,
} from '../../crud/idempotency.js';
import { enforceQuotaUsage } from './quotas.js';

export function serviceAccountHandlers(services: AppServices) {
  const { db, clock, settings } = services;

  async function createServiceAccount(request: FastifyRequest, reply: FastifyReply) {
    const principal = request.principal;
    const scope = request.scope;
    if (!principal || !scope) throw notFound();
    const body = request.body as {
      name: string;
      description?: string;
      group_ids?: string[];
      create_access_key?: boolean;
    };
    request.auditTarget = { resourceType: 'iam_user', action: 'createServiceAccount' };
    const now = clock();
    const ctx = idempotencyContext(
      request,
      'createServiceAccount',
      principal.userId,
      now,
      settings.idempotencyTtlMs,
    );
    try {
      const created = await inTransaction(db, request, async (tx) => {
        const prior = await priorAnswer(tx, ctx);
        if (prior) throw alreadyCreated('the service account', String((prior.body as { id?: string }).id));
        await enforceQuotaUsage(tx, scope.tenantId, 'service_accounts');
        const row = await insertIamUser(tx, scope.tenantId, {
          kind: 'service_account',
          username: body.name,
          // No password ever verifies against '!'.
          passwordHash: '!',
          role: 'customer',
          fullName: '',
          email: '',
          description: body.description ?? '',
          passwordChangeRequired: false,
          groupIds: body.group_ids ?? [],
        });
        request.auditTarget = {
          resourceType: 'iam_user',
          resourceId: row.id,
          action: 'createServiceAccount',
        };
        let key: { row: AccessKeyRow; secret: string } | null = null;
        if (body.create_access_key ?? true) {
          key = await createKey(tx, { userId: row.id, tenantId: scope.tenantId }, { expiresAt: null }, now);
        }
        // Re-read: the answer counts the key just created.
        const fresh = (await iamUserTable(tx, scope.tenantId).get(row.id)) ?? row;
        await rememberAnswer(tx, ctx, { status: 201, body: { id: row.id }, headers: {} });
        const after = await iamUserBody(tx, scope.tenantId, fresh);
        await writeAudit(tx, request, {
          resourceType: 'iam_user',
          resourceId: row.id,
          action: 'createServiceAccount',
          statusCode: 201,
          details: { name: body.name, group_ids: body.group_ids ?? [], access_key_id: key?.row.id ?? null },
          change: { after },
        });
        return { row: fresh, body: after, key };
      });
      reply.code(201).header('etag', etagOf(created.row)).header('cache-control', 'no-store');
      return {
        data: {
          service_account: created.body,
          access_key: created.key
            ? { ...toAccessKey(created.key.row, now), secret_access_key: created.key.secret }
            : null,
        },
      };
    } catch (err) {
      if (sqlState(err) === UNIQUE_VIOLATION) throw nameTaken(body.name);
      throw err;
    }
  }

  return { createServiceAccount: handlesIdempotencyKey(createServiceAccount) };
}
