// The part of the contract walk (tests/contract/responses.test.ts) for what lives under a CDN site: every
// operation once with success and with its usual failures. `call` checks each answer against the contract.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { InjectOptions } from 'fastify';
import { bearer, login } from '../helpers.js';
import type { TestContext } from '../helpers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of many shapes, read loosely
type Answer = { status: number; body: any; headers: Record<string, unknown> };
export type CdnWalkCall = (
  backend: 'auth' | 'main',
  operationId: string,
  opts: InjectOptions & { url: string },
) => Promise<Answer>;

export async function walkCdnSiteResources(call: CdnWalkCall, ctx: TestContext): Promise<void> {
  const admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
  const operator = await login(ctx.app, ctx.passwords.operator.username, ctx.passwords.operator.password);
  const h = bearer(admin);
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/main/cdn/sites',
    headers: h,
    payload: { name: 'Walk Site', origin_server_url: 'https://walk.example.com' },
  });
  const site = created.json().data as { id: string; cdn_url: string };
  const base = `/api/main/cdn/sites/${site.id}`;
  const none = randomUUID();
  const go = (id: string, method: InjectOptions['method'], url: string, payload?: unknown, headers = h) =>
    call('main', id, {
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  // Site-level settings.
  expect(
    (await go('updateSiteEdgeSetting', 'PATCH', `${base}/edge_settings/http3`, { http3: 'active' })).status,
  ).toBe(200);
  expect(
    (await go('updateSiteEdgeSetting', 'PATCH', `${base}/edge_settings/http3`, { gzip_level: 1 })).status,
  ).toBe(400);
  expect(
    (await go('setSiteMultiCdnStatus', 'PUT', `${base}/multi_cdn`, { multi_cdn_status: 'active' })).status,
  ).toBe(409);

  // CRUD families.
  const families: [string, string, unknown, unknown][] = [
    [
      'PageRule',
      'page_rules',
      { url_pattern: 'w.example.com/*', actions: { cache_level: 'basic' } },
      { url_pattern: 'w.example.com/a/*', actions: { development_mode: 'active' } },
    ],
    [
      'FirewallRule',
      'firewall_rules',
      { description: 'w', expression: 'true', action: 'log' },
      { description: 'w2', expression: 'true', action: 'block' },
    ],
    [
      'CacheRule',
      'caching_control/rules',
      { name: 'w', expression: 'true', cache: 'bypass' },
      { name: 'w2', expression: 'true', cache: 'eligible' },
    ],
    [
      'RateLimitRule',
      'rate_limit_rules',
      {
        name: 'w',
        expression: 'true',
        characteristics: ['ip'],
        requests_per_period: 5,
        period_seconds: 10,
        action: 'block',
      },
      {
        name: 'w2',
        expression: 'true',
        characteristics: ['host'],
        requests_per_period: 9,
        period_seconds: 60,
        action: 'log',
      },
    ],
    [
      'MultiCdnProvider',
      'multi_cdn/cdns',
      { name: 'w', vendor: 'bunny', cname_target: 'w.b-cdn.example.net' },
      { name: 'w2', vendor: 'bunny', cname_target: 'w2.b-cdn.example.net' },
    ],
  ];
  const kept: Record<string, string> = {};
  for (const [noun, path, input, replacement] of families) {
    const list = `${base}/${path}`;
    const made = await go(`create${noun}`, 'POST', list, input);
    expect(made.status).toBe(201);
    expect((await go(`create${noun}`, 'POST', list, {})).status).toBe(400);
    expect((await go(`create${noun}`, 'POST', `/api/main/cdn/sites/${none}/${path}`, input)).status).toBe(
      404,
    );
    expect((await go(`list${noun}s`, 'GET', `${list}?per_page=5`)).status).toBe(200);
    expect((await go(`list${noun}s`, 'GET', `/api/main/cdn/sites/${none}/${path}`)).status).toBe(404);
    const one = `${list}/${made.body.data.id}`;
    const got = await go(`get${noun}`, 'GET', one);
    expect(got.status).toBe(200);
    expect((await go(`get${noun}`, 'GET', `${list}/${none}`)).status).toBe(404);
    const put = await go(`update${noun}`, 'PUT', one, replacement, {
      ...h,
      'if-match': got.headers.etag as string,
    });
    expect(put.status).toBe(200);
    expect(
      (await go(`update${noun}`, 'PUT', one, replacement, { ...h, 'if-match': got.headers.etag as string }))
        .status,
    ).toBe(412);
    const extra = await go(`create${noun}`, 'POST', list, input);
    kept[noun] = extra.body?.data?.id ?? '';
    expect((await go(`delete${noun}`, 'DELETE', one)).status).toBe(200);
    expect((await go(`delete${noun}`, 'DELETE', one)).status).toBe(404);
  }
  // Firewall: status segment and reorder.
  const fw = `${base}/firewall_rules`;
  expect((await go('setFirewallRuleStatus', 'PUT', `${fw}/${kept.FirewallRule}/inactive`)).status).toBe(200);
  expect((await go('setFirewallRuleStatus', 'PUT', `${fw}/${none}/inactive`)).status).toBe(404);
  const second = await go('createFirewallRule', 'POST', fw, {
    description: 'x',
    expression: 'true',
    action: 'allow',
  });
  const listed = await go('listFirewallRules', 'GET', fw);
  const order = [second.body.data.id, kept.FirewallRule];
  expect((await go('reorderFirewallRules', 'PUT', `${fw}/priority`, { order: [none] })).status).toBe(409);
  expect(
    (await go('reorderFirewallRules', 'PUT', `${fw}/priority`, { order }, { ...h, 'if-match': '"stale"' }))
      .status,
  ).toBe(412);
  expect(
    (
      await go(
        'reorderFirewallRules',
        'PUT',
        `${fw}/priority`,
        { order },
        { ...h, 'if-match': listed.headers.etag as string },
      )
    ).status,
  ).toBe(200);

  // Strategies and the route map.
  const strategies = `${base}/multi_cdn/strategies`;
  const strategy = await go('createMultiCdnStrategy', 'POST', strategies, {
    name: 's',
    type: 'weighted',
    targets: [{ cdn_id: kept.MultiCdnProvider }],
  });
  expect(strategy.status).toBe(201);
  expect(
    (
      await go('createMultiCdnStrategy', 'POST', strategies, {
        name: 's',
        type: 'weighted',
        targets: [{ cdn_id: none }],
      })
    ).status,
  ).toBe(409);
  expect((await go('listMultiCdnStrategies', 'GET', strategies)).status).toBe(200);
  const sOne = `${strategies}/${strategy.body.data.id}`;
  const sGot = await go('getMultiCdnStrategy', 'GET', sOne);
  expect(sGot.status).toBe(200);
  expect(
    (
      await go(
        'updateMultiCdnStrategy',
        'PUT',
        sOne,
        { name: 's2', type: 'latency', targets: [{ cdn_id: kept.MultiCdnProvider }] },
        { ...h, 'if-match': sGot.headers.etag as string },
      )
    ).status,
  ).toBe(200);
  expect(
    (await go('getMultiCdnCountryRouting', 'GET', `${base}/multi_cdn/routing/country?days=7`)).status,
  ).toBe(200);
  expect(
    (await go('getMultiCdnCountryRouting', 'GET', `${base}/multi_cdn/routing/country?days=2`)).status,
  ).toBe(400);
  expect(
    (await go('setSiteMultiCdnStatus', 'PUT', `${base}/multi_cdn`, { multi_cdn_status: 'active' })).status,
  ).toBe(200);
  expect((await go('deleteMultiCdnStrategy', 'DELETE', sOne)).status).toBe(200);

  // Origin setting and extra config.
  const origin = await go('getOriginSetting', 'GET', `${base}/origin_setting`);
  expect(origin.status).toBe(200);
  expect(
    (
      await go('updateOriginSetting', 'PUT', `${base}/origin_setting`, {
        origin_servers: [{ origin_server_url: 'https://o.example.com' }],
      })
    ).status,
  ).toBe(200);
  expect(
    (await go('updateOriginSetting', 'PUT', `${base}/origin_setting`, { origin_servers: [] })).status,
  ).toBe(400);
  expect((await go('getSiteExtraConfig', 'GET', `${base}/extra_config`)).status).toBe(403);
  const op = bearer(operator);
  const opSites = (await ctx.app.inject({ method: 'GET', url: '/api/main/cdn/sites', headers: op })).json()
    .data as { id: string }[];
  const opBase = `/api/main/cdn/sites/${opSites[0]?.id}`;
  expect((await go('getSiteExtraConfig', 'GET', `${opBase}/extra_config`, undefined, op)).status).toBe(200);
  expect(
    (await go('updateSiteExtraConfig', 'PUT', `${opBase}/extra_config`, { config: '# walk' }, op)).status,
  ).toBe(200);
  expect((await go('updateSiteExtraConfig', 'PUT', `${opBase}/extra_config`, { config: 5 }, op)).status).toBe(
    400,
  );

  // Add-on domains.
  const ad = `${base}/addon_domain`;
  const domain = await go('createAddonDomain', 'POST', ad, { domain: 'walk.example.com' });
  expect(domain.status).toBe(201);
  expect((await go('createAddonDomain', 'POST', ad, { domain: 'walk.example.com' })).status).toBe(409);
  const dOne = `${ad}/${domain.body.data.id}`;
  const dGot = await go('getAddonDomain', 'GET', dOne);
  expect(dGot.status).toBe(200);
  // The hostname's DNS names the site: the check finds it.
  ctx.dns.set('walk.example.com', 'CNAME', [dGot.body.data.cname_target]);
  expect((await go('verifyAddonDomain', 'POST', `${dOne}/verify`)).status).toBe(200);
  expect((await go('verifyAddonDomain', 'POST', `${dOne}/verify`)).status).toBe(429);
  // Any site may claim a hostname until one verifies it; the other claims then read taken and cannot verify,
  // and a served hostname takes no new claim.
  const claimSite = await ctx.app.inject({
    method: 'POST',
    url: '/api/main/cdn/sites',
    headers: h,
    payload: { name: 'Walk Site Two', origin_server_url: 'https://walk2.example.com' },
  });
  const ad2 = `/api/main/cdn/sites/${claimSite.json().data.id}/addon_domain`;
  const rival = await go('createAddonDomain', 'POST', ad2, { domain: 'claim.walk.example.com' });
  expect(rival.status).toBe(201);
  const first = await go('createAddonDomain', 'POST', ad, { domain: 'claim.walk.example.com' });
  expect(first.status).toBe(201);
  ctx.dns.set('claim.walk.example.com', 'CNAME', [first.body.data.cname_target]);
  expect((await go('verifyAddonDomain', 'POST', `${ad}/${first.body.data.id}/verify`)).status).toBe(200);
  const taken = await go('getAddonDomain', 'GET', `${ad2}/${rival.body.data.id}`);
  expect(taken.body.data.status).toBe('taken');
  expect((await go('verifyAddonDomain', 'POST', `${ad2}/${rival.body.data.id}/verify`)).status).toBe(409);
  expect((await go('createAddonDomain', 'POST', ad2, { domain: 'walk.example.com' })).status).toBe(409);
  expect(
    (
      await go(
        'updateAddonDomain',
        'PUT',
        dOne,
        { domain: 'walk2.example.com' },
        { ...h, 'if-match': dGot.headers.etag as string },
      )
    ).status,
  ).toBe(412);
  expect((await go('updateAddonDomain', 'PUT', dOne, { domain: 'walk2.example.com' })).status).toBe(200);
  expect((await go('listAddonDomains', 'GET', `/api/main/addon_domain?site_id=${site.id}`)).status).toBe(200);
  expect(
    (await go('listSiteAddonDomainsByDomain', 'GET', `/api/main/addon_domain_pagin/${site.cdn_url}`)).status,
  ).toBe(200);
  expect(
    (await go('listSiteAddonDomainsByDomain', 'GET', '/api/main/addon_domain_pagin/nothing.example.com'))
      .status,
  ).toBe(404);
  expect((await go('deleteAddonDomain', 'DELETE', dOne)).status).toBe(200);
}
