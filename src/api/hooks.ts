// React bindings: swr hooks for one resource and for a page of them (the previous data stays on screen while
// revalidating, and a cancelled request never replaces it); with the session, loading and health hooks of
// stateHooks.ts.
import { useEffect, useRef } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from './errors';
import type { Page } from './adapters';
import { isCancelled } from './cancelled';

// The hooks the sign-in pages use too live apart, without swr (their first page loads no data hooks).
export { useApiHealth, useApiLoading, useSession, type SessionState } from './stateHooks';

/** swr key: the resource name plus its parameters (stable, JSON-serialisable). */
export type ApiKey = readonly [string, ...unknown[]];

/**
 * Wrap a fetcher so that a cancelled result resolves with the data already shown (when there is some):
 * the request that replaced it brings the fresh data. Cancelled is the marker itself, a page marked so, or
 * one resource read with its ETag whose record is the marker. With nothing shown it resolves with
 * `nothingShown(value)`: by default the marker (a list shows no rows), for one resource no data at all.
 */
export function keepShownOnCancel<D>(
  fetcher: () => Promise<D>,
  shown: () => D | undefined,
  nothingShown: (value: D) => D = (value) => value,
): () => Promise<D> {
  return async () => {
    const value = await fetcher();
    if (!isCancelled(value) && !isCancelled((value as { record?: unknown } | null)?.record)) return value;
    return shown() ?? nothingShown(value);
  };
}

/** swr with `keepPreviousData`, whose fetcher resolves a cancelled call with the data on screen. */
function useKeepingSWR<D>(
  key: ApiKey | null,
  fetcher: () => Promise<D>,
  config?: SWRConfiguration<D, ApiError>,
  nothingShown?: (value: D) => D,
): SWRResponse<D, ApiError> {
  const shown = useRef<D | undefined>(undefined);
  const response = useSWR<D, ApiError>(
    key,
    keepShownOnCancel(fetcher, () => shown.current, nothingShown),
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
  // A cancelled read with nothing shown is no answer yet (pages show their loading state), never a record:
  // pages read `data.record` and would take the marker for one (issue 9: the origin page crashed on it).
  return useKeepingSWR(key, fetcher, config, () => undefined as T);
}
