// The shop site's History for stories, newest first: what happened to the site itself and to what lives under
// it (rules, origin settings), each entry as the server writes it (snapshots as GET answers them).
import type { AuditEntry } from '../engine/detail/auditHistory';
import { auditEntry } from './audit';
import { edgeSite, shopFirewallRules, shopOrigin, shopPurges } from './cdn';
import { shopSite } from './fixtures';

const site = shopSite.id;
const rule = shopFirewallRules[0]!;
const oldPageRule = {
  id: '61111111-1111-4111-8111-111111111111',
  site_id: site,
  url_pattern: 'shop.example.vn/old-catalogue/*',
  actions: { cache_level: 'bypass' },
  status: 'inactive',
  priority: 3,
  created_at: '2025-06-03T09:00:00Z',
  updated_at: '2025-06-03T09:00:00Z',
};
const purged = [
  'https://shop.cdn.example.net/index.html',
  'https://shop.cdn.example.net/cart',
  'https://shop.cdn.example.net/checkout',
  'https://shop.cdn.example.net/products/autumn-collection/jackets/waterproof-hiking-jacket-with-detachable-hood.html',
];
const longOrigin =
  'https://origin-shop-legacy.datacenter-hanoi-1.example.vn/storefront/v1/static-and-dynamic-content';
const beforeEdge = { ...edgeSite.edge_settings, always_use_https: 'inactive' as const };

export const shopHistory: AuditEntry[] = [
  auditEntry('910', {
    occurred_at: '2025-06-20T16:00:00Z',
    action: 'purge',
    resource_type: 'cdn_site',
    resource_id: site,
    status_code: 202,
    details: {
      purge_id: shopPurges[0]!.id,
      type: 'urls',
      targets: purged,
      site_name: shopSite.name,
      after: { ...shopPurges[0]!, targets: purged },
    },
  }),
  auditEntry('909', {
    occurred_at: '2025-06-20T15:30:00Z',
    action: 'updateSiteEdgeSetting',
    resource_type: 'cdn_site',
    resource_id: site,
    details: {
      changed: ['edge_settings'],
      before: { ...edgeSite, edge_settings: beforeEdge },
      after: edgeSite,
    },
  }),
  auditEntry('908', {
    occurred_at: '2025-06-19T11:20:00Z',
    action: 'createFirewallRule',
    resource_type: 'cdn_firewall_rule',
    resource_id: rule.id,
    status_code: 201,
    details: { site_id: site, after: rule },
  }),
  auditEntry('907', {
    occurred_at: '2025-06-18T09:10:00Z',
    action: 'deletePageRule',
    resource_type: 'cdn_page_rule',
    resource_id: oldPageRule.id,
    details: { site_id: site, before: oldPageRule },
  }),
  auditEntry('906', {
    occurred_at: '2025-06-15T07:30:00Z',
    action: 'updateOriginSetting',
    resource_type: 'cdn_origin_setting',
    resource_id: site,
    details: {
      before: {
        ...shopOrigin,
        origin_servers: shopOrigin.origin_servers.slice(0, 2).map((server) => ({ ...server, weight: 50 })),
      },
      after: shopOrigin,
    },
  }),
  auditEntry('905', {
    occurred_at: '2025-06-12T10:00:00Z',
    action: 'update',
    resource_type: 'cdn_site',
    resource_id: site,
    actor: {
      id: '00000000-0000-4000-8000-000000000001',
      username: 'an.nguyen',
      login_type: 'login_as',
      operator: { id: '00000000-0000-4000-8000-0000000000aa', username: 'support.ops' },
    },
    details: { before: { ...shopSite, token_security: false }, after: shopSite },
  }),
  auditEntry('902', {
    occurred_at: '2025-06-10T08:00:00Z',
    action: 'update',
    resource_type: 'cdn_site',
    resource_id: site,
    actor: { id: null, username: 'binh.tran', login_type: 'password', operator: null },
    result: 'denied',
    status_code: 403,
  }),
  auditEntry('901', {
    occurred_at: '2025-06-02T08:15:00Z',
    action: 'update',
    resource_type: 'cdn_site',
    resource_id: site,
    details: {
      before: { ...shopSite, origin_server_url: longOrigin, token_security: false },
      after: { ...shopSite, token_security: false },
    },
  }),
  auditEntry('900', {
    occurred_at: '2025-06-02T08:14:00Z',
    action: 'create',
    resource_type: 'cdn_site',
    resource_id: site,
    status_code: 201,
    details: { after: { ...shopSite, token_security: false } },
  }),
];

/** The long origin the site had first (cut in the History until shown whole). */
export const shopFirstOrigin = longOrigin;
