import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClients } from '../../src/api/client';
import { ApiError } from '../../src/api/errors';
import { resetSessionExpiry, timeouts } from '../../src/api/middleware';
import { cdnEnvelope } from '../../src/api/adapters';
import { json, profile } from './helpers';

// The generated input type also lists the schema's $defs (a generator quirk).
const siteBody = { name: 'a', origin_server_url: 'https://a.example' } as Parameters<
  ReturnType<typeof createApiClients>['main']['POST']
>[1]['body'];

const config = { backends: { auth: 'http://test/api/auth', main: 'http://test/api/main' } };

function setup(answer: (request: Request) => Promise<Response> | Response) {
  const requests: Request[] = [];
  const navigate = vi.fn();
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    return answer(request);
  });
  const clients = createApiClients(config, { fetch, navigate, currentPath: () => '/cdn/sites?page=2' });
  return { clients, requests, navigate, fetch };
}

function seedSession() {
  localStorage.setItem('accessToken', 'access-1');
  localStorage.setItem('refreshToken', 'refresh-1');
  localStorage.setItem('fullToken', 'Bearer access-1');
  localStorage.setItem('loginType', 'password');
  localStorage.setItem('userData', JSON.stringify(profile));
  sessionStorage.setItem('resourceGroupId', 'group-1');
  sessionStorage.setItem('projectId', 'project-1');
}

describe('client middleware', () => {
  beforeEach(() => resetSessionExpiry());
  afterEach(() => vi.useRealTimers());

  it('sends the bearer token, scope headers and (main only) the login type', async () => {
    seedSession();
    const { clients, requests } = setup(() =>
      json({ data: [], page_info: { page: '1', per_page: 20, total_count: 0, total_pages: 0 } }),
    );
    await clients.main.GET('/cdn/sites');
    await clients.auth.POST('/logout');
    const [main, auth] = requests;
    expect(main?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(main?.headers.get('X-Resource-Group-Id')).toBe('group-1');
    expect(main?.headers.get('X-Project-Id')).toBe('project-1');
    expect(main?.headers.get('X-Login-Type')).toBe('password');
    expect(auth?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(auth?.headers.get('X-Login-Type')).toBeNull();
  });

  it('omits headers whose values are not stored', async () => {
    const { clients, requests } = setup(() => json({ data: profile }));
    await clients.main.GET('/user');
    expect(requests[0]?.headers.get('Authorization')).toBeNull();
    expect(requests[0]?.headers.get('X-Project-Id')).toBeNull();
  });

  it('on 401 clears the session, calls logout once and redirects once after 3 s', async () => {
    vi.useFakeTimers();
    seedSession();
    const { clients, requests, navigate } = setup((request) =>
      request.url.endsWith('/logout')
        ? json({ success: true })
        : json({ message: 'Session expired', status_code: 401, request_id: 'r1' }, 401),
    );
    const results = await Promise.all([clients.main.GET('/cdn/sites'), clients.main.GET('/user')]);
    expect(results.every((r) => r.response.status === 401)).toBe(true);
    for (const key of ['accessToken', 'refreshToken', 'fullToken', 'loginType', 'userData']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(sessionStorage.length).toBe(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(requests.filter((r) => r.url.endsWith('/api/auth/logout'))).toHaveLength(1);
    expect(requests.find((r) => r.url.endsWith('/logout'))?.method).toBe('POST');
    await vi.advanceTimersByTimeAsync(2_999);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(`/login?next=${encodeURIComponent('/cdn/sites?page=2')}`);
  });

  it('treats a 401 from /login as an answer, not an expired session', async () => {
    vi.useFakeTimers();
    seedSession();
    const { clients, navigate } = setup(() =>
      json({ message: 'Invalid', status_code: 401, request_id: 'r' }, 401),
    );
    await clients.auth.POST('/login', { body: { username: 'a', password: 'b' } });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem('accessToken')).toBe('access-1');
  });

  it('aborts a read after 10 s and reports a timeout ApiError', async () => {
    vi.useFakeTimers();
    const { clients } = setup(
      (request) =>
        new Promise<Response>((_, reject) => {
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = clients.main.GET('/cdn/sites').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(timeouts.short - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('timeout');
  });

  it('gives site creation 30 s', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const { clients } = setup(
      (request) =>
        new Promise<Response>((_, reject) => {
          signal = request.signal;
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = clients.main.POST('/cdn/sites', { body: siteBody }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(timeouts.short + 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(timeouts.long - timeouts.short);
    expect(signal?.aborted).toBe(true);
    expect(((await pending) as ApiError).kind).toBe('timeout');
  });

  it('normalises the error envelope into one ApiError with field errors', async () => {
    const { clients } = setup(() =>
      json(
        {
          message: 'Validation failed',
          status_code: 400,
          request_id: 'req-9',
          errors: [{ path: '/body/name', message: 'already taken' }],
        },
        400,
      ),
    );
    const result = await clients.main.POST('/cdn/sites', {
      body: siteBody,
    });
    expect(() => cdnEnvelope.one(result)).toThrowError(ApiError);
    try {
      cdnEnvelope.one(result);
    } catch (error) {
      const e = error as ApiError;
      expect(e.status).toBe(400);
      expect(e.requestId).toBe('req-9');
      expect(e.message).toBe('Validation failed');
      expect(e.fieldErrors).toEqual([{ path: '/body/name', message: 'already taken' }]);
    }
  });

  it('unwraps the CDN list envelope (page as a string)', async () => {
    const { clients } = setup(() =>
      json({ data: [{ id: 'x' }], page_info: { page: '3', per_page: 20, total_count: 41, total_pages: 3 } }),
    );
    const page = cdnEnvelope.list(await clients.main.GET('/cdn/sites'));
    expect(page).toEqual({
      items: [{ id: 'x' }],
      page: 3,
      pageSize: 20,
      perPage: 20,
      total: 41,
      totalPages: 3,
    });
  });
});
