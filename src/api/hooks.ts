// React bindings: swr hooks for one resource and for a page of them (the previous data stays on screen while
// revalidating, and a cancelled request is never data); with the session, loading and health hooks of
// stateHooks.ts.
import { useEffect, useRef } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from './errors';
import type { Page } from './adapters';
import { isCancelled, replacementsSettled } from './cancelled';

// The hooks the sign-in pages use too live apart, without swr (their first page loads no data hooks).
export { useApiHealth, useApiLoading, useSession, type SessionState } from './stateHooks';

/** swr key: the resource name plus its parameters (stable, JSON-serialisable). */
export type ApiKey = readonly [string, ...unknown[]];

/** Cancelled is the marker itself, a page marked so, or one resource read with its ETag whose record is it. */
function isCancelledAnswer(value: unknown): boolean {
  return isCancelled(value) || isCancelled((value as { record?: unknown } | null)?.record);
}

/** Reads again after a replaced read at most this often (each waits for the replacements to answer). */
const rereadsAfterReplacement = 2;

/**
 * Wrap a fetcher so that a cancelled call is never data. A read replaced by an identical one (another caller
 * asking the same: a dialog loading what the list shows) reads again once the replacement has answered: the
 * replacement's answer went to its own caller. A read cancelled otherwise resolves with the data already shown,
 * or with none when nothing is shown yet (the page keeps its loading state; a list must not show "no rows"
 * for it, nor a page read a marker as its record). A fetcher that builds its data from several calls passes a
 * cancelled one on as the marker (`allOrCancelled`).
 */
export function keepShownOnCancel<D>(
  fetcher: () => Promise<D>,
  shown: () => D | undefined,
): () => Promise<D | undefined> {
  return async () => {
    for (let reread = 0; ; reread += 1) {
      const value = await fetcher();
      if (!isCancelledAnswer(value)) return value;
      const replaced = replacementsSettled();
      if (!replaced || reread >= rereadsAfterReplacement) return shown();
      await replaced;
    }
  };
}

/** swr with `keepPreviousData`, whose fetcher resolves a cancelled call with the data on screen, or none. */
function useKeepingSWR<D>(
  key: ApiKey | null,
  fetcher: () => Promise<D>,
  config?: SWRConfiguration<D, ApiError>,
): SWRResponse<D, ApiError> {
  const shown = useRef<D | undefined>(undefined);
  const response = useSWR<D, ApiError>(
    key,
    keepShownOnCancel(fetcher, () => shown.current) as () => Promise<D>,
    { keepPreviousData: true, ...config },
  );
  const { data } = response;
  useEffect(() => {
    shown.current = data;
  }, [data]);
  return response;
}

/** A page of a collection. `key` null pauses the request. */
export function useApiList<T>(
  key: ApiKey | null,
  fetcher: () => Promise<Page<T>>,
  config?: SWRConfiguration<Page<T>, ApiError>,
): SWRResponse<Page<T>, ApiError> {
  return useKeepingSWR(key, fetcher, config);
}

/** One resource. `key` null pauses the request. */
export function useApiItem<T>(
  key: ApiKey | null,
  fetcher: () => Promise<T>,
  config?: SWRConfiguration<T, ApiError>,
): SWRResponse<T, ApiError> {
  return useKeepingSWR(key, fetcher, config);
}
