// One audited change of one row (update, and a resource's own actions such as a status path segment): lock,
// If-Match (412 carrying the current ETag), guardChange, versioned write, a place in the order when asked
// for, one audit entry with before and after.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../errors.js';
import { inTransaction, writeAudit } from '../plugins/audit.js';
import { header, scopeOf } from './access.js';
import type { ResourceAccess } from './access.js';
import type { CrudContext, VersionedRow } from './definition.js';
import { etagOf, requireMatch, staleWrite } from './etag.js';
import { placeInOrder } from './ordering.js';
import { writeError } from './sql-errors.js';

/** The column values a change writes, computed from the locked current row. */
export type ChangeValues<Row> = (current: Row, ctx: CrudContext) => Promise<Record<string, unknown>>;

export interface Modifications<Row, Out> {
  modify(
    request: FastifyRequest,
    reply: FastifyReply,
    action: string,
    values: ChangeValues<Row>,
  ): Promise<{ data: Out }>;
  /** The update handler: the resource's update hook, the asked-for place in the order. */
  update(request: FastifyRequest, reply: FastifyReply): Promise<{ data: Out }>;
}

export function modifications<Row extends VersionedRow, Out, CreateInput, UpdateInput>(
  access: ResourceAccess<Row, Out, CreateInput, UpdateInput>,
): Modifications<Row, Out> {
  const { resource, repo, parentOf, ctxOf, auditParentOf } = access;
  const { db } = access.services;

  /** The change; with `input`, a write the database refuses answers as a write of that input (409/404). */
  async function modify(
    request: FastifyRequest,
    reply: FastifyReply,
    action: string,
    values: ChangeValues<Row>,
    input?: UpdateInput,
  ): Promise<{ data: Out }> {
    const scope = scopeOf(request);
    const id = access.targetRecord(request, action);
    try {
      const row = await inTransaction(db, request, async (tx) => {
        const parentId = await parentOf(tx, request, { forUpdate: !!resource.ordering });
        const table = repo(tx, scope, parentId);
        const current = await table.get(id, { forUpdate: true });
        if (!current) throw access.missing();
        resource.guardChange?.(current);
        requireMatch(header(request, 'if-match'), current, () => resource.toWire(current));
        const ctx = ctxOf(tx, request, parentId);
        const changes = await values(current, ctx);
        const ordering = resource.ordering;
        const wanted = ordering ? changes[ordering.column] : undefined;
        if (ordering) delete changes[ordering.column];
        const changed = await table.update(id, changes, current.version);
        if (!changed) throw staleWrite(current, () => resource.toWire(current));
        if (ordering && typeof wanted === 'number') await placeInOrder(ordering, table, id, wanted);
        const fresh = (await table.get(id)) ?? changed;
        const after = resource.toWire(fresh);
        await writeAudit(tx, request, {
          resourceType: resource.type,
          resourceId: id,
          action,
          statusCode: 200,
          details: access.parentDetails(parentId),
          change: { before: resource.toWire(current), after },
          parent: auditParentOf(request, after, parentId),
        });
        return fresh;
      });
      reply.header('etag', etagOf(row));
      return { data: resource.toWire(row) };
    } catch (err) {
      throw input === undefined ? err : writeError(resource, err, input);
    }
  }

  async function update(request: FastifyRequest, reply: FastifyReply) {
    const change = resource.update;
    if (!change) throw notFound();
    const input = request.body as UpdateInput;
    const action = resource.operations.update ?? 'update';
    return modify(
      request,
      reply,
      action,
      async (current, ctx) => {
        const values = await change(input, current, ctx);
        const ordering = resource.ordering;
        // The place asked for travels to placeInOrder under the column's name; absent keeps the place.
        if (ordering) {
          const wanted = (input as Record<string, unknown>)[ordering.field];
          if (typeof wanted === 'number') values[ordering.column] = wanted;
          else delete values[ordering.column];
        }
        return values;
      },
      input,
    );
  }

  return {
    modify: (request, reply, action, values) => modify(request, reply, action, values),
    update,
  };
}
