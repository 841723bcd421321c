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
// This file assembles a resource's service and maps its operationIds to handlers; the parts live beside it:
// definition.ts (the description), access.ts (scope, parent, guard), read.ts and list-query.ts (list, get),
// create.ts, modify.ts (update), remove.ts, reorder.ts and ordering.ts, sql-errors.ts, etag.ts, idempotency.ts.
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { AppServices } from '../context.js';
import type { Queryable } from '../db/index.js';
import type { Repository, Scope } from '../db/scoped.js';
import { resourceAccess } from './access.js';
import { createHandler } from './create.js';
import type { Condition, CrudContext, CrudResource, VersionedRow } from './definition.js';
import { handlesIdempotencyKey } from './idempotency.js';
import { modifications } from './modify.js';
import type { PageInfo } from './paging.js';
import { reads } from './read.js';
import { removeHandler } from './remove.js';
import { reorderHandler } from './reorder.js';

export { defineCrud } from './definition.js';
export type { Condition, CrudContext, CrudResource, Ordering, ParentOf, VersionedRow } from './definition.js';
export { listEtagOf } from './etag.js';
export { repositoryFor } from './resource-repository.js';
export { FOREIGN_KEY_VIOLATION } from './sql-errors.js';

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

/** The service of one resource: its handlers by operationId, and its parts for a resource's own handlers. */
export function crudService<Row extends VersionedRow, Out, CreateInput, UpdateInput>(
  services: AppServices,
  resource: CrudResource<Row, Out, CreateInput, UpdateInput>,
): CrudService<Row, Out> {
  const access = resourceAccess(services, resource);
  const { list, listHandler, get } = reads(access);
  const { modify, update } = modifications(access);
  const handlers: Record<string, RouteHandlerMethod> = {};
  const ops = resource.operations;
  if (ops.list) handlers[ops.list] = listHandler as RouteHandlerMethod;
  if (ops.get) handlers[ops.get] = get as RouteHandlerMethod;
  if (ops.create) handlers[ops.create] = handlesIdempotencyKey(createHandler(access)) as RouteHandlerMethod;
  if (ops.update) handlers[ops.update] = update as RouteHandlerMethod;
  if (ops.delete) handlers[ops.delete] = removeHandler(access) as RouteHandlerMethod;
  if (ops.reorder) handlers[ops.reorder] = reorderHandler(access) as RouteHandlerMethod;
  return { handlers, repo: access.repo, list, load: access.load, parentOf: access.parentOf, modify };
}

/** The handlers of one registered resource: `...crudHandlers(services, policies)`. */
export function crudHandlers<Row extends VersionedRow, Out, CreateInput, UpdateInput>(
  services: AppServices,
  resource: CrudResource<Row, Out, CreateInput, UpdateInput>,
): Record<string, RouteHandlerMethod> {
  return crudService(services, resource).handlers;
}
