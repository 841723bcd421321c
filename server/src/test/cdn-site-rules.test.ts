// What lives under a CDN site, through the HTTP API: per family create → get → update → delete with ETags,
// priorities kept dense and the bulk reorder (validated, persisted), the firewall status path segment, per-site
// quotas, one edge setting PATCH (validation, same value), multi_cdn status, origin setting, route map,
// operator-only extra config, add-on domains with their re-check, and isolation spot checks.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUser } from '../seed.js';
import { bearer, countRows, createTestApp, errorBody, login } from './helpers.js';
import type { TestContext, Tokens } from './helpers.js';

const SITES = '/api/main/cdn/sites';
let ctx: TestContext;
let admin: Tokens;
let member: Tokens;
let operator: Tokens;
let foreign: Tokens;
let siteId: string;
let foreignTenantId: string;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (
  who: Tokens,
  method: Method,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> =>
  ctx.app.inject({
    method,
    url: url.startsWith('/api') ? url : `${SITES}/${siteId}${url}`,
    headers: bearer(who, headers),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function newSite(name: string): Promise<string> {
  const res = await call(admin, 'POST', SITES, { name, origin_server_url: 'https://origin.example.com' });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as string;
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
  member = await login(ctx.app, ctx.passwords.member.username, ctx.passwords.member.password);
  operator = await login(ctx.app, ctx.passwords.operator.username, ctx.passwords.operator.password);
  const password = randomUUID();
  const username = `cdn-rules-b-${randomUUID().slice(0, 6)}`;
  await ctx.db.transaction(async (tx) => {
    const t = await createTenant(tx, 'Tenant B rules', ['cdn']);
    foreignTenantId = t.tenantId;
    await createUser(tx, {
      tenantId: t.tenantId,
      username,
      password,
      role: 'administrator',
      email: '',
      fullName: 'B',
    });
  });
  foreign = await login(ctx.app, username, password);
  siteId = await newSite('Rules Test Site');
});
afterAll(() => ctx?.close());

/** A free certificate for one name, issued that many days ago (valid 90 days), stored straight in the table. */
async function insertFreeCertificate(name: string, issuedDaysAgo: number, tenantId = ctx.seed.tenantId) {
  const id = randomUUID();
  await ctx.db.query(
    `INSERT INTO ssl_certificates (id, tenant_id, name, type, common_name, sans, issuer, key_type, status,
       issue_at, auto_renew, validation_method, validation_records)
     VALUES ($1, $2, $3, 'free', $3, $4::jsonb, 'CN=Test', 'ecdsa_p256', 'pending_validation',
       now() - make_interval(days => $5), true, 'txt', '[]'::jsonb)`,
    [id, tenantId, name, JSON.stringify([name]), issuedDaysAgo],
  );
  return id;
}

const FAMILIES = [
  {
    path: '/page_rules',
    create: { url_pattern: 'example.com/images/*', actions: { cache_level: 'aggressive' } },
    update: { url_pattern: 'example.com/img/*', actions: { browser_cache_ttl: 600 }, status: 'inactive' },
    field: 'url_pattern',
  },
  {
    path: '/firewall_rules',
    create: {
      description: 'Block admin',
      expression: 'http.request.uri.path contains "/admin"',
      action: 'block',
    },
    update: {
      description: 'Challenge admin',
      expression: 'ip.src.country in {"CN"}',
      action: 'managed_challenge',
    },
    field: 'description',
  },
  {
    path: '/caching_control/rules',
    create: { name: 'Images', expression: 'http.request.uri.path.extension in {"jpg"}', cache: 'eligible' },
    update: {
      name: 'Images long',
      expression: 'true',
      cache: 'eligible',
      edge_ttl_mode: 'override_origin',
      edge_ttl_seconds: 86400,
    },
    field: 'name',
  },
  {
    path: '/rate_limit_rules',
    create: {
      name: 'Login',
      expression: 'http.request.uri.path eq "/login"',
      characteristics: ['ip'],
      requests_per_period: 10,
      period_seconds: 60,
      action: 'block',
    },
    update: {
      name: 'Login strict',
      expression: 'true',
      characteristics: ['ip', 'path'],
      requests_per_period: 5,
      period_seconds: 10,
      action: 'log',
      mitigation_timeout_seconds: 0,
    },
    field: 'name',
  },
  {
    path: '/multi_cdn/cdns',
    create: { name: 'Backup CDN', vendor: 'fastly', cname_target: 'site.global.fastly.example.net' },
    update: {
      name: 'Backup CDN 2',
      vendor: 'akamai',
      cname_target: 'site.edgesuite.example.net',
      status: 'inactive',
    },
    field: 'name',
  },
] as const;

describe.each(FAMILIES)('$path under a site', (family) => {
  it('creates, reads, replaces with If-Match (412 when stale) and deletes, each write audited', async () => {
    const created = await call(admin, 'POST', family.path, family.create);
    expect(created.statusCode, created.body).toBe(201);
    const rule = created.json().data;
    expect(rule.site_id).toBe(siteId);
    const etag = created.headers.etag as string;
    const one = `${family.path}/${rule.id}`;
    const got = await call(member, 'GET', one);
    expect(got.statusCode).toBe(200);
    expect(got.headers.etag).toBe(etag);
    const list = await call(member, 'GET', family.path);
    expect(list.json().data.map((r: { id: string }) => r.id)).toContain(rule.id);

    const updated = await call(admin, 'PUT', one, family.update, { 'if-match': etag });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data[family.field]).toBe(family.update[family.field as keyof typeof family.update]);
    const stale = await call(admin, 'PUT', one, family.create, { 'if-match': etag });
    expect(stale.statusCode).toBe(412);
    expect(stale.headers.etag).toBe(updated.headers.etag);
    expect((await call(admin, 'DELETE', one, undefined, { 'if-match': etag })).statusCode).toBe(412);
    expect(await countRows(ctx.db, 'audit_log', `resource_id = $1 AND result = 'success'`, [rule.id])).toBe(
      2,
    );
    const del = await call(admin, 'DELETE', one, undefined, { 'if-match': updated.headers.etag as string });
    expect(del.json()).toEqual({ success: true });
    expect((await call(admin, 'GET', one)).statusCode).toBe(404);
  });

  it('hides the site and its rows from another tenant and refuses writes without cdn:write', async () => {
    const created = await call(admin, 'POST', family.path, family.create);
    const id = created.json().data.id as string;
    for (const [method, url] of [
      ['GET', family.path],
      ['GET', `${family.path}/${id}`],
      ['PUT', `${family.path}/${id}`],
      ['DELETE', `${family.path}/${id}`],
      ['POST', family.path],
    ] as const) {
      const body = method === 'PUT' || method === 'POST' ? family.update : undefined;
      const res = await call(foreign, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(errorBody(res).message).toBe('No such site.');
    }
    expect((await call(member, 'POST', family.path, family.create)).statusCode).toBe(403);
    // A rule of one site is not reachable through another site of the same tenant.
    const other = await newSite(`Other ${family.path.replace(/[^a-z]+/g, ' ')}`);
    const cross = await call(admin, 'GET', `${SITES}/${other}${family.path}/${id}`);
    expect(cross.statusCode).toBe(404);
  });
});

describe('scope', () => {
  it('acts in the scope of the request: another resource group or a scope naming nothing is refused', async () => {
    const before = await countRows(ctx.db, 'cdn_cache_rules');
    const rule = { name: 'Scoped', expression: 'true', cache: 'bypass' };
    const { rows } = await ctx.db.query<{ id: string }>(
      `SELECT id FROM resource_groups WHERE tenant_id = $1 AND id <> $2 LIMIT 1`,
      [ctx.seed.tenantId, ctx.seed.resourceGroupId],
    );
    const otherGroup = rows[0]?.id as string;
    const scopes: Record<string, string>[] = [
      { 'x-project-id': randomUUID() },
      { 'x-resource-group-id': randomUUID() },
      { 'x-project-id': 'not-a-project' },
      { 'x-resource-group-id': `${randomUUID()}x` },
      { 'x-resource-group-id': otherGroup },
      // Blank is not "no header": writes validate the path's scope headers as reads do.
      { 'x-resource-group-id': '' },
      { 'x-project-id': '' },
    ];
    for (const headers of scopes) {
      for (const [method, url] of [
        ['POST', '/caching_control/rules'],
        ['POST', '/multi_cdn/cdns'],
        ['GET', '/caching_control/rules'],
      ] as const) {
        const body = url === '/multi_cdn/cdns' ? FAMILIES[4].create : rule;
        const res = await call(admin, method, url, method === 'POST' ? body : undefined, headers);
        // A malformed scope is refused by the contract (400) or named nothing (404): never the default scope.
        expect([400, 404], `${method} ${url} ${JSON.stringify(headers)}: ${res.body}`).toContain(
          res.statusCode,
        );
      }
    }
    expect(await countRows(ctx.db, 'cdn_cache_rules')).toBe(before);
  });
});

describe('priorities', () => {
  it('keeps firewall priorities dense, reorders in bulk with the list ETag and refuses a wrong order', async () => {
    const site = await newSite('Priority Site');
    const fw = `${SITES}/${site}/firewall_rules`;
    const ids: string[] = [];
    for (const d of ['one', 'two', 'three']) {
      const res = await call(admin, 'POST', fw, { description: d, expression: 'true', action: 'log' });
      ids.push(res.json().data.id);
    }
    // Asking for the first place pushes the others down.
    const first = await call(admin, 'POST', fw, {
      description: 'zero',
      expression: 'true',
      action: 'allow',
      priority: 1,
    });
    ids.unshift(first.json().data.id);
    const list = await call(admin, 'GET', fw);
    expect(
      list.json().data.map((r: { description: string; priority: number }) => [r.description, r.priority]),
    ).toEqual([
      ['zero', 1],
      ['one', 2],
      ['two', 3],
      ['three', 4],
    ]);
    const etag = list.headers.etag as string;
    expect(etag).toBeTruthy();
    const order = [ids[3], ids[1], ids[0], ids[2]] as string[];
    const missing = await call(admin, 'PUT', `${fw}/priority`, { order: order.slice(1) });
    expect(missing.statusCode).toBe(409);
    expect(errorBody(missing).errors?.[0]?.path).toBe('/order');
    const foreignId = await call(admin, 'PUT', `${fw}/priority`, {
      order: [...order.slice(1), randomUUID()],
    });
    expect(foreignId.statusCode).toBe(409);
    expect(errorBody(foreignId).errors?.map((e) => e.path)).toContain('/order/3');
    const twice = await call(admin, 'PUT', `${fw}/priority`, { order: [order[0], ...order] });
    expect(twice.statusCode).toBe(400);
    const ok = await call(admin, 'PUT', `${fw}/priority`, { order }, { 'if-match': etag });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.map((r: { id: string }) => r.id)).toEqual(order);
    const again = await call(admin, 'GET', fw);
    expect(again.json().data.map((r: { id: string; priority: number }) => [r.id, r.priority])).toEqual(
      order.map((id, i) => [id, i + 1]),
    );
    expect(again.headers.etag).toBe(ok.headers.etag);
    const stale = await call(admin, 'PUT', `${fw}/priority`, { order }, { 'if-match': etag });
    expect(stale.statusCode).toBe(412);
    // Deleting closes the gap.
    await call(admin, 'DELETE', `${fw}/${order[0]}`);
    const after = await call(admin, 'GET', fw);
    expect(after.json().data.map((r: { priority: number }) => r.priority)).toEqual([1, 2, 3]);
  });

  it('switches a firewall rule through the status segment', async () => {
    const fw = '/firewall_rules';
    const rule = (
      await call(admin, 'POST', fw, { description: 's', expression: 'true', action: 'block' })
    ).json().data;
    const off = await call(admin, 'PUT', `${fw}/${rule.id}/inactive`);
    expect(off.statusCode).toBe(200);
    expect(off.json().data.status).toBe('inactive');
    expect(
      (await call(admin, 'GET', `${fw}?status=inactive`)).json().data.map((r: { id: string }) => r.id),
    ).toContain(rule.id);
    expect((await call(admin, 'PUT', `${fw}/${rule.id}/paused`)).statusCode).toBe(400);
    expect((await call(member, 'PUT', `${fw}/${rule.id}/active`)).statusCode).toBe(403);
  });
});

describe('quotas', () => {
  it('refuses a cache rule over cache_rules_per_site with 409 quota_exceeded and writes nothing', async () => {
    const site = await newSite('Quota Site');
    await ctx.db.query(
      `INSERT INTO tenant_quotas (tenant_id, code, value) VALUES ($1, 'cache_rules_per_site', 2)`,
      [ctx.seed.tenantId],
    );
    try {
      const url = `${SITES}/${site}/caching_control/rules`;
      for (const n of ['a', 'b'])
        expect(
          (await call(admin, 'POST', url, { name: n, expression: 'true', cache: 'bypass' })).statusCode,
        ).toBe(201);
      const over = await call(admin, 'POST', url, { name: 'c', expression: 'true', cache: 'bypass' });
      expect(over.statusCode).toBe(409);
      expect(errorBody(over).code).toBe('quota_exceeded');
      expect(await countRows(ctx.db, 'cdn_cache_rules', 'site_id = $1', [site])).toBe(2);
    } finally {
      await ctx.db.query(`DELETE FROM tenant_quotas WHERE tenant_id = $1 AND code = 'cache_rules_per_site'`, [
        ctx.seed.tenantId,
      ]);
    }
  });

  it('refuses more origin servers than origins_per_site', async () => {
    await ctx.db.query(
      `INSERT INTO tenant_quotas (tenant_id, code, value) VALUES ($1, 'origins_per_site', 2)`,
      [ctx.seed.tenantId],
    );
    try {
      const servers = ['a', 'b', 'c'].map((h) => ({ origin_server_url: `https://${h}.example.com` }));
      const res = await call(admin, 'PUT', '/origin_setting', { origin_servers: servers });
      expect(res.statusCode).toBe(409);
      expect(errorBody(res).code).toBe('quota_exceeded');
    } finally {
      await ctx.db.query(`DELETE FROM tenant_quotas WHERE tenant_id = $1 AND code = 'origins_per_site'`, [
        ctx.seed.tenantId,
      ]);
    }
  });

  it('shows the usage of each per-site quota: what the fullest site holds', async () => {
    const usage = async (code: string) =>
      (await call(admin, 'GET', `/api/main/iam/quotas/${code}`)).json().data.usage as number;
    const fullest = async (table: string) => {
      const { rows } = await ctx.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table} s JOIN cdn_sites c ON c.id = s.site_id
          WHERE c.tenant_id = $1 GROUP BY s.site_id ORDER BY n DESC LIMIT 1`,
        [ctx.seed.tenantId],
      );
      return rows[0]?.n ?? 0;
    };
    const site = await newSite('Usage Site');
    const before = await usage('cache_rules_per_site');
    const most = await fullest('cdn_cache_rules');
    expect(before).toBe(most);
    for (let i = 0; i <= most; i++) {
      const res = await call(admin, 'POST', `${SITES}/${site}/caching_control/rules`, {
        name: `u${i}`,
        expression: 'true',
        cache: 'bypass',
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(await usage('cache_rules_per_site')).toBe(most + 1);
    expect(await usage('firewall_rules_per_site')).toBe(await fullest('cdn_firewall_rules'));
    expect(await usage('cnames_per_site')).toBe(await fullest('cdn_addon_domains'));
    const servers = ['a', 'b', 'c'].map((h) => ({ origin_server_url: `https://${h}.usage.example.com` }));
    expect(
      (await call(admin, 'PUT', `${SITES}/${site}/origin_setting`, { origin_servers: servers })).statusCode,
    ).toBe(200);
    expect(await usage('origins_per_site')).toBeGreaterThanOrEqual(3);
  });
});

describe('site settings', () => {
  it('patches one edge setting: the key of the path, a valid value, the same value writes nothing', async () => {
    const site = (await call(admin, 'GET', '')).json().data;
    const etag = (await call(admin, 'GET', '')).headers.etag as string;
    const res = await call(
      admin,
      'PATCH',
      '/edge_settings/gzip_level',
      { gzip_level: 9 },
      { 'if-match': etag },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ ...site.edge_settings, gzip_level: 9 });
    const etag2 = res.headers.etag as string;
    expect(etag2).not.toBe(etag);
    const same = await call(
      admin,
      'PATCH',
      '/edge_settings/gzip_level',
      { gzip_level: 9 },
      { 'if-match': etag2 },
    );
    expect(same.statusCode).toBe(200);
    expect(same.headers.etag).toBe(etag2);
    expect(
      (await call(admin, 'PATCH', '/edge_settings/gzip_level', { gzip_level: 1 }, { 'if-match': etag }))
        .statusCode,
    ).toBe(412);
    expect((await call(admin, 'PATCH', '/edge_settings/gzip_level', { gzip_level: 'high' })).statusCode).toBe(
      400,
    );
    expect((await call(admin, 'PATCH', '/edge_settings/gzip_level', { gzip_level: 12 })).statusCode).toBe(
      400,
    );
    expect((await call(admin, 'PATCH', '/edge_settings/gzip_level', { http3: 'active' })).statusCode).toBe(
      400,
    );
    expect(
      (await call(admin, 'PATCH', '/edge_settings/warp_speed', { warp_speed: 'active' })).statusCode,
    ).toBe(400);
    expect((await call(admin, 'PATCH', '/edge_settings/http3', { http3: 'on' })).statusCode).toBe(400);
    expect((await call(admin, 'GET', '')).json().data.edge_settings.gzip_level).toBe(9);
    expect((await call(member, 'PATCH', '/edge_settings/http3', { http3: 'active' })).statusCode).toBe(403);
    expect((await call(foreign, 'PATCH', '/edge_settings/http3', { http3: 'active' })).statusCode).toBe(404);
  });

  it('turns multi-CDN on only with an active provider, and answers the site', async () => {
    const site = await newSite('Multi Site');
    const url = `${SITES}/${site}/multi_cdn`;
    const refused = await call(admin, 'PUT', url, { multi_cdn_status: 'active' });
    expect(refused.statusCode).toBe(409);
    await call(admin, 'POST', `${SITES}/${site}/multi_cdn/cdns`, {
      name: 'P',
      vendor: 'bunny',
      cname_target: 'p.b-cdn.example.net',
    });
    const on = await call(admin, 'PUT', url, { multi_cdn_status: 'active' });
    expect(on.statusCode).toBe(200);
    expect(on.json().data.multi_cdn_status).toBe('active');
    expect(on.headers.etag).toBeTruthy();
  });

  it('derives the route map from strategies and providers, deterministically', async () => {
    const site = await newSite('Route Site');
    const base = `${SITES}/${site}/multi_cdn`;
    const a = (
      await call(admin, 'POST', `${base}/cdns`, {
        name: 'A',
        vendor: 'platform',
        cname_target: 'a.example.net',
      })
    ).json().data;
    const b = (
      await call(admin, 'POST', `${base}/cdns`, {
        name: 'B',
        vendor: 'fastly',
        cname_target: 'b.example.net',
      })
    ).json().data;
    const geo = await call(admin, 'POST', `${base}/strategies`, {
      name: 'Vietnam split',
      type: 'geo',
      countries: ['VN'],
      targets: [
        { cdn_id: a.id, weight: 75 },
        { cdn_id: b.id, weight: 25 },
      ],
    });
    expect(geo.statusCode, geo.body).toBe(201);
    const def = await call(admin, 'POST', `${base}/strategies`, {
      name: 'Everyone',
      type: 'failover',
      is_default: true,
      targets: [
        { cdn_id: b.id, order: 1 },
        { cdn_id: a.id, order: 2 },
      ],
    });
    expect(def.statusCode).toBe(201);
    const second = await call(admin, 'POST', `${base}/strategies`, {
      name: 'x',
      type: 'weighted',
      is_default: true,
      targets: [{ cdn_id: a.id }],
    });
    expect(second.statusCode).toBe(409);
    const unknown = await call(admin, 'POST', `${base}/strategies`, {
      name: 'y',
      type: 'weighted',
      targets: [{ cdn_id: randomUUID() }],
    });
    expect(unknown.statusCode).toBe(409);
    expect(errorBody(unknown).errors?.[0]?.path).toBe('/targets/0/cdn_id');
    const map = await call(admin, 'GET', `${base}/routing/country?days=3`);
    expect(map.statusCode).toBe(200);
    const vn = map.json().data.countries.find((c: { country: string }) => c.country === 'VN');
    expect(vn.strategy_id).toBe(geo.json().data.id);
    expect(vn.targets.map((t: { share_percent: number }) => t.share_percent)).toEqual([75, 25]);
    const us = map.json().data.countries.find((c: { country: string }) => c.country === 'US');
    expect(us.strategy_id).toBe(def.json().data.id);
    expect(us.targets.find((t: { cdn_id: string }) => t.cdn_id === b.id).share_percent).toBe(100);
    expect((await call(admin, 'GET', `${base}/routing/country?days=3`)).body).toBe(map.body);
    // A provider a strategy targets cannot go.
    expect((await call(admin, 'DELETE', `${base}/cdns/${a.id}`)).statusCode).toBe(409);
  });

  it('answers origin defaults from the site, replaces them and mirrors the first server onto the site', async () => {
    const site = await newSite('Origin Site');
    const url = `${SITES}/${site}/origin_setting`;
    const first = await call(admin, 'GET', url);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.origin_servers[0].origin_server_url).toBe('https://origin.example.com');
    const put = await call(
      admin,
      'PUT',
      url,
      {
        protocol: 'https',
        host_header: 'www.example.com',
        origin_servers: [
          { origin_server_url: 'https://o1.example.com', weight: 3, max_fails: 2, fail_timeout_seconds: 30 },
          { origin_server_url: 'https://o2.example.com', backup: true },
        ],
      },
      { 'if-match': first.headers.etag as string },
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.origin_servers[1]).toEqual({
      origin_server_url: 'https://o2.example.com',
      weight: 1,
      max_fails: 1,
      fail_timeout_seconds: 10,
      backup: true,
    });
    expect((await call(admin, 'GET', `${SITES}/${site}`)).json().data.origin_server_url).toBe(
      'https://o1.example.com',
    );
    const stale = await call(
      admin,
      'PUT',
      url,
      { origin_servers: [{ origin_server_url: 'https://x.example.com' }] },
      {
        'if-match': first.headers.etag as string,
      },
    );
    expect(stale.statusCode).toBe(412);
  });

  it('keeps extra config to the operator', async () => {
    expect((await call(admin, 'GET', '/extra_config')).statusCode).toBe(403);
    expect((await call(admin, 'PUT', '/extra_config', { config: 'x' })).statusCode).toBe(403);
    const sites = (await call(operator, 'GET', SITES)).json().data as { id: string }[];
    const target = sites[0]?.id as string;
    const empty = await call(operator, 'GET', `${SITES}/${target}/extra_config`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toMatchObject({ site_id: target, config: '', updated_at: null });
    const put = await call(operator, 'PUT', `${SITES}/${target}/extra_config`, {
      config: 'proxy_buffering off;',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.config).toBe('proxy_buffering off;');
    expect(put.json().data.updated_by).toBe(ctx.passwords.operator.username);
  });
});

describe('add-on domains', () => {
  it('creates pending with the record to set, checks it, keeps domains unique and lists them', async () => {
    const url = '/addon_domain';
    const created = await call(admin, 'POST', url, { domain: 'shop.example.com' });
    expect(created.statusCode, created.body).toBe(201);
    const d = created.json().data;
    expect(d).toMatchObject({
      status: 'pending',
      ssl_status: 'none',
      site_id: siteId,
      site_name: 'Rules Test Site',
    });
    expect(d.verification).toEqual({ type: 'CNAME', name: 'shop.example.com', value: d.cname_target });
    expect((await call(admin, 'POST', url, { domain: 'SHOP.example.com' })).statusCode).toBe(409);
    // The DNS decides: the hostname's CNAME names the site's CDN hostname (a trailing dot and case aside).
    ctx.dns.set('shop.example.com', 'CNAME', [`${String(d.cname_target).toUpperCase()}.`]);
    const checked = await call(admin, 'POST', `${url}/${d.id}/verify`);
    expect(checked.statusCode).toBe(200);
    expect(checked.json().data.status).toBe('active');
    expect((await call(admin, 'POST', `${url}/${d.id}/verify`)).statusCode).toBe(429);

    // A name the DNS does not know is invalid.
    const bad = (await call(admin, 'POST', url, { domain: 'cdn.nowhere.invalid' })).json().data;
    expect((await call(admin, 'POST', `${url}/${bad.id}/verify`)).json().data.status).toBe('domain_invalid');
    // A TXT record that holds another token does not match; the claim's own token does.
    const wrong = (
      await call(admin, 'POST', url, { domain: 'mismatch.example.org', validation_method: 'txt' })
    ).json().data;
    expect(wrong.verification.type).toBe('TXT');
    ctx.dns.set('mismatch.example.org', 'TXT', ['cdn-verification=someone-else', 'v=spf1 -all']);
    expect((await call(admin, 'POST', `${url}/${wrong.id}/verify`)).json().data.status).toBe(
      'record_mismatch',
    );
    // No DNS server answers: 503, and the claim is as it was.
    const unanswered = (await call(admin, 'POST', url, { domain: 'quiet.example.org' })).json().data;
    ctx.dns.silence(true);
    const wait = await call(admin, 'POST', `${url}/${unanswered.id}/verify`);
    ctx.dns.silence(false);
    expect(wait.statusCode).toBe(503);
    expect(errorBody(wait).code).toBe('dns_unreachable');
    expect(wait.headers['retry-after']).toBe('60');

    // A new name starts over.
    const wildcard = await insertFreeCertificate('*.example.com', 20);
    const renamed = await call(admin, 'PUT', `${url}/${d.id}`, {
      domain: 'store.example.com',
      ssl_certificate_id: wildcard,
    });
    expect(renamed.json().data).toMatchObject({
      status: 'pending',
      ssl_status: 'pending',
      last_checked_at: null,
    });

    const all = await call(member, 'GET', `/api/main/addon_domain?site_id=${siteId}&sort_by=domain`);
    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((x: { domain: string }) => x.domain)).toEqual([
      'cdn.nowhere.invalid',
      'mismatch.example.org',
      'quiet.example.org',
      'store.example.com',
    ]);
    const cdnUrl = d.cname_target as string;
    const byDomain = await call(member, 'GET', `/api/main/addon_domain_pagin/${cdnUrl}?status=pending`);
    expect(byDomain.json().data.map((x: { domain: string }) => x.domain)).toEqual([
      'quiet.example.org',
      'store.example.com',
    ]);
    expect((await call(foreign, 'GET', `/api/main/addon_domain_pagin/${cdnUrl}`)).statusCode).toBe(404);
    expect((await call(foreign, 'GET', '/api/main/addon_domain')).json().data).toEqual([]);
  });

  it('serves an add-on domain only with a certificate of the tenant that is usable and names it', async () => {
    const url = '/addon_domain';
    const covering = await insertFreeCertificate('*.certs.example.net', 10);
    const other = await insertFreeCertificate('other.example.net', 10);
    const expired = await insertFreeCertificate('*.certs.example.net', 120);
    const refused = async (certificate: string, method: 'POST' | 'PUT', path = url) => {
      const before = await countRows(ctx.db, 'cdn_addon_domains');
      const r = await call(admin, method, path, {
        domain: 'a.certs.example.net',
        ssl_certificate_id: certificate,
      });
      expect(r.statusCode, r.body).toBe(400);
      expect(errorBody(r).errors?.[0]?.path).toBe('/body/ssl_certificate_id');
      expect(await countRows(ctx.db, 'cdn_addon_domains')).toBe(before);
      return errorBody(r).errors?.[0]?.message;
    };
    expect(await refused(randomUUID(), 'POST')).toMatch(/not one of your certificates/);
    expect(await refused(other, 'POST')).toMatch(/does not cover a\.certs\.example\.net/);
    expect(await refused(expired, 'POST')).toMatch(/expired/);
    // A wildcard stands for one label only.
    const deep = await call(admin, 'POST', url, {
      domain: 'x.a.certs.example.net',
      ssl_certificate_id: covering,
    });
    expect(deep.statusCode).toBe(400);
    const ok = await call(admin, 'POST', url, {
      domain: 'a.certs.example.net',
      ssl_certificate_id: covering,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data).toMatchObject({ ssl_certificate_id: covering, ssl_status: 'pending' });
    const id = ok.json().data.id as string;
    expect(await refused(other, 'PUT', `${url}/${id}`)).toMatch(/does not cover/);
    const still = await call(admin, 'GET', `${url}/${id}`);
    expect(still.json().data.ssl_certificate_id).toBe(covering);
    // Another tenant's certificate is not one of yours.
    const foreignCert = await insertFreeCertificate('*.certs.example.net', 10, foreignTenantId);
    expect(await refused(foreignCert, 'PUT', `${url}/${id}`)).toMatch(/not one of your certificates/);
    expect((await call(admin, 'DELETE', `${url}/${id}`)).statusCode).toBe(200);
  });

  it('refuses add-on domains over cnames_per_site', async () => {
    const site = await newSite('Cname Quota Site');
    await ctx.db.query(
      `INSERT INTO tenant_quotas (tenant_id, code, value) VALUES ($1, 'cnames_per_site', 1)`,
      [ctx.seed.tenantId],
    );
    try {
      expect(
        (await call(admin, 'POST', `${SITES}/${site}/addon_domain`, { domain: 'q1.example.com' })).statusCode,
      ).toBe(201);
      const over = await call(admin, 'POST', `${SITES}/${site}/addon_domain`, { domain: 'q2.example.com' });
      expect(over.statusCode).toBe(409);
      expect(errorBody(over).code).toBe('quota_exceeded');
    } finally {
      await ctx.db.query(`DELETE FROM tenant_quotas WHERE tenant_id = $1 AND code = 'cnames_per_site'`, [
        ctx.seed.tenantId,
      ]);
    }
  });

  it('removes everything under a site with the site', async () => {
    const site = await newSite('Cascade Site');
    await call(admin, 'POST', `${SITES}/${site}/page_rules`, {
      url_pattern: 'a.example.com/*',
      actions: { always_use_https: 'active' },
    });
    await call(admin, 'POST', `${SITES}/${site}/addon_domain`, { domain: 'cascade.example.com' });
    expect((await call(admin, 'DELETE', `${SITES}/${site}`)).statusCode).toBe(200);
    expect(await countRows(ctx.db, 'cdn_page_rules', 'site_id = $1', [site])).toBe(0);
    expect(await countRows(ctx.db, 'cdn_addon_domains', 'site_id = $1', [site])).toBe(0);
  });
});
