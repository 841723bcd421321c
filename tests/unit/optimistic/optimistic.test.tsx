// Spec: src/engine/specs/optimistic.md (hook level). One member's status through useOptimisticValue, the real
// client middleware and the model server of memberServer.ts, on a fake clock.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { isCancelled } from '../../../src/api/cancelled';
import { setMemberStatus } from '../../../src/areas/profile/profileApi';
import { OptimisticStore } from '../../../src/engine/optimistic/optimisticStore';
import { flush, mountStatus } from './hookHarness';
import { makeMembers, MemberServer, refusalMessage } from './memberServer';

const [first] = makeMembers(1);
const id = first!.id; // starts active

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const statusOf = (request: Request) => request.clone().json() as Promise<{ status: string }>;

describe('optimistic values', () => {
  it('MUST show the new value at once and send it', async () => {
    const server = new MemberServer([first!]);
    const { hook, store } = mountStatus(server, id);
    expect(hook.result.current.value).toBe('active');
    act(() => void hook.result.current.set('disabled'));
    expect(hook.result.current.value).toBe('disabled');
    expect(hook.result.current.pending).toBe(true);
    await flush();
    expect(server.writes).toHaveLength(1);
    expect(await statusOf(server.writes[0]!)).toEqual({ status: 'disabled' });
    expect(server.deliver(0, 'write')).toBe(true);
    await flush();
    expect(hook.result.current).toMatchObject({ value: 'disabled', pending: false });
    expect(server.status(id)).toBe('disabled');
    expect(store.size).toBe(0);
  });

  it('MUST send nothing when the new value equals the value shown', async () => {
    const server = new MemberServer([first!]);
    const { hook } = mountStatus(server, id);
    let sent = true;
    act(() => void (sent = hook.result.current.set('active')));
    await flush();
    expect(sent).toBe(false);
    expect(server.writes).toHaveLength(0);
    // Also while a change is pending: the value shown is the intent.
    act(() => void hook.result.current.set('disabled'));
    act(() => void (sent = hook.result.current.set('disabled')));
    await flush();
    expect(sent).toBe(false);
    expect(server.writes).toHaveLength(1);
  });

  it("MUST restore the prior value and show the error toast with the server's message when the latest write fails", async () => {
    const server = new MemberServer([first!], ['refused']);
    const { hook, onError } = mountStatus(server, id);
    act(() => void hook.result.current.set('disabled'));
    await flush();
    server.deliver(0, 'write');
    await flush();
    expect(hook.result.current.value).toBe('active');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(screen.getByText(refusalMessage)).toBeTruthy();
    expect(screen.getByText('Request ID: req-409')).toBeTruthy();
    // The failure is read again, then the entry goes.
    server.deliver(0, 'read');
    await flush();
    expect(hook.result.current).toMatchObject({ value: 'active', pending: false });
  });

  it('MUST keep at most one write of a value in flight and send the latest intent after it, so the last intent wins', async () => {
    const server = new MemberServer([first!]);
    const { hook, store } = mountStatus(server, id);
    act(() => void hook.result.current.set('disabled'));
    act(() => void hook.result.current.set('active'));
    act(() => void hook.result.current.set('disabled'));
    act(() => void hook.result.current.set('active'));
    await flush();
    expect(server.writes).toHaveLength(1);
    expect(hook.result.current.value).toBe('active');
    server.deliver(0, 'write'); // disabled stored; the intent is active again
    await flush();
    expect(server.writes).toHaveLength(2);
    expect(await statusOf(server.writes[1]!)).toEqual({ status: 'active' });
    server.deliver(0, 'write');
    await flush();
    expect(server.status(id)).toBe('active');
    expect(hook.result.current).toMatchObject({ value: 'active', pending: false });
    expect(store.size).toBe(0);
  });

  it('MUST NOT restore, toast or fail when a write resolves cancelled because an identical request replaced it', async () => {
    const server = new MemberServer([first!]);
    const { hook, onError, results } = mountStatus(server, id);
    act(() => void hook.result.current.set('disabled'));
    await flush();
    // Someone else sends the identical request: the client cancels the hook's.
    const twin = setMemberStatus(id, 'disabled');
    await flush();
    expect(server.writes[0]!.signal.aborted).toBe(true);
    expect(results).toHaveLength(1);
    expect(isCancelled(results[0])).toBe(true);
    expect(onError).not.toHaveBeenCalled();
    expect(hook.result.current.value).toBe('disabled');
    // The twin carries the hook's key: the server answers it with the stored answer.
    expect(server.writes[1]!.headers.get('Idempotency-Key')).toBe(
      server.writes[0]!.headers.get('Idempotency-Key'),
    );
    server.deliver(0, 'write');
    expect((await twin).record.status).toBe('disabled');
    server.deliver(0, 'read'); // the hook reads the value again
    await flush();
    expect(hook.result.current).toMatchObject({ value: 'disabled', pending: false });
    expect(server.status(id)).toBe('disabled');
  });

  it('MUST NOT toast for a failed write the user has already changed their mind about', async () => {
    const server = new MemberServer([first!], ['error500', 'ok']);
    const { hook, onError } = mountStatus(server, id);
    act(() => void hook.result.current.set('disabled'));
    await flush();
    act(() => void hook.result.current.set('active'));
    server.deliver(0, 'write'); // the 500 of "disabled", no longer wanted
    await flush();
    expect(onError).not.toHaveBeenCalled();
    expect(hook.result.current.value).toBe('active');
    // active equals the confirmed value: nothing more is sent, the value is read again.
    expect(server.writes).toHaveLength(1);
    server.deliver(0, 'read');
    await flush();
    expect(hook.result.current).toMatchObject({ value: 'active', pending: false });
  });

  it('MUST send each write with a fresh Idempotency-Key', async () => {
    const server = new MemberServer([first!], ['lostUnapplied', 'ok']);
    const { hook } = mountStatus(server, id);
    act(() => void hook.result.current.set('disabled'));
    await flush();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000); // the write times out
    });
    await flush();
    server.deliver(0, 'read');
    await flush();
    // The same write again: a new key, so the server runs it instead of answering an old answer.
    act(() => void hook.result.current.set('disabled'));
    await flush();
    const keys = server.writes.map((w) => w.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBeTruthy();
    expect(keys[0]).not.toBe(keys[1]);
  });

  it("MUST settle so the value shown equals the server's: the answer goes into the cache, and the value is read again when a write failed or was cancelled", async () => {
    // Timed out, but the server did apply it: only reading again can tell.
    const server = new MemberServer([first!], ['lostApplied']);
    const { hook, onError } = mountStatus(server, id);
    act(() => void hook.result.current.set('disabled'));
    await flush();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    await flush();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(hook.result.current.value).toBe('active'); // restored while reading again
    expect(server.reads).toHaveLength(1);
    server.deliver(0, 'read');
    await flush();
    expect(hook.result.current).toMatchObject({ value: 'disabled', pending: false });
    expect(server.status(id)).toBe('disabled');
  });

  it('MUST keep a pending value across remounts and show it in every view of the same key', async () => {
    const server = new MemberServer([first!]);
    const store = new OptimisticStore();
    const one = mountStatus(server, id, store);
    act(() => void one.hook.result.current.set('disabled'));
    await flush();
    one.hook.unmount();
    const two = mountStatus(server, id, store);
    const three = mountStatus(server, id, store);
    expect(two.hook.result.current).toMatchObject({ value: 'disabled', pending: true });
    expect(three.hook.result.current.value).toBe('disabled');
    server.deliver(0, 'write');
    await flush();
    expect(store.size).toBe(0);
    expect(server.status(id)).toBe('disabled');
  });
});
