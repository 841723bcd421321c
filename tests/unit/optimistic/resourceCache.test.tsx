// Spec: src/engine/specs/optimistic.md — answers of one record reach the caches in the order their requests
// started, whatever order they arrive in (useResourceCache over a real swr cache).
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { groupMemberResource } from '../../../src/areas/profile/resources';
import { useResourceCache } from '../../../src/engine/optimistic/resourceCache';
import { nextRequestOrder } from '../../../src/engine/optimistic/requestOrder';

const id = 'cccccccc-0000-4000-8000-000000000001';
const itemKey = [groupMemberResource.name, 'item', {}, id];
const listKey = [groupMemberResource.name, 'list', {}, { page: 1 }];
const member = (status: string) => ({ record: { id, username: 'user-01', status } });

/** The member's status on the server: what a read answers. */
let stored = 'active';

function mount() {
  stored = 'active';
  const read = vi.fn(async () => member(stored));
  const readList = vi.fn(async () => ({ items: [member(stored).record], total: 1 }));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
  );
  const hook = renderHook(
    () => ({
      cache: useResourceCache(groupMemberResource),
      item: useSWR(itemKey, read).data,
      list: useSWR(listKey, readList).data,
    }),
    { wrapper },
  );
  return { hook, read, readList };
}

describe('resource cache', () => {
  it('MUST keep the answer of the request that started last when an older answer arrives after it', async () => {
    const { hook, read, readList } = mount();
    await waitFor(() => expect(hook.result.current.item?.record.status).toBe('active'));
    await waitFor(() => expect(hook.result.current.list).toBeDefined());
    const first = nextRequestOrder();
    const second = nextRequestOrder();
    stored = 'disabled';
    let committed: boolean[] = [];
    act(() => {
      committed = [
        hook.result.current.cache.commit(id, member('disabled'), second),
        hook.result.current.cache.commit(id, member('active'), first), // older news, arriving late
      ];
    });
    expect(committed).toEqual([true, false]);
    expect(hook.result.current.item?.record.status).toBe('disabled');
    expect(hook.result.current.list?.items[0]?.status).toBe('disabled');
    // The record is read again, in case the server applied the two in another order than they were sent.
    await waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    expect(readList).toHaveBeenCalledTimes(2);
    expect(hook.result.current.item?.record.status).toBe('disabled');
  });

  it('MUST NOT commit a re-read that started before a commit of a write', async () => {
    const { hook } = mount();
    await waitFor(() => expect(hook.result.current.item?.record.status).toBe('active'));
    const reread = nextRequestOrder(); // a read goes out, then a write is answered and committed
    stored = 'disabled';
    act(() => void hook.result.current.cache.commit(id, member('disabled')));
    let committed = true;
    act(() => void (committed = hook.result.current.cache.commit(id, member('active'), reread)));
    expect(committed).toBe(false);
    expect(hook.result.current.item?.record.status).toBe('disabled');
  });
});
