// src/areas/auth/specs/sign-in.md, the client side: a 401 from a sign-in call is an answer; login-as keeps
// the operator's way back and leaving it restores the operator's session.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initApi } from '../../../src/api/client';
import {
  exchangeShortToken,
  leaveLoginAs,
  signInWithEmailLink,
  startLoginAs,
  isLoginAs,
} from '../../../src/api/auth';
import { isApiError } from '../../../src/api/errors';
import { getApiHealth } from '../../../src/api/health';
import { getAccessToken, getProfile } from '../../../src/api/session';
import { json, profile, resetApiState, seedSession, testConfig } from '../api/fakeServer';

const tokens = (access: string, loginType: string) => ({
  access_token: access,
  refresh_token: `refresh-${access}`,
  token_type: 'Bearer',
  expires_in: 900,
  login_type: loginType,
});

function server(answer: (request: Request) => Response) {
  const requests: Request[] = [];
  const navigate = vi.fn();
  initApi(testConfig, {
    fetch: async (request) => {
      requests.push(request.clone());
      return answer(request);
    },
    navigate,
    currentPath: () => '/login',
  });
  return { requests, navigate };
}

const refused = (message: string) => json({ message, status_code: 401, request_id: 'r-1' }, 401);

describe('MUST treat a 401 from a sign-in call (password, short token, emailed link, IdP callback) as an answer, not as an expired session', () => {
  beforeEach(() => {
    resetApiState();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it.each([
    ['short token', () => exchangeShortToken('A'.repeat(24))],
    ['emailed link', () => signInWithEmailLink('A'.repeat(24))],
  ])('%s: the server\'s message, no logout, no redirect, no "session ending"', async (_, call) => {
    const fake = server(() => refused('This sign-in link is invalid, already used or expired.'));
    const error = await call().catch((e: unknown) => e);
    expect(isApiError(error) && error.message).toBe('This sign-in link is invalid, already used or expired.');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fake.navigate).not.toHaveBeenCalled();
    expect(fake.requests.map((r) => new URL(r.url).pathname)).not.toContain('/api/auth/logout');
    expect(getApiHealth().token).toBe(false);
  });
});

describe('MUST NOT send an operator opening /login?name=…&tenant_id=… away: it MUST start a visible login-as mode with a way to leave it', () => {
  beforeEach(() => {
    resetApiState();
    localStorage.clear();
    sessionStorage.clear();
  });

  it("starts a login_as session, drops the operator's scope, and comes back to the operator on leaving", async () => {
    seedSession(); // the operator: refresh-1, resource group and project of its own tenant
    const acting = { ...profile, username: 'tenant-admin', tenant_name: 'Tenant B' };
    const fake = server((request) => {
      const { pathname, searchParams } = new URL(request.url);
      if (pathname.endsWith('/login_as')) {
        expect(searchParams.get('name')).toBe('Tenant B');
        expect(searchParams.get('reason')).toBe('TICKET-7');
        return json({ data: { token: tokens('as-1', 'login_as'), tenant: { id: 't-b', name: 'Tenant B' } } });
      }
      if (pathname.endsWith('/user')) {
        return json({ data: getAccessToken() === 'as-1' ? acting : { ...profile, role: 'operator' } });
      }
      if (pathname.endsWith('/logout')) return json({ success: true });
      if (pathname.endsWith('/refresh')) return json(tokens('op-2', 'password'));
      return json({}, 404);
    });

    await startLoginAs('t-b', 'Tenant B', 'TICKET-7');
    expect(isLoginAs()).toBe(true);
    expect(getProfile()?.username).toBe('tenant-admin');
    const profileCall = fake.requests.find((r) => r.url.endsWith('/user'));
    // The operator's resource group and project are not sent into the other tenant.
    expect(profileCall?.headers.get('X-Project-Id')).toBeNull();
    expect(profileCall?.headers.get('X-Login-Type')).toBe('login_as');

    expect(await leaveLoginAs()).toBe(true);
    const paths = fake.requests.map((r) => `${r.method} ${new URL(r.url).pathname}`);
    expect(paths.slice(-3)).toEqual([
      'POST /api/auth/logout',
      'POST /api/auth/refresh',
      'GET /api/main/user',
    ]);
    const refresh = fake.requests.find((r) => r.url.endsWith('/refresh'));
    expect(await refresh?.json()).toEqual({ refreshToken: 'refresh-1' });
    expect(isLoginAs()).toBe(false);
    expect(getAccessToken()).toBe('op-2');
    expect(getProfile()?.role).toBe('operator');
  });

  it('sends the operator to sign in again when their own session is gone', async () => {
    seedSession();
    server((request) => {
      const { pathname } = new URL(request.url);
      if (pathname.endsWith('/login_as')) {
        return json({ data: { token: tokens('as-1', 'login_as'), tenant: { id: 't-b', name: 'B' } } });
      }
      if (pathname.endsWith('/user')) return json({ data: profile });
      if (pathname.endsWith('/logout')) return json({ success: true });
      return json({ message: 'Refresh token expired', status_code: 401, request_id: 'r' }, 401);
    });
    await startLoginAs('t-b', 'B', '');
    expect(await leaveLoginAs()).toBe(false);
    expect(getAccessToken()).toBeNull();
    expect(isLoginAs()).toBe(false);
  });
});
