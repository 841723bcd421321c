// An identical in-flight request cancels the earlier one, which resolves as a typed "cancelled" result;
// writes carry an Idempotency-Key that a cancelled-then-repeated write keeps.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cdnEnvelope } from '../../../src/api/adapters';
import { isCancelled, isCancelledResponse } from '../../../src/api/cancelled';
import type { ApiError } from '../../../src/api/errors';
import { getApiHealth } from '../../../src/api/health';
import { timeouts } from '../../../src/api/timeouts';
import { RetryKeys, newIdempotencyKey, requestKey } from '../../../src/api/requestKey';
import { emptyCdnPage, fakeServer, flush, json, resetApiState } from './fakeServer';

// The generated input type also lists the schema's $defs (a generator quirk).
type SiteBody = Parameters<ReturnType<typeof fakeServer>['clients']['main']['POST']>[1]['body'];
const siteBody = { name: 'a', origin_server_url: 'https://a.example' } as SiteBody;

describe('identical in-flight requests', () => {
  beforeEach(() => resetApiState());
  afterEach(() => vi.useRealTimers());

  it('the repeat cancels the earlier one, which resolves as cancelled without an error state', async () => {
    const server = fakeServer(() => 'hold');
    const first = server.clients.main.GET('/cdn/sites', { params: { query: { page: 2 } } });
    await flush();
    const second = server.clients.main.GET('/cdn/sites', { params: { query: { page: 2 } } });
    await flush();
    expect(server.requests).toHaveLength(2);
    expect(server.requests[0]?.signal.aborted).toBe(true);
    expect(server.requests[1]?.signal.aborted).toBe(false);

    const earlier = await first;
    expect(isCancelledResponse(earlier.response)).toBe(true);
    expect(earlier.error).toBeUndefined();
    const page = cdnEnvelope.list(earlier);
    expect(isCancelled(page)).toBe(true);
    expect(page.items).toEqual([]);
    expect(getApiHealth()).toEqual({ network: false, server: false, token: false });

    server.held[1]?.respond(
      json({ data: [{ id: 's' }], page_info: { page: '2', per_page: 20, total_count: 21, total_pages: 2 } }),
    );
    expect(cdnEnvelope.list(await second).items).toEqual([{ id: 's' }]);
  });

  it('different params, bodies or methods are not repeats', async () => {
    const server = fakeServer(() => 'hold');
    void server.clients.main.GET('/cdn/sites', { params: { query: { page: 1 } } });
    void server.clients.main.GET('/cdn/sites', { params: { query: { page: 2 } } });
    void server.clients.main.POST('/cdn/sites', { body: siteBody });
    void server.clients.main.POST('/cdn/sites', {
      body: { name: 'b', origin_server_url: 'https://a.example' } as SiteBody,
    });
    await flush();
    expect(server.requests).toHaveLength(4);
    expect(server.requests.some((r) => r.signal.aborted)).toBe(false);
  });

  it('a repeat whose earlier answer still arrives (fetch ignored the abort) still resolves it as cancelled', async () => {
    const server = fakeServer(() => 'hold');
    const first = server.clients.main.GET('/user');
    await flush();
    const second = server.clients.main.GET('/user');
    await flush();
    // A fetch that does not honour abort: answer the first anyway (the stub already rejected it, so
    // answer through a fresh server whose fetch never rejects).
    server.held[1]?.respond(json({ data: { id: 'u' } }));
    expect(isCancelledResponse((await first).response)).toBe(true);
    expect(cdnEnvelope.one(await second)).toEqual({ id: 'u' });

    const deaf: ((r: Response) => void)[] = [];
    const fetchIgnoringAbort = fakeServer(
      () =>
        new Promise<Response>((resolve) => {
          deaf.push(resolve);
        }),
    );
    const a = fetchIgnoringAbort.clients.main.GET('/user');
    await flush();
    const b = fetchIgnoringAbort.clients.main.GET('/user');
    await flush();
    deaf[0]?.(json({ data: { id: 'old' } }));
    deaf[1]?.(json({ data: { id: 'new' } }));
    expect(isCancelled(cdnEnvelope.one(await a))).toBe(true);
    expect(cdnEnvelope.one(await b)).toEqual({ id: 'new' });
  });

  it('a caller abort resolves as cancelled too', async () => {
    const server = fakeServer(() => 'hold');
    const controller = new AbortController();
    const call = server.clients.main.GET('/user', { signal: controller.signal });
    await flush();
    controller.abort();
    expect(isCancelledResponse((await call).response)).toBe(true);
    const already = new AbortController();
    already.abort();
    const late = await server.clients.main.GET('/cdn/sites', { signal: already.signal });
    expect(isCancelledResponse(late.response)).toBe(true);
  });

  it('the finished request no longer counts as in flight', async () => {
    const server = fakeServer(() => json(emptyCdnPage));
    await server.clients.main.GET('/cdn/sites');
    await server.clients.main.GET('/cdn/sites');
    expect(server.requests.map((r) => r.signal.aborted)).toEqual([false, false]);
  });
});

describe('Idempotency-Key', () => {
  beforeEach(() => resetApiState());
  afterEach(() => vi.useRealTimers());

  it('writes carry one, reads do not; each new write gets its own', async () => {
    const server = fakeServer(() => json({ data: {} }));
    await server.clients.main.GET('/cdn/sites');
    await server.clients.main.POST('/cdn/sites', { body: siteBody });
    await server.clients.main.POST('/cdn/sites', { body: siteBody });
    await server.clients.main.DELETE('/cdn/sites/{id}', { params: { path: { id: 'x' } } });
    const keys = server.requests.map((r) => r.headers.get('Idempotency-Key'));
    expect(keys[0]).toBeNull();
    expect(keys[1]).toMatch(/.{8,}/);
    expect(keys[2]).toMatch(/.{8,}/);
    expect(keys[1]).not.toBe(keys[2]);
    expect(keys[3]).toMatch(/.{8,}/);
  });

  it('keeps a key the caller set', async () => {
    const server = fakeServer(() => json({ data: {} }));
    await server.clients.main.POST('/cdn/sites', { body: siteBody, headers: { 'Idempotency-Key': 'mine' } });
    expect(server.requests[0]?.headers.get('Idempotency-Key')).toBe('mine');
  });

  it('a cancelled-then-repeated write runs once on the server', async () => {
    // The server runs a write as soon as it receives it, and replays the first answer for a known key.
    const executed = new Map<string, Response>();
    let runs = 0;
    const held: ((r: Response) => void)[] = [];
    const server = fakeServer((request) => {
      const key = request.headers.get('Idempotency-Key') ?? '';
      if (!executed.has(key)) {
        runs += 1;
        executed.set(key, json({ data: { id: `site-${runs}` } }, 201));
      }
      const answer = executed.get(key)!.clone();
      if (held.length === 0) {
        held.push(() => undefined);
        return 'hold';
      }
      return answer;
    });
    const first = server.clients.main.POST('/cdn/sites', { body: siteBody });
    await flush();
    const repeat = server.clients.main.POST('/cdn/sites', { body: siteBody });
    const [a, b] = await Promise.all([first, repeat]);
    expect(isCancelledResponse(a.response)).toBe(true);
    expect(cdnEnvelope.one(b)).toEqual({ id: 'site-1' });
    expect(server.requests[0]?.headers.get('Idempotency-Key')).toBe(
      server.requests[1]?.headers.get('Idempotency-Key'),
    );
    expect(runs).toBe(1);
  });

  it('a write that timed out or failed on the network keeps its key for its repeat, once', async () => {
    vi.useFakeTimers();
    let mode: 'hold' | 'offline' | 'ok' = 'hold';
    const server = fakeServer(() => {
      if (mode === 'offline') throw new TypeError('Failed to fetch');
      return mode === 'hold' ? 'hold' : json({ data: {} });
    });
    const timedOut = server.clients.main
      .DELETE('/cdn/sites/{id}', { params: { path: { id: 'x' } } })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(timeouts.short);
    expect(((await timedOut) as ApiError).kind).toBe('timeout');
    mode = 'offline';
    const lost = await server.clients.main
      .DELETE('/cdn/sites/{id}', { params: { path: { id: 'x' } } })
      .catch((e: unknown) => e);
    expect((lost as ApiError).kind).toBe('network');
    mode = 'ok';
    await server.clients.main.DELETE('/cdn/sites/{id}', { params: { path: { id: 'x' } } });
    await server.clients.main.DELETE('/cdn/sites/{id}', { params: { path: { id: 'x' } } });
    const keys = server.requests.map((r) => r.headers.get('Idempotency-Key'));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    // Done once: the next delete is a new write.
    expect(keys[3]).not.toBe(keys[0]);
  });
});

describe('a lost write’s key stands for one intent', () => {
  beforeEach(() => resetApiState());

  it('A lost → B to the same resource → A again is a new write with a new key, not A’s stored answer', async () => {
    let mode: 'offline' | 'ok' = 'offline';
    const server = fakeServer(() => {
      if (mode === 'offline') throw new TypeError('Failed to fetch');
      return json({ data: {} });
    });
    const put = (name: string) =>
      server.clients.main
        .PUT('/cdn/sites/{id}', {
          params: { path: { id: 'x' }, header: {} },
          body: { ...(siteBody as object), name } as SiteBody,
        })
        .catch((e: unknown) => e);
    expect(((await put('A')) as ApiError).kind).toBe('network');
    mode = 'ok';
    await put('B');
    await put('A');
    const keys = server.requests.map((r) => r.headers.get('Idempotency-Key'));
    expect(new Set(keys).size).toBe(3);
  });

  it('a write under the same resource (its status) also ends the lost write’s key; other resources do not', async () => {
    let mode: 'offline' | 'ok' = 'offline';
    const server = fakeServer(() => {
      if (mode === 'offline') throw new TypeError('Failed to fetch');
      return json({ data: {} });
    });
    const del = (id: string) =>
      server.clients.main.DELETE('/cdn/sites/{id}', { params: { path: { id } } }).catch((e: unknown) => e);
    await del('x');
    await del('y');
    mode = 'ok';
    // Another site: x's and y's keys survive it.
    await server.clients.main.DELETE('/cdn/sites/{id}', { params: { path: { id: 'z' } } });
    await del('y');
    const keys = server.requests.map((r) => r.headers.get('Idempotency-Key'));
    expect(keys[3]).toBe(keys[1]);
  });
});

describe('RetryKeys.forgetRelated', () => {
  it('forgets keys of other writes to the same path or a path under or above it, and keeps the rest', () => {
    const keys = new RetryKeys();
    keys.remember('PUT http://x/api/cdn/sites/1?a=1\n{"n":"A"}', 'a');
    keys.remember('PUT http://x/api/cdn/sites/1/status\n{"s":1}', 'b');
    keys.remember('PUT http://x/api/cdn/sites/12\n{"n":"A"}', 'c');
    keys.remember('DELETE http://x/api/cdn/sites/2\n', 'd');
    keys.forgetRelated('PUT http://x/api/cdn/sites/1\n{"n":"B"}');
    expect(keys.take('PUT http://x/api/cdn/sites/1?a=1\n{"n":"A"}')).toBeUndefined();
    expect(keys.take('PUT http://x/api/cdn/sites/1/status\n{"s":1}')).toBeUndefined();
    expect(keys.take('PUT http://x/api/cdn/sites/12\n{"n":"A"}')).toBe('c');
    expect(keys.take('DELETE http://x/api/cdn/sites/2\n')).toBe('d');
  });

  it('keeps the key of the write being repeated itself', () => {
    const keys = new RetryKeys();
    keys.remember('DELETE http://x/a/1\n', 'k');
    keys.forgetRelated('DELETE http://x/a/1\n');
    expect(keys.take('DELETE http://x/a/1\n')).toBe('k');
  });
});

describe('request keys', () => {
  it('cover method, URL and body', async () => {
    const a = new Request('http://x/a?p=1', { method: 'POST', body: '{"a":1}' });
    expect(await requestKey(a)).toBe('POST http://x/a?p=1\n{"a":1}');
    expect(await a.text()).toBe('{"a":1}');
    expect(await requestKey(new Request('http://x/a'))).toBe('GET http://x/a\n');
  });

  it('new keys are unique; without crypto.randomUUID a fallback is used', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
    const original = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newIdempotencyKey()).toMatch(/^[0-9a-z]+-[0-9a-z]+$/);
    } finally {
      if (original) Object.defineProperty(crypto, 'randomUUID', original);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('remembered keys are bounded, oldest out, and taken once', () => {
    const keys = new RetryKeys(2);
    keys.remember('a', '1');
    keys.remember('b', '2');
    keys.remember('a', '1b');
    keys.remember('c', '3');
    expect(keys.size).toBe(2);
    expect(keys.take('b')).toBeUndefined();
    expect(keys.take('a')).toBe('1b');
    expect(keys.take('a')).toBeUndefined();
    expect(keys.take('c')).toBe('3');
  });
});
