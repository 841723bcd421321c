// The console's swr retries a failed read with back-off, but never repeats a read that has answered since the
// failure (a Retry button, a revalidation after a write): the retry timer checks the key's state when it fires.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cache, SWRConfiguration } from 'swr';
import { consoleDataOptions } from '../../../src/app/DataProvider';
import { ApiError } from '../../../src/api/errors';

type RetryConfig = Parameters<NonNullable<SWRConfiguration['onErrorRetry']>>[2];

function retryWith(state: { error?: unknown; data?: unknown }) {
  const cache = new Map([['sites', state]]) as unknown as Cache;
  const config = { ...consoleDataOptions, errorRetryInterval: 5000, cache } as unknown as RetryConfig;
  const revalidate = vi.fn(async () => true);
  consoleDataOptions.onErrorRetry!(
    new ApiError({ message: 'down', status: 503 }),
    'sites',
    config,
    revalidate,
    {
      retryCount: 1,
      dedupe: true,
    },
  );
  return { revalidate, cache: cache as unknown as Map<string, unknown> };
}

describe('error retries of the console data hooks', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('MUST retry a read that is still failing when its back-off ends', () => {
    const { revalidate } = retryWith({ error: new Error('down') });
    vi.advanceTimersByTime(20_000);
    expect(revalidate).toHaveBeenCalledTimes(1);
  });

  it('MUST NOT repeat a read that answered before its back-off ended', () => {
    const { revalidate, cache } = retryWith({ error: new Error('down') });
    cache.set('sites', { data: ['shop'] });
    vi.advanceTimersByTime(20_000);
    expect(revalidate).not.toHaveBeenCalled();
  });

  it('MUST give up after the configured number of retries', () => {
    const cache = new Map([['sites', { error: new Error('down') }]]) as unknown as Cache;
    const config = { ...consoleDataOptions, errorRetryInterval: 5000, cache } as unknown as RetryConfig;
    const revalidate = vi.fn(async () => true);
    consoleDataOptions.onErrorRetry!(new Error('down'), 'sites', config, revalidate, {
      retryCount: 3,
      dedupe: true,
    });
    vi.advanceTimersByTime(60_000);
    expect(revalidate).not.toHaveBeenCalled();
  });
});
