import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, listOperations, loadSpec } from '../openapi.js';
import { CONTENT_SECURITY_POLICY } from '../plugins/security-headers.js';
import { bearer, createTestApp, errorBody, login } from './helpers.js';
import type { TestContext } from './helpers.js';

let ctx: TestContext;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'console-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Console</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  // A build's compressed twins (scripts/vite-precompress.ts).
  const big = `export const text = ${JSON.stringify('compressible '.repeat(400))};`;
  fs.writeFileSync(path.join(dist, 'assets', 'big-abc123.js'), big);
  fs.writeFileSync(path.join(dist, 'assets', 'big-abc123.js.gz'), zlib.gzipSync(big));
  fs.writeFileSync(path.join(dist, 'assets', 'big-abc123.js.br'), zlib.brotliCompressSync(big));
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  ctx = await createTestApp('pglite', { consoleDir: dist });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  // The console page adds a per-load style nonce; everything else gets the base policy.
  expect(csp.replace(/ 'nonce-[A-Za-z0-9+/=]+'/, '')).toBe(CONTENT_SECURITY_POLICY);
  expect(csp).not.toMatch(/unsafe/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
}

describe('HTTP surface', () => {
  it('puts the security headers on every kind of response', async () => {
    for (const url of [
      '/',
      '/cdn/sites',
      '/assets/index-abc123.js',
      '/config.json',
      '/healthz',
      '/api/main/user',
      '/api/nope',
    ]) {
      expectSecurityHeaders((await ctx.app.inject({ method: 'GET', url })).headers);
    }
    expectSecurityHeaders(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: '{',
          headers: { 'content-type': 'application/json' },
        })
      ).headers,
    );
  });

  it('answers an operation described but not served yet with 404 not_served, after validating it', async () => {
    const token = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
    const ok = await ctx.app.inject({ method: 'GET', url: '/api/dns/dns/zones', headers: bearer(token) });
    expect(ok.statusCode).toBe(404);
    expect(errorBody(ok)).toMatchObject({ code: 'not_served', status_code: 404 });
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/dns/dns/zones?per_page=101',
      headers: bearer(token),
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/dns/dns/zones' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('serves /config.json and /healthz', async () => {
    const cfg = await ctx.app.inject({ method: 'GET', url: '/config.json' });
    expect(cfg.json()).toEqual({
      backends: Object.fromEntries(BACKENDS.map((backend) => [backend, `/api/${backend}`])),
    });
    // The first answer runs the database check, the second is answered from its trusted success: the same
    // bytes and headers either way.
    for (let i = 0; i < 2; i++) {
      const health = await ctx.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      expect(health.body).toBe('{"status":"ok"}');
      expect(health.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(health.headers['cache-control']).toBe('no-store');
      expectSecurityHeaders(health.headers);
    }
  });

  it("leaves /healthz out of the API routes' own hooks (auth, cookies)", async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { authorization: 'Bearer not-a-token', cookie: 'session=whatever' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    // …while an API route still refuses the same credentials.
    const api = await ctx.app.inject({
      method: 'GET',
      url: '/api/main/user',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(api.statusCode).toBe(401);
    expect(errorBody(api).code).toBe('unauthorized');
  });

  it('serves hashed assets with a long cache and files as they are', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe('console.log(1)');
    const icon = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
    const missing = await ctx.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(missing.statusCode).toBe(404);
  });

  it("sends a build's brotli or gzip twin to a browser that accepts it, the file itself otherwise", async () => {
    const url = '/assets/big-abc123.js';
    const plain = fs.readFileSync(path.join(dist, 'assets', 'big-abc123.js'), 'utf8');
    const br = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain);
    const gz = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain);
    const none = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(plain);
  });

  it('answers client routes with index.html (no-cache)', async () => {
    for (const url of ['/', '/cdn/sites', '/dns/zones/example.com', '/login?next=%2Fcdn']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('gives each console page load its own style nonce, in the CSP and in the meta tag', async () => {
    const nonces = [];
    for (const url of ['/', '/index.html', '/cdn/sites']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      const nonce = /style-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(
        String(res.headers['content-security-policy']),
      )?.[1];
      expect(nonce, url).toBeTruthy();
      expect(res.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it('answers a 503 page saying how to build when the console is missing', async () => {
    fs.renameSync(path.join(dist, 'index.html'), path.join(dist, 'index.off'));
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/cdn/sites' });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('npm run build');
      expectSecurityHeaders(res.headers);
    } finally {
      fs.renameSync(path.join(dist, 'index.off'), path.join(dist, 'index.html'));
    }
  });

  it('answers unknown API routes with the 404 envelope, never index.html', async () => {
    for (const [method, url] of [
      ['GET', '/api/main/nope'],
      ['POST', '/api/main/cdn/nope'],
      ['GET', '/api'],
      ['DELETE', '/somewhere'],
    ] as const) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(errorBody(res).code).toBe('route_not_found');
    }
  });

  it('refuses NUL characters anywhere in the input with a 400 naming the field', async () => {
    const admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
    const search = await ctx.app.inject({
      method: 'GET',
      url: '/api/main/cdn/sites?search=a%00b',
      headers: bearer(admin),
    });
    expect(search.statusCode).toBe(400);
    expect(errorBody(search).errors?.[0]?.path).toBe('/query/search');
    const body = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'a\u0000', password: 'b' },
    });
    expect(body.statusCode).toBe(400);
    expect(errorBody(body).errors?.[0]?.path).toBe('/body/username');
    // Outside the API too, in the query and in path parameters; an escaped '%' followed by 00 is no NUL.
    for (const [url, where] of [
      ['/healthz?x=%00', '/query/x'],
      ['/assets/a%00b.js', '/path/*'],
      ['/api/main/nope?x=%00', '/query/x'],
    ] as const) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(errorBody(res).errors?.[0]?.path, url).toBe(where);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz?x=%2500' })).statusCode).toBe(200);
  });

  it('answers malformed JSON, a wrong content type and bad path parameters with 4xx envelopes', async () => {
    const admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/main/cdn/sites',
      headers: bearer(admin, { 'content-type': 'application/json' }),
      payload: '{"name": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorBody(bad).code).toBe('malformed_json');
    const proto = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"x": 1}, "username": "a", "password": "b"}',
    });
    expect(proto.statusCode).toBe(400);
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/main/cdn/sites',
      headers: bearer(admin, { 'content-type': 'text/plain' }),
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    errorBody(text);
    const id = await ctx.app.inject({
      method: 'GET',
      url: '/api/main/cdn/sites/not-a-uuid',
      headers: bearer(admin),
    });
    expect(id.statusCode).toBe(400);
    expect(errorBody(id).errors?.[0]?.path).toBe('/path/id');
    const huge = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'a', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    errorBody(huge);
  });
});

// Request validators compile on first use (start-up speed); every one must still compile under the server's
// Ajv settings, or the first request to that operation would fail instead of the start.
describe('request validation', () => {
  it('compiles the validator of every operation of every contract', () => {
    const operations = BACKENDS.reduce((n, backend) => n + listOperations(loadSpec(backend)).length, 0);
    expect(ctx.app.compileRequestValidators()).toBeGreaterThanOrEqual(operations);
  });
});
