// Staying signed in: a 401 for the access token a request carried renews the token once (one exchange for
// every request and every tab) and replays the request; only when no renewed token can be had does the 401
// flow of SPEC §4 run. A tab that comes back with an ended access token renews it before its next request.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClients, initApi, type ApiClients, type TabCoordination } from '../../../src/api/client';
import { isSessionExpiring } from '../../../src/api/expiry';
import { watchForeground } from '../../../src/api/foreground';
import { getApiHealth } from '../../../src/api/health';
import { exchangeWaitMs } from '../../../src/api/renewal';
import { accessTokenEnd, accessTokenExpiring, accessTokenMarginMs } from '../../../src/api/tokenLifetime';
import {
  emptyCdnPage,
  fakeServer,
  json,
  resetApiState,
  seedSession,
  sharedChannels,
  sharedLocks,
  testConfig,
  type FakeServer,
} from './fakeServer';

const sessionKeys = ['accessToken', 'refreshToken', 'fullToken', 'loginType', 'userData'];
const unauthorized = () =>
  json({ message: 'Your session has expired or is invalid', status_code: 401, request_id: 'r-401' }, 401);

/** A JWT-shaped token ending at `endMs` (only its `exp` claim matters to the console). */
function jwt(endMs: number, id = 'a'): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: id, exp: Math.floor(endMs / 1000) })}.sig`;
}

/**
 * The provider's rules for tokens: one access token is good at a time, and the stored one (access-1) has
 * ended; a refresh token is exchanged once for the next pair (rotation; no grace here, so a second exchange of
 * a spent token is caught). The refresh answer can be held or refused.
 */
function tokenServer(options: { refuseRefresh?: boolean; refuseRenewed?: boolean } = {}) {
  const state = { access: '', refresh: 'refresh-1', generation: 1 };
  let open: () => void = () => undefined;
  let gate: Promise<void> | undefined;
  const server = {
    state,
    /** Hold refresh answers until `release()`. */
    hold() {
      gate = new Promise<void>((resolve) => (open = resolve));
    },
    release() {
      open();
      gate = undefined;
    },
    answer: async (request: Request): Promise<Response> => {
      const path = new URL(request.url).pathname;
      if (path === '/api/auth/logout') return json({ success: true });
      if (path === '/api/auth/refresh') {
        const { refreshToken } = (await request.clone().json()) as { refreshToken: string };
        if (gate) await gate;
        if (options.refuseRefresh || refreshToken !== state.refresh) return unauthorized();
        state.generation += 1;
        state.access = `access-${state.generation}`;
        state.refresh = `refresh-${state.generation}`;
        return json({
          access_token: state.access,
          refresh_token: state.refresh,
          token_type: 'Bearer',
          expires_in: 900,
          login_type: 'password',
        });
      }
      const good =
        request.headers.get('Authorization') === `Bearer ${state.access}` &&
        !(options.refuseRenewed && state.generation > 1);
      if (!good) return unauthorized();
      if (request.method !== 'GET') return json({ data: { id: 'site-1' } }, 201);
      return json(path.endsWith('/user') ? { data: {} } : emptyCdnPage);
    },
  };
  return server;
}

const pathOf = (request: Request) => new URL(request.url).pathname;
const refreshes = (server: FakeServer) => server.requests.filter((r) => pathOf(r) === '/api/auth/refresh');
const logouts = (server: FakeServer) => server.requests.filter((r) => pathOf(r) === '/api/auth/logout');
const dataRequests = (server: FakeServer) =>
  server.requests.filter((r) => !pathOf(r).startsWith('/api/auth/'));
const bearerOf = (request: Request) => request.headers.get('Authorization');

type LooseClient = { GET: (path: string) => Promise<{ response: Response }> };

describe('a 401 for the access token renews it once and replays the request', () => {
  beforeEach(() => {
    resetApiState();
    vi.useFakeTimers();
    seedSession();
  });
  afterEach(() => vi.useRealTimers());

  it('concurrent 401s on several backends share one refresh; each request is replayed once and resolves', async () => {
    const tokens = tokenServer();
    tokens.hold();
    const server = fakeServer(tokens.answer);
    const calls = Promise.all([
      server.clients.main.GET('/cdn/sites'),
      server.clients.main.GET('/user'),
      (server.clients.dns as unknown as LooseClient).GET('/dns/zones'),
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshes(server)).toHaveLength(1);
    tokens.release();
    const results = await calls;

    expect(results.map((r) => r.response.status)).toEqual([200, 200, 200]);
    expect(refreshes(server)).toHaveLength(1);
    expect(await refreshes(server)[0]!.clone().json()).toEqual({ refreshToken: 'refresh-1' });
    const sent = dataRequests(server).map((r) => `${pathOf(r)} ${bearerOf(r)}`);
    expect(sent.filter((line) => line.endsWith('Bearer access-1'))).toHaveLength(3);
    expect(sent.filter((line) => line.endsWith('Bearer access-2')).sort()).toEqual([
      '/api/dns/dns/zones Bearer access-2',
      '/api/main/cdn/sites Bearer access-2',
      '/api/main/user Bearer access-2',
    ]);
    expect(localStorage.getItem('accessToken')).toBe('access-2');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2');
    expect(localStorage.getItem('fullToken')).toBe('Bearer access-2');

    await vi.advanceTimersByTimeAsync(5_000);
    expect(logouts(server)).toHaveLength(0);
    expect(server.navigate).not.toHaveBeenCalled();
    expect(isSessionExpiring()).toBe(false);
    expect(getApiHealth().token).toBe(false);
  });

  it('the replay of a write carries the same method, body and Idempotency-Key, with the new token', async () => {
    const tokens = tokenServer();
    const server = fakeServer(tokens.answer);
    const body = { domain: 'shop.example.com', origin: { host: '203.0.113.7', port: 443 } };
    const result = await (
      server.clients.main as unknown as {
        POST: (path: string, init: { body: object }) => Promise<{ response: Response }>;
      }
    ).POST('/cdn/sites', { body });

    expect(result.response.status).toBe(201);
    const [first, replay] = dataRequests(server);
    expect(dataRequests(server)).toHaveLength(2);
    expect(bearerOf(first!)).toBe('Bearer access-1');
    expect(bearerOf(replay!)).toBe('Bearer access-2');
    expect(replay!.method).toBe('POST');
    expect(replay!.url).toBe(first!.url);
    expect(await replay!.text()).toBe(JSON.stringify(body));
    expect(replay!.headers.get('Idempotency-Key')).toBeTruthy();
    expect(replay!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));
    expect(replay!.headers.get('X-Resource-Group-Id')).toBe('group-1');
    expect(replay!.headers.get('Content-Type')).toBe(first!.headers.get('Content-Type'));
  });

  it('a refused refresh runs the 401 flow once: no replay, storage cleared, one logout, /login?next= after 3 s', async () => {
    const tokens = tokenServer({ refuseRefresh: true });
    const server = fakeServer(tokens.answer);
    const results = await Promise.all([
      server.clients.main.GET('/cdn/sites'),
      server.clients.main.GET('/user'),
      (server.clients.dns as unknown as LooseClient).GET('/dns/zones'),
    ]);

    expect(results.every((r) => r.response.status === 401)).toBe(true);
    expect(refreshes(server)).toHaveLength(1);
    expect(dataRequests(server)).toHaveLength(3);
    for (const key of sessionKeys) expect(localStorage.getItem(key)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(getApiHealth().token).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(logouts(server)).toHaveLength(1);
    expect(logouts(server)[0]!.body).toBeNull();
    await vi.advanceTimersByTimeAsync(2_999);
    expect(server.navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(server.navigate).toHaveBeenCalledTimes(1);
    expect(server.navigate).toHaveBeenCalledWith(`/login?next=${encodeURIComponent('/cdn/sites?page=2')}`);
  });

  it('a replay refused too runs the 401 flow once, without a second refresh', async () => {
    const tokens = tokenServer({ refuseRenewed: true });
    const server = fakeServer(tokens.answer);
    const result = await server.clients.main.GET('/cdn/sites');

    expect(result.response.status).toBe(401);
    expect(refreshes(server)).toHaveLength(1);
    expect(dataRequests(server).map(bearerOf)).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(localStorage.getItem('accessToken')).toBeNull();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(logouts(server)).toHaveLength(1);
    expect(server.navigate).toHaveBeenCalledTimes(1);
  });

  it('a 401 that arrives after the token was renewed elsewhere replays with the stored token, no refresh', async () => {
    const tokens = tokenServer();
    const server = fakeServer((request) =>
      bearerOf(request) === 'Bearer access-1' ? 'hold' : tokens.answer(request),
    );
    const call = server.clients.main.GET('/user');
    await vi.advanceTimersByTimeAsync(0);
    // Another tab renews while this request is on its way; its refresh token is already spent.
    Object.assign(tokens.state, { access: 'access-2', refresh: 'refresh-2', generation: 2 });
    localStorage.setItem('accessToken', 'access-2');
    localStorage.setItem('refreshToken', 'refresh-2');
    server.held[0]!.respond(unauthorized());

    expect((await call).response.status).toBe(200);
    expect(refreshes(server)).toHaveLength(0);
    expect(dataRequests(server).map(bearerOf)).toEqual(['Bearer access-1', 'Bearer access-2']);
  });

  it('a request sent while a renewal runs waits for it and goes out with the renewed token', async () => {
    const tokens = tokenServer();
    tokens.hold();
    const server = fakeServer(tokens.answer);
    const first = server.clients.main.GET('/cdn/sites');
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshes(server)).toHaveLength(1);
    const next = server.clients.main.GET('/user');
    await vi.advanceTimersByTimeAsync(0);
    expect(dataRequests(server)).toHaveLength(1);
    tokens.release();
    const results = await Promise.all([first, next]);
    expect(results.map((r) => r.response.status)).toEqual([200, 200]);
    // The waiting request never went out with the ended token.
    const sent = dataRequests(server).map((r) => `${pathOf(r)} ${bearerOf(r)}`);
    expect(sent[0]).toBe('/api/main/cdn/sites Bearer access-1');
    expect(sent.slice(1).sort()).toEqual([
      '/api/main/cdn/sites Bearer access-2',
      '/api/main/user Bearer access-2',
    ]);
  });

  it('the refresh call and the sign-in calls renew nothing on their own 401', async () => {
    const server = fakeServer(() => unauthorized());
    await server.clients.auth.POST('/refresh', { body: { refreshToken: 'refresh-1' } });
    await server.clients.auth.POST('/login', { body: { username: 'ada', password: 'x' } });
    await vi.advanceTimersByTimeAsync(3_000);
    // The refresh's 401 ends the session (one logout); nothing is exchanged or replayed.
    expect(server.requests.map((r) => pathOf(r)).sort()).toEqual([
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/refresh',
    ]);
  });

  it('a request that carried no access token is not replayed', async () => {
    localStorage.removeItem('accessToken');
    const server = fakeServer(() => unauthorized());
    await server.clients.main.GET('/cdn/sites');
    expect(refreshes(server)).toHaveLength(0);
    expect(dataRequests(server)).toHaveLength(1);
  });
});

describe('tabs share one refresh', () => {
  beforeEach(() => {
    resetApiState();
    vi.useFakeTimers();
    seedSession();
  });
  afterEach(() => vi.useRealTimers());

  /** Two tabs on one server (one localStorage, as a browser's tabs of one origin have). */
  function twoTabs(tokens: ReturnType<typeof tokenServer>, tabs: TabCoordination) {
    const server = fakeServer(tokens.answer, tabs);
    const tabB: ApiClients = createApiClients(
      testConfig,
      {
        fetch: server.fetch,
        navigate: server.navigate,
        currentPath: () => '/cdn/sites',
      },
      tabs,
    );
    return { server, tabA: server.clients, tabB };
  }

  it('with Web Locks: one refresh; the tab whose turn comes next takes the stored tokens', async () => {
    const tokens = tokenServer();
    tokens.hold();
    const locks = sharedLocks();
    const { server, tabA, tabB } = twoTabs(tokens, { locks });
    const calls = Promise.all([tabA.main.GET('/cdn/sites'), tabB.main.GET('/user')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshes(server)).toHaveLength(1);
    expect(locks.request).toHaveBeenCalledTimes(2);
    expect(locks.request.mock.calls.map(([name]) => name)).toEqual([
      'console-token-exchange',
      'console-token-exchange',
    ]);
    tokens.release();
    const results = await calls;

    expect(results.map((r) => r.response.status)).toEqual([200, 200]);
    expect(refreshes(server)).toHaveLength(1);
    expect(dataRequests(server).filter((r) => bearerOf(r) === 'Bearer access-2')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2');
  });

  it('without Web Locks: a tab waits for the exchange another tab announced, then takes its tokens', async () => {
    const tokens = tokenServer();
    tokens.hold();
    const channels = sharedChannels();
    const { server, tabA, tabB } = twoTabs(tokens, { locks: undefined, openChannel: channels.openChannel });
    const first = tabA.main.GET('/cdn/sites');
    await vi.advanceTimersByTimeAsync(0);
    expect(channels.posted).toEqual([{ type: 'exchanging' }]);
    const second = tabB.main.GET('/user');
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshes(server)).toHaveLength(1);
    tokens.release();
    const results = await Promise.all([first, second]);

    expect(results.map((r) => r.response.status)).toEqual([200, 200]);
    expect(refreshes(server)).toHaveLength(1);
    // A's exchange, then B's turn, in which B finds A's tokens and exchanges nothing.
    expect(channels.posted).toEqual([
      { type: 'exchanging' },
      { type: 'exchanged' },
      { type: 'exchanging' },
      { type: 'exchanged' },
    ]);
    expect(server.navigate).not.toHaveBeenCalled();
  });

  it('without Web Locks: a tab stops waiting for an exchange that never ends (a tab closed mid-way)', async () => {
    const tokens = tokenServer();
    const channels = sharedChannels();
    const { server, tabB } = twoTabs(tokens, { locks: undefined, openChannel: channels.openChannel });
    const gone = channels.openChannel();
    gone.postMessage({ type: 'exchanging' });
    const call = tabB.main.GET('/user');
    await vi.advanceTimersByTimeAsync(exchangeWaitMs - 1);
    expect(refreshes(server)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect((await call).response.status).toBe(200);
    expect(refreshes(server)).toHaveLength(1);
  });
});

describe('a tab that comes back with an ended access token renews it first', () => {
  let visibility: DocumentVisibilityState;
  const now = Date.parse('2030-01-01T00:00:00Z');

  beforeEach(() => {
    resetApiState();
    vi.useFakeTimers({ now });
    visibility = 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  /** The app's clients (what watchForeground renews through), on the token server, signed in with a JWT. */
  function signedInApp(tokens: ReturnType<typeof tokenServer>, endMs: number) {
    seedSession();
    tokens.state.access = jwt(endMs);
    localStorage.setItem('accessToken', tokens.state.access);
    const requests: Request[] = [];
    const navigate = vi.fn();
    const clients = initApi(
      testConfig,
      {
        fetch: async (request) => {
          requests.push(request);
          return tokens.answer(request);
        },
        navigate,
        currentPath: () => '/cdn/sites',
      },
      { locks: undefined, openChannel: () => undefined },
    );
    return { clients, requests, navigate };
  }

  it('on becoming visible after the token ended: the refresh goes out before the next request', async () => {
    const tokens = tokenServer();
    const app = signedInApp(tokens, now + 15 * 60_000);
    const watch = watchForeground();
    await vi.advanceTimersByTimeAsync(0);
    expect(app.requests).toHaveLength(0);

    // Away for 16 minutes (a background tab, a closed laptop): no request in between.
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    vi.setSystemTime(now + 16 * 60_000);
    tokens.hold();
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    const read = app.clients.main.GET('/cdn/sites');
    await vi.advanceTimersByTimeAsync(0);
    expect(app.requests.map(pathOf)).toEqual(['/api/auth/refresh']);
    tokens.release();

    expect((await read).response.status).toBe(200);
    expect(app.requests.map((r) => `${pathOf(r)} ${bearerOf(r)}`)).toEqual([
      expect.stringMatching(/^\/api\/auth\/refresh /),
      '/api/main/cdn/sites Bearer access-2',
    ]);
    expect(app.navigate).not.toHaveBeenCalled();
    watch.stop();
  });

  it('on coming back online, and when the console opens, with a token about to end', async () => {
    const tokens = tokenServer();
    const app = signedInApp(tokens, now + accessTokenMarginMs - 1);
    const watch = watchForeground();
    await vi.advanceTimersByTimeAsync(0);
    expect(app.requests.map(pathOf)).toEqual(['/api/auth/refresh']);

    localStorage.setItem('accessToken', jwt(now + accessTokenMarginMs - 1, 'b'));
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(app.requests.map(pathOf)).toEqual(['/api/auth/refresh', '/api/auth/refresh']);
    watch.stop();
  });

  it('leaves alone a hidden tab, a token with time left, a token that does not say when it ends, a signed-out tab', async () => {
    const tokens = tokenServer();
    const app = signedInApp(tokens, now + 5 * 60_000);
    const watch = watchForeground();
    document.dispatchEvent(new Event('visibilitychange'));

    localStorage.setItem('accessToken', jwt(now - 1));
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));

    visibility = 'visible';
    localStorage.setItem('accessToken', 'opaque-token');
    document.dispatchEvent(new Event('visibilitychange'));

    localStorage.setItem('accessToken', jwt(now - 1));
    localStorage.removeItem('userData');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(app.requests).toHaveLength(0);

    watch.stop();
    seedSession();
    localStorage.setItem('accessToken', jwt(now - 1));
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(app.requests).toHaveLength(0);
  });

  it('a refused refresh token ends the session as a 401 does', async () => {
    const tokens = tokenServer({ refuseRefresh: true });
    const app = signedInApp(tokens, now - 1);
    const watch = watchForeground();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(app.requests.map(pathOf)).toEqual(['/api/auth/refresh', '/api/auth/logout']);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(app.navigate).toHaveBeenCalledWith('/login?next=%2Fcdn%2Fsites');
    watch.stop();
  });
});

describe('the access token says when it ends', () => {
  it('reads the exp claim of a JWT; anything else has no known end', () => {
    const end = Date.parse('2030-01-01T00:15:00Z');
    expect(accessTokenEnd(jwt(end))).toBe(end);
    expect(accessTokenEnd('opaque')).toBeNull();
    expect(accessTokenEnd('a.%%%.c')).toBeNull();
    expect(accessTokenEnd(`a.${btoa(JSON.stringify({ sub: 'x' }))}.c`)).toBeNull();
  });

  it('counts as ending within the margin, and as ended after it', () => {
    const end = Date.parse('2030-01-01T00:15:00Z');
    expect(accessTokenExpiring(jwt(end), 30_000, end - 30_001)).toBe(false);
    expect(accessTokenExpiring(jwt(end), 30_000, end - 30_000)).toBe(true);
    expect(accessTokenExpiring(jwt(end), 30_000, end + 1)).toBe(true);
    expect(accessTokenExpiring('opaque', 30_000, end + 1)).toBe(false);
  });
});
