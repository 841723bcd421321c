// Token refresh every 600000 ms, in one tab at a time; a failing refresh behaves as a 401.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  refreshChannelName,
  refreshLockName,
  startTokenRefresh,
  tokenRefreshIntervalMs,
  type RefreshChannel,
} from '../../../src/api/refresh';
import { getApiHealth, reportTokenError } from '../../../src/api/health';
import { initApi } from '../../../src/api/client';
import { refreshTokens } from '../../../src/api/auth';
import { json, resetApiState, seedSession, testConfig } from './fakeServer';

/** Web Locks with one lock queue, shared by the "tabs" of a test. */
function fakeLocks() {
  let queue = Promise.resolve();
  const request = vi.fn((name: string, callback: () => Promise<void> | undefined) => {
    const run = queue.then(() => callback());
    queue = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  });
  return { request } as unknown as Pick<LockManager, 'request'> & { request: typeof request };
}

/** A BroadcastChannel between the "tabs" of a test. */
function fakeChannels() {
  const open: RefreshChannel[] = [];
  const openChannel = () => {
    const channel: RefreshChannel = {
      onmessage: null,
      postMessage: (message) => {
        for (const other of open) if (other !== channel) other.onmessage?.({ data: message } as MessageEvent);
      },
      close: vi.fn(() => {
        open.splice(open.indexOf(channel), 1);
      }),
    };
    open.push(channel);
    return channel;
  };
  return { openChannel, open };
}

describe('token refresh', () => {
  beforeEach(() => {
    resetApiState();
    vi.useFakeTimers();
    seedSession();
  });
  afterEach(() => vi.useRealTimers());

  it('runs every 600000 ms while signed in, and not after stop', async () => {
    const refresh = vi.fn(async () => true);
    const schedule = startTokenRefresh(refresh, { locks: undefined, openChannel: () => undefined });
    await vi.advanceTimersByTimeAsync(tokenRefreshIntervalMs - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(tokenRefreshIntervalMs);
    expect(refresh).toHaveBeenCalledTimes(2);
    schedule.stop();
    await vi.advanceTimersByTimeAsync(tokenRefreshIntervalMs * 2);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(tokenRefreshIntervalMs).toBe(600_000);
  });

  it('skips a tick without a session', async () => {
    localStorage.clear();
    const refresh = vi.fn(async () => true);
    const onFailure = vi.fn();
    const schedule = startTokenRefresh(refresh, {
      locks: undefined,
      openChannel: () => undefined,
      onFailure,
    });
    await vi.advanceTimersByTimeAsync(tokenRefreshIntervalMs);
    expect(refresh).not.toHaveBeenCalled();
    expect(onFailure).not.toHaveBeenCalled();
    schedule.stop();
  });

  it('with Web Locks only the tab holding the lock refreshes; the next takes over when it stops', async () => {
    const locks = fakeLocks();
    const tabA = vi.fn(async () => true);
    const tabB = vi.fn(async () => true);
    const a = startTokenRefresh(tabA, { locks });
    const b = startTokenRefresh(tabB, { locks });
    expect(locks.request).toHaveBeenCalledWith(refreshLockName, expect.any(Function));
    await vi.advanceTimersByTimeAsync(tokenRefreshIntervalMs * 2);
    expect(tabA).toHaveBeenCalledTimes(2);
    expect(tabB).not.toHaveBeenCalled();
    a.stop();
    await vi.advanceTimersByTimeAsync(tokenRefreshIntervalMs);
    expect(tabA).toHaveBeenCalledTimes(2);
    expect(tabB).toHaveBeenCalledTimes(1);
    b.stop();
  });

  it('a tab stopped before it gets the lock never refreshes', async () => {
    const locks = fakeLocks();
    const a = startTokenRefresh(
      vi.fn(async () => true),
      { locks },
    );
    const tabB = vi.fn(async () => true);
    const b = startTokenRefresh(tabB, { locks });
    b.stop();
    a.stop();
    await vi.advanceTimersByTimeAsync(tokenRefreshIntervalMs * 2);
    expect(tabB).not.toHaveBeenCalled();
  });

  it('without Web Locks the tab that refreshes tells the others, which start counting again', async () => {
    const channels = fakeChannels();
    const tabA = vi.fn(async () => true);
    const tabB = vi.fn(async () => true);
    const a = startTokenRefresh(tabA, { locks: undefined, openChannel: channels.openChannel });
    await vi.advanceTimersByTimeAsync(1_000);
    const b = startTokenRefresh(tabB, { locks: undefined, openChannel: channels.openChannel });
    await vi.advanceTimersByTimeAsync(tokenRefreshIntervalMs - 1_000);
    expect(tabA).toHaveBeenCalledTimes(1);
    // B would have fired 1 s later; A's message restarted its count.
    await vi.advanceTimersByTimeAsync(tokenRefreshIntervalMs - 1);
    expect(tabB).not.toHaveBeenCalled();
    expect(tabA).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(tabA.mock.calls.length + tabB.mock.calls.length).toBe(2);
    a.stop();
    b.stop();
    expect(channels.open).toHaveLength(0);
  });

  it('a failed refresh raises the token state and behaves as a 401; a good one clears it', async () => {
    const onFailure = vi.fn();
    let fail = true;
    const schedule = startTokenRefresh(
      async () => {
        if (fail) throw new Error('refresh rejected');
        return true;
      },
      { locks: undefined, openChannel: () => undefined, onFailure },
    );
    await vi.advanceTimersByTimeAsync(tokenRefreshIntervalMs);
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(getApiHealth().token).toBe(true);
    fail = false;
    await vi.advanceTimersByTimeAsync(tokenRefreshIntervalMs);
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(getApiHealth().token).toBe(false);
    schedule.stop();
  });

  it('nothing to refresh (false) is a failure too', async () => {
    const onFailure = vi.fn();
    const schedule = startTokenRefresh(async () => false, {
      locks: undefined,
      openChannel: () => undefined,
      onFailure,
    });
    await vi.advanceTimersByTimeAsync(tokenRefreshIntervalMs);
    expect(onFailure).toHaveBeenCalledTimes(1);
    schedule.stop();
  });

  it('a refresh that ends after stop changes nothing', async () => {
    const onFailure = vi.fn();
    let reject: (e: Error) => void = () => undefined;
    const schedule = startTokenRefresh(() => new Promise((_, r) => (reject = r)), {
      locks: undefined,
      openChannel: () => undefined,
      onFailure,
    });
    await vi.advanceTimersByTimeAsync(tokenRefreshIntervalMs);
    schedule.stop();
    reject(new Error('late'));
    await vi.advanceTimersByTimeAsync(0);
    expect(onFailure).not.toHaveBeenCalled();
    expect(getApiHealth().token).toBe(false);
  });

  it('by default ends the session as a 401 does: storage cleared, logout, /login?next= after 3 s', async () => {
    const requests: Request[] = [];
    const navigate = vi.fn();
    initApi(testConfig, {
      fetch: async (request) => {
        requests.push(request);
        return request.url.endsWith('/refresh')
          ? json({ message: 'down', status_code: 503, request_id: 'x' }, 503)
          : json({});
      },
      navigate,
      currentPath: () => '/dns/zones',
    });
    const schedule = startTokenRefresh(refreshTokens, { locks: undefined, openChannel: () => undefined });
    await vi.advanceTimersByTimeAsync(tokenRefreshIntervalMs);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST http://test/api/auth/refresh',
      'POST http://test/api/auth/logout',
    ]);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(getApiHealth().token).toBe(true);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(navigate).toHaveBeenCalledWith('/login?next=%2Fdns%2Fzones');
    schedule.stop();
  });

  it('uses the browser BroadcastChannel when there are no Web Locks', async () => {
    const made: FakeBroadcastChannel[] = [];
    class FakeBroadcastChannel {
      readonly posted: unknown[] = [];
      onmessage: ((event: MessageEvent) => void) | null = null;
      closed = false;
      constructor(readonly name: string) {
        made.push(this);
      }
      postMessage(message: unknown) {
        this.posted.push(message);
      }
      close() {
        this.closed = true;
      }
    }
    vi.stubGlobal('BroadcastChannel', FakeBroadcastChannel);
    try {
      const refresh = vi.fn(async () => true);
      const schedule = startTokenRefresh(refresh, { locks: undefined });
      expect(made.map((c) => c.name)).toEqual([refreshChannelName]);
      const channel = made[0]!;
      expect(channel.onmessage).toBeTypeOf('function');

      await vi.advanceTimersByTimeAsync(tokenRefreshIntervalMs);
      expect(refresh).toHaveBeenCalledTimes(1);
      expect(channel.posted).toEqual([{ type: 'refreshing' }]);

      // Another tab refreshed half-way through: this tab's timer starts again from then.
      await vi.advanceTimersByTimeAsync(tokenRefreshIntervalMs / 2);
      channel.onmessage?.({ data: { type: 'refreshing' } } as MessageEvent);
      await vi.advanceTimersByTimeAsync(tokenRefreshIntervalMs - 1);
      expect(refresh).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(refresh).toHaveBeenCalledTimes(2);

      schedule.stop();
      expect(channel.closed).toBe(true);
      channel.onmessage?.({ data: { type: 'refreshing' } } as MessageEvent);
      await vi.advanceTimersByTimeAsync(tokenRefreshIntervalMs * 2);
      expect(refresh).toHaveBeenCalledTimes(2);
    } finally {
      vi.unstubAllGlobals();
    }
    reportTokenError();
    expect(getApiHealth().token).toBe(true);
  });
});
