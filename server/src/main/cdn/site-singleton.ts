// A setting a site has exactly one of (origin setting, extra config): a row under the site that exists once it
// was first written; until then GET answers defaults. The ETag is the site id with the row's version (0 for
// the defaults), so it stays comparable across the first write. PUT replaces it: If-Match, one audit row.
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../../context.js';
import { etagOf, requireMatch, staleWrite } from '../../crud/index.js';
import type { Queryable } from '../../db/index.js';
import { scoped } from '../../db/scoped.js';
import type { Scope, ScopedTableName } from '../../db/scoped.js';
import { notFound } from '../../errors.js';
import { inTransaction, writeAudit } from '../../plugins/audit.js';
import { siteTable } from './sites.js';
import type { SiteRow } from './sites.js';

export interface SingletonRow {
  id: string;
  site_id: string;
  version: number;
  updated_at: Date;
}

export interface SiteSingleton<Row extends SingletonRow, Input, Out> {
  table: ScopedTableName;
  columns: string;
  /** Audit resource type. */
  type: string;
  getAction: string;
  putAction: string;
  /** The answer: the stored row, or the defaults when there is none. */
  toWire(row: Row | undefined, site: SiteRow): Out;
  /** Columns the PUT writes (may refuse with a 4xx). */
  values(
    input: Input,
    site: SiteRow,
    tx: Queryable,
    request: FastifyRequest,
  ): Promise<Record<string, unknown>>;
  /** After the write, in the same transaction (e.g. mirror a field onto the site). */
  afterWrite?(row: Row, site: SiteRow, tx: Queryable, scope: Scope): Promise<void>;
}

const etagFor = (site: SiteRow, row: SingletonRow | undefined) =>
  etagOf({ id: site.id, version: row?.version ?? 0 });

export function siteSingletonHandlers<Row extends SingletonRow, Input, Out>(
  services: AppServices,
  s: SiteSingleton<Row, Input, Out>,
) {
  const rows = (q: Queryable, scope: Scope, siteId: string) =>
    scoped<Row>(q, s.table, scope, s.columns, { column: 'site_id', value: siteId });

  async function site(q: Queryable, request: FastifyRequest, forUpdate = false): Promise<SiteRow> {
    const { id } = request.params as { id: string };
    const row = await siteTable(q, request.scope as Scope).get(id, { forUpdate });
    if (!row) throw notFound('No such site.');
    return row;
  }

  async function get(request: FastifyRequest, reply: FastifyReply) {
    const parent = await site(services.db, request);
    const [row] = await rows(services.db, request.scope as Scope, parent.id).find();
    reply.header('etag', etagFor(parent, row));
    return { data: s.toWire(row, parent) };
  }

  async function put(request: FastifyRequest, reply: FastifyReply) {
    const scope = request.scope as Scope;
    const { id } = request.params as { id: string };
    // The setting is the site's: its entries name the site, whose History lists them.
    request.auditTarget = {
      resourceType: s.type,
      resourceId: id,
      action: s.putAction,
      parent: { type: 'cdn_site', id },
    };
    const { parent, row } = await inTransaction(services.db, request, async (tx) => {
      const parent = await site(tx, request, true);
      const table = rows(tx, scope, parent.id);
      const [current] = await table.find();
      const currentState = () => s.toWire(current, parent);
      const header = request.headers['if-match'];
      const ifMatch = Array.isArray(header) ? header[0] : header;
      requireMatch(ifMatch, { id: parent.id, version: current?.version ?? 0 }, currentState);
      const values = await s.values(request.body as Input, parent, tx, request);
      let row: Row | undefined;
      if (current) {
        row = await table.update(current.id, values, current.version);
        if (!row) throw staleWrite({ id: parent.id, version: current.version }, currentState);
      } else {
        row = await table.insert({ id: randomUUID(), ...values });
      }
      await s.afterWrite?.(row, parent, tx, scope);
      await writeAudit(tx, request, {
        resourceType: s.type,
        resourceId: parent.id,
        action: s.putAction,
        statusCode: 200,
        change: { before: currentState(), after: s.toWire(row, parent) },
      });
      return { parent, row };
    });
    reply.header('etag', etagFor(parent, row));
    return { data: s.toWire(row, parent) };
  }

  return { [s.getAction]: get, [s.putAction]: put };
}
