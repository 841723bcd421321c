// A registry entry's client operations, derived from the contract paths it names (`api` of the entry): list
// and create at `listPath` (or `createPath`), get, update and delete at `itemPath`, through the backend's
// envelope and list spelling (backendServices.ts), with If-Match on writes. An entry writes an operation by
// hand only where the API differs; tests/support/registry-operations.ts hands these same calls to the fault
// suites, and the contract test there fails a derived call the backend's contract does not have.
import { api } from './client';
import { versioned, type FetchResult, type ListPage, type Versioned } from './adapters';
import { backendServices } from './backendServices';
import type { BackendName } from './config';
import { ifMatchHeader } from './headers';
import { listQueryParams, type ListQuery } from './listQuery';

export type DerivedOperation = 'list' | 'get' | 'create' | 'update' | 'delete';

/** Where the API serves a resource: the registry entry's `api`. */
export interface ResourceApi {
  backend: BackendName;
  /** The contract path of one record, e.g. "/tenant/group/{id}" (also the detail page's "Copy as curl"). */
  itemPath: string;
  /** The collection: list (GET) and, unless `createPath` says otherwise, create (POST). */
  listPath?: string;
  /** Where records are created when that is not the collection (POST /tenant/group beside GET /tenant/groups). */
  createPath?: string;
  /** The path parameter holding the record id (default `id`; page rules: `ruleId`). */
  recordParam?: string;
  /** Path parameter → the route parameter filling it, where they differ (page rules: `{ id: 'siteId' }`). */
  routeParams?: Record<string, string>;
  /** The fields an update sends, when the API fixes the others at create (a group's members). */
  updateFields?: readonly string[];
  /** Operations not derived: the API has none, or the entry writes its own (default: all five derived). */
  without?: readonly DerivedOperation[];
}

/** The context a derived call reads (the engine's OperationContext). */
export interface CallContext {
  params: Readonly<Record<string, string | undefined>>;
  ifMatch?: string;
}

/** The derived calls of one entry, as the engine's ResourceOperations of any record. */
export interface DerivedCalls {
  list?: (query: ListQuery, ctx: CallContext) => Promise<ListPage<unknown>>;
  get?: (id: string, ctx: CallContext) => Promise<Versioned<unknown>>;
  create?: (input: unknown, ctx: CallContext) => Promise<unknown>;
  update?: (id: string, input: unknown, ctx: CallContext) => Promise<Versioned<unknown>>;
  delete?: (id: string, ctx: CallContext) => Promise<void>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One derived call: its operation, method and contract path. */
export interface DeclaredCall {
  operation: DerivedOperation;
  method: Method;
  path: string;
}

/** The calls `resourceApi` derives, for the fault suites and the contract test (no client involved). */
export function declaredCalls(resourceApi: ResourceApi): DeclaredCall[] {
  const { listPath, itemPath } = resourceApi;
  const createPath = resourceApi.createPath ?? listPath;
  const calls: DeclaredCall[] = [
    ...(listPath ? [{ operation: 'list', method: 'GET', path: listPath } as const] : []),
    { operation: 'get', method: 'GET', path: itemPath },
    ...(createPath ? [{ operation: 'create', method: 'POST', path: createPath } as const] : []),
    { operation: 'update', method: 'PUT', path: itemPath },
    { operation: 'delete', method: 'DELETE', path: itemPath },
  ];
  return calls.filter((call) => !resourceApi.without?.includes(call.operation));
}

type UntypedClient = Record<Method, (path: string, init: object) => Promise<FetchResult<never>>>;

/** Fills the path's `{name}`s: the record id, else the route parameter of that name (or the one mapped to it). */
function pathParams(resourceApi: ResourceApi, path: string, ctx: CallContext, id?: string) {
  const recordParam = resourceApi.recordParam ?? 'id';
  const names = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  return Object.fromEntries(
    names.map((name) => {
      if (id !== undefined && name === recordParam) return [name, id];
      const value = ctx.params[resourceApi.routeParams?.[name] ?? name];
      if (!value) throw new Error(`${path} needs the route parameter for {${name}}`);
      return [name, value];
    }),
  );
}

/** The calls of `resourceApi`, one per operation `declaredCalls` names. */
export function resourceCalls(resourceApi: ResourceApi): DerivedCalls {
  const service = backendServices[resourceApi.backend];
  if (!service) throw new Error(`No service description of backend ${resourceApi.backend}`);
  const { envelope } = service;
  const client = () => api()[resourceApi.backend] as unknown as UntypedClient;
  interface CallInit {
    id?: string;
    params?: { query?: object; header?: Record<string, string> };
    body?: unknown;
  }
  const call = (method: Method, path: string, ctx: CallContext, { id, params, body }: CallInit) =>
    client()[method](path, {
      params: { path: pathParams(resourceApi, path, ctx, id), ...params },
      ...(body === undefined ? {} : { body }),
    });
  const pick = (input: unknown) =>
    resourceApi.updateFields
      ? Object.fromEntries(
          resourceApi.updateFields
            .filter((field) => (input as Record<string, unknown>)[field] !== undefined)
            .map((field) => [field, (input as Record<string, unknown>)[field]]),
        )
      : input;
  const derived: Required<DerivedCalls> = {
    list: async (query, ctx) =>
      envelope.list(
        await call('GET', resourceApi.listPath!, ctx, {
          params: { query: listQueryParams(query, service.list) },
        }),
      ),
    get: async (id, ctx) =>
      versioned(await call('GET', resourceApi.itemPath, ctx, { id }), (result) => envelope.one(result)),
    create: async (input, ctx) =>
      envelope.one(await call('POST', resourceApi.createPath ?? resourceApi.listPath!, ctx, { body: input })),
    update: async (id, input, ctx) =>
      versioned(
        await call('PUT', resourceApi.itemPath, ctx, {
          id,
          params: { header: ifMatchHeader(ctx.ifMatch) },
          body: pick(input),
        }),
        (result) => envelope.one(result),
      ),
    delete: async (id, ctx) =>
      envelope.action(
        await call('DELETE', resourceApi.itemPath, ctx, {
          id,
          params: { header: ifMatchHeader(ctx.ifMatch) },
        }),
      ),
  };
  return Object.fromEntries(
    declaredCalls(resourceApi).map((declared) => [declared.operation, derived[declared.operation]]),
  ) as DerivedCalls;
}
