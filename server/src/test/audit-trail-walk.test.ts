// Every served non-GET operation, walked through its successes and refusals (the contract walkers plus the
// auth and site steps here), leaves exactly one audit row for its request id — and the successful writes of
// the people, IdP, site and key modules carry before/after snapshots with secrets redacted; no entry names a
// person of another tenant than the one whose trail holds it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { HANDLERS } from '../app.js';
import { listOperations, loadSpec } from '../openapi.js';
import { REDACTED } from '../plugins/audit.js';
import { bearer, createTestApp, login } from './helpers.js';
import type { TestContext } from './helpers.js';
import { walkIamCore } from './iam-core-walk.js';
import { walkIdentity } from './identity-walk.js';
import { walkIdp } from './idp-walk.js';
import { walkMembers } from './members-walk.js';
import { walkAudit } from './support/audit-walk.js';
import { walkCdnSiteResources } from './support/cdn-site-walk.js';
import { walkCdnSslTraffic } from './support/cdn-ssl-traffic-walk.js';

type Backend = 'auth' | 'main' | 'waf';
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Resource types whose successful writes must carry a before or after snapshot. */
const SNAPSHOTTED = new Set(['member', 'iam_user', 'identity_provider', 'cdn_site', 'access_key']);
/** POSTs of those areas that change no resource: checks, a metadata fetch, the start of an IdP sign-in. */
const NOTHING_CHANGED = new Set([
  'main:verifyUsernameAndEmail',
  'main:extractIdentityProviderMetadata',
  'auth:startIdpLogin',
]);

let ctx: TestContext;
const walked = new Map<string, { op: string; status: number }>();
const covered = new Set<string>();

async function call(backend: Backend, operationId: string, opts: InjectOptions & { url: string }) {
  const res = await ctx.app.inject(opts);
  const method = (opts.method ?? 'GET').toUpperCase();
  if (!READS.has(method)) {
    walked.set(String(res.headers['x-request-id']), {
      op: `${backend}:${operationId}`,
      status: res.statusCode,
    });
    covered.add(`${backend}:${operationId}`);
  }
  const body = res.body ? res.json() : undefined;
  return { status: res.statusCode, body, headers: res.headers, cookies: res.cookies };
}

beforeAll(async () => {
  ctx = await createTestApp('pglite');
});
afterAll(() => ctx?.close());

describe('one audit row per write request', () => {
  it('walks auth and sites', async () => {
    const { username, password } = ctx.passwords.admin;
    expect(
      (
        await call('auth', 'login', {
          method: 'POST',
          url: '/api/auth/login',
          payload: { username, password: 'x' },
        })
      ).status,
    ).toBe(401);
    const ok = await call('auth', 'login', {
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
    });
    const refreshed = await call('auth', 'refresh', {
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: ok.body.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    await call('auth', 'refresh', {
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: 'x' },
    });
    await call('auth', 'logout', {
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(refreshed.body.access_token),
    });

    const h = bearer(await login(ctx.app, username, password));
    const member = bearer(await login(ctx.app, ctx.passwords.member.username, ctx.passwords.member.password));
    const input = { name: 'walked-site', origin_server_url: 'https://walk.example.test' };
    const created = await call('main', 'createSite', {
      method: 'POST',
      url: '/api/main/cdn/sites',
      headers: h,
      payload: input,
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    await call('main', 'createSite', {
      method: 'POST',
      url: '/api/main/cdn/sites',
      headers: h,
      payload: input,
    });
    await call('main', 'createSite', {
      method: 'POST',
      url: '/api/main/cdn/sites',
      headers: member,
      payload: input,
    });
    await call('main', 'createVodSite', {
      method: 'POST',
      url: '/api/main/cdn/sites/vod',
      headers: h,
      payload: { name: 'walked-vod', origin_server_url: 'https://vod.walk.example.test' },
    });
    const url = `/api/main/cdn/sites/${id}`;
    await call('main', 'updateSite', {
      method: 'PUT',
      url,
      headers: { ...h, 'if-match': '"x"' },
      payload: input,
    });
    await call('main', 'updateSite', {
      method: 'PUT',
      url,
      headers: h,
      payload: { ...input, name: 'walked-2' },
    });
    await call('main', 'deleteSite', { method: 'DELETE', url, headers: member });
    await call('main', 'deleteSite', { method: 'DELETE', url, headers: h });
    await call('main', 'deleteSite', { method: 'DELETE', url, headers: h });
  });

  it('walks IAM core', () => walkIamCore(call, ctx));
  it('walks identity', () => walkIdentity(call, ctx));
  it('walks identity providers', () => walkIdp(call, ctx), 30_000);
  it('walks people', () => walkMembers(call, ctx), 30_000);
  it('walks the audit log', () => walkAudit(call, ctx));
  it('walks what lives under a CDN site', () => walkCdnSiteResources(call, ctx), 30_000);
  it('walks CDN certificates, purges and traffic', () => walkCdnSslTraffic(call, ctx), 30_000);

  it('covered every served non-GET operation', () => {
    const served = (['auth', 'main', 'waf'] as const).flatMap((b) => {
      const handlers = HANDLERS[b]?.(ctx.app.services, loadSpec(b)) ?? {};
      return listOperations(loadSpec(b))
        .filter((o) => !READS.has(o.method.toUpperCase()) && handlers[o.op.operationId ?? ''])
        .map((o) => `${b}:${o.op.operationId}`);
    });
    expect(served.length).toBeGreaterThan(0);
    expect(served.filter((op) => !covered.has(op))).toEqual([]);
  });

  it('left exactly one audit row for each of those requests', async () => {
    const ids = [...walked.keys()];
    const { rows } = await ctx.db.query<{
      request_id: string;
      n: number;
      resource_type: string;
      result: string;
      details: Record<string, unknown>;
    }>(
      `SELECT request_id, count(*) OVER (PARTITION BY request_id)::int AS n, resource_type, result, details
         FROM audit_log WHERE request_id = ANY($1::text[])`,
      [ids],
    );
    const byId = new Map(rows.map((r) => [r.request_id, r]));
    const wrong = ids
      .filter((id) => byId.get(id)?.n !== 1)
      .map((id) => `${walked.get(id)?.op} ${walked.get(id)?.status}: ${byId.get(id)?.n ?? 0} rows`);
    expect(wrong).toEqual([]);

    // Successful writes of the snapshotted modules carry before/after; refusals carry neither.
    const bare = rows
      .filter((r) => r.result === 'success' && SNAPSHOTTED.has(r.resource_type))
      .filter((r) => !NOTHING_CHANGED.has(walked.get(r.request_id)?.op ?? ''))
      .filter((r) => !r.details.idempotent_replay && !r.details.before && !r.details.after)
      .map((r) => `${walked.get(r.request_id)?.op} (${r.resource_type})`);
    expect([...new Set(bare)]).toEqual([]);
    for (const r of rows.filter((x) => x.result !== 'success')) {
      expect(r.details.before ?? r.details.after, walked.get(r.request_id)?.op).toBeUndefined();
    }
    const text = JSON.stringify(rows.map((r) => r.details));
    expect(text).not.toMatch(/"(client_secret|secret_access_key|password)":"(?!\[redacted\]|kept|replaced)/);
    expect(REDACTED).toBe('[redacted]');
  });

  it("kept every tenant's people out of other tenants' trails", async () => {
    // A person of one tenant, named in an entry of another tenant's trail (as its actor or by id in its
    // details), is a leak; operators belong to no tenant. The walk acts across tenants: the registrations
    // make new ones, and the operator issues a short token for a person of one of them.
    const { rows } = await ctx.db.query<{ op: string; tenant_id: string; user_id: string }>(
      `SELECT a.request_id AS op, a.tenant_id::text, u.id::text AS user_id
         FROM audit_log a JOIN users u
           ON u.id = a.actor_user_id OR strpos(a.details::text, u.id::text) > 0
        WHERE a.request_id = ANY($1::text[]) AND a.tenant_id IS NOT NULL AND u.tenant_id IS NOT NULL
          AND u.tenant_id <> a.tenant_id`,
      [[...walked.keys()]],
    );
    expect(rows.map((r) => `${walked.get(r.op)?.op}: names ${r.user_id} in tenant ${r.tenant_id}`)).toEqual(
      [],
    );
  });
});
