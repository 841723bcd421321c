// Timeouts on setTimeout + AbortController, per backend and operation (SPEC §9), driven by a fake clock.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { backendTimeoutRules, timeoutFor, timeoutRulesFor, timeouts } from '../../../src/api/timeouts';
import { fakeServer, resetApiState, type FakeServer } from './fakeServer';

type Call = (server: FakeServer) => Promise<unknown>;
type AnyClient = { request: (method: string, path: string, init?: object) => Promise<unknown> };
/** Every operation the table below calls, to check it against the contracts. */
const called: { backend: string; method: string; path: string }[] = [];
const call = (backend: keyof FakeServer['clients'], method: string, path: string, init?: object): Call => {
  called.push({ backend, method, path });
  return (server) => (server.clients[backend] as unknown as AnyClient).request(method, path, init);
};

/** Start the call and report the ms after which its request was aborted, and how it failed. */
async function abortedAfter(make: Call): Promise<{ ms: number; error: unknown }> {
  const server = fakeServer(() => 'hold');
  const pending = make(server).catch((error: unknown) => error);
  await vi.advanceTimersByTimeAsync(0);
  const signal = server.requests[0]!.signal;
  let ms = 0;
  while (!signal.aborted && ms <= 200_000) {
    await vi.advanceTimersByTimeAsync(1_000);
    ms += 1_000;
  }
  return { ms, error: await pending };
}

describe('request timeouts', () => {
  beforeEach(() => {
    resetApiState();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it.each([
    ['main read', call('main', 'GET', '/cdn/sites'), timeouts.short],
    [
      'main delete',
      call('main', 'DELETE', '/cdn/sites/{id}', { params: { path: { id: 'x' } } }),
      timeouts.short,
    ],
    [
      'main status toggle',
      call('main', 'PUT', '/tenant/member/{id}/status', { params: { path: { id: 'x' } }, body: {} }),
      timeouts.short,
    ],
    [
      'main edge setting',
      call('main', 'PATCH', '/cdn/sites/{id}/edge_settings/{key}', {
        params: { path: { id: 'x', key: 'k' } },
        body: {},
      }),
      timeouts.short,
    ],
    ['site create', call('main', 'POST', '/cdn/sites', { body: {} }), timeouts.long],
    ['vod site create', call('main', 'POST', '/cdn/sites/vod', { body: {} }), timeouts.long],
    [
      'site update',
      call('main', 'PUT', '/cdn/sites/{id}', { params: { path: { id: 'x' } }, body: {} }),
      timeouts.long,
    ],
    ['other main write', call('main', 'POST', '/tenant/group', { body: {} }), timeouts.default],
    ['CDN free certificate create', call('main', 'POST', '/ssl/freessl', { body: {} }), timeouts.long],
    ['CDN custom certificate create', call('main', 'POST', '/ssl/customssl', { body: {} }), timeouts.long],
    [
      'certificate create',
      call('certificate', 'POST', '/certificate/v1/create', { body: {} }),
      timeouts.long,
    ],
    ['certificate read', call('certificate', 'GET', '/certificate/v1/get-all'), timeouts.short],
    [
      'challenge validate',
      call('certificate', 'POST', '/certificate/v1/{id}/challenges/{challengeId}/validate', {
        params: { path: { id: 'c', challengeId: 'h' } },
      }),
      timeouts.long,
    ],
    [
      'challenge list',
      call('certificate', 'GET', '/certificate/v1/{id}/challenges', { params: { path: { id: 'c' } } }),
      timeouts.long,
    ],
    [
      'challenge read',
      call('certificate', 'GET', '/certificate/v1/{id}/challenges/{challengeId}', {
        params: { path: { id: 'c', challengeId: 'h' } },
      }),
      timeouts.long,
    ],
    ['DDoS read', call('ddos', 'GET', '/api/v1/sites'), timeouts.long],
    ['WAF read', call('waf', 'GET', '/waf/api/apps'), timeouts.default],
    ['IAM (auth) write', call('auth', 'POST', '/login', { body: {} }), timeouts.default],
    ['DNS read', call('dns', 'GET', '/dns/zones'), timeouts.short],
    [
      'DNS import',
      call('dns', 'POST', '/dns/zones/{zone_id}/rrsets/import', {
        params: { path: { zone_id: 'z' } },
        body: {},
      }),
      timeouts.default,
    ],
  ])('%s: aborted after its timeout with "Request time out!"', async (_name, make, ms) => {
    const result = await abortedAfter(make);
    expect(result.ms).toBe(ms);
    expect(result.error).toBeInstanceOf(ApiError);
    expect(result.error).toMatchObject({
      kind: 'timeout',
      code: 'timeout',
      messageKey: 'errors:timeout',
      message: 'Request time out!',
    });
  });

  it('an answer in time clears the timer', async () => {
    const server = fakeServer(() => 'hold');
    const pending = server.clients.main.GET('/cdn/sites');
    await vi.advanceTimersByTimeAsync(timeouts.short - 1);
    server.held[0]?.respond(
      new Response('{"data":[],"page_info":{"page":"1","per_page":1,"total_count":0,"total_pages":0}}', {
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const result = await pending;
    await vi.advanceTimersByTimeAsync(timeouts.default);
    expect(result.response.status).toBe(200);
    expect(server.requests[0]?.signal.aborted).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('timeout rules', () => {
  it('fall back to the 60 s default when nothing matches', () => {
    expect(timeoutFor([], 'GET', '/x')).toBe(timeouts.default);
    expect(timeoutFor([{ method: 'POST', path: '/x', ms: 5 }], 'post', '/x')).toBe(5);
    expect(timeoutFor([{ method: 'POST', path: '/x', ms: 5 }], 'POST', '/y')).toBe(timeouts.default);
    expect(timeoutFor([{ method: '*', path: /^\/a/, ms: 7 }], 'GET', '/ab')).toBe(7);
    expect(timeoutFor([{ method: '*', path: /^\/a/, ms: 7 }], 'GET', '/b')).toBe(timeouts.default);
  });

  it('are the numbers of SPEC §9', () => {
    expect(timeouts).toEqual({ short: 10_000, long: 30_000, default: 60_000 });
    expect(timeoutRulesFor('waf')[0]).toEqual({ method: '*', path: '*', ms: 60_000 });
    expect(backendTimeoutRules.ddos).toEqual([{ method: '*', path: '*', ms: 30_000 }]);
  });
});

/** Whether the client's generated contract types (src/api/generated/<backend>.ts) have this operation. */
function inContract(backend: string, method: string, schemaPath: string): boolean {
  const file = path.resolve(__dirname, '../../../src/api/generated', `${backend}.ts`);
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(`\n    ${JSON.stringify(schemaPath)}: {\n`);
  if (start < 0) return false;
  const block = text.slice(start, text.indexOf('\n    };', start));
  return new RegExp(`\\n\\s+${method.toLowerCase()}: operations\\[`).test(block);
}

describe('the timeout table', () => {
  it('calls only operations of the contracts', () => {
    expect(inContract('main', 'POST', '/cdn/sites')).toBe(true);
    expect(inContract('main', 'PATCH', '/cdn/sites')).toBe(false);
    expect(inContract('certificate', 'GET', '/certificate/v1/challenges')).toBe(false);
    const missing = called.filter(({ backend, method, path: p }) => !inContract(backend, method, p));
    expect(called.length).toBeGreaterThan(15);
    expect(missing).toEqual([]);
  });
});
