// Sign-in, sign-out, profile and refresh on top of the auth and main clients.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initApi } from '../../../src/api/client';
import { fetchProfile, refreshTokens, signIn, signOut } from '../../../src/api/auth';
import { expireSession, isSessionExpiring } from '../../../src/api/expiry';
import { getApiHealth, reportTokenError } from '../../../src/api/health';
import { ApiError } from '../../../src/api/errors';
import { isCancelled } from '../../../src/api/cancelled';
import { json, profile, resetApiState, seedSession, testConfig } from './fakeServer';

const tokens = {
  access_token: 'a-2',
  refresh_token: 'r-2',
  token_type: 'Bearer',
  expires_in: 900,
  login_type: 'password',
};

function backend(answer: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  initApi(testConfig, {
    fetch: async (request) => {
      requests.push(request.clone());
      return answer(request);
    },
    navigate: vi.fn(),
    currentPath: () => '/',
  });
  return requests;
}

describe('auth', () => {
  beforeEach(() => resetApiState());

  it('signIn stores the tokens and the profile, and forgets an earlier session end and token error', async () => {
    expireSession({ logout: async () => undefined, navigate: vi.fn(), currentPath: () => '/' });
    reportTokenError();
    const requests = backend((request) =>
      request.url.endsWith('/login') ? json(tokens) : json({ data: profile }),
    );
    await expect(signIn('ada', 'pw')).resolves.toEqual(profile);
    expect(await requests[0]?.json()).toEqual({ username: 'ada', password: 'pw' });
    expect(localStorage.getItem('accessToken')).toBe('a-2');
    expect(localStorage.getItem('fullToken')).toBe('Bearer a-2');
    expect(JSON.parse(localStorage.getItem('userData') ?? 'null')).toEqual(profile);
    expect(sessionStorage.getItem('resourceGroupId')).toBe(profile.currentGroupID);
    expect(isSessionExpiring()).toBe(false);
    expect(getApiHealth().token).toBe(false);
  });

  it('signIn rejects a wrong password with the server message and keeps no session', async () => {
    backend(() => json({ message: 'Invalid credentials', status_code: 401, request_id: 'r' }, 401));
    await expect(signIn('ada', 'bad')).rejects.toThrow('Invalid credentials');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('signIn clears the half-made session when the profile fails', async () => {
    backend((request) =>
      request.url.endsWith('/login')
        ? json(tokens)
        : json({ message: 'boom', status_code: 500, request_id: 'r' }, 500),
    );
    await expect(signIn('ada', 'pw')).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
  });

  it('signOut clears the session and posts an empty logout, even when that fails', async () => {
    seedSession();
    const requests = backend(() => {
      throw new TypeError('offline');
    });
    await signOut();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST http://test/api/auth/logout']);
    expect(await requests[0]?.text()).toBe('');
  });

  it('refreshTokens exchanges the refresh token, or says false when there is none', async () => {
    const requests = backend(() => json(tokens));
    await expect(refreshTokens()).resolves.toBe(false);
    expect(requests).toHaveLength(0);
    seedSession();
    await expect(refreshTokens()).resolves.toBe(true);
    expect(await requests[0]?.json()).toEqual({ refreshToken: 'refresh-1' });
    expect(localStorage.getItem('accessToken')).toBe('a-2');
    expect(localStorage.getItem('refreshToken')).toBe('r-2');
  });

  it('fetchProfile stores the profile', async () => {
    backend(() => json({ data: { ...profile, username: 'bob' } }));
    await expect(fetchProfile()).resolves.toMatchObject({ username: 'bob' });
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}').username).toBe('bob');
  });

  it('a sign-in replaced by its repeat resolves as cancelled and the repeat signs in', async () => {
    const held: ((r: Response) => void)[] = [];
    backend((request) => {
      if (request.url.endsWith('/login') && held.length === 0) {
        return new Promise<Response>((resolve, reject) => {
          held.push(resolve);
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      }
      return request.url.endsWith('/login') ? json(tokens) : json({ data: profile });
    });
    const first = signIn('ada', 'pw');
    await new Promise((r) => setTimeout(r, 0));
    const second = signIn('ada', 'pw');
    expect(isCancelled(await first)).toBe(true);
    await expect(second).resolves.toEqual(profile);
  });
});
