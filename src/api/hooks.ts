// React bindings: the session (from storage), swr hooks for one resource and for a page of them (the
// previous data stays on screen while revalidating, and a cancelled request never replaces it), the
// loading state for the progress bar and the error states for the shell.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from './errors';
import type { Page } from './adapters';
import { isCancelled } from './cancelled';
import { loadingCount, subscribeLoading } from './loading';
import { getApiHealth, subscribeApiHealth, type ApiHealth } from './health';
import { getAccessToken, getProfile, sessionVersion, subscribeSession, type Profile } from './session';

export interface SessionState {
  signedIn: boolean;
  profile: Profile | null;
}

let cached: { version: number; token: string | null; state: SessionState } | null = null;

function snapshot(): SessionState {
  const version = sessionVersion();
  const token = getAccessToken();
  if (!cached || cached.version !== version || cached.token !== token) {
    const profile = token ? getProfile() : null;
    // Signed in once the profile is stored too: sign-in saves the tokens first, and a guard that saw a
    // session without its permissions would refuse the page.
    cached = { version, token, state: { signedIn: profile !== null, profile } };
  }
  return cached.state;
}

/** The current session; re-renders on sign-in, sign-out and changes from other tabs. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, snapshot, snapshot);
}

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

const anyLoading = () => loadingCount() > 0;

/** True while any request runs (the global progress bar). */
export function useApiLoading(): boolean {
  return useSyncExternalStore(subscribeLoading, anyLoading, anyLoading);
}

/** The network, server and token error states (SPEC §8) for the shell's banner. */
export function useApiHealth(): ApiHealth {
  return useSyncExternalStore(subscribeApiHealth, getApiHealth, getApiHealth);
}
