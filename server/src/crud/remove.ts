// Delete: lock, If-Match, guardChange and beforeDelete (which may refuse with 409), versioned delete, the rows
// after it closing up in the order, one audit entry with the record as it was. A row still referenced is 409.
import type { FastifyRequest } from 'fastify';
import { inTransaction, writeAudit } from '../plugins/audit.js';
import { header, scopeOf } from './access.js';
import type { ResourceAccess } from './access.js';
import type { VersionedRow } from './definition.js';
import { requireMatch, staleWrite } from './etag.js';
import { placeInOrder } from './ordering.js';
import { deleteError } from './sql-errors.js';

export function removeHandler<Row extends VersionedRow, Out, CreateInput, UpdateInput>(
  access: ResourceAccess<Row, Out, CreateInput, UpdateInput>,
) {
  const { resource, repo, parentOf, ctxOf, auditParentOf } = access;
  const { db } = access.services;

  return async function remove(request: FastifyRequest) {
    const scope = scopeOf(request);
    const action = resource.operations.delete ?? 'delete';
    const id = access.targetRecord(request, action);
    try {
      await inTransaction(db, request, async (tx) => {
        const parentId = await parentOf(tx, request, { forUpdate: !!resource.ordering });
        const table = repo(tx, scope, parentId);
        const current = await table.get(id, { forUpdate: true });
        if (!current) throw access.missing();
        resource.guardChange?.(current);
        requireMatch(header(request, 'if-match'), current, () => resource.toWire(current));
        await resource.beforeDelete?.(current, ctxOf(tx, request, parentId));
        if (!(await table.delete(id, current.version)))
          throw staleWrite(current, () => resource.toWire(current));
        // The rows after it close up.
        if (resource.ordering) await placeInOrder(resource.ordering, table, id, undefined);
        await writeAudit(tx, request, {
          resourceType: resource.type,
          resourceId: id,
          action,
          statusCode: 200,
          details: access.parentDetails(parentId),
          change: { before: resource.toWire(current) },
          parent: auditParentOf(request, resource.toWire(current), parentId),
        });
      });
    } catch (err) {
      throw deleteError(resource, err);
    }
    return { success: true };
  };
}
