// Idempotency across the real server: the console's own client layer (src/api: openapi-fetch + the shared
// middleware) drives the provider API server (buildApp, answered through inject). A create whose answer never
// reaches the client (its identical repeat replaced it, or the caller cancelled it after the server had run
// it) and is then repeated carries the same Idempotency-Key, so the server creates once and replays its
// first answer. A different create gets a new key and runs.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MOUNTS } from '../../server/src/app.js';
import { countRows, createTestApp, login } from '../../server/src/test/helpers.js';
import type { TestContext } from '../../server/src/test/helpers.js';
import { createApiClients, type ApiClients } from '../../src/api/client';
import { cdnEnvelope } from '../../src/api/adapters';
import { isCancelled } from '../../src/api/cancelled';
import { backendNames, type ConsoleConfig } from '../../src/api/config';
import { resetApiHealth } from '../../src/api/health';

/** The Web Storage the client layer reads its session from (Node has none). */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

const origin = 'http://console.test';
const config: ConsoleConfig = {
  backends: Object.fromEntries(
    backendNames.map((name) => [name, `${origin}${MOUNTS[name]}`]),
  ) as ConsoleConfig['backends'],
};

let ctx: TestContext;
let clients: ApiClients;
/** Every request the server ran, with its Idempotency-Key. */
let served: { method: string; path: string; key: string | null; status: number }[] = [];
/** When set, the next answer is withheld from the client until the request is aborted. */
let withholdNext: (() => void) | undefined;

/** fetch → the server's inject; the answer is the server's, byte for byte. */
async function toServer(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const body = request.body ? await request.clone().text() : undefined;
  const res = await ctx.app.inject({
    method: request.method as 'POST',
    url: `${url.pathname}${url.search}`,
    headers: Object.fromEntries(request.headers),
    ...(body === undefined ? {} : { payload: body }),
  });
  served.push({
    method: request.method,
    path: url.pathname,
    key: request.headers.get('idempotency-key'),
    status: res.statusCode,
  });
  const signalWithheld = withholdNext;
  if (signalWithheld) {
    withholdNext = undefined;
    signalWithheld();
    // The server has run it; the answer is lost on the way back until the client gives up on it.
    return new Promise<Response>((_resolve, reject) => {
      const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
      if (request.signal.aborted) abort();
      else request.signal.addEventListener('abort', abort, { once: true });
    });
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), {
    status: res.statusCode,
    headers,
  });
}

/** Resolves once the server has run the withheld request. */
function withholdNextAnswer(): Promise<void> {
  return new Promise<void>((resolve) => {
    withholdNext = resolve;
  });
}

const createSite = (name: string, signal?: AbortSignal) =>
  clients.main.POST('/cdn/sites', {
    body: { name, origin_server_url: 'https://idem-client.example.com' } as never,
    ...(signal ? { signal } : {}),
  });

const sitesNamed = (name: string) => countRows(ctx.db, 'cdn_sites', 'name = $1', [name]);

beforeAll(async () => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  ctx = await createTestApp('pglite');
  const tokens = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
  localStorage.setItem('accessToken', tokens.access_token);
  localStorage.setItem('refreshToken', tokens.refresh_token);
  localStorage.setItem('loginType', 'password');
  clients = createApiClients(config, {
    fetch: toServer,
    navigate: () => undefined,
    currentPath: () => '/cdn/sites',
  });
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await ctx?.close();
});

beforeEach(() => {
  served = [];
  withholdNext = undefined;
  resetApiHealth();
});

describe('Idempotency-Key between the client layer and the real server', () => {
  it('a create replaced by its identical repeat runs once; the repeat gets the first answer', async () => {
    const reached = withholdNextAnswer();
    const first = createSite('Idem repeat');
    await reached;
    expect(await sitesNamed('Idem repeat')).toBe(1);

    const second = createSite('Idem repeat');
    const [firstResult, secondResult] = await Promise.all([first, second]);
    expect(isCancelled(cdnEnvelope.one(firstResult))).toBe(true);
    expect(secondResult.response.status).toBe(201);
    const created = cdnEnvelope.one(secondResult) as { id: string; name: string };
    expect(created.name).toBe('Idem repeat');

    expect(served.map((s) => `${s.method} ${s.status}`)).toEqual(['POST 201', 'POST 201']);
    expect(served[0]?.key).toMatch(/\S{8,}/);
    expect(served[1]?.key).toBe(served[0]?.key);
    expect(await sitesNamed('Idem repeat')).toBe(1);
    const { rows } = await ctx.db.query<{ id: string }>('SELECT id FROM cdn_sites WHERE name = $1', [
      'Idem repeat',
    ]);
    expect(rows[0]?.id).toBe(created.id);
  });

  it('a create the caller cancelled after the server ran it, then repeated, runs once', async () => {
    const reached = withholdNextAnswer();
    const caller = new AbortController();
    const first = createSite('Idem cancelled', caller.signal);
    await reached;
    caller.abort();
    expect(isCancelled(cdnEnvelope.one(await first))).toBe(true);
    expect(await sitesNamed('Idem cancelled')).toBe(1);

    const again = await createSite('Idem cancelled');
    expect(again.response.status).toBe(201);
    expect(served).toHaveLength(2);
    expect(served[1]?.key).toBe(served[0]?.key);
    expect(await sitesNamed('Idem cancelled')).toBe(1);
  });

  it('a different create gets its own key and runs (control)', async () => {
    await createSite('Idem one');
    await createSite('Idem two');
    expect(served.map((s) => s.status)).toEqual([201, 201]);
    expect(served[0]?.key).not.toBe(served[1]?.key);
    expect(await sitesNamed('Idem one')).toBe(1);
    expect(await sitesNamed('Idem two')).toBe(1);
  });

  it('the same key with a different body is refused by the server (it really checks the key)', async () => {
    const key = 'idem-fixed-key-0001';
    const one = await clients.main.POST('/cdn/sites', {
      body: { name: 'Idem fixed', origin_server_url: 'https://a.example.com' } as never,
      params: { header: { 'Idempotency-Key': key } } as never,
    });
    const two = await clients.main.POST('/cdn/sites', {
      body: { name: 'Idem fixed 2', origin_server_url: 'https://a.example.com' } as never,
      params: { header: { 'Idempotency-Key': key } } as never,
    });
    expect(one.response.status).toBe(201);
    expect(two.response.status).toBe(409);
    expect(served.map((s) => s.key)).toEqual([key, key]);
    expect(await sitesNamed('Idem fixed 2')).toBe(0);
  });
});

describe('Idempotency-Key on the other writes (updates, deletes, actions)', () => {
  it('an update cancelled after the server ran it, then repeated with the same If-Match, runs once', async () => {
    const created = cdnEnvelope.one(await createSite('Idem update')) as { id: string };
    const current = await clients.main.GET('/cdn/sites/{id}', {
      params: { path: { id: created.id } } as never,
    });
    const etag = current.response.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    served = [];
    const update = (signal?: AbortSignal) =>
      clients.main.PUT('/cdn/sites/{id}', {
        params: { path: { id: created.id }, header: { 'If-Match': etag } } as never,
        body: { name: 'Idem updated', origin_server_url: 'https://idem-client.example.com' } as never,
        ...(signal ? { signal } : {}),
      });

    const reached = withholdNextAnswer();
    const caller = new AbortController();
    const first = update(caller.signal);
    await reached;
    caller.abort();
    expect(isCancelled(cdnEnvelope.one(await first))).toBe(true);

    // Without the key the repeat would be 412: the first run already moved the ETag on.
    const again = await update();
    expect(again.response.status).toBe(200);
    expect(served.map((s) => `${s.method} ${s.status}`)).toEqual(['PUT 200', 'PUT 200']);
    expect(served[1]?.key).toBe(served[0]?.key);
    // The audit trail holds the create, the one update that ran, and the replay of its answer.
    const { rows } = await ctx.db.query<{ replay: boolean }>(
      `SELECT details ? 'idempotent_replay' AS replay FROM audit_log
         WHERE resource_id = $1 AND action <> 'create' ORDER BY id`,
      [created.id],
    );
    expect(rows).toEqual([{ replay: false }, { replay: true }]);
    const site = await clients.main.GET('/cdn/sites/{id}', { params: { path: { id: created.id } } as never });
    expect((cdnEnvelope.one(site) as { name: string }).name).toBe('Idem updated');
  });
});
