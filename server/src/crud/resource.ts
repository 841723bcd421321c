// The generic, schema-driven CRUD module (ARCHITECTURE §3 point 4). A resource is described once — table,
// scope kind, select list, wire shape, operationIds, sortable/searchable/filterable fields and the few hooks
// that carry its rules — and crudHandlers() serves list/get/create/update/delete for it:
//   list:   {data, page_info}, page/per_page ≤ 100, sort_by whitelisted (unknown → the default), search, filters
//   get:    ETag
//   create: Idempotency-Key, 201 + ETag, unique violation → 409, foreign key violation → 404
//   update: If-Match → 412 carrying the current ETag
//   delete: If-Match, hooks may refuse with 409
// Rows are typed columns (no jsonb body): the tables already exist with constraints, and sort/filter/search
// are then plain SQL over indexed columns. Every statement goes through the repository guard (db/scoped.ts),
// every write leaves one audit row (with before/after) in its own transaction. Request bodies were already
// validated against the contract by the server; the stored shape the module returns is checked against
// `storedSchema` by the tests (server/src/test/crud*.test.ts).
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { AppServices } from '../context.js';
import { sqlState, UNIQUE_VIOLATION } from '../db/index.js';
import type { Queryable } from '../db/index.js';
import { scoped, tenantScoped } from '../db/scoped.js';
import type { Repository, Scope, ScopedTableName, TenantTableName } from '../db/scoped.js';
import { conflict, notFound } from '../errors.js';
import type { HttpError } from '../errors.js';
import { inTransaction, writeAudit } from '../plugins/audit.js';
import { etagOf, requireMatch, staleWrite } from './etag.js';
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
  operations: Partial<Record<'list' | 'get' | 'create' | 'update' | 'delete', string>>;
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

export function repositoryFor<Row extends VersionedRow>(
  resource: CrudResource<Row, unknown, never, never>,
  q: Queryable,
  scope: Scope,
): Repository<Row> {
  return resource.scope === 'tenant'
    ? tenantScoped<Row>(q, resource.table, scope.tenantId, resource.columns, resource.sharedReads ?? false)
    : scoped<Row>(q, resource.table, scope, resource.columns);
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
  repo(q: Queryable, scope: Scope): Repository<Row>;
  /** A list page; `extra` narrows it (e.g. one project's resource groups). */
  list(request: FastifyRequest, extra?: Condition[]): Promise<{ data: Out[]; page_info: PageInfo }>;
  /** The row as answered, or 404. */
  load(q: Queryable, scope: Scope, id: string): Promise<Row>;
}

export function crudService<Row extends VersionedRow, Out, CreateInput, UpdateInput>(
  services: AppServices,
  resource: CrudResource<Row, Out, CreateInput, UpdateInput>,
): CrudService<Row, Out> {
  const { db } = services;
  const r = resource as unknown as CrudResource<Row, Out, never, never>;
  const repo = (q: Queryable, scope: Scope) => repositoryFor<Row>(r, q, scope);
  const missing = () => notFound(`No such ${resource.noun}.`);
  const ctxOf = (tx: Queryable, request: FastifyRequest): CrudContext => ({
    tx,
    request,
    scope: scopeOf(request),
    services,
  });

  async function load(q: Queryable, scope: Scope, id: string): Promise<Row> {
    const row = await repo(q, scope).get(id);
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

  async function list(request: FastifyRequest, extra: Condition[] = []) {
    const scope = scopeOf(request);
    const query = (request.query ?? {}) as ListQuery;
    const table = repo(db, scope);
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

  async function get(request: FastifyRequest, reply: FastifyReply) {
    const { id } = request.params as { id: string };
    const row = await load(db, scopeOf(request), id);
    reply.header('etag', etagOf(row));
    return { data: resource.toWire(row) };
  }

  async function create(request: FastifyRequest, reply: FastifyReply) {
    const build = resource.create;
    if (!build) throw notFound();
    const scope = scopeOf(request);
    const input = request.body as CreateInput;
    const action = resource.operations.create ?? 'create';
    request.auditTarget = { resourceType: resource.type, action };
    let answer: StoredAnswer;
    try {
      answer = await inTransaction(db, request, (tx) =>
        idempotent(
          tx,
          request,
          {
            operation: action,
            scopeKey: resource.scope === 'tenant' ? scope.tenantId : scope.resourceGroupId,
            resourceType: resource.type,
            now: services.clock(),
            ttlMs: services.settings.idempotencyTtlMs,
          },
          async () => {
            const ctx = ctxOf(tx, request);
            const values = await build(input, ctx);
            const id = randomUUID();
            request.auditTarget = { resourceType: resource.type, resourceId: id, action };
            const table = repo(tx, scope);
            const inserted = await table.insert({ id, ...values });
            await resource.afterCreate?.(inserted, input, ctx);
            const row = (await table.get(id)) ?? inserted;
            const data = resource.toWire(row);
            await writeAudit(tx, request, {
              resourceType: resource.type,
              resourceId: id,
              action,
              statusCode: 201,
              change: { after: data },
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

  async function update(request: FastifyRequest, reply: FastifyReply) {
    const change = resource.update;
    if (!change) throw notFound();
    const scope = scopeOf(request);
    const { id } = request.params as { id: string };
    const input = request.body as UpdateInput;
    const action = resource.operations.update ?? 'update';
    request.auditTarget = { resourceType: resource.type, resourceId: id, action };
    try {
      const row = await inTransaction(db, request, async (tx) => {
        const table = repo(tx, scope);
        const current = await table.get(id, { forUpdate: true });
        if (!current) throw missing();
        resource.guardChange?.(current);
        requireMatch(header(request, 'if-match'), current, () => resource.toWire(current));
        const values = await change(input, current, ctxOf(tx, request));
        const changed = await table.update(id, values, current.version);
        if (!changed) throw staleWrite(current, () => resource.toWire(current));
        const fresh = (await table.get(id)) ?? changed;
        await writeAudit(tx, request, {
          resourceType: resource.type,
          resourceId: id,
          action,
          statusCode: 200,
          change: { before: resource.toWire(current), after: resource.toWire(fresh) },
        });
        return fresh;
      });
      reply.header('etag', etagOf(row));
      return { data: resource.toWire(row) };
    } catch (err) {
      throw translate(err, input);
    }
  }

  async function remove(request: FastifyRequest) {
    const scope = scopeOf(request);
    const { id } = request.params as { id: string };
    const action = resource.operations.delete ?? 'delete';
    request.auditTarget = { resourceType: resource.type, resourceId: id, action };
    try {
      await inTransaction(db, request, async (tx) => {
        const table = repo(tx, scope);
        const current = await table.get(id, { forUpdate: true });
        if (!current) throw missing();
        resource.guardChange?.(current);
        requireMatch(header(request, 'if-match'), current, () => resource.toWire(current));
        await resource.beforeDelete?.(current, ctxOf(tx, request));
        if (!(await table.delete(id, current.version)))
          throw staleWrite(current, () => resource.toWire(current));
        await writeAudit(tx, request, {
          resourceType: resource.type,
          resourceId: id,
          action,
          statusCode: 200,
          change: { before: resource.toWire(current) },
        });
      });
    } catch (err) {
      if (sqlState(err) === FOREIGN_KEY_VIOLATION)
        throw conflict(`This ${resource.noun} is still in use.`, 'in_use');
      throw err;
    }
    return { success: true };
  }

  const handlers: Record<string, RouteHandlerMethod> = {};
  const ops = resource.operations;
  if (ops.list) handlers[ops.list] = ((request: FastifyRequest) => list(request)) as RouteHandlerMethod;
  if (ops.get) handlers[ops.get] = get as RouteHandlerMethod;
  if (ops.create) handlers[ops.create] = handlesIdempotencyKey(create) as RouteHandlerMethod;
  if (ops.update) handlers[ops.update] = update as RouteHandlerMethod;
  if (ops.delete) handlers[ops.delete] = remove as RouteHandlerMethod;
  return { handlers, repo, list, load };
}

/** The handlers of one registered resource: `...crudHandlers(services, policies)`. */
export function crudHandlers<Row extends VersionedRow, Out, CreateInput, UpdateInput>(
  services: AppServices,
  resource: CrudResource<Row, Out, CreateInput, UpdateInput>,
): Record<string, RouteHandlerMethod> {
  return crudService(services, resource).handlers;
}
