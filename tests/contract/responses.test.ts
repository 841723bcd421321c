// Every answer of a scripted walk through each operation (successes and the documented failures) is checked
// against the contract. A new operation without a step here fails the coverage test at the end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createTestApp, login, bearer, type TestContext } from '../../server/src/test/helpers';
import { HANDLERS } from '../../server/src/app';
import { listOperations, loadSpec } from '../../server/src/openapi';
import { ContractValidator } from '../../server/src/plugins/response-contract';
import { walkIamCore } from '../../server/src/test/iam-core-walk';
import { walkIdentity } from '../../server/src/test/identity-walk';
import { walkIdp } from '../../server/src/test/idp-walk';
import { walkMembers } from '../../server/src/test/members-walk';
import { walkAudit } from '../../server/src/test/support/audit-walk';
import { walkCdnSiteResources } from '../../server/src/test/support/cdn-site-walk';
import { walkCdnSslTraffic } from '../../server/src/test/support/cdn-ssl-traffic-walk';
import { walkSearch } from '../../server/src/test/support/search-walk';

const validator = ContractValidator.forBackends(['auth', 'main', 'waf']);
const covered = new Set<string>();
let ctx: TestContext;
let app: FastifyInstance;

async function call(
  backend: 'auth' | 'main' | 'waf',
  operationId: string,
  opts: InjectOptions & { url: string },
) {
  const res = await app.inject(opts);
  const body = res.body ? res.json() : undefined;
  const problems = validator.check(backend, opts.method ?? 'GET', opts.url, res.statusCode, body);
  expect(problems, `${operationId} ${res.statusCode} ${res.body.slice(0, 300)}`).toEqual([]);
  covered.add(`${backend}:${operationId}`);
  return { status: res.statusCode, body, headers: res.headers, cookies: res.cookies };
}

beforeAll(async () => {
  ctx = await createTestApp('pglite');
  app = ctx.app;
});
afterAll(() => ctx?.close());

describe('answers keep the contract', () => {
  it('auth: login, refresh, logout — and their failures', async () => {
    const { username, password } = ctx.passwords.admin;
    const bad = await call('auth', 'login', {
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: 'nope' },
    });
    expect(bad.status).toBe(401);
    const invalid = await call('auth', 'login', {
      method: 'POST',
      url: '/api/auth/login',
      payload: { username },
    });
    expect(invalid.status).toBe(400);
    const ok = await call('auth', 'login', {
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
    });
    expect(ok.status).toBe(200);
    const refreshed = await call('auth', 'refresh', {
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: ok.body.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    const unknown = await call('auth', 'refresh', {
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: 'x' },
    });
    expect(unknown.status).toBe(401);
    const out = await call('auth', 'logout', {
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(refreshed.body.access_token),
    });
    expect(out.status).toBe(200);
  });

  it('main: profile and the whole life of a site', async () => {
    const admin = await login(app, ctx.passwords.admin.username, ctx.passwords.admin.password);
    const member = await login(app, ctx.passwords.member.username, ctx.passwords.member.password);
    const h = bearer(admin);

    expect(
      (await call('main', 'getProfile', { method: 'GET', url: '/api/main/user', headers: h })).status,
    ).toBe(200);
    expect((await call('main', 'getProfile', { method: 'GET', url: '/api/main/user' })).status).toBe(401);

    const list = await call('main', 'listSites', {
      method: 'GET',
      url: '/api/main/cdn/sites?per_page=5&sort_by=name',
      headers: h,
    });
    expect(list.status).toBe(200);
    expect(
      (
        await call('main', 'listSites', {
          method: 'GET',
          url: '/api/main/cdn/sites?per_page=1000',
          headers: h,
        })
      ).status,
    ).toBe(400);

    const input = { name: 'contract-site', origin_server_url: 'https://origin.contract.test' };
    const created = await call('main', 'createSite', {
      method: 'POST',
      url: '/api/main/cdn/sites',
      headers: h,
      payload: input,
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    expect(
      (
        await call('main', 'createSite', {
          method: 'POST',
          url: '/api/main/cdn/sites',
          headers: h,
          payload: input,
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await call('main', 'createSite', {
          method: 'POST',
          url: '/api/main/cdn/sites',
          headers: bearer(member),
          payload: { ...input, name: 'x' },
        })
      ).status,
    ).toBe(403);
    const vod = await call('main', 'createVodSite', {
      method: 'POST',
      url: '/api/main/cdn/sites/vod',
      headers: h,
      payload: { name: 'contract-vod', origin_server_url: 'https://vod.contract.test' },
    });
    expect(vod.status).toBe(201);
    expect(vod.body.data.vod).toBe(true);

    const got = await call('main', 'getSite', {
      method: 'GET',
      url: `/api/main/cdn/sites/${id}`,
      headers: h,
    });
    expect(got.status).toBe(200);
    const etag = got.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(
      (await call('main', 'getSite', { method: 'GET', url: '/api/main/cdn/sites/not-a-uuid', headers: h }))
        .status,
    ).toBe(400);
    expect(
      (
        await call('main', 'getSite', {
          method: 'GET',
          url: '/api/main/cdn/sites/00000000-0000-4000-8000-000000000000',
          headers: h,
        })
      ).status,
    ).toBe(404);

    const stale = await call('main', 'updateSite', {
      method: 'PUT',
      url: `/api/main/cdn/sites/${id}`,
      headers: { ...h, 'if-match': '"stale"' },
      payload: { ...input, name: 'renamed' },
    });
    expect(stale.status).toBe(412);
    const updated = await call('main', 'updateSite', {
      method: 'PUT',
      url: `/api/main/cdn/sites/${id}`,
      headers: { ...h, 'if-match': etag },
      payload: { ...input, name: 'renamed' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.name).toBe('renamed');

    expect(
      (
        await call('main', 'deleteSite', {
          method: 'DELETE',
          url: `/api/main/cdn/sites/${id}`,
          headers: bearer(member),
        })
      ).status,
    ).toBe(403);
    expect(
      (await call('main', 'deleteSite', { method: 'DELETE', url: `/api/main/cdn/sites/${id}`, headers: h }))
        .status,
    ).toBe(200);
    expect(
      (await call('main', 'deleteSite', { method: 'DELETE', url: `/api/main/cdn/sites/${id}`, headers: h }))
        .status,
    ).toBe(404);
  });

  it('main: IAM core (groups, projects, resource groups, policies, quotas, catalogue, scope picker)', async () => {
    await walkIamCore(call, ctx);
  });

  it('identity: registration, mail links, short tokens, WAF token, own password, dev outbox', async () => {
    await walkIdentity(call, ctx);
  });

  it('identity providers: administration, discovery, a real sign-in against the demo IdP', async () => {
    await walkIdp(call, ctx);
  }, 30_000);

  it('people: members, their permissions, IAM users, service accounts, access keys, login-as', async () => {
    await walkMembers(call, ctx);
  }, 30_000);

  it('audit log: list with filters and paging, one entry', async () => {
    await walkAudit(call, ctx);
  });

  it('cdn: what lives under a site (rules, origin, multi-CDN, extra config, add-on domains)', async () => {
    await walkCdnSiteResources(call, ctx);
  }, 30_000);

  it('cdn: SSL certificates, cache purges, analytics, overview, packages, committed traffic', async () => {
    await walkCdnSslTraffic(call, ctx);
  }, 30_000);

  it('search: records of several kinds, with their context, and the refused queries', async () => {
    await walkSearch(call, ctx);
  });

  it('covers every operation the server serves', () => {
    const served = (['auth', 'main', 'waf'] as const).flatMap((b) => {
      const handlers = HANDLERS[b]?.(ctx.app.services, loadSpec(b)) ?? {};
      return listOperations(loadSpec(b))
        .map((o) => o.op.operationId ?? '')
        .filter((id) => handlers[id])
        .map((id) => `${b}:${id}`);
    });
    expect(served.length).toBeGreaterThan(0);
    expect(served.filter((op) => !covered.has(op))).toEqual([]);
  });
});
