// 401 ends the session once (storage cleared, POST /auth/logout with an empty body, /login?next= after 3 s);
// 403 on the WAF client opens the not-authorized page, elsewhere it is a typed "forbidden" error.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cdnEnvelope, itemsEnvelope } from '../../../src/api/adapters';
import { ApiError } from '../../../src/api/errors';
import { isSessionExpiring } from '../../../src/api/expiry';
import { getApiHealth } from '../../../src/api/health';
import { fakeServer, json, resetApiState, seedSession } from './fakeServer';

const sessionKeys = ['accessToken', 'refreshToken', 'fullToken', 'loginType', 'userData'];
const unauthorized = () => json({ message: 'Session expired', status_code: 401, request_id: 'r1' }, 401);

describe('401', () => {
  beforeEach(() => {
    resetApiState();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('from several backends at once: clears the session, logs out once, goes to /login?next= after 3 s once', async () => {
    seedSession();
    localStorage.setItem('skin', 'dark');
    sessionStorage.setItem('other', 'x');
    const server = fakeServer((request) =>
      request.url.endsWith('/logout') ? json({ success: true }) : unauthorized(),
    );
    const dns = server.clients.dns as unknown as { GET: (p: string) => Promise<{ response: Response }> };
    const results = await Promise.all([
      server.clients.main.GET('/cdn/sites'),
      server.clients.main.GET('/user'),
      dns.GET('/dns/zones'),
    ]);
    expect(results.every((r) => r.response.status === 401)).toBe(true);
    // The shell's "session ending" state, as for a failed refresh.
    expect(getApiHealth()).toEqual({ network: false, server: false, token: true });
    for (const key of sessionKeys) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('skin')).toBe('dark');
    expect(sessionStorage.length).toBe(0);
    expect(isSessionExpiring()).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    const logouts = server.requests.filter((r) => r.url === 'http://test/api/auth/logout');
    expect(logouts).toHaveLength(1);
    expect(logouts[0]?.method).toBe('POST');
    expect(logouts[0]?.body).toBeNull();
    await vi.advanceTimersByTimeAsync(2_999);
    expect(server.navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(server.navigate).toHaveBeenCalledTimes(1);
    expect(server.navigate).toHaveBeenCalledWith(`/login?next=${encodeURIComponent('/cdn/sites?page=2')}`);
    expect(isSessionExpiring()).toBe(false);
  });

  it('ignores a failing logout', async () => {
    seedSession();
    const server = fakeServer((request) => {
      if (request.url.endsWith('/logout')) throw new TypeError('offline');
      return unauthorized();
    });
    await server.clients.main.GET('/user');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(server.navigate).toHaveBeenCalledTimes(1);
  });

  it.each(['/login', '/logout'])('from /auth%s is an answer, not an expired session', async (path) => {
    seedSession();
    const server = fakeServer(() => unauthorized());
    await (server.clients.auth as unknown as { POST: (p: string, i: object) => Promise<unknown> }).POST(
      path,
      { body: {} },
    );
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem('accessToken')).toBe('access-1');
    expect(server.requests).toHaveLength(1);
    expect(getApiHealth().token).toBe(false);
  });

  it('from the IdP callback (main) is an answer, not an expired session', async () => {
    seedSession();
    const server = fakeServer(() => unauthorized());
    const result = await server.clients.main.GET('/idp/{idp}/callback', {
      params: { path: { idp: 'corp' }, query: { code: 'c', state: 's' } },
    });
    expect(result.response.status).toBe(401);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.navigate).not.toHaveBeenCalled();
    expect(isSessionExpiring()).toBe(false);
    expect(getApiHealth().token).toBe(false);
    expect(server.requests).toHaveLength(1);
  });

  it('a 401 on a page of the main backend still ends the session (only the callback is exempt)', async () => {
    seedSession();
    const server = fakeServer((request) =>
      request.url.endsWith('/logout') ? json({ success: true }) : unauthorized(),
    );
    await server.clients.main.GET('/idp/user-idp');
    expect(isSessionExpiring()).toBe(true);
    expect(getApiHealth().token).toBe(true);
  });

  it('from /auth/refresh ends the session', async () => {
    seedSession();
    const server = fakeServer(() => unauthorized());
    await server.clients.auth.POST('/refresh', { body: { refreshToken: 'r' } });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(server.navigate).toHaveBeenCalledTimes(1);
  });
});

describe('403', () => {
  beforeEach(() => resetApiState());

  it('on the WAF client goes to the not-authorized page', async () => {
    const server = fakeServer(() => json({ message: 'Forbidden', status_code: 403, request_id: 'w-1' }, 403));
    const result = await (
      server.clients.waf as unknown as { GET: (p: string) => Promise<{ response: Response }> }
    ).GET('/waf/api/apps');
    // The page is told where the user was (the fake server's current path).
    expect(server.navigate).toHaveBeenCalledWith(
      '/pages/miscellaneous/not-authorized?from=%2Fcdn%2Fsites%3Fpage%3D2',
    );
    expect(() => itemsEnvelope.list(result as never)).toThrow(ApiError);
  });

  it('elsewhere is a typed "forbidden" error with the request id, and no navigation', async () => {
    const server = fakeServer(() =>
      json({ message: 'Not permitted', status_code: 403, request_id: 'req-403' }, 403),
    );
    const result = await server.clients.main.GET('/cdn/sites');
    expect(server.navigate).not.toHaveBeenCalled();
    let error: unknown;
    try {
      cdnEnvelope.list(result);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'forbidden',
      status: 403,
      requestId: 'req-403',
      message: 'Not permitted',
    });
  });

  it('takes the request id from the X-Request-Id header when the body has none', async () => {
    const server = fakeServer(
      () =>
        new Response('Forbidden', {
          status: 403,
          statusText: 'Forbidden',
          headers: { 'X-Request-Id': 'hdr-1' },
        }),
    );
    const result = await server.clients.main.GET('/cdn/sites');
    expect(() => cdnEnvelope.list(result)).toThrow(
      expect.objectContaining({ kind: 'forbidden', requestId: 'hdr-1', message: 'Forbidden' }) as Error,
    );
  });
});
