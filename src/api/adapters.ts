// Each backend's envelope is unwrapped here and only here (ARCHITECTURE §4). Lists become
// `{items, total, page, pageSize}`; a failed call throws an ApiError; a cancelled call resolves with a typed
// "cancelled" empty result (see cancelled.ts) instead of failing.
import { toApiError } from './errors';
import { cancelledResult, isCancelledResponse } from './cancelled';
import type { BackendName } from './config';

/** What openapi-fetch resolves with. */
export interface FetchResult<D> {
  data?: D;
  error?: unknown;
  response: Response;
}

/** One page of a collection as the engine reads it. */
export interface Page<T> {
  items: T[];
  page: number;
  perPage: number;
  total: number;
  totalPages: number;
  /** Set on the empty page a cancelled request resolves with; hooks keep the previous page instead. */
  cancelled?: true;
}

/** One page of a collection, whatever the backend's envelope. `perPage` and `totalPages` are derived. */
export interface ListPage<T> extends Page<T> {
  pageSize: number;
}

function toPage<T>(items: T[], total: number, page: number, pageSize: number): ListPage<T> {
  return {
    items,
    total,
    page,
    pageSize,
    perPage: pageSize,
    totalPages: pageSize > 0 ? Math.ceil(total / pageSize) : 0,
  };
}

/** The page a cancelled list request resolves with. */
export function cancelledPage<T>(): ListPage<T> {
  return { ...toPage<T>([], 0, 0, 0), cancelled: true };
}

function wasCancelled(result: FetchResult<unknown>): boolean {
  return isCancelledResponse(result.response);
}

function ok<D>(result: FetchResult<D>): D {
  if (result.error !== undefined || !result.response.ok) throw toApiError(result.error, result.response);
  return result.data as D;
}

/** One resource, or the cancelled marker (typed as the resource: check with `isCancelled`). */
function cancelledOne<T>(): T {
  return cancelledResult as T;
}

function action(result: FetchResult<unknown>): void {
  if (!wasCancelled(result)) ok(result);
}

interface DataPageInfo {
  page: string | number;
  per_page: number;
  total_count: number;
  total_pages?: number;
}

/** A single resource with the ETag it was read at (sent back as If-Match on update and delete). */
export interface Versioned<T> {
  record: T;
  etag?: string;
}

/** Pairs an envelope's `one` with the answer's ETag header: `versioned(result, cdnEnvelope.one)`. */
export function versioned<R extends FetchResult<unknown>, T>(result: R, one: (result: R) => T): Versioned<T> {
  const record = one(result);
  const etag = result.response.headers.get('etag');
  return etag ? { record, etag } : { record };
}

/** CDN / main, log export, notifications, DDoS, certificates: `{data}` and `{data, page_info}`. */
export const cdnEnvelope = {
  one<T>(result: FetchResult<{ data: T }>): T {
    if (wasCancelled(result)) return cancelledOne<T>();
    return ok(result).data;
  },
  list<T>(result: FetchResult<{ data: T[]; page_info: DataPageInfo }>): ListPage<T> {
    if (wasCancelled(result)) return cancelledPage<T>();
    const { data, page_info: info } = ok(result);
    // The provider sends `page` as a string.
    return toPage(data, info.total_count, Number(info.page) || 1, info.per_page);
  },
  action,
};

interface DnsBody {
  success: boolean;
  error?: unknown;
  message?: unknown;
  request_id?: unknown;
}

function dnsOk<D extends DnsBody>(result: FetchResult<D>): D {
  const body = ok(result);
  // DNS may answer 200 with `success: false`.
  if (body.success === false)
    throw toApiError({ ...body, message: body.message ?? body.error }, result.response);
  return body;
}

/** DNS: `{success, result}` and `{success, result, page_info}`. */
export const dnsEnvelope = {
  one<T>(result: FetchResult<DnsBody & { result: T }>): T {
    if (wasCancelled(result)) return cancelledOne<T>();
    return dnsOk(result).result;
  },
  list<T>(result: FetchResult<DnsBody & { result: T[]; page_info: DataPageInfo }>): ListPage<T> {
    if (wasCancelled(result)) return cancelledPage<T>();
    const { result: items, page_info: info } = dnsOk(result);
    return toPage(items, info.total_count, Number(info.page) || 1, info.per_page);
  },
  action(result: FetchResult<unknown>): void {
    if (!wasCancelled(result)) dnsOk(result as FetchResult<DnsBody>);
  },
};

/** WAF and vulnerability scan: bare objects and `{items, page, size, total}`. */
export const itemsEnvelope = {
  one<T>(result: FetchResult<T>): T {
    if (wasCancelled(result)) return cancelledOne<T>();
    return ok(result);
  },
  list<T>(result: FetchResult<{ items: T[]; page: number; size: number; total: number }>): ListPage<T> {
    if (wasCancelled(result)) return cancelledPage<T>();
    const body = ok(result);
    return toPage(body.items, body.total, body.page, body.size);
  },
  action,
};

/** Backends that answer bare JSON (auth). */
export function unwrapPlain<D>(result: FetchResult<D>): D {
  if (wasCancelled(result)) return cancelledOne<D>();
  return ok(result);
}

/** The envelope of each backend. */
export const envelopeOf = {
  auth: itemsEnvelope,
  main: cdnEnvelope,
  waf: itemsEnvelope,
  dns: dnsEnvelope,
  va: itemsEnvelope,
  sc: cdnEnvelope,
  'log-export': cdnEnvelope,
  notification: cdnEnvelope,
  ddos: cdnEnvelope,
  certificate: cdnEnvelope,
} as const satisfies Record<BackendName, unknown>;
