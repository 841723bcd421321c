// A list's read replaced by another caller's identical read (a dialog loading what the list shows) reads again
// once the replacement has answered: the replacement's answer went to the dialog, and the list must neither stay
// loading nor show "no rows" for it.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it } from 'vitest';
import { cdnEnvelope } from '../../../src/api/adapters';
import { isCancelled, replacementsSettled } from '../../../src/api/cancelled';
import { useApiList } from '../../../src/api/hooks';
import { fakeServer, flush, json, resetApiState } from './fakeServer';

const fresh = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

const sitesPage = (ids: string[]) =>
  json({
    data: ids.map((id) => ({ id })),
    page_info: { page: '1', per_page: 100, total_count: ids.length, total_pages: 1 },
  });

describe('a read replaced by an identical one from another caller', () => {
  beforeEach(() => resetApiState());

  it('the list reads again after the replacement answers, and shows the rows', async () => {
    const server = fakeServer(() => 'hold');
    const read = () => server.clients.main.GET('/cdn/sites', { params: { query: { per_page: 100 } } });
    const { result } = renderHook(
      () => useApiList(['sites', 100], async () => cdnEnvelope.list(await read())),
      {
        wrapper: fresh,
      },
    );
    await waitFor(() => expect(server.requests).toHaveLength(1));

    // The dialog asks the same while the list's read is in flight: the list's read is cancelled.
    const dialogRead = read();
    await flush();
    expect(server.requests[0]?.signal.aborted).toBe(true);
    expect(replacementsSettled()).toBeDefined();

    // The dialog gets its answer; the list has none yet, and reads again only now (not replacing the dialog's).
    expect(server.requests).toHaveLength(2);
    await act(async () => {
      server.held[1]?.respond(sitesPage(['a', 'b']));
      expect(cdnEnvelope.list(await dialogRead).items).toEqual([{ id: 'a' }, { id: 'b' }]);
    });
    await waitFor(() => expect(server.requests).toHaveLength(3));
    expect(server.requests[1]?.signal.aborted).toBe(false);
    expect(result.current.data).toBeUndefined();

    await act(async () => server.held[2]?.respond(sitesPage(['a', 'b'])));
    await waitFor(() => expect(result.current.data?.items).toEqual([{ id: 'a' }, { id: 'b' }]));
    expect(isCancelled(result.current.data)).toBe(false);
    expect(replacementsSettled()).toBeUndefined();
  });

  it('a read its caller cancelled (no replacement) keeps what is shown and reads nothing more', async () => {
    const server = fakeServer(() => 'hold');
    const caller = new AbortController();
    const { result } = renderHook(
      () =>
        useApiList(['sites', 'aborted'], async () =>
          cdnEnvelope.list(
            await server.clients.main.GET('/cdn/sites', { params: { query: {} }, signal: caller.signal }),
          ),
        ),
      { wrapper: fresh },
    );
    await waitFor(() => expect(server.requests).toHaveLength(1));
    await act(async () => caller.abort());
    await flush();
    expect(replacementsSettled()).toBeUndefined();
    expect(server.requests).toHaveLength(1);
    expect(result.current.data).toBeUndefined();
  });
});
