// A loading event around every request (the global progress bar); the WAF client's ends 500 ms later.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadingCount, startLoading, subscribeLoading, type LoadingEvent } from '../../../src/api/loading';
import { emptyCdnPage, fakeServer, json, resetApiState } from './fakeServer';

function record() {
  const events: LoadingEvent[] = [];
  const stop = subscribeLoading((event) => events.push(event));
  return { events, stop };
}

describe('loading events', () => {
  beforeEach(() => {
    resetApiState();
    vi.useFakeTimers();
  });
  afterEach(async () => {
    await vi.runAllTimersAsync();
    vi.useRealTimers();
  });

  it('start before the request and end after the answer', async () => {
    const base = loadingCount();
    const { events, stop } = record();
    const server = fakeServer(() => 'hold');
    const pending = server.clients.main.GET('/cdn/sites');
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual([{ type: 'start', backend: 'main', pending: base + 1 }]);
    expect(loadingCount()).toBe(base + 1);
    server.held[0]?.respond(json(emptyCdnPage));
    await pending;
    expect(events).toEqual([
      { type: 'start', backend: 'main', pending: base + 1 },
      { type: 'end', backend: 'main', pending: base },
    ]);
    expect(loadingCount()).toBe(base);
    stop();
  });

  it('end once for failures, timeouts and cancellations too', async () => {
    const base = loadingCount();
    const { events, stop } = record();
    const server = fakeServer((request) => {
      if (request.url.endsWith('/offline')) throw new TypeError('Failed to fetch');
      return 'hold';
    });
    const main = server.clients.main as unknown as { GET: (p: string) => Promise<unknown> };
    await main.GET('/offline').catch(() => undefined);
    const first = main.GET('/user');
    await vi.advanceTimersByTimeAsync(0);
    const second = main.GET('/user').catch(() => undefined);
    await first;
    await vi.advanceTimersByTimeAsync(10_000);
    await second;
    expect(events.filter((e) => e.type === 'start')).toHaveLength(3);
    expect(events.filter((e) => e.type === 'end')).toHaveLength(3);
    expect(loadingCount()).toBe(base);
    stop();
  });

  it('on the WAF client end 500 ms after the answer', async () => {
    const base = loadingCount();
    const { events, stop } = record();
    const server = fakeServer(() => json({ items: [], page: 1, size: 20, total: 0 }));
    await (server.clients.waf as unknown as { GET: (p: string) => Promise<unknown> }).GET('/waf/api/apps');
    expect(events.map((e) => e.type)).toEqual(['start']);
    await vi.advanceTimersByTimeAsync(499);
    expect(loadingCount()).toBe(base + 1);
    await vi.advanceTimersByTimeAsync(1);
    expect(events).toEqual([
      { type: 'start', backend: 'waf', pending: base + 1 },
      { type: 'end', backend: 'waf', pending: base },
    ]);
    stop();
  });

  it('an end signalled twice counts once; unsubscribed listeners hear nothing', () => {
    const base = loadingCount();
    const { events, stop } = record();
    const end = startLoading('x');
    end();
    end();
    expect(loadingCount()).toBe(base);
    stop();
    startLoading('y')();
    expect(events).toHaveLength(2);
  });
});
