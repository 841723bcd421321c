// Fake answers of the CDN site screens' calls for stories: one site with full edge settings, its add-on domains,
// firewall rules, purges and origin. Shapes follow the contract (the story-answer check holds them to it).
import type { components } from '../api/generated/main';
import { answer, json, type BackendHandler } from './backend';
import { shopSite } from './fixtures';

type Schemas = components['schemas'];

export const edgeDefaults: Schemas['EdgeSettings'] = {
  browser_cache_ttl: 0,
  caching_level: 'standard',
  development_mode: 'inactive',
  thump: 'inactive',
  image_resizing: 'inactive',
  polish: 'inactive',
  image_virtualizing: 'inactive',
  gzip_level: 0,
  brotli_compression: 'inactive',
  auto_minify: [],
  http2: 'inactive',
  http2_origin: 'inactive',
  websocket: 'inactive',
  browser_integrity_check: 'inactive',
  bot_fight_mode: 'inactive',
  always_use_https: 'inactive',
  tls13: 'inactive',
  hsts: 'inactive',
  http3: 'inactive',
};

/** The shop site with every edge setting (some on) and development mode on until a fixed time. */
export const edgeSite: Schemas['Site'] = {
  ...shopSite,
  edge_settings: {
    ...edgeDefaults,
    always_use_https: 'active',
    development_mode: 'active',
    browser_cache_ttl: 14400,
    gzip_level: 6,
    auto_minify: ['css', 'js'],
    http2: 'active',
    tls13: 'active',
  },
  development_mode_expires_at: '2025-06-20T17:45:00Z',
};

export const pageInfo = (count: number) => ({ page: '1', per_page: 100, total_count: count, total_pages: 1 });
const sitePath = `/cdn/sites/${shopSite.id}`;

export const shopDomains: Schemas['AddonDomain'][] = [
  {
    id: '31111111-1111-4111-8111-111111111111',
    site_id: shopSite.id,
    site_name: shopSite.name,
    domain: 'www.shop.example.vn',
    cname_target: shopSite.cdn_url,
    validation_method: 'cname',
    verification: { type: 'CNAME', name: 'www.shop.example.vn', value: shopSite.cdn_url },
    status: 'active',
    ssl_certificate_id: null,
    ssl_status: 'active',
    last_checked_at: '2025-06-20T14:40:00Z',
    created_at: '2025-06-02T08:20:00Z',
    updated_at: '2025-06-20T14:40:00Z',
  },
  {
    id: '32222222-2222-4222-8222-222222222222',
    site_id: shopSite.id,
    site_name: shopSite.name,
    domain: 'static.shop.example.vn',
    cname_target: shopSite.cdn_url,
    validation_method: 'txt',
    verification: { type: 'TXT', name: '_cdn.static.shop.example.vn', value: 'cdn-verification=3f9c2a' },
    status: 'record_mismatch',
    ssl_certificate_id: null,
    ssl_status: 'none',
    last_checked_at: '2025-06-20T14:41:00Z',
    created_at: '2025-06-10T10:00:00Z',
    updated_at: '2025-06-20T14:41:00Z',
  },
];

/** GET /cdn/sites/{id} with `site` and its ETag. */
export function siteAnswer(site: Schemas['Site'] = edgeSite): BackendHandler {
  return answer('GET', new RegExp(`${sitePath}$`), () => {
    const response = json({ data: site });
    response.headers.set('ETag', 'W/"7"');
    return response;
  });
}

/** GET /addon_domain (a site's add-on domains). */
export function addonDomainsAnswer(domains = shopDomains): BackendHandler {
  return answer('GET', /\/addon_domain$/, () => json({ data: domains, page_info: pageInfo(domains.length) }));
}

/** PATCH …/edge_settings/{key}: stores the value on `site` (mutated) and answers the edge settings. */
export function edgePatchAnswer(site: Schemas['Site'] = edgeSite): BackendHandler {
  return answer('PATCH', /\/edge_settings\/[a-z0-9_]+$/, async (request) => {
    const body = (await request.json()) as Partial<Schemas['EdgeSettings']>;
    site.edge_settings = { ...site.edge_settings, ...body };
    const response = json({ data: site.edge_settings });
    response.headers.set('ETag', 'W/"8"');
    return response;
  });
}

const firewallRule = (id: string, priority: number, description: string, status: 'active' | 'inactive') => ({
  id,
  site_id: shopSite.id,
  description,
  expression: '(http.request.uri.path contains "/admin")',
  action: 'block' as const,
  status,
  priority,
  hits_24h: priority * 120,
  last_matched_at: '2025-06-20T14:30:00Z',
  created_at: '2025-06-02T08:30:00Z',
  updated_at: '2025-06-20T14:30:00Z',
});

export const shopFirewallRules: Schemas['FirewallRule'][] = [
  firewallRule('41111111-1111-4111-8111-111111111111', 1, 'Block admin from abroad', 'active'),
  firewallRule('42222222-2222-4222-8222-222222222222', 2, 'Challenge old browsers', 'active'),
  firewallRule('43333333-3333-4333-8333-333333333333', 3, 'Log API scanners', 'inactive'),
];

/** GET …/firewall_rules (in priority order) and PUT …/firewall_rules/priority (the rules in the order sent). */
export function firewallAnswers(rules = shopFirewallRules): BackendHandler[] {
  return [
    answer('GET', /\/firewall_rules$/, () => json({ data: rules, page_info: pageInfo(rules.length) })),
    answer('PUT', /\/firewall_rules\/priority$/, async (request) => {
      const { order } = (await request.json()) as { order: string[] };
      const sorted = order.map((id, index) => ({ ...rules.find((r) => r.id === id)!, priority: index + 1 }));
      return json({ data: sorted, page_info: pageInfo(sorted.length) });
    }),
    answer('GET', /\/rate_limit_rules$/, () => json({ data: [], page_info: pageInfo(0) })),
  ];
}

const withEtag = (response: Response, etag: string) => {
  response.headers.set('ETag', etag);
  return response;
};

const purge = (
  id: string,
  type: Schemas['PurgeRequest']['type'],
  targets: string[],
  status: Schemas['PurgeRequest']['status'],
  createdAt: string,
  requestedBy = 'an.nguyen',
): Schemas['PurgeRequest'] => ({
  id,
  site_id: shopSite.id,
  type,
  targets,
  status,
  requested_by: requestedBy,
  created_at: createdAt,
  completed_at: status === 'completed' || status === 'failed' ? createdAt.replace(':00Z', ':30Z') : null,
});

/** The shop site's purges, newest first: one still in progress, one failed, the rest done. */
export const shopPurges: Schemas['PurgeRequest'][] = [
  purge(
    '51111111-1111-4111-8111-111111111111',
    'urls',
    ['https://shop.cdn.example.net/index.html', 'https://shop.cdn.example.net/cart'],
    'in_progress',
    '2025-06-20T14:50:00Z',
  ),
  purge(
    '52222222-2222-4222-8222-222222222222',
    'prefixes',
    ['shop.cdn.example.net/assets/'],
    'completed',
    '2025-06-19T10:05:00Z',
    'binh.tran',
  ),
  purge('53333333-3333-4333-8333-333333333333', 'tags', ['product-images'], 'failed', '2025-06-18T08:40:00Z'),
  purge('54444444-4444-4444-8444-444444444444', 'everything', [], 'completed', '2025-06-02T09:00:00Z'),
];

/**
 * GET …/caching_control/purge (newest first) and POST (queued at a fixed time, put first in `history`, which is
 * mutated so the list shows it once it is read again).
 */
export function purgeAnswers(history: Schemas['PurgeRequest'][] = [...shopPurges]): BackendHandler[] {
  return [
    answer('GET', /\/caching_control\/purge$/, () =>
      json({ data: history, page_info: pageInfo(history.length) }),
    ),
    answer('POST', /\/caching_control\/purge$/, async (request) => {
      const input = (await request.json()) as Schemas['purge-request.schema'];
      const queued = purge(
        `5${String(history.length + 5).padStart(7, '0')}-0000-4000-8000-000000000000`,
        input.type,
        input.targets ?? [],
        'queued',
        '2025-06-21T08:55:00Z',
      );
      history.unshift(queued);
      return json({ data: queued }, 202);
    }),
  ];
}

/** The shop site's origin: two weighted servers (one on its own port) and a backup, over HTTPS. */
export const shopOrigin: Schemas['OriginSetting'] = {
  site_id: shopSite.id,
  load_balancer_method: 'weighted_round_robin',
  protocol: 'https',
  host_header: 'www.shop.example.vn',
  verify_tls: true,
  connect_timeout_seconds: 15,
  origin_servers: [
    {
      origin_server_url: 'https://origin-shop.example.vn',
      weight: 70,
      max_fails: 3,
      fail_timeout_seconds: 30,
      backup: false,
    },
    {
      origin_server_url: 'https://origin2-shop.example.vn:8443',
      weight: 30,
      max_fails: 3,
      fail_timeout_seconds: 30,
      backup: false,
    },
    {
      origin_server_url: 'http://backup-shop.example.vn:8080',
      weight: 1,
      max_fails: 1,
      fail_timeout_seconds: 60,
      backup: true,
    },
  ],
  updated_at: '2025-06-15T07:30:00Z',
};

/** GET …/origin_setting and PUT (stores the input on `origin`, mutated, with a new ETag each time). */
export function originAnswers(
  origin: Schemas['OriginSetting'] = structuredClone(shopOrigin),
): BackendHandler[] {
  let version = 3;
  return [
    answer('GET', /\/origin_setting$/, () => withEtag(json({ data: origin }), `W/"${version}"`)),
    answer('PUT', /\/origin_setting$/, async (request) => {
      const input = (await request.json()) as Schemas['origin-setting.schema'];
      Object.assign(origin, input, { updated_at: '2025-06-21T08:55:00Z' });
      version += 1;
      return withEtag(json({ data: origin }), `W/"${version}"`);
    }),
  ];
}

/** The shop site's extra configuration, last changed by an operator. */
export const shopExtraConfig: Schemas['ExtraConfig'] = {
  site_id: shopSite.id,
  config: 'location /legacy/ {\n  proxy_read_timeout 120s;\n}\n',
  updated_at: '2025-06-12T16:20:00Z',
  updated_by: 'ops.le',
};

/**
 * GET …/extra_config and PUT at the stored ETag. `changedElsewhere` is what someone else saves between this
 * page's read and its write: the first PUT then answers 412 with the current text and its ETag.
 */
export function extraConfigAnswers(
  stored: Schemas['ExtraConfig'] = structuredClone(shopExtraConfig),
  changedElsewhere?: Partial<Schemas['ExtraConfig']>,
): BackendHandler[] {
  let version = 5;
  let pendingChange = changedElsewhere;
  return [
    answer('GET', /\/extra_config$/, () => withEtag(json({ data: stored }), `W/"${version}"`)),
    answer('PUT', /\/extra_config$/, async (request) => {
      if (pendingChange) {
        Object.assign(stored, pendingChange);
        pendingChange = undefined;
        version += 1;
      }
      if (request.headers.get('If-Match') !== `W/"${version}"`) {
        const refused = json(
          {
            message: 'The resource changed since you read it; reload and try again.',
            status_code: 412,
            request_id: 'req-412-extra',
            code: 'precondition_failed',
            current: stored,
          },
          412,
        );
        return withEtag(refused, `W/"${version}"`);
      }
      const { config } = (await request.json()) as Schemas['ExtraConfigInput'];
      Object.assign(stored, { config, updated_at: '2025-06-21T08:55:00Z', updated_by: 'an.nguyen' });
      version += 1;
      return withEtag(json({ data: stored }), `W/"${version}"`);
    }),
  ];
}

type LastCheck = Schemas['MultiCdnProvider']['last_check'];

/** A check two minutes before the stories' "now" (storyNow), with its answer. */
export const checkedJustNow = (answer: Omit<NonNullable<LastCheck>, 'checked_at'>): LastCheck => ({
  checked_at: '2025-06-21T08:58:00Z',
  ...answer,
});

export const cdnProvider = (
  id: string,
  name: string,
  vendor: Schemas['MultiCdnProvider']['vendor'],
  cnameTarget: string,
  health: Schemas['MultiCdnProvider']['health'],
  lastCheck: LastCheck,
): Schemas['MultiCdnProvider'] => ({
  id,
  site_id: shopSite.id,
  name,
  vendor,
  cname_target: cnameTarget,
  health_check_path: '/health',
  status: 'active',
  health,
  last_check: lastCheck,
  created_at: '2025-06-03T09:00:00Z',
  updated_at: '2025-06-03T09:00:00Z',
});

/** The shop site's CDNs: this platform, and two others, as their last checks left them. */
export const shopProviders: Schemas['MultiCdnProvider'][] = [
  cdnProvider(
    '61111111-1111-4111-8111-111111111111',
    'Platform',
    'platform',
    shopSite.cdn_url,
    'healthy',
    checkedJustNow({ passed: true, status_code: 200, error: null, latency_ms: 35 }),
  ),
  cdnProvider(
    '62222222-2222-4222-8222-222222222222',
    'Cloudflare',
    'cloudflare',
    'shop.example.vn.cdn.cloudflare.net',
    'healthy',
    checkedJustNow({ passed: true, status_code: 301, error: null, latency_ms: 48 }),
  ),
  cdnProvider(
    '63333333-3333-4333-8333-333333333333',
    'Fastly',
    'fastly',
    'shop.global.ssl.fastly.net',
    'degraded',
    checkedJustNow({ passed: false, status_code: null, error: 'timeout', latency_ms: null }),
  ),
];

const [platform, cloudflare, fastly] = shopProviders as [
  Schemas['MultiCdnProvider'],
  Schemas['MultiCdnProvider'],
  Schemas['MultiCdnProvider'],
];

const strategy = (
  id: string,
  priority: number,
  changes: Pick<Schemas['MultiCdnStrategy'], 'name' | 'type' | 'countries' | 'targets' | 'is_default'>,
): Schemas['MultiCdnStrategy'] => ({
  id,
  site_id: shopSite.id,
  status: 'active',
  priority,
  created_at: '2025-06-03T09:10:00Z',
  updated_at: '2025-06-03T09:10:00Z',
  ...changes,
});

/** Vietnam and its neighbours split between the platform and Cloudflare; Europe fails over; a default. */
export const shopStrategies: Schemas['MultiCdnStrategy'][] = [
  strategy('71111111-1111-4111-8111-111111111111', 1, {
    name: 'South-East Asia',
    type: 'geo',
    countries: ['VN', 'TH', 'KH', 'LA'],
    targets: [
      { cdn_id: platform.id, weight: 70, order: 1 },
      { cdn_id: cloudflare.id, weight: 30, order: 2 },
    ],
    is_default: false,
  }),
  strategy('72222222-2222-4222-8222-222222222222', 2, {
    name: 'Europe failover',
    type: 'failover',
    countries: ['DE', 'FR', 'GB'],
    targets: [
      { cdn_id: fastly.id, weight: 100, order: 1 },
      { cdn_id: cloudflare.id, weight: 100, order: 2 },
    ],
    is_default: false,
  }),
  strategy('73333333-3333-4333-8333-333333333333', 3, {
    name: 'Everyone else',
    type: 'latency',
    countries: [],
    targets: [
      { cdn_id: cloudflare.id, weight: 100, order: 1 },
      { cdn_id: platform.id, weight: 100, order: 2 },
    ],
    is_default: true,
  }),
];

const route = (
  country: string,
  strategyId: string,
  split: [Schemas['MultiCdnProvider'], number, number][],
): Schemas['MultiCdnCountryRoute'] => ({
  country,
  strategy_id: strategyId,
  targets: split.map(([cdn, share, requests]) => ({
    cdn_id: cdn.id,
    cdn_name: cdn.name,
    share_percent: share,
    requests,
  })),
});

/** Where each country's visitors went over `days` (the same split whatever the days). */
export function shopCountryRouting(days: 1 | 3 | 7 = 7): Schemas['MultiCdnCountryRouting'] {
  const [sea, europe, rest] = shopStrategies.map((s) => s.id) as [string, string, string];
  return {
    site_id: shopSite.id,
    days,
    countries: [
      route('VN', sea, [
        [platform, 70, 700_000 * days],
        [cloudflare, 30, 300_000 * days],
      ]),
      route('TH', sea, [
        [platform, 68, 68_000 * days],
        [cloudflare, 32, 32_000 * days],
      ]),
      route('DE', europe, [[fastly, 100, 40_000 * days]]),
      route('FR', europe, [[fastly, 100, 21_000 * days]]),
      route('GB', europe, [
        [fastly, 80, 16_000 * days],
        [cloudflare, 20, 4_000 * days],
      ]),
      route('US', rest, [
        [cloudflare, 90, 90_000 * days],
        [platform, 10, 10_000 * days],
      ]),
      route('JP', rest, [[cloudflare, 100, 30_000 * days]]),
      route('XX', rest, [[cloudflare, 100, 900 * days]]),
    ],
  };
}

/**
 * The multi-CDN screens' calls: providers, strategies, the route map (answering the days asked) and
 * PUT …/multi_cdn, which stores the status on `site` (mutated) and answers the site with a new ETag.
 */
export function multiCdnAnswers(site: Schemas['Site'] = structuredClone(shopSite)): BackendHandler[] {
  return [
    answer('GET', /\/multi_cdn\/cdns$/, () =>
      json({ data: shopProviders, page_info: pageInfo(shopProviders.length) }),
    ),
    answer('GET', /\/multi_cdn\/strategies$/, () =>
      json({ data: shopStrategies, page_info: pageInfo(shopStrategies.length) }),
    ),
    answer('GET', /\/multi_cdn\/routing\/country$/, (request) => {
      const days = Number(new URL(request.url).searchParams.get('days') ?? 7) as 1 | 3 | 7;
      return json({ data: shopCountryRouting(days) });
    }),
    answer('PUT', /\/multi_cdn$/, async (request) => {
      const { multi_cdn_status } = (await request.json()) as Schemas['MultiCdnStatusInput'];
      site.multi_cdn_status = multi_cdn_status;
      return withEtag(json({ data: site }), 'W/"9"');
    }),
  ];
}

const cacheRule = (
  id: string,
  priority: number,
  changes: Pick<Schemas['CacheRule'], 'name' | 'expression' | 'cache' | 'edge_ttl_mode' | 'status'> &
    Partial<Schemas['CacheRule']>,
): Schemas['CacheRule'] => ({
  id,
  site_id: shopSite.id,
  browser_ttl_mode: 'respect_origin',
  cache_key_query_string: 'all',
  cache_key_query_params: [],
  cache_key_headers: [],
  serve_stale_while_updating: true,
  respect_strong_etags: false,
  priority,
  created_at: '2025-06-04T10:00:00Z',
  updated_at: '2025-06-04T10:00:00Z',
  ...changes,
});

/** The shop site's cache rules, in the order they apply. */
export const shopCacheRules: Schemas['CacheRule'][] = [
  cacheRule('81111111-1111-4111-8111-111111111111', 1, {
    name: 'Images for a month',
    expression: '(http.request.uri.path.extension in {"jpg" "png" "webp"})',
    cache: 'eligible',
    edge_ttl_mode: 'override_origin',
    edge_ttl_seconds: 2592000,
    status: 'active',
  }),
  cacheRule('82222222-2222-4222-8222-222222222222', 2, {
    name: 'Never cache the cart',
    expression: '(http.request.uri.path contains "/cart")',
    cache: 'bypass',
    edge_ttl_mode: 'respect_origin',
    status: 'active',
  }),
  cacheRule('83333333-3333-4333-8333-333333333333', 3, {
    name: 'Search results by query',
    expression: '(http.request.uri.path eq "/search")',
    cache: 'eligible',
    edge_ttl_mode: 'respect_origin',
    cache_key_query_string: 'include',
    cache_key_query_params: ['q', 'page'],
    status: 'inactive',
  }),
];

/** GET …/caching_control/rules (in priority order). */
export function cacheRulesAnswer(rules = shopCacheRules): BackendHandler {
  return answer('GET', /\/caching_control\/rules$/, () =>
    json({ data: rules, page_info: pageInfo(rules.length) }),
  );
}

/**
 * The cache rules list, and one rule read (GET …/rules/{ruleId} with its ETag) and replaced (PUT at that ETag,
 * stored on `rules`, mutated): what a rule's status switch does.
 */
export function cacheRuleAnswers(
  rules: Schemas['CacheRule'][] = structuredClone(shopCacheRules),
): BackendHandler[] {
  const versions = new Map<string, number>();
  const version = (id: string) => versions.get(id) ?? 2;
  const ruleOf = (request: Request) =>
    rules.find((rule) => new URL(request.url).pathname.endsWith(`/rules/${rule.id}`));
  return [
    cacheRulesAnswer(rules),
    answer('GET', /\/caching_control\/rules\/[0-9a-f-]+$/, (request) => {
      const rule = ruleOf(request)!;
      return withEtag(json({ data: rule }), `W/"${version(rule.id)}"`);
    }),
    answer('PUT', /\/caching_control\/rules\/[0-9a-f-]+$/, async (request) => {
      const rule = ruleOf(request)!;
      const input = (await request.json()) as Schemas['cache-rule.schema'];
      Object.assign(rule, input, { updated_at: '2025-06-21T08:55:00Z' });
      versions.set(rule.id, version(rule.id) + 1);
      return withEtag(json({ data: rule }), `W/"${version(rule.id)}"`);
    }),
  ];
}

/** The video site (VOD) with token security off, as stored on the server. */
export const vodSite: Schemas['Site'] = {
  ...shopSite,
  id: '22222222-2222-4222-8222-222222222222',
  name: 'video',
  cdn_url: 'video.cdn.example.net',
  origin_server_url: 'https://origin-video.example.vn',
  vod: true,
  token_security: false,
  multi_cdn_url: '',
  multi_cdn_status: 'inactive',
  multi_cdn_config: 0,
  edge_settings: edgeDefaults,
};

/**
 * GET /cdn/sites/{id} and PUT (the whole site replaced at its ETag) of `site` (mutated): the video delivery
 * panel reads the site again before it writes.
 */
export function siteUpdateAnswers(site: Schemas['Site']): BackendHandler[] {
  let version = 7;
  const path = new RegExp(`/cdn/sites/${site.id}$`);
  return [
    answer('GET', path, () => withEtag(json({ data: site }), `W/"${version}"`)),
    answer('PUT', path, async (request) => {
      const input = (await request.json()) as Schemas['SiteInput'];
      Object.assign(site, input, { updated_at: '2025-06-21T08:55:00Z' });
      version += 1;
      return withEtag(json({ data: site }), `W/"${version}"`);
    }),
  ];
}
