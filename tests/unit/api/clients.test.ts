// One client per backend with its base URL from /config.json, and the headers every request carries.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, createApiClients, initApi, setApiNavigate } from '../../../src/api/client';
import { backendNames, defaultConfig, loadConfig } from '../../../src/api/config';
import { emptyCdnPage, fakeServer, json, resetApiState, seedSession, testConfig } from './fakeServer';

describe('clients', () => {
  beforeEach(() => resetApiState());
  afterEach(() => vi.useRealTimers());

  it('builds one client per backend, each on its base URL', async () => {
    const { clients, requests } = fakeServer(() => json({}));
    expect(Object.keys(clients).sort()).toEqual([...backendNames].sort());
    for (const name of backendNames) {
      const client = clients[name] as unknown as { GET: (path: string) => Promise<unknown> };
      await client.GET('/ping');
    }
    expect(requests.map((r) => r.url)).toEqual(backendNames.map((name) => `http://test/api/${name}/ping`));
  });

  it('falls back to the local mount for a backend /config.json leaves out', async () => {
    const requests: Request[] = [];
    const clients = createApiClients(
      { backends: { auth: 'http://a/auth', main: 'http://a/main' } },
      {
        fetch: async (request) => {
          requests.push(request);
          return json({});
        },
      },
    );
    await (clients.main as unknown as { GET: (path: string) => Promise<unknown> }).GET('/user');
    expect(requests[0]?.url).toBe('http://a/main/user');
    // Node's Request refuses a relative URL; the message shows the URL the client built.
    await expect(
      (clients.dns as unknown as { GET: (path: string) => Promise<unknown> }).GET('/dns/zones'),
    ).rejects.toThrow('/api/dns/dns/zones');
  });

  it('sends the bearer token and the scope headers on every client, the login type on main only', async () => {
    seedSession();
    const { clients, requests } = fakeServer(() => json(emptyCdnPage));
    await clients.main.GET('/cdn/sites');
    await clients.auth.POST('/logout');
    await (clients.waf as unknown as { GET: (path: string) => Promise<unknown> }).GET('/waf/api/apps');
    const [main, auth, waf] = requests;
    for (const request of [main, auth, waf]) {
      expect(request?.headers.get('Authorization')).toBe('Bearer access-1');
      expect(request?.headers.get('X-Resource-Group-Id')).toBe('group-1');
      expect(request?.headers.get('X-Project-Id')).toBe('project-1');
    }
    expect(main?.headers.get('X-Login-Type')).toBe('password');
    expect(auth?.headers.get('X-Login-Type')).toBeNull();
    expect(waf?.headers.get('X-Login-Type')).toBeNull();
  });

  it('leaves out headers whose values are not stored, and keeps an explicit Authorization', async () => {
    const { clients, requests } = fakeServer(() => json({ data: {} }));
    await clients.main.GET('/user');
    expect(requests[0]?.headers.get('Authorization')).toBeNull();
    expect(requests[0]?.headers.get('X-Resource-Group-Id')).toBeNull();
    expect(requests[0]?.headers.get('X-Project-Id')).toBeNull();
    expect(requests[0]?.headers.get('X-Login-Type')).toBeNull();
    seedSession();
    await clients.main.GET('/user', { headers: { Authorization: 'Bearer other' } });
    expect(requests[1]?.headers.get('Authorization')).toBe('Bearer other');
  });

  it('never sends a WAF API key: the server adds it', async () => {
    seedSession();
    const { clients, requests } = fakeServer(() => json({ items: [], page: 1, size: 20, total: 0 }));
    await (clients.waf as unknown as { GET: (path: string) => Promise<unknown> }).GET('/waf/api/apps');
    const names = [...(requests[0]?.headers.keys() ?? [])];
    expect(names.filter((name) => /key|secret/i.test(name))).toEqual([]);
  });

  it('api() builds the default clients once and setApiNavigate takes over navigation', async () => {
    const navigate = vi.fn();
    const fetch = vi.fn(async () => json({ message: 'no', status_code: 403, request_id: 'r' }, 403));
    initApi(testConfig, { fetch });
    expect(api()).toBe(api());
    setApiNavigate(navigate);
    await (api().waf as unknown as { GET: (path: string) => Promise<unknown> }).GET('/waf/api/apps');
    expect(navigate).toHaveBeenCalledWith(
      expect.stringMatching(/^\/pages\/miscellaneous\/not-authorized(\?from=|$)/),
    );
  });
});

describe('loadConfig', () => {
  it('reads the backends of /config.json over the defaults', async () => {
    const fetch = vi.fn(async () => json({ backends: { main: 'https://provider/main', waf: 'https://w' } }));
    const config = await loadConfig(fetch as unknown as typeof globalThis.fetch);
    expect(fetch).toHaveBeenCalledWith('/config.json', { headers: { Accept: 'application/json' } });
    expect(config.backends.main).toBe('https://provider/main');
    expect(config.backends.waf).toBe('https://w');
    expect(config.backends.dns).toBe('/api/dns');
    expect(config.backends.auth).toBe('/api/auth');
  });

  it('keeps the defaults when /config.json is missing, broken or malformed', async () => {
    const missing = vi.fn(async () => json({}, 404));
    expect(await loadConfig(missing as unknown as typeof fetch)).toEqual(defaultConfig);
    const broken = vi.fn(async () => {
      throw new TypeError('offline');
    });
    expect(await loadConfig(broken as unknown as typeof fetch)).toEqual(defaultConfig);
    const malformed = vi.fn(async () => json({ backends: { main: 42 } }));
    expect(await loadConfig(malformed as unknown as typeof fetch)).toEqual(defaultConfig);
    const noBackends = vi.fn(async () => json({ other: true }));
    expect(await loadConfig(noBackends as unknown as typeof fetch)).toEqual(defaultConfig);
  });

  it('mounts every backend under /api by default', () => {
    for (const name of backendNames) expect(defaultConfig.backends[name]).toBe(`/api/${name}`);
  });
});
