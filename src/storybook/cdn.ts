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

const pageInfo = (count: number) => ({ page: '1', per_page: 100, total_count: count, total_pages: 1 });
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
