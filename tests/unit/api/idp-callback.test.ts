// Finishing an external sign-in: GET /idp/{idp}/callback stores the session on success; on a failure the
// stored tokens are cleared and the server's message comes back for an alert (not a session-expiry redirect).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initApi } from '../../../src/api/client';
import { completeIdpCallback } from '../../../src/api/idpCallback';
import { isCancelled } from '../../../src/api/cancelled';
import { expireSession, isSessionExpiring } from '../../../src/api/expiry';
import { getApiHealth, reportTokenError } from '../../../src/api/health';
import { json, profile, resetApiState, seedSession, testConfig } from './fakeServer';

const issued = {
  access_token: 'idp-access',
  refresh_token: 'idp-refresh',
  token_type: 'Bearer',
  expires_in: 900,
  login_type: 'idp',
};
const sessionKeys = ['accessToken', 'refreshToken', 'fullToken', 'loginType', 'userData'];

function backend(answer: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const navigate = vi.fn();
  initApi(testConfig, {
    fetch: async (request) => {
      requests.push(request);
      return answer(request);
    },
    navigate,
    currentPath: () => '/corp/callback?code=c&state=s',
  });
  return { requests, navigate };
}

const ok =
  (next: string | null = '/dns/zones?page=2') =>
  (request: Request) =>
    new URL(request.url).pathname.endsWith('/callback')
      ? json({ data: { token: issued, next } })
      : json({ data: profile });

describe('completeIdpCallback', () => {
  beforeEach(() => resetApiState());
  afterEach(() => vi.useRealTimers());

  it('exchanges code and state, stores the tokens and the profile, and returns the safe next path', async () => {
    expireSession({ logout: async () => undefined, navigate: vi.fn(), currentPath: () => '/' });
    reportTokenError();
    const { requests } = backend(ok());
    const result = await completeIdpCallback(
      'corp id',
      new URLSearchParams('code=the-code&state=the-state&iss=https%3A%2F%2Fidp.example'),
    );
    expect(result).toEqual({ ok: true, profile, next: '/dns/zones?page=2' });
    const url = new URL(requests[0]!.url);
    expect(requests[0]?.method).toBe('GET');
    expect(url.pathname).toBe('/api/main/idp/corp%20id/callback');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      code: 'the-code',
      state: 'the-state',
      iss: 'https://idp.example',
    });
    expect(new URL(requests[1]!.url).pathname).toBe('/api/main/user');
    expect(requests[1]?.headers.get('authorization')).toBe('Bearer idp-access');
    expect(localStorage.getItem('accessToken')).toBe('idp-access');
    expect(localStorage.getItem('refreshToken')).toBe('idp-refresh');
    expect(localStorage.getItem('fullToken')).toBe('Bearer idp-access');
    expect(localStorage.getItem('loginType')).toBe('idp');
    expect(JSON.parse(localStorage.getItem('userData') ?? 'null')).toEqual(profile);
    expect(isSessionExpiring()).toBe(false);
    expect(getApiHealth().token).toBe(false);
  });

  it('takes a plain object query, sends no iss when there is none, and drops an unsafe next', async () => {
    const { requests } = backend(ok('//evil.example/x'));
    const result = await completeIdpCallback('corp', { code: 'c', state: 's', iss: null });
    expect(result).toEqual({ ok: true, profile, next: null });
    expect(Object.fromEntries(new URL(requests[0]!.url).searchParams)).toEqual({ code: 'c', state: 's' });
  });

  it.each([
    [400, 'The sign-in state does not match. Start the sign-in again.'],
    [401, 'The identity provider refused the sign-in.'],
  ])(
    'a %i clears the stored tokens and returns the server message, without the 401 redirect',
    async (status, message) => {
      vi.useFakeTimers();
      seedSession();
      const { requests, navigate } = backend(() =>
        json({ message, status_code: status, request_id: 'req-7' }, status),
      );
      const result = await completeIdpCallback('corp', new URLSearchParams('code=c&state=s'));
      expect(result).toEqual({ ok: false, message, messageKey: undefined, requestId: 'req-7', status });
      for (const key of sessionKeys) expect(localStorage.getItem(key)).toBeNull();
      expect(sessionStorage.length).toBe(0);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(navigate).not.toHaveBeenCalled();
      expect(isSessionExpiring()).toBe(false);
      expect(requests).toHaveLength(1);
    },
  );

  it('missing code or state still asks the server, whose message comes back', async () => {
    const { requests } = backend(() =>
      json({ message: 'code is required', status_code: 400, request_id: 'r' }, 400),
    );
    const result = await completeIdpCallback('corp', new URLSearchParams(''));
    expect(result).toMatchObject({ ok: false, message: 'code is required', status: 400 });
    expect(Object.fromEntries(new URL(requests[0]!.url).searchParams)).toEqual({ code: '', state: '' });
  });

  it('a network failure clears the tokens and returns the console text key', async () => {
    seedSession();
    backend(() => {
      throw new TypeError('Failed to fetch');
    });
    const result = await completeIdpCallback('corp', new URLSearchParams('code=c&state=s'));
    expect(result).toEqual({
      ok: false,
      message: 'Failed to fetch',
      messageKey: 'errors:network',
      requestId: undefined,
      status: 0,
    });
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('a profile that fails after the tokens came clears the half-made session', async () => {
    backend((request) =>
      new URL(request.url).pathname.endsWith('/callback')
        ? json({ data: { token: issued, next: null } })
        : json({ message: 'Server error', status_code: 500, request_id: 'r-5' }, 500),
    );
    const result = await completeIdpCallback('corp', new URLSearchParams('code=c&state=s'));
    expect(result).toMatchObject({ ok: false, message: 'Server error', requestId: 'r-5', status: 500 });
    for (const key of sessionKeys) expect(localStorage.getItem(key)).toBeNull();
  });

  it('a call replaced by its identical repeat resolves as cancelled; the repeat signs in', async () => {
    let release: (() => void) | undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    backend(async (request) => {
      if (new URL(request.url).pathname.endsWith('/callback')) {
        calls += 1;
        if (calls === 1) {
          await new Promise<never>((_resolve, reject) =>
            request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          );
        }
        await gate;
      }
      return ok()(request);
    });
    const first = completeIdpCallback('corp', new URLSearchParams('code=c&state=s'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const second = completeIdpCallback('corp', new URLSearchParams('code=c&state=s'));
    release?.();
    expect(isCancelled(await first)).toBe(true);
    expect(await second).toMatchObject({ ok: true });
    expect(localStorage.getItem('accessToken')).toBe('idp-access');
  });
});
