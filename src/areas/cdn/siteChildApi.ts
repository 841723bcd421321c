// Operations of the collections that live under one site (/cdn/sites/{id}/page_rules, …/firewall_rules, …):
// each declaration writes its five calls against the typed client; this module adds what they share — the site
// id from the route's `siteId`, the envelope, the ETag and If-Match.
import { cdnEnvelope, versioned, type FetchResult } from '../../api/adapters';
import { isCancelled } from '../../api/cancelled';
import type { ListQuery, OperationContext, ResourceOperations } from '../../engine/types';

/** The parent site's id from the route (`siteId`); a child screen without one is a programming error. */
export function siteIdOf(ctx: Pick<OperationContext, 'params'>): string {
  const id = ctx.params.siteId;
  if (!id) throw new Error('A site child resource needs the siteId route parameter');
  return id;
}

function ifMatchHeader(ifMatch: string | undefined): Record<string, string> {
  return ifMatch ? { 'If-Match': ifMatch } : {};
}

/**
 * The list query the contract's site collections take (page, per_page, sort, search, status). Typed loosely
 * (`never` members): each call site hands it to its own operation, whose enums the engine's values come from.
 */
export type ListQueryParams = Record<string, never>;

export function listQueryOf(query: ListQuery): ListQueryParams {
  return {
    page: query.page,
    per_page: query.perPage,
    sort_by: query.sortBy,
    sort_direction: query.sortDirection,
    search: query.search,
    status: query.filters?.status,
  } as unknown as ListQueryParams;
}

/** What openapi-fetch resolves with, for the envelope to unwrap (the calls below are typed by the contract). */
type Answer = Promise<FetchResult<unknown>>;

/**
 * The five calls of one site collection, each a literal contract path (tests/support/console-operations.ts
 * reads call sites: a path must be written out where it is called). `header` carries If-Match.
 */
export interface SiteChildCalls {
  list: (siteId: string, query: ListQueryParams) => Answer;
  get: (siteId: string, id: string) => Answer;
  create: (siteId: string, body: never) => Answer;
  update: (siteId: string, id: string, body: never, header: Record<string, string>) => Answer;
  delete: (siteId: string, id: string, header: Record<string, string>) => Answer;
}

/** list/get/create/update/delete of one site collection: the route's site, the envelope, the ETag. */
export function siteChildOperations<TRecord, TInput>(
  calls: SiteChildCalls,
): Required<Pick<ResourceOperations<TRecord, TInput>, 'list' | 'get' | 'create' | 'update' | 'delete'>> {
  type One = FetchResult<{ data: TRecord }>;
  type Many = FetchResult<{
    data: TRecord[];
    page_info: { page: string; per_page: number; total_count: number };
  }>;
  return {
    list: async (query, ctx) =>
      cdnEnvelope.list((await calls.list(siteIdOf(ctx), listQueryOf(query))) as Many),
    get: async (id, ctx) => versioned((await calls.get(siteIdOf(ctx), id)) as One, cdnEnvelope.one),
    create: async (input, ctx) => cdnEnvelope.one((await calls.create(siteIdOf(ctx), input as never)) as One),
    update: async (id, input, ctx) =>
      versioned(
        (await calls.update(siteIdOf(ctx), id, input as never, ifMatchHeader(ctx.ifMatch))) as One,
        cdnEnvelope.one,
      ),
    delete: async (id, ctx) =>
      cdnEnvelope.action(await calls.delete(siteIdOf(ctx), id, ifMatchHeader(ctx.ifMatch))),
  };
}

/**
 * `setStatus` for a collection without a status path: reads the record, then replaces it with only `status`
 * changed, at the ETag it was read at (a change made meanwhile answers 412 and the switch restores itself).
 * `inputFields` are the writable fields (the form schema's properties); read-only and null values are left out.
 */
export function setStatusByReplace<TRecord, TInput>(
  operations: Pick<ResourceOperations<TRecord, TInput>, 'get' | 'update'>,
  inputFields: readonly string[],
): NonNullable<ResourceOperations<TRecord, TInput>['setStatus']> {
  const { get, update } = operations as Required<typeof operations>;
  return async (id, status, ctx) => {
    const current = await get(id, ctx);
    // An identical read replaced this one: resolve cancelled too (the switch re-reads).
    if (isCancelled(current.record)) return current;
    const record = current.record as Record<string, unknown>;
    const input = Object.fromEntries(
      inputFields
        .filter((field) => record[field] !== undefined && record[field] !== null)
        .map((field) => [field, record[field]]),
    );
    return update(id, { ...input, status } as TInput, { ...ctx, ifMatch: current.etag });
  };
}
