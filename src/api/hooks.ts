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
 * the request that replaced it brings the fresh data.
 */
export function keepShownOnCancel<D>(
  fetcher: () => Promise<D>,
  shown: () => D | undefined,
): () => Promise<D> {
  return async () => {
    const value = await fetcher();
    return isCancelled(value) ? (shown() ?? value) : value;
  };
}

/** swr with `keepPreviousData`, whose fetcher resolves a cancelled call with the data on screen. */
function useKeepingSWR<D>(
  key: ApiKey | null,
  fetcher: () => Promise<D>,
  config?: SWRConfiguration<D, ApiError>,
): SWRResponse<D, ApiError> {
  const shown = useRef<D | undefined>(undefined);
  const response = useSWR<D, ApiError>(
    key,
    keepShownOnCancel(fetcher, () => shown.current),
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
