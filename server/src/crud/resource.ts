// The generic, schema-driven CRUD module (ARCHITECTURE §3 point 4). A resource is described once — table,
// scope kind, select list, wire shape, operationIds, sortable/searchable/filterable fields and the few hooks
// that carry its rules — and crudHandlers() serves list/get/create/update/delete for it:
//   list:   {data, page_info}, page/per_page ≤ 100, sort_by whitelisted (unknown → the default), search, filters
//   get:    ETag
//   create: Idempotency-Key, 201 + ETag, unique violation → 409, foreign key violation → 404
//   update: If-Match → 412 carrying the current ETag
//   delete: If-Match, hooks may refuse with 409
// A resource that lives under a parent (a site's rules) names it with `parent`: the parent is loaded through
// the guard first (404 "No such site." outside the caller's scope), every statement is narrowed to it and
// inserts set its column. `ordering` keeps a priority column dense (1..n, a new row last unless it asks for a
// place), `quota` refuses a create over a limit counted under the parent, `listEtag` gives a list an ETag over
// the whole set (the If-Match of `reorder`, which sets the order in bulk).
// Rows are typed columns (no jsonb body): the tables already exist with constraints, and sort/filter/search
// are then plain SQL over indexed columns. Every statement goes through the repository guard (db/scoped.ts),
// every write leaves one audit row (with before/after) in its own transaction. Request bodies were already
// validated against the contract by the server; the stored shape the module returns is checked against
// `storedSchema` by the tests (server/src/test/crud*.test.ts).
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { AppServices, AuditParent } from '../context.js';
import { sqlState, UNIQUE_VIOLATION } from '../db/index.js';
import type { Queryable } from '../db/index.js';
import { scoped, tenantScoped } from '../db/scoped.js';
import type { Repository, Scope, ScopedTableName, TenantTableName } from '../db/scoped.js';
import { conflict, HttpError, notFound } from '../errors.js';
import type { FieldError } from '../errors.js';
import { inTransaction, writeAudit } from '../plugins/audit.js';
import { etagOf, ifMatchSatisfied, requireMatch, staleWrite } from './etag.js';
import { handlesIdempotencyKey, idempotent } from './idempotency.js';
import type { StoredAnswer } from './idempotency.js';
import { likePattern, pageInfo, pageOf } from './paging.js';
import type { ListQuery, PageInfo } from './paging.js';

export const FOREIGN_KEY_VIOLATION = '23503';

export interface VersionedRow {
  id: string;
  version: number;
}

export interface CrudContext {
  tx: Queryable;
  request: FastifyRequest;
  scope: Scope;
  services: AppServices;
  /** The parent's id, for a resource that lives under one (already checked through the guard). */
  parentId?: string;
}

/** The parent a resource lives under, e.g. a site: `{ table: 'cdn_sites', param: 'id', column: 'site_id', idParam: 'ruleId', noun: 'site' }`. */
export interface ParentOf {
  /** The parent's table (scoped by resource group). */
  table: ScopedTableName;
  /** The path parameter holding the parent's id. */
  param: string;
  /** The column of the child table holding the parent's id. */
  column: string;
  /** The path parameter holding the child's own id. */
  idParam: string;
  /** For the 404: "No such site." */
  noun: string;
  /** The parent's audit resource type: every entry of a child names the parent, for the parent's History. */
  auditType: string;
}

/** A dense evaluation order kept by the module: `column` holds 1..n under the parent. */
export interface Ordering {
  column: string;
  /** The input field asking for a place (1 first); absent on create means last. */
  field: string;
}

/** A SQL fragment whose parameters are bound through `bind` (which returns the placeholder). */
export type Condition = (bind: (value: unknown) => string) => string;

interface ResourceBase<Row extends VersionedRow, Out, CreateInput, UpdateInput> {
  /** Audit resource type, e.g. "main/iam/policies". */
  type: string;
  /** For messages: "policy", "resource group". */
  noun: string;
  /** The select list (may hold computed columns that refer to the table by name). */
  columns: string;
  /** The stored (answered) shape: a JSON Schema file under schemas/ and its $defs entry. */
  storedSchema: { file: string; def: string };
  /** reorder: PUT {order: [ids]} sets the `ordering` column 1..n in that order (every row exactly once). */
  operations: Partial<Record<'list' | 'get' | 'create' | 'update' | 'delete' | 'reorder', string>>;
  /** sort_by value → SQL expression. */
  sortable: Record<string, string>;
  defaultSort: string;
  defaultDirection?: 'asc' | 'desc';
  /** SQL expressions a `search` matches (case-insensitive substring). */
  searchable: string[];
  /** query parameter → condition on its value. */
  filters?: Record<string, (placeholder: string) => string>;
  toWire(row: Row): Out;
  /** Column values of a new row (the id and scope columns are added by the module). */
  create?(input: CreateInput, ctx: CrudContext): Promise<Record<string, unknown>>;
  afterCreate?(row: Row, input: CreateInput, ctx: CrudContext): Promise<void>;
  /** Column values an update changes. */
  update?(input: UpdateInput, current: Row, ctx: CrudContext): Promise<Record<string, unknown>>;
  /** Throws (usually 409) when the row may not be changed or deleted at all (e.g. a managed policy). */
  guardChange?(row: Row): void;
  /** Throws (usually 409) when the row may not be deleted now. */
  beforeDelete?(row: Row, ctx: CrudContext): Promise<void>;
  /** The 409 of a unique violation (a duplicate name). */
  duplicate?(input: CreateInput | UpdateInput): HttpError;
  /** The 404 of a foreign key violation on create (a referenced row outside the tenant). */
  missingReference?: string;
  /** The parent the rows live under (only for resource-group scoped tables). */
  parent?: ParentOf;
  /**
   * The record a row belongs to when that is a column rather than a path parent (a resource group's project):
   * its entries name it, so the owner's History lists them.
   */
  auditParent?(record: Out): AuditParent | undefined;
  ordering?: Ordering;
  /** Throws (409) when one more row would go over a limit; `count` is the rows under the parent (or scope). */
  quota?(count: number, ctx: CrudContext): Promise<void>;
  /** Lists answer an ETag over the whole set (ids and versions): the If-Match of a bulk reorder. */
  listEtag?: boolean;
}

export type CrudResource<
  Row extends VersionedRow,
  Out,
  CreateInput = unknown,
  UpdateInput = CreateInput,
> = ResourceBase<Row, Out, CreateInput, UpdateInput> &
  (
    | {
        scope: 'tenant';
        table: TenantTableName;
        /** Reads also see platform rows (tenant_id NULL). */ sharedReads?: boolean;
      }
    | { scope: 'resource-group'; table: ScopedTableName }
  );

/** Registers a resource: the one line per simple resource. */
export function defineCrud<Row extends VersionedRow, Out, CreateInput = unknown, UpdateInput = CreateInput>(
  resource: CrudResource<Row, Out, CreateInput, UpdateInput>,
): CrudResource<Row, Out, CreateInput, UpdateInput> {
  return resource;
}

/** The guard of a resource's table; under a parent, narrowed to that parent (whose id must be given). */
export function repositoryFor<Row extends VersionedRow>(
  resource: CrudResource<Row, unknown, never, never>,
  q: Queryable,
  scope: Scope,
  parentId?: string,
): Repository<Row> {
  if (resource.scope === 'tenant')
    return tenantScoped<Row>(
      q,
      resource.table,
      scope.tenantId,
      resource.columns,
      resource.sharedReads ?? false,
    );
  if (resource.parent && parentId === undefined) throw new Error(`${resource.type} lives under a parent`);
  const narrowing =
    resource.parent && parentId ? { column: resource.parent.column, value: parentId } : undefined;
  return scoped<Row>(q, resource.table, scope, resource.columns, narrowing);
}

/** ETag of a whole list (every row's id and version, in order): changes whenever any row does. */
export function listEtagOf(rows: readonly VersionedRow[]): string {
  let h = 0x811c9dc5;
  for (const c of rows.map((r) => `${r.id}.${r.version}`).join(',')) {
    h ^= c.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `"list.${rows.length}.${h.toString(16)}"`;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function scopeOf(request: FastifyRequest): Scope {
  if (!request.scope) throw notFound();
  return request.scope;
}

export interface CrudService<Row extends VersionedRow, Out> {
  handlers: Record<string, RouteHandlerMethod>;
  /** The guard of the table; under a parent, narrowed to the parent id given. */
  repo(q: Queryable, scope: Scope, parentId?: string): Repository<Row>;
  /** A list page; `extra` narrows it (e.g. one project's resource groups). */
  list(request: FastifyRequest, extra?: Condition[]): Promise<{ data: Out[]; page_info: PageInfo }>;
  /** The row as answered, or 404. */
  load(q: Queryable, scope: Scope, id: string, parentId?: string): Promise<Row>;
  /** The parent of the request, loaded through the guard (404 outside the scope); undefined without parent. */
  parentOf(
    q: Queryable,
    request: FastifyRequest,
    options?: { forUpdate?: boolean },
  ): Promise<string | undefined>;
  /**
   * One audited change of one row, as update does it (lock, If-Match, versioned write, audit with before and
   * after): for the handlers of a resource's own actions (a status path segment, a re-check).
   */
  modify(
    request: FastifyRequest,
    reply: FastifyReply,
    action: string,
    values: (current: Row, ctx: CrudContext) => Promise<Record<string, unknown>>,
  ): Promise<{ data: Out }>;
}

export function crudService<Row extends VersionedRow, Out, CreateInput, UpdateInput>(
  services: AppServices,
  resource: CrudResource<Row, Out, CreateInput, UpdateInput>,
): CrudService<Row, Out> {
  const { db } = services;
  const r = resource as unknown as CrudResource<Row, Out, never, never>;
  const parent = resource.scope === 'resource-group' ? resource.parent : undefined;
  const idParam = parent?.idParam ?? 'id';
  const repo = (q: Queryable, scope: Scope, parentId?: string) => repositoryFor<Row>(r, q, scope, parentId);
  const missing = () => notFound(`No such ${resource.noun}.`);
  const ctxOf = (tx: Queryable, request: FastifyRequest, parentId?: string): CrudContext => ({
    tx,
    request,
    scope: scopeOf(request),
    services,
    ...(parentId === undefined ? {} : { parentId }),
  });
  const idOf = (request: FastifyRequest) => (request.params as Record<string, string>)[idParam] as string;
  /** The parent an entry names: the path's parent (as the request names it until loaded), or the record's. */
  const auditParentOf = (request: FastifyRequest, record?: Out, parentId?: string): AuditParent | null => {
    if (parent) {
      const id = parentId ?? (request.params as Record<string, string>)[parent.param];
      return id ? { type: parent.auditType, id } : null;
    }
    return (record && resource.auditParent?.(record)) || null;
  };

  async function parentOf(
    q: Queryable,
    request: FastifyRequest,
    options: { forUpdate?: boolean } = {},
  ): Promise<string | undefined> {
    if (!parent) return undefined;
    const id = (request.params as Record<string, string>)[parent.param];
    const row = id
      ? await scoped<{ id: string }>(q, parent.table, scopeOf(request), 'id').get(id, options)
      : undefined;
    if (!row) throw notFound(`No such ${parent.noun}.`);
    return row.id;
  }

  async function load(q: Queryable, scope: Scope, id: string, parentId?: string): Promise<Row> {
    const row = await repo(q, scope, parentId).get(id);
    if (!row) throw missing();
    return row;
  }

  function translate(err: unknown, input: CreateInput | UpdateInput): unknown {
    const state = sqlState(err);
    if (state === UNIQUE_VIOLATION)
      return resource.duplicate?.(input) ?? conflict(`This ${resource.noun} already exists.`, 'duplicate');
    if (state === FOREIGN_KEY_VIOLATION)
      return notFound(
        resource.missingReference ?? `Something this ${resource.noun} refers to does not exist.`,
      );
    return err;
  }

  /**
   * Keeps the ordering column dense: the row `id` goes to `wanted` (clamped to 1..n; undefined keeps its
   * current place) and the others close up around it, each changed row through the guard.
   */
  async function placeInOrder(table: Repository<Row>, id: string, wanted: number | undefined) {
    const ordering = resource.ordering;
    if (!ordering) return;
    const column = ordering.column;
    const rows = (await table.find({
      orderBy: `${column} ASC, created_at ASC, id ASC`,
    })) as unknown as (Row & Record<string, unknown>)[];
    const self = rows.find((x) => x.id === id);
    const others = rows.filter((x) => x.id !== id);
    const order = [...others];
    if (self) {
      const at = wanted === undefined ? rows.indexOf(self) : Math.min(Math.max(wanted, 1), rows.length) - 1;
      order.splice(at, 0, self);
    }
    await writeOrder(table, order);
  }

  async function writeOrder(table: Repository<Row>, order: (Row & Record<string, unknown>)[]) {
    const column = resource.ordering?.column as string;
    for (const [i, row] of order.entries()) {
      if (row[column] !== i + 1) await table.update(row.id, { [column]: i + 1 });
    }
  }

  async function list(request: FastifyRequest, extra: Condition[] = []) {
    const scope = scopeOf(request);
    const query = (request.query ?? {}) as ListQuery;
    const table = repo(db, scope, await parentOf(db, request));
    const params: unknown[] = [];
    const bind = (value: unknown) => {
      params.push(value);
      return `$${table.firstParam + params.length - 1}`;
    };
    const conditions = extra.map((c) => c(bind));
    if (typeof query.search === 'string' && query.search !== '' && resource.searchable.length > 0) {
      const p = bind(likePattern(query.search));
      conditions.push(`(${resource.searchable.map((e) => `${e} ILIKE ${p} ESCAPE '\\'`).join(' OR ')})`);
    }
    for (const [name, condition] of Object.entries(resource.filters ?? {})) {
      const value = (query as Record<string, unknown>)[name];
      if (value !== undefined && value !== '') conditions.push(condition(bind(value)));
    }
    const where = conditions.length ? conditions.join(' AND ') : undefined;
    const sortBy = typeof query.sort_by === 'string' ? query.sort_by : resource.defaultSort;
    const sort = resource.sortable[sortBy] ?? (resource.sortable[resource.defaultSort] as string);
    const direction =
      (query.sort_direction ?? resource.defaultDirection ?? 'desc') === 'asc' ? 'ASC' : 'DESC';
    const { page, perPage, offset } = pageOf(query);
    const total = await table.count(where, params);
    const rows = await table.find({
      where,
      params,
      orderBy: `${sort} ${direction}, id ${direction}`,
      limit: perPage,
      offset,
    });
    return { data: rows.map((row) => resource.toWire(row)), page_info: pageInfo(page, perPage, total) };
  }

  /** The ETag of the whole set under the parent (or in scope), in evaluation order. */
  async function setEtag(q: Queryable, request: FastifyRequest, parentId?: string): Promise<string> {
    const table = repo(q, scopeOf(request), parentId);
    const order = resource.ordering ? `${resource.ordering.column} ASC, id ASC` : 'id ASC';
    return listEtagOf(await table.find({ orderBy: order }));
  }

  async function listHandler(request: FastifyRequest, reply: FastifyReply) {
    const answer = await list(request);
    if (resource.listEtag) reply.header('etag', await setEtag(db, request, await parentOf(db, request)));
    return answer;
  }

  async function get(request: FastifyRequest, reply: FastifyReply) {
    const parentId = await parentOf(db, request);
    const row = await load(db, scopeOf(request), idOf(request), parentId);
    reply.header('etag', etagOf(row));
    return { data: resource.toWire(row) };
  }

  async function create(request: FastifyRequest, reply: FastifyReply) {
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
                : [
                    scope.resourceGroupId,
                    ...(parent ? [(request.params as Record<string, string>)[parent.param]] : []),
                  ].join('/'),
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
            if (ordering && typeof wanted === 'number') await placeInOrder(table, id, wanted);
            await resource.afterCreate?.(inserted, input, ctx);
            const row = (await table.get(id)) ?? inserted;
            const data = resource.toWire(row);
            await writeAudit(tx, request, {
              resourceType: resource.type,
              resourceId: id,
              action,
              statusCode: 201,
              details: parentId ? { [parent?.column as string]: parentId } : undefined,
              change: { after: data },
              parent: auditParentOf(request, data, parentId),
            });
            return { status: 201, body: { data }, headers: { etag: etagOf(row) } };
          },
        ),
      );
    } catch (err) {
      throw translate(err, input);
    }
    reply.code(answer.status);
    for (const [k, v] of Object.entries(answer.headers)) reply.header(k, v);
    return answer.body;
  }

  async function modify(
    request: FastifyRequest,
    reply: FastifyReply,
    action: string,
    values: (current: Row, ctx: CrudContext) => Promise<Record<string, unknown>>,
    input?: UpdateInput,
  ): Promise<{ data: Out }> {
    const scope = scopeOf(request);
    const id = idOf(request);
    request.auditTarget = {
      resourceType: resource.type,
      resourceId: id,
      action,
      parent: auditParentOf(request),
    };
    try {
      const row = await inTransaction(db, request, async (tx) => {
        const parentId = await parentOf(tx, request, { forUpdate: !!resource.ordering });
        const table = repo(tx, scope, parentId);
        const current = await table.get(id, { forUpdate: true });
        if (!current) throw missing();
        resource.guardChange?.(current);
        requireMatch(header(request, 'if-match'), current, () => resource.toWire(current));
        const ctx = ctxOf(tx, request, parentId);
        const changes = await values(current, ctx);
        const ordering = resource.ordering;
        const wanted = ordering ? changes[ordering.column] : undefined;
        if (ordering) delete changes[ordering.column];
        const changed = await table.update(id, changes, current.version);
        if (!changed) throw staleWrite(current, () => resource.toWire(current));
        if (ordering && typeof wanted === 'number') await placeInOrder(table, id, wanted);
        const fresh = (await table.get(id)) ?? changed;
        const after = resource.toWire(fresh);
        await writeAudit(tx, request, {
          resourceType: resource.type,
          resourceId: id,
          action,
          statusCode: 200,
          details: parentId ? { [parent?.column as string]: parentId } : undefined,
          change: { before: resource.toWire(current), after },
          parent: auditParentOf(request, after, parentId),
        });
        return fresh;
      });
      reply.header('etag', etagOf(row));
      return { data: resource.toWire(row) };
    } catch (err) {
      throw input === undefined ? err : translate(err, input);
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

  async function remove(request: FastifyRequest) {
    const scope = scopeOf(request);
    const id = idOf(request);
    const action = resource.operations.delete ?? 'delete';
    request.auditTarget = {
      resourceType: resource.type,
      resourceId: id,
      action,
      parent: auditParentOf(request),
    };
    try {
      await inTransaction(db, request, async (tx) => {
        const parentId = await parentOf(tx, request, { forUpdate: !!resource.ordering });
        const table = repo(tx, scope, parentId);
        const current = await table.get(id, { forUpdate: true });
        if (!current) throw missing();
        resource.guardChange?.(current);
        requireMatch(header(request, 'if-match'), current, () => resource.toWire(current));
        await resource.beforeDelete?.(current, ctxOf(tx, request, parentId));
        if (!(await table.delete(id, current.version)))
          throw staleWrite(current, () => resource.toWire(current));
        // The rows after it close up.
        if (resource.ordering) await placeInOrder(table, id, undefined);
        await writeAudit(tx, request, {
          resourceType: resource.type,
          resourceId: id,
          action,
          statusCode: 200,
          details: parentId ? { [parent?.column as string]: parentId } : undefined,
          change: { before: resource.toWire(current) },
          parent: auditParentOf(request, resource.toWire(current), parentId),
        });
      });
    } catch (err) {
      if (sqlState(err) === FOREIGN_KEY_VIOLATION)
        throw conflict(`This ${resource.noun} is still in use.`, 'in_use');
      throw err;
    }
    return { success: true };
  }

  /**
   * PUT {order: [ids]}: the ordering column becomes 1..n in that order. The list must name every row under
   * the parent exactly once (409 with a field error per id otherwise); If-Match takes the list's ETag.
   */
  async function reorder(request: FastifyRequest, reply: FastifyReply) {
    const ordering = resource.ordering;
    if (!ordering) throw notFound();
    const scope = scopeOf(request);
    const { order } = request.body as { order: string[] };
    const action = resource.operations.reorder ?? 'reorder';
    request.auditTarget = {
      resourceType: resource.type,
      resourceId: (request.params as Record<string, string>)[parent?.param ?? 'id'] ?? null,
      action,
      parent: auditParentOf(request),
    };
    const rows = await inTransaction(db, request, async (tx) => {
      const parentId = await parentOf(tx, request, { forUpdate: true });
      const table = repo(tx, scope, parentId);
      const current = (await table.find({
        orderBy: `${ordering.column} ASC, id ASC`,
      })) as unknown as (Row & Record<string, unknown>)[];
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
      const byId = new Map(current.map((x) => [x.id, x]));
      const errors: FieldError[] = [];
      const seen = new Set<string>();
      order.forEach((id, i) => {
        if (seen.has(id)) errors.push({ path: `/order/${i}`, message: 'is named twice' });
        else if (!byId.has(id)) errors.push({ path: `/order/${i}`, message: `is no ${resource.noun} here` });
        seen.add(id);
      });
      const left = current.filter((x) => !seen.has(x.id));
      if (left.length)
        errors.push({ path: '/order', message: `leaves out ${left.map((x) => x.id).join(', ')}` });
      if (errors.length) {
        throw new HttpError(
          409,
          `The order must name every ${resource.noun} of this ${parent?.noun ?? 'scope'} exactly once.`,
          'order_mismatch',
          {},
          errors,
        );
      }
      const before = current.map((x) => x.id);
      await writeOrder(
        table,
        order.map((id) => byId.get(id) as Row & Record<string, unknown>),
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
  }

  const handlers: Record<string, RouteHandlerMethod> = {};
  const ops = resource.operations;
  if (ops.list) handlers[ops.list] = listHandler as RouteHandlerMethod;
  if (ops.get) handlers[ops.get] = get as RouteHandlerMethod;
  if (ops.create) handlers[ops.create] = handlesIdempotencyKey(create) as RouteHandlerMethod;
  if (ops.update) handlers[ops.update] = update as RouteHandlerMethod;
  if (ops.delete) handlers[ops.delete] = remove as RouteHandlerMethod;
  if (ops.reorder) handlers[ops.reorder] = reorder as RouteHandlerMethod;
  return {
    handlers,
    repo,
    list,
    load,
    parentOf,
    modify: (request, reply, action, values) => modify(request, reply, action, values),
  };
}

/** The handlers of one registered resource: `...crudHandlers(services, policies)`. */
export function crudHandlers<Row extends VersionedRow, Out, CreateInput, UpdateInput>(
  services: AppServices,
  resource: CrudResource<Row, Out, CreateInput, UpdateInput>,
): Record<string, RouteHandlerMethod> {
  return crudService(services, resource).handlers;
}
