// Create: Idempotency-Key, 201 + ETag, one audit entry with the new record. Under a parent, the parent is
// locked so creates under it (quota, order) take turns; a new ordered row goes last unless it asks for a place.
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../errors.js';
import { inTransaction, writeAudit } from '../plugins/audit.js';
import { pathParam, scopeOf } from './access.js';
import type { ResourceAccess } from './access.js';
import type { VersionedRow } from './definition.js';
import { etagOf } from './etag.js';
import { idempotent } from './idempotency.js';
import type { StoredAnswer } from './idempotency.js';
import { placeInOrder } from './ordering.js';
import { writeError } from './sql-errors.js';

export function createHandler<Row extends VersionedRow, Out, CreateInput, UpdateInput>(
  access: ResourceAccess<Row, Out, CreateInput, UpdateInput>,
) {
  const { resource, services, parent, repo, parentOf, ctxOf, auditParentOf } = access;
  const { db } = services;

  return async function create(request: FastifyRequest, reply: FastifyReply) {
    const build = resource.create;
    if (!build) throw notFound();
    const scope = scopeOf(request);
    const input = request.body as CreateInput;
    const action = resource.operations.create ?? 'create';
    request.auditTarget = { resourceType: resource.type, action, parent: auditParentOf(request) };
    let answer: StoredAnswer;
    try {
      answer = await inTransaction(db, request, (tx) =>
        idempotent(
          tx,
          request,
          {
            operation: action,
            scopeKey:
              resource.scope === 'tenant'
                ? scope.tenantId
                : [scope.resourceGroupId, ...(parent ? [pathParam(request, parent.param)] : [])].join('/'),
            resourceType: resource.type,
            now: services.clock(),
            ttlMs: services.settings.idempotencyTtlMs,
          },
          async () => {
            // The parent is locked: creates under one parent (quota, order) take turns.
            const parentId = await parentOf(tx, request, { forUpdate: true });
            const ctx = ctxOf(tx, request, parentId);
            const table = repo(tx, scope, parentId);
            if (resource.quota) await resource.quota(await table.count(), ctx);
            const values = await build(input, ctx);
            const id = randomUUID();
            request.auditTarget = {
              resourceType: resource.type,
              resourceId: id,
              action,
              parent: auditParentOf(request, undefined, parentId),
            };
            const ordering = resource.ordering;
            const wanted = ordering ? (input as Record<string, unknown>)[ordering.field] : undefined;
            if (ordering) values[ordering.column] = (await table.count()) + 1;
            const inserted = await table.insert({ id, ...values });
            if (ordering && typeof wanted === 'number') await placeInOrder(ordering, table, id, wanted);
            await resource.afterCreate?.(inserted, input, ctx);
            const row = (await table.get(id)) ?? inserted;
            const data = resource.toWire(row);
            await writeAudit(tx, request, {
              resourceType: resource.type,
              resourceId: id,
              action,
              statusCode: 201,
              details: access.parentDetails(parentId),
              change: { after: data },
              parent: auditParentOf(request, data, parentId),
            });
            return { status: 201, body: { data }, headers: { etag: etagOf(row) } };
          },
        ),
      );
    } catch (err) {
      throw writeError(resource, err, input);
    }
    reply.code(answer.status);
    for (const [k, v] of Object.entries(answer.headers)) reply.header(k, v);
    return answer.body;
  };
}
