// A timeout ends the call on time whatever the fetch does (src/api/abortable.ts): a fetch that ignores the abort,
// headers in time with a body that never ends; and a server failure without the envelope's message is said with
// SPEC §8's generic text. (tests/unit/faults/ runs these over every operation; these are the client layer's own.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readWhole, untilAborted } from '../../../src/api/abortable';
import { toApiError } from '../../../src/api/errors';
import { loadingCount } from '../../../src/api/loading';
import { timeouts } from '../../../src/api/timeouts';
import { emptyCdnPage, fakeServer, json, resetApiState } from './fakeServer';

const abortError = () => new DOMException('The operation was aborted.', 'AbortError');

describe('untilAborted', () => {
  it('settles as the work does while the signal holds', async () => {
    const controller = new AbortController();
    await expect(untilAborted(Promise.resolve(7), controller.signal)).resolves.toBe(7);
    await expect(untilAborted(Promise.reject(new Error('no')), controller.signal)).rejects.toThrow('no');
  });

  it('rejects with the abort reason the moment the signal aborts, and ignores the work after', async () => {
    const controller = new AbortController();
    let fail: (error: unknown) => void = () => undefined;
    const work = new Promise<number>((_resolve, reject) => {
      fail = reject;
    });
    const raced = untilAborted(work, controller.signal);
    const reason = abortError();
    controller.abort(reason);
    await expect(raced).rejects.toBe(reason);
    // A late failure of the work is no unhandled rejection.
    fail(new Error('late'));
    await Promise.resolve();
  });

  it('rejects at once when the signal has already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(untilAborted(Promise.resolve(1), controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
    const late = Promise.reject(new Error('late'));
    await expect(untilAborted(late, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('stops listening once the work settles', async () => {
    const controller = new AbortController();
    const remove = vi.spyOn(controller.signal, 'removeEventListener');
    await untilAborted(Promise.resolve(1), controller.signal);
    await untilAborted(Promise.reject(new Error('x')), controller.signal).catch(() => undefined);
    expect(remove).toHaveBeenCalledTimes(2);
  });
});

describe('readWhole', () => {
  it('returns a copy with the whole body, the status, the status text and the headers', async () => {
    const signal = new AbortController().signal;
    const original = new Response('{"a":1}', {
      status: 201,
      statusText: 'Created',
      headers: { ETag: 'W/"3"', 'Content-Type': 'application/json' },
    });
    const copy = await readWhole(original, signal);
    expect(copy).not.toBe(original);
    expect(copy.status).toBe(201);
    expect(copy.statusText).toBe('Created');
    expect(copy.headers.get('etag')).toBe('W/"3"');
    expect(await copy.json()).toEqual({ a: 1 });
  });

  it('leaves answers without a body as they are', async () => {
    const signal = new AbortController().signal;
    const empty = new Response(null, { status: 204 });
    expect(await readWhole(empty, signal)).toBe(empty);
    const noBody = new Response(null, { status: 200 });
    expect(await readWhole(noBody, signal)).toBe(noBody);
  });

  it('fails when the signal aborts before the body has come', async () => {
    const controller = new AbortController();
    const stalled = new Response(new ReadableStream<Uint8Array>({ start: () => undefined }), { status: 200 });
    const reading = readWhole(stalled, controller.signal);
    controller.abort();
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('the timeout covers what the fetch does not', () => {
  beforeEach(() => {
    resetApiState();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.clearAllTimers();
    vi.useRealTimers();
  });

  it('a fetch that ignores the abort: the call fails as timed out at the timeout, not when it answers', async () => {
    const server = fakeServer(
      () => new Promise<Response>((resolve) => setTimeout(() => resolve(json(emptyCdnPage)), 60_000)),
    );
    const call = server.clients.main.GET('/cdn/sites').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(timeouts.short);
    const error = await call;
    expect(error).toMatchObject({ kind: 'timeout', messageKey: 'errors:timeout' });
    expect(loadingCount()).toBe(0);
  });

  it('headers in time, a body that never ends: timed out, and the loading indicator ends', async () => {
    const server = fakeServer(
      () => new Response(new ReadableStream<Uint8Array>({ start: () => undefined }), { status: 200 }),
    );
    const call = server.clients.main.GET('/cdn/sites').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(timeouts.short - 1);
    expect(loadingCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await call).toMatchObject({ kind: 'timeout' });
    expect(loadingCount()).toBe(0);
  });

  it('a body cut off by the network is a network failure', async () => {
    const server = fakeServer(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start: (controller) => controller.error(new TypeError('network error')),
          }),
          { status: 200 },
        ),
    );
    const error = await server.clients.main.GET('/cdn/sites').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', messageKey: 'errors:network' });
    expect(loadingCount()).toBe(0);
  });

  it('a repeat cancels the earlier request while its body is still coming', async () => {
    let calls = 0;
    const server = fakeServer(() => {
      calls += 1;
      if (calls === 1) {
        return new Response(new ReadableStream<Uint8Array>({ start: () => undefined }), { status: 200 });
      }
      return json(emptyCdnPage);
    });
    const first = server.clients.main.GET('/cdn/sites');
    await vi.advanceTimersByTimeAsync(0);
    const second = await server.clients.main.GET('/cdn/sites');
    expect(second.response.status).toBe(200);
    expect((await first).response.statusText).toBe('Cancelled');
    expect(loadingCount()).toBe(0);
  });
});

describe('a server failure without the envelope’s message', () => {
  const answer = (status: number, statusText: string) => new Response(null, { status, statusText });

  it('has no message of its own, so the screen says "An error occurred"', () => {
    expect(toApiError(undefined, answer(502, 'Bad Gateway')).message).toBe('');
    expect(toApiError({ status_code: 500 }, answer(500, 'Internal Server Error')).message).toBe('');
    expect(toApiError('<html>502 Bad Gateway</html>', answer(502, 'Bad Gateway')).message).toBe('');
    expect(toApiError('upstream down', answer(503, 'Service Unavailable')).message).toBe('');
  });

  it('keeps the envelope’s message and error', () => {
    expect(toApiError({ message: 'Quota store down' }, answer(503, 'x')).message).toBe('Quota store down');
    expect(toApiError({ error: 'Zone store down' }, answer(500, 'x')).message).toBe('Zone store down');
  });

  it('below 500, a text body or the status line still says what happened, a markup page does not', () => {
    expect(toApiError('Too many requests', answer(429, 'Too Many Requests')).message).toBe(
      'Too many requests',
    );
    expect(toApiError('  <html><h1>413</h1></html>', answer(413, 'Payload Too Large')).message).toBe(
      'Payload Too Large',
    );
  });
});
