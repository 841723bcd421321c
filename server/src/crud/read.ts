// The reads of a resource: a list page ({data, page_info}, with an ETag over the whole set when the resource
// asks for one) and one row with its ETag.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/index.js';
import { scopeOf } from './access.js';
import type { ResourceAccess } from './access.js';
import type { Condition, VersionedRow } from './definition.js';
import { etagOf, listEtagOf } from './etag.js';
import { listStatement } from './list-query.js';
import { pageInfo } from './paging.js';
import type { ListQuery, PageInfo } from './paging.js';

export interface Reads<Out> {
  /** A list page; `extra` narrows it (e.g. one project's resource groups). */
  list(request: FastifyRequest, extra?: Condition[]): Promise<{ data: Out[]; page_info: PageInfo }>;
  listHandler(request: FastifyRequest, reply: FastifyReply): Promise<{ data: Out[]; page_info: PageInfo }>;
  get(request: FastifyRequest, reply: FastifyReply): Promise<{ data: Out }>;
}

export function reads<Row extends VersionedRow, Out, CreateInput, UpdateInput>(
  access: ResourceAccess<Row, Out, CreateInput, UpdateInput>,
): Reads<Out> {
  const { resource, repo, parentOf } = access;
  const { db } = access.services;

  async function list(request: FastifyRequest, extra: Condition[] = []) {
    const scope = scopeOf(request);
    const query = (request.query ?? {}) as ListQuery;
    const table = repo(db, scope, await parentOf(db, request));
    const { where, params, orderBy, page, perPage, offset } = listStatement(
      resource,
      query,
      table.firstParam,
      extra,
    );
    const total = await table.count(where, params);
    const rows = await table.find({ where, params, orderBy, limit: perPage, offset });
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
    const row = await access.load(db, scopeOf(request), access.idOf(request), parentId);
    reply.header('etag', etagOf(row));
    return { data: resource.toWire(row) };
  }

  return { list, listHandler, get };
}
