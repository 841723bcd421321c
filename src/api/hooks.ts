// React bindings: the session (from storage) and swr hooks for one resource and for a page of them.
import { useSyncExternalStore } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from './errors';
import type { Page } from './adapters';
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

/** A page of a collection. `key` null pauses the request. */
export function useApiList<T>(
  key: ApiKey | null,
  fetcher: () => Promise<Page<T>>,
  config?: SWRConfiguration<Page<T>, ApiError>,
): SWRResponse<Page<T>, ApiError> {
  return useSWR<Page<T>, ApiError>(key, fetcher, { keepPreviousData: true, ...config });
}

/** One resource. `key` null pauses the request. */
export function useApiItem<T>(
  key: ApiKey | null,
  fetcher: () => Promise<T>,
  config?: SWRConfiguration<T, ApiError>,
): SWRResponse<T, ApiError> {
  return useSWR<T, ApiError>(key, fetcher, config);
}
