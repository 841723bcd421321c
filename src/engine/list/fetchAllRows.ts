// Every row of a filtered view, page by page through the resource's own list operation (100 per request),
// up to a cap, reporting progress and stopping when the signal aborts.
import type { ListQuery, OperationContext, ResourceOperations } from '../types';

export const exportPageSize = 100;
export const exportRowCap = 10_000;

export interface FetchAllResult<Row> {
  rows: Row[];
  /** Rows matching the view on the server (may exceed `rows.length` when capped). */
  total: number;
  /** The cap cut the export short. */
  truncated: boolean;
}

type ListOperation<Row> = NonNullable<ResourceOperations<Row, unknown>['list']>;

export async function fetchAllRows<Row>(
  list: ListOperation<Row>,
  query: ListQuery,
  ctx: OperationContext & { signal: AbortSignal },
  onProgress: (fetched: number, total: number) => void,
  cap = exportRowCap,
): Promise<FetchAllResult<Row>> {
  const rows: Row[] = [];
  let total = 0;
  for (let page = 1; ; page += 1) {
    ctx.signal.throwIfAborted();
    const result = await untilAborted(list({ ...query, page, perPage: exportPageSize }, ctx), ctx.signal);
    ctx.signal.throwIfAborted();
    total = result.total;
    rows.push(...result.items);
    onProgress(Math.min(rows.length, cap), Math.min(total, cap));
    if (rows.length >= cap) {
      return { rows: rows.slice(0, cap), total, truncated: total > cap || rows.length > cap };
    }
    if (page >= result.totalPages || result.items.length === 0) return { rows, total, truncated: false };
  }
}

/** The promise, or a rejection as soon as the signal aborts (an operation may ignore `ctx.signal`). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
