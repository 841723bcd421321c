// PUT {order: [ids]}: the ordering column becomes 1..n in that order. The list must name every row under the
// parent exactly once (409 with a field error per id otherwise); If-Match takes the list's ETag (412 with the
// current list otherwise); one audit entry with the order before and after.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../errors.js';
import type { FieldError } from '../errors.js';
import { inTransaction, writeAudit } from '../plugins/audit.js';
import { header, pathParam, scopeOf } from './access.js';
import type { ResourceAccess } from './access.js';
import type { VersionedRow } from './definition.js';
import { ifMatchSatisfied, listEtagOf } from './etag.js';
import { writeOrder } from './ordering.js';
import type { OrderedRow } from './ordering.js';
import { pageInfo } from './paging.js';

/** The field errors of an order that does not name every current row exactly once. */
function orderErrors(order: string[], current: VersionedRow[], noun: string): FieldError[] {
  const ids = new Set(current.map((x) => x.id));
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  order.forEach((id, i) => {
    if (seen.has(id)) errors.push({ path: `/order/${i}`, message: 'is named twice' });
    else if (!ids.has(id)) errors.push({ path: `/order/${i}`, message: `is no ${noun} here` });
    seen.add(id);
  });
  const left = current.filter((x) => !seen.has(x.id));
  if (left.length) errors.push({ path: '/order', message: `leaves out ${left.map((x) => x.id).join(', ')}` });
  return errors;
}

export function reorderHandler<Row extends VersionedRow, Out, CreateInput, UpdateInput>(
  access: ResourceAccess<Row, Out, CreateInput, UpdateInput>,
) {
  const { resource, parent, repo, parentOf, auditParentOf } = access;
  const { db } = access.services;

  return async function reorder(request: FastifyRequest, reply: FastifyReply) {
    const ordering = resource.ordering;
    if (!ordering) throw notFound();
    const scope = scopeOf(request);
    const { order } = request.body as { order: string[] };
    const action = resource.operations.reorder ?? 'reorder';
    request.auditTarget = {
      resourceType: resource.type,
      resourceId: pathParam(request, parent?.param ?? 'id') ?? null,
      action,
      parent: auditParentOf(request),
    };
    const rows = await inTransaction(db, request, async (tx) => {
      const parentId = await parentOf(tx, request, { forUpdate: true });
      const table = repo(tx, scope, parentId);
      const current = (await table.find({
        orderBy: `${ordering.column} ASC, id ASC`,
      })) as unknown as OrderedRow<Row>[];
      const etag = listEtagOf(current);
      if (!ifMatchSatisfied(header(request, 'if-match'), etag)) {
        throw new HttpError(
          412,
          'The list changed since you read it; reload and try again.',
          'precondition_failed',
          { etag },
          undefined,
          { current: current.map((x) => resource.toWire(x)) },
        );
      }
      const errors = orderErrors(order, current, resource.noun);
      if (errors.length) {
        throw new HttpError(
          409,
          `The order must name every ${resource.noun} of this ${parent?.noun ?? 'scope'} exactly once.`,
          'order_mismatch',
          {},
          errors,
        );
      }
      const byId = new Map(current.map((x) => [x.id, x]));
      const before = current.map((x) => x.id);
      await writeOrder(
        ordering.column,
        table,
        order.map((id) => byId.get(id) as OrderedRow<Row>),
      );
      const after = (await table.find({ orderBy: `${ordering.column} ASC, id ASC` })) as Row[];
      await writeAudit(tx, request, {
        resourceType: resource.type,
        resourceId: parentId ?? null,
        action,
        statusCode: 200,
        change: { before: { order: before }, after: { order: after.map((x) => x.id) } },
        parent: auditParentOf(request, undefined, parentId),
      });
      return after;
    });
    reply.header('etag', listEtagOf(rows));
    return {
      data: rows.map((x) => resource.toWire(x)),
      page_info: pageInfo(1, Math.max(rows.length, 1), rows.length),
    };
  };
}
