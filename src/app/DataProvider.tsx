// swr's options for the console's data hooks. Given by the console frame (layouts.tsx), not by the app's
// providers: the sign-in pages load no data hooks, so their first page does not load swr.
import { createContext, useContext, type ReactNode } from 'react';
import { SWRConfig, type Cache, type SWRConfiguration } from 'swr';
import { isApiError } from '../api/errors';

const defaultErrorRetry = SWRConfig.defaultValue.onErrorRetry;

export const consoleDataOptions: SWRConfiguration = {
  revalidateOnFocus: false,
  // 4xx answers do not get better by retrying.
  shouldRetryOnError: (error: unknown) => !(isApiError(error) && error.status >= 400 && error.status < 500),
  errorRetryCount: 2,
  // swr's back-off, except that a retry whose read has since succeeded (a Retry button, a revalidation after
  // a write) is dropped: it would repeat a read that already answered.
  onErrorRetry: (error, key, config, revalidate, opts) =>
    defaultErrorRetry(
      error,
      key,
      config,
      (retry) => {
        // The config swr passes at run time is its full one, cache included.
        const { cache } = config as typeof config & { cache: Cache };
        if (cache.get(key)?.error !== undefined) void revalidate(retry);
      },
      opts,
    ),
};

/**
 * The options the frame gives its data hooks. Stories provide their own (no retries, so an error state stays
 * put for its screenshot): the frame's SWRConfig sits inside theirs and would override it otherwise.
 */
export const DataOptions = createContext<SWRConfiguration>(consoleDataOptions);

export function DataProvider({ children }: { children: ReactNode }) {
  return <SWRConfig value={useContext(DataOptions)}>{children}</SWRConfig>;
}
