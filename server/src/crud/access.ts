// How the handlers of one resource reach its rows for a request: the caller's scope, the path's ids, the
// parent loaded through the guard (404 outside the scope), the guard of the table narrowed to it, the hooks'
// context and the parent an audit entry names.
import type { FastifyRequest } from 'fastify';
import type { AppServices, AuditParent } from '../context.js';
import type { Queryable } from '../db/index.js';
import { scoped } from '../db/scoped.js';
import type { Repository, Scope } from '../db/scoped.js';
import { notFound } from '../errors.js';
import type { HttpError } from '../errors.js';
import type { CrudContext, CrudResource, ParentOf, VersionedRow } from './definition.js';
import { repositoryFor } from './resource-repository.js';

export interface ResourceAccess<Row extends VersionedRow, Out, CreateInput, UpdateInput> {
  services: AppServices;
  resource: CrudResource<Row, Out, CreateInput, UpdateInput>;
  /** The parent the rows live under (resource-group scoped resources only). */
  parent: ParentOf | undefined;
  /** The guard of the table; under a parent, narrowed to the parent id given. */
  repo(q: Queryable, scope: Scope, parentId?: string): Repository<Row>;
  /** The parent of the request, loaded through the guard (404 outside the scope); undefined without parent. */
  parentOf(
    q: Queryable,
    request: FastifyRequest,
    options?: { forUpdate?: boolean },
  ): Promise<string | undefined>;
  /** The row as answered, or 404. */
  load(q: Queryable, scope: Scope, id: string, parentId?: string): Promise<Row>;
  /** The 404 of a row outside the scope (or the parent). */
  missing(): HttpError;
  /** The context the resource's hooks get. */
  ctxOf(tx: Queryable, request: FastifyRequest, parentId?: string): CrudContext;
  /** The row id the path names. */
  idOf(request: FastifyRequest): string;
  /** The row id the path names, recorded as the request's audit target for `action` (every write on a record). */
  targetRecord(request: FastifyRequest, action: string): string;
  /** The parent an entry names: the path's parent (as the request names it until loaded), or the record's. */
  auditParentOf(request: FastifyRequest, record?: Out, parentId?: string): AuditParent | null;
  /** The audit details naming the parent's id under its column (none without a parent). */
  parentDetails(parentId: string | undefined): Record<string, unknown> | undefined;
}

/** The value of a request header (the first, when repeated). */
export function header(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** The caller's scope; 404 without one. */
export function scopeOf(request: FastifyRequest): Scope {
  if (!request.scope) throw notFound();
  return request.scope;
}

/** A path parameter of the request. */
export function pathParam(request: FastifyRequest, name: string): string | undefined {
  return (request.params as Record<string, string>)[name];
}

export function resourceAccess<Row extends VersionedRow, Out, CreateInput, UpdateInput>(
  services: AppServices,
  resource: CrudResource<Row, Out, CreateInput, UpdateInput>,
): ResourceAccess<Row, Out, CreateInput, UpdateInput> {
  const r = resource as unknown as CrudResource<Row, Out, never, never>;
  const parent = resource.scope === 'resource-group' ? resource.parent : undefined;
  const idParam = parent?.idParam ?? 'id';
  const repo = (q: Queryable, scope: Scope, parentId?: string) => repositoryFor<Row>(r, q, scope, parentId);
  const missing = () => notFound(`No such ${resource.noun}.`);

  async function parentOf(
    q: Queryable,
    request: FastifyRequest,
    options: { forUpdate?: boolean } = {},
  ): Promise<string | undefined> {
    if (!parent) return undefined;
    const id = pathParam(request, parent.param);
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

  function auditParentOf(request: FastifyRequest, record?: Out, parentId?: string): AuditParent | null {
    if (parent) {
      const id = parentId ?? pathParam(request, parent.param);
      return id ? { type: parent.auditType, id } : null;
    }
    return (record && resource.auditParent?.(record)) || null;
  }

  return {
    services,
    resource,
    parent,
    repo,
    parentOf,
    load,
    missing,
    ctxOf: (tx, request, parentId) => ({
      tx,
      request,
      scope: scopeOf(request),
      services,
      ...(parentId === undefined ? {} : { parentId }),
    }),
    idOf: (request) => pathParam(request, idParam) as string,
    targetRecord: (request, action) => {
      const id = pathParam(request, idParam) as string;
      request.auditTarget = {
        resourceType: resource.type,
        resourceId: id,
        action,
        parent: auditParentOf(request),
      };
      return id;
    },
    auditParentOf,
    parentDetails: (parentId) => (parentId ? { [parent?.column as string]: parentId } : undefined),
  };
}
