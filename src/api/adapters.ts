// Each backend's envelope is unwrapped here and only here. A failed call throws an ApiError.
import { toApiError } from './errors';

/** What openapi-fetch resolves with. */
export interface FetchResult<D> {
  data?: D;
  error?: unknown;
  response: Response;
}

/** One page of a collection, whatever the backend's envelope. */
export interface Page<T> {
  items: T[];
  page: number;
  perPage: number;
  total: number;
  totalPages: number;
}

function ok<D>(result: FetchResult<D>): D {
  if (result.error !== undefined || !result.response.ok) throw toApiError(result.error, result.response);
  return result.data as D;
}

/** Backends that answer bare JSON (auth). */
export function unwrapPlain<D>(result: FetchResult<D>): D {
  return ok(result);
}

interface CdnPageInfo {
  page: string | number;
  per_page: number;
  total_count: number;
  total_pages: number;
}

/** CDN / main backend: `{data}` for one resource, `{data, page_info}` for a list. */
export const cdnEnvelope = {
  one<T>(result: FetchResult<{ data: T }>): T {
    return ok(result).data;
  },
  list<T>(result: FetchResult<{ data: T[]; page_info: CdnPageInfo }>): Page<T> {
    const body = ok(result);
    const info = body.page_info;
    return {
      items: body.data,
      page: Number(info.page) || 1,
      perPage: info.per_page,
      total: info.total_count,
      totalPages: info.total_pages,
    };
  },
  action(result: FetchResult<unknown>): void {
    ok(result);
  },
};
