// src/app/shell/specs/command-palette.md — the record search waits for a pause in typing, cancels what a newer
// query or closing the palette replaces (a late answer is never shown), and can be retried after an error.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initApi } from '../../../src/api/client';
import { TEXT_REQUEST, type RecordRequest } from '../../../src/app/shell/recordSearch';
import { SEARCH_DELAY_MS, useRecordSearch } from '../../../src/app/shell/useRecordSearch';
import { json, signIn } from '../helpers';

const hit = (title: string) => ({
  kind: 'site',
  id: '11111111-1111-4111-8111-111111111111',
  title,
  match: 'prefix',
});
const text = (q: string): RecordRequest[] => [{ key: TEXT_REQUEST, q, limit: 20 }];

/** A backend whose answers the test gives, one pending promise per request. */
function pendingBackend() {
  const calls: { request: Request; answer: (response: Response) => void }[] = [];
  const fetch = (request: Request) =>
    new Promise<Response>((resolve) => {
      calls.push({ request, answer: resolve });
    });
  initApi({ backends: { auth: 'http://test/api/auth', main: 'http://test/api/main' } }, { fetch });
  return calls;
}

const queryOf = (request: Request) => new URL(request.url).searchParams.get('q');

beforeEach(() => {
  signIn();
  vi.useFakeTimers({ shouldAdvanceTime: false });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useRecordSearch', () => {
  it('asks once typing pauses, for the last text only, and shows its hits', async () => {
    const calls = pendingBackend();
    const { result } = renderHook(() => useRecordSearch(true));
    act(() => result.current.search(text('le')));
    act(() => result.current.search(text('leg')));
    expect(result.current.status).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS - 1));
    expect(calls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(queryOf(calls[0]!.request)).toBe('leg');
    await act(async () => calls[0]!.answer(json({ data: [hit('Legacy Shop')], truncated: false })));
    await vi.waitFor(() => expect(result.current.status).toBe('idle'));
    expect(result.current.hits[TEXT_REQUEST]?.map((h) => h.title)).toEqual(['Legacy Shop']);
  });

  it('cancels the request a newer text replaces; its late answer is never shown', async () => {
    const calls = pendingBackend();
    const { result } = renderHook(() => useRecordSearch(true));
    act(() => result.current.search(text('legacy')));
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    act(() => result.current.search(text('static')));
    expect(calls[0]!.request.signal.aborted).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => calls[1]!.answer(json({ data: [hit('Static Assets')], truncated: false })));
    await act(async () => calls[0]!.answer(json({ data: [hit('Legacy Shop')], truncated: false })));
    await vi.waitFor(() => expect(result.current.status).toBe('idle'));
    expect(result.current.hits[TEXT_REQUEST]?.map((h) => h.title)).toEqual(['Static Assets']);
  });

  it('cancels what is pending when the palette closes, and asks nothing later', async () => {
    const calls = pendingBackend();
    const { result, rerender } = renderHook(({ active }) => useRecordSearch(active), {
      initialProps: { active: true },
    });
    act(() => result.current.search(text('legacy')));
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    act(() => result.current.search(text('legacy shop')));
    rerender({ active: false });
    expect(calls[0]!.request.signal.aborted).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS * 5));
    expect(calls).toHaveLength(1);
  });

  it('keeps the hits of a shorter text while a longer one is asked, not those of another', async () => {
    const calls = pendingBackend();
    const { result } = renderHook(() => useRecordSearch(true));
    act(() => result.current.search(text('leg')));
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.answer(json({ data: [hit('Legacy Shop')], truncated: false })));
    await vi.waitFor(() => expect(result.current.status).toBe('idle'));
    act(() => result.current.search(text('legacy')));
    expect(result.current.hits[TEXT_REQUEST]).toHaveLength(1);
    act(() => result.current.search(text('static')));
    expect(result.current.hits[TEXT_REQUEST]).toBeUndefined();
    act(() => result.current.search([]));
    expect(result.current).toMatchObject({ status: 'idle', hits: {} });
  });

  it('says when the search failed, and asks again on retry', async () => {
    const calls = pendingBackend();
    const { result } = renderHook(() => useRecordSearch(true));
    act(() => result.current.search(text('legacy')));
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await act(async () =>
      calls[0]!.answer(json({ message: 'Down', status_code: 503, request_id: 'r1' }, 503)),
    );
    await vi.waitFor(() => expect(result.current.status).toBe('error'));
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(queryOf(calls[1]!.request)).toBe('legacy');
    await act(async () => calls[1]!.answer(json({ data: [hit('Legacy Shop')], truncated: false })));
    await vi.waitFor(() => expect(result.current.status).toBe('idle'));
  });
});
