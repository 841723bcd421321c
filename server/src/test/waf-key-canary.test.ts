// The WAF API key is a server-only secret (server/src/waf/upstream.ts): with a random canary as WAF_API_KEY,
// every operation of every contract is called (as the tenant administrator, the operator and anonymously),
// along with the valid WAF token exchange, /config.json, /healthz and the console's static pages, and the
// canary appears in no response body or header. A positive control shows the key really is in the server
// (the upstream call carries it) and that an upstream echo of it is redacted.
import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOUNTS } from '../app.js';
import { settingsFromEnv } from '../config.js';
import { BACKENDS, listOperations, loadSpec } from '../openapi.js';
import { REDACTED, serverWafApiKey, WAF_API_KEY_HEADER, wafUpstream } from '../waf/upstream.js';
import { bearer, createTestApp, login } from './helpers.js';
import type { TestContext, Tokens } from './helpers.js';

const canary = `canary-${randomBytes(24).toString('hex')}`;
const previous = process.env.WAF_API_KEY;
let ctx: TestContext;
let admin: Tokens;
let operator: Tokens;
const seen: { label: string; res: LightMyRequestResponse }[] = [];

function leaks(res: LightMyRequestResponse): string[] {
  const found: string[] = [];
  if (res.body.includes(canary)) found.push('body');
  for (const [name, value] of Object.entries(res.headers)) {
    if (String(value).includes(canary) || name.includes(canary)) found.push(`header ${name}`);
  }
  return found;
}

async function call(label: string, options: InjectOptions): Promise<LightMyRequestResponse> {
  const res = await ctx.app.inject(options);
  seen.push({ label, res });
  return res;
}

beforeAll(async () => {
  process.env.WAF_API_KEY = canary;
  ctx = await createTestApp('pglite');
  admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
  operator = await login(ctx.app, ctx.passwords.operator.username, ctx.passwords.operator.password);
});

afterAll(async () => {
  if (previous === undefined) delete process.env.WAF_API_KEY;
  else process.env.WAF_API_KEY = previous;
  await ctx?.close();
});

describe('WAF API key canary', () => {
  it('the server holds the key from WAF_API_KEY (positive control)', async () => {
    expect(settingsFromEnv().wafApiKey).toBe(canary);
    expect(serverWafApiKey()).toBe(canary);
    expect(settingsFromEnv({}).wafApiKey).toMatch(/^[\w-]{40,}$/);
    expect(settingsFromEnv({}).wafApiKey).not.toBe(settingsFromEnv({}).wafApiKey);

    let sent: Headers | undefined;
    const upstream = wafUpstream({
      baseUrl: 'https://waf.invalid/api/',
      fetch: async (_url, init) => {
        sent = new Headers(init?.headers);
        // An upstream that echoes the key back.
        return new Response(JSON.stringify({ echoed: sent.get(WAF_API_KEY_HEADER) }), { status: 200 });
      },
    });
    const answer = await upstream.call('GET', '/apps', { query: { page: '1' } });
    expect(sent?.get(WAF_API_KEY_HEADER)).toBe(canary);
    expect(answer).toEqual({ status: 200, body: { echoed: REDACTED } });
    expect(JSON.stringify(answer)).not.toContain(canary);
  });

  it('the WAF token exchange, config and health answers do not carry it', async () => {
    const short = await call('short token', {
      method: 'POST',
      url: '/api/main/admin/short_tokens',
      headers: bearer(operator),
      payload: { username: ctx.passwords.admin.username },
    });
    expect(short.statusCode, short.body).toBe(201);
    const shortToken = short.json().data.short_token as string;
    const token = await call('waf users/token', {
      method: 'GET',
      url: `/api/waf/waf/api/users/token?short_token=${shortToken}&region_id=hn-1&project_id=p-1`,
      headers: bearer(admin),
    });
    expect(token.statusCode, token.body).toBe(200);
    await call('waf users/token replay', {
      method: 'GET',
      url: `/api/waf/waf/api/users/token?short_token=${shortToken}&region_id=hn-1&project_id=p-1`,
      headers: bearer(admin),
    });
    expect((await call('config', { method: 'GET', url: '/config.json' })).statusCode).toBe(200);
    await call('healthz', { method: 'GET', url: '/healthz' });
    await call('console page', { method: 'GET', url: '/cdn/sites' });
    await call('profile', { method: 'GET', url: '/api/main/user', headers: bearer(admin) });
    await call('login', {
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: ctx.passwords.admin.username, password: ctx.passwords.admin.password },
    });
    expect(seen.flatMap(({ label, res }) => leaks(res).map((where) => `${label}: ${where}`))).toEqual([]);
  });

  it('no operation of any contract answers with it', async () => {
    const callers: [string, Record<string, string>][] = [
      ['admin', bearer(admin)],
      ['operator', bearer(operator)],
      ['anonymous', {}],
    ];
    const uuid = '00000000-0000-4000-8000-000000000000';
    let calls = 0;
    const found: string[] = [];
    for (const backend of BACKENDS) {
      const spec = loadSpec(backend);
      for (const { method, path, op } of listOperations(spec)) {
        const url = `${MOUNTS[backend]}${path.replace(/\{[^}]+\}/g, uuid)}`;
        const content = Object.keys(
          ((op.requestBody as { content?: Record<string, unknown> } | undefined)?.content ?? {}) as object,
        );
        const payload = content.includes('application/json')
          ? { name: 'x' }
          : content.includes('text/plain')
            ? 'x'
            : undefined;
        for (const [who, headers] of callers) {
          const res = await ctx.app.inject({
            method: method.toUpperCase() as 'GET',
            url,
            headers,
            ...(payload === undefined ? {} : { payload }),
          });
          calls += 1;
          for (const where of leaks(res)) found.push(`${who} ${method.toUpperCase()} ${url}: ${where}`);
        }
      }
    }
    expect(calls).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });
});
