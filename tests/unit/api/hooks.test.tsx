// swr hooks keep the previous data while revalidating and never take a cancelled result for data (they keep
// what is shown, or have none yet); the progress bar and the shell read the loading and error-state stores.
import { act, render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelledPage, type Page } from '../../../src/api/adapters';
import { cancelledResult } from '../../../src/api/cancelled';
import {
  keepShownOnCancel,
  useApiHealth,
  useApiItem,
  useApiList,
  useApiLoading,
  useSession,
} from '../../../src/api/hooks';
import { reportNetworkError, reportTokenError } from '../../../src/api/health';
import { startLoading } from '../../../src/api/loading';
import { saveProfile, saveTokens, clearSession } from '../../../src/api/session';
import { profile, resetApiState } from './fakeServer';

const fresh = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

function pageOf(items: string[], page = 1): Page<string> {
  return { items, page, perPage: 20, total: items.length, totalPages: 1 };
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** How one resource's read (`versioned`) answers when cancelled: the record is the marker. */
const cancelledVersioned = { record: cancelledResult };

describe('useApiList / useApiItem', () => {
  beforeEach(() => resetApiState());

  it('keeps the previous page on screen while the next one loads', async () => {
    const next = deferred<Page<string>>();
    const fetchPage = vi.fn((page: number) => (page === 1 ? Promise.resolve(pageOf(['a'])) : next.promise));
    const { result, rerender } = renderHook(
      ({ page }) => useApiList(['sites', page], () => fetchPage(page)),
      {
        wrapper: fresh,
        initialProps: { page: 1 },
      },
    );
    await waitFor(() => expect(result.current.data?.items).toEqual(['a']));
    rerender({ page: 2 });
    await waitFor(() => expect(fetchPage).toHaveBeenCalledWith(2));
    expect(result.current.data?.items).toEqual(['a']);
    await act(async () => next.resolve(pageOf(['b'], 2)));
    await waitFor(() => expect(result.current.data?.items).toEqual(['b']));
  });

  it('a cancelled revalidation leaves the shown page in place', async () => {
    let answer: Page<string> = pageOf(['a']);
    const { result } = renderHook(() => useApiList(['sites'], async () => answer), { wrapper: fresh });
    await waitFor(() => expect(result.current.data?.items).toEqual(['a']));
    answer = cancelledPage<string>();
    await act(async () => {
      await result.current.mutate();
    });
    expect(result.current.data?.items).toEqual(['a']);
    expect(result.current.data?.cancelled).toBeUndefined();
  });

  it('keeps one resource the same way, and pauses on a null key', async () => {
    let answer: unknown = { id: 'x' };
    const fetcher = vi.fn(async () => answer as { id: string });
    const { result } = renderHook(() => useApiItem(['site', 'x'], fetcher), { wrapper: fresh });
    await waitFor(() => expect(result.current.data).toEqual({ id: 'x' }));
    answer = cancelledResult;
    await act(async () => {
      await result.current.mutate();
    });
    expect(result.current.data).toEqual({ id: 'x' });
    const paused = vi.fn(async () => 1);
    renderHook(() => useApiItem(null, paused), { wrapper: fresh });
    expect(paused).not.toHaveBeenCalled();
  });

  it('keeps one resource read with its ETag whose record is the marker; with nothing shown, no data', async () => {
    let answer: unknown = cancelledVersioned;
    const fetcher = vi.fn(async () => answer as { record: { id: string }; etag?: string });
    const { result } = renderHook(() => useApiItem(['site', 'item', 'y'], fetcher), { wrapper: fresh });
    // Nothing shown yet: the cancelled read is no answer (pages show their loading state), not a record.
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    await act(async () => {
      await fetcher.mock.results[0]!.value;
    });
    expect(result.current.data).toBeUndefined();
    answer = { record: { id: 'y' }, etag: '"1"' };
    await act(async () => {
      await result.current.mutate();
    });
    expect(result.current.data).toEqual({ record: { id: 'y' }, etag: '"1"' });
    answer = cancelledVersioned;
    await act(async () => {
      await result.current.mutate();
    });
    expect(result.current.data).toEqual({ record: { id: 'y' }, etag: '"1"' });
  });

  it('a list whose first read is cancelled has no page yet: no "no rows" for it, the next read brings it', async () => {
    let answer: Page<string> = cancelledPage<string>();
    const fetcher = vi.fn(async () => answer);
    const { result } = renderHook(() => useApiList(['sites', 'first'], fetcher), { wrapper: fresh });
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    await act(async () => {
      await fetcher.mock.results[0]!.value;
    });
    expect(result.current.data).toBeUndefined();
    expect(result.current.error).toBeUndefined();
    answer = pageOf(['a']);
    await act(async () => {
      await result.current.mutate();
    });
    expect(result.current.data?.items).toEqual(['a']);
  });

  it('keepShownOnCancel: a cancelled call is never data — the data shown, else none', async () => {
    const cancelled = [cancelledResult, cancelledPage<string>(), cancelledVersioned];
    for (const value of cancelled) {
      await expect(
        keepShownOnCancel<unknown>(
          async () => value,
          () => undefined,
        )(),
      ).resolves.toBeUndefined();
      await expect(
        keepShownOnCancel<unknown>(
          async () => value,
          () => 'shown',
        )(),
      ).resolves.toBe('shown');
    }
    await expect(
      keepShownOnCancel(
        async () => 'new',
        () => 'shown',
      )(),
    ).resolves.toBe('new');
  });
});

describe('store hooks', () => {
  beforeEach(() => resetApiState());

  it('useApiLoading is true while a request runs', () => {
    const { result } = renderHook(() => useApiLoading());
    // Other files' held requests may still count when the tests share one environment.
    const idle = result.current;
    let end: () => void = () => undefined;
    act(() => {
      end = startLoading('main');
    });
    expect(result.current).toBe(true);
    act(() => end());
    expect(result.current).toBe(idle);
  });

  it('useApiHealth re-renders on network and token errors', () => {
    const { result } = renderHook(() => useApiHealth());
    expect(result.current).toEqual({ network: false, server: false, token: false });
    act(() => reportNetworkError());
    expect(result.current.network).toBe(true);
    act(() => reportTokenError());
    expect(result.current).toEqual({ network: true, server: false, token: true });
  });

  it('useSession: signed in once tokens and profile are stored; signed out after clearSession', () => {
    function Probe() {
      const { signedIn, profile: p } = useSession();
      return <p>{signedIn ? `in:${p?.username}` : 'out'}</p>;
    }
    const view = render(<Probe />);
    expect(view.container.textContent).toBe('out');
    act(() =>
      saveTokens({
        access_token: 'a',
        refresh_token: 'r',
        token_type: 'Bearer',
        expires_in: 900,
        login_type: 'password',
      }),
    );
    expect(view.container.textContent).toBe('out');
    act(() => saveProfile(profile));
    expect(view.container.textContent).toBe('in:ada');
    act(() => clearSession());
    expect(view.container.textContent).toBe('out');
  });
});
