// CDN packages on offer (GET /api/main/packages/get_all, SPEC §9: free trial, basic, professional, custom): a
// catalogue in code. Tenants have no package of their own stored yet: every tenant is on CURRENT_PACKAGE.
import type { FastifyRequest } from 'fastify';

export type PackageCode = 'free_trial' | 'basic' | 'professional' | 'custom';

/** The package every tenant is on until packages are sold per tenant. */
export const CURRENT_PACKAGE: PackageCode = 'basic';

type Limit = number | null;
interface PackageLimits {
  sites: Limit;
  origins_per_site: Limit;
  page_rules_per_site: Limit;
  firewall_rules_per_site: Limit;
  cache_rules_per_site: Limit;
  rate_limit_rules_per_site: Limit;
  cnames_per_site: Limit;
  ssl_certificates: Limit;
  free_ssl: Limit;
}

export interface CdnPackage {
  id: string;
  code: PackageCode;
  name: string;
  description: string;
  price_monthly: number | null;
  currency: 'VND' | 'USD';
  trial_days: number | null;
  committed_traffic_gb: number | null;
  overage_price_per_gb: number | null;
  limits: PackageLimits;
  features: string[];
}

const limits = (l: [Limit, Limit, Limit, Limit, Limit, Limit, Limit, Limit, Limit]): PackageLimits => ({
  sites: l[0],
  origins_per_site: l[1],
  page_rules_per_site: l[2],
  firewall_rules_per_site: l[3],
  cache_rules_per_site: l[4],
  rate_limit_rules_per_site: l[5],
  cnames_per_site: l[6],
  ssl_certificates: l[7],
  free_ssl: l[8],
});

export const PACKAGES: readonly CdnPackage[] = [
  {
    id: '6f1d3c52-2a0b-4c47-9a51-0c7e3f1a0001',
    code: 'free_trial',
    name: 'Free trial',
    description: 'Every CDN feature for 14 days on up to two sites, with 100 GB of traffic.',
    price_monthly: 0,
    currency: 'VND',
    trial_days: 14,
    committed_traffic_gb: 100,
    overage_price_per_gb: null,
    limits: limits([2, 2, 3, 5, 5, 1, 2, 2, 2]),
    features: ['caching', 'free_ssl', 'page_rules', 'firewall_rules'],
  },
  {
    id: '6f1d3c52-2a0b-4c47-9a51-0c7e3f1a0002',
    code: 'basic',
    name: 'Basic',
    description: 'For web sites: caching, free SSL, page and firewall rules, 1 TB of traffic a month.',
    price_monthly: 2_500_000,
    currency: 'VND',
    trial_days: null,
    committed_traffic_gb: 1000,
    overage_price_per_gb: 1_200,
    limits: limits([10, 5, 20, 50, 20, 5, 5, 10, 10]),
    features: ['caching', 'free_ssl', 'custom_ssl', 'page_rules', 'firewall_rules', 'image_resizing'],
  },
  {
    id: '6f1d3c52-2a0b-4c47-9a51-0c7e3f1a0003',
    code: 'professional',
    name: 'Professional',
    description: 'Video on demand, multi-CDN routing, rate limiting and 10 TB of traffic a month.',
    price_monthly: 15_000_000,
    currency: 'VND',
    trial_days: null,
    committed_traffic_gb: 10_000,
    overage_price_per_gb: 900,
    limits: limits([50, 10, 100, 100, 50, 20, 10, 50, 10]),
    features: [
      'caching',
      'free_ssl',
      'custom_ssl',
      'page_rules',
      'firewall_rules',
      'rate_limiting',
      'image_resizing',
      'vod',
      'multi_cdn',
      'token_security',
    ],
  },
  {
    id: '6f1d3c52-2a0b-4c47-9a51-0c7e3f1a0004',
    code: 'custom',
    name: 'Custom',
    description: 'Negotiated limits, committed traffic and support for large platforms.',
    price_monthly: null,
    currency: 'VND',
    trial_days: null,
    committed_traffic_gb: null,
    overage_price_per_gb: null,
    limits: limits([null, null, null, null, null, null, null, null, null]),
    features: [
      'caching',
      'free_ssl',
      'custom_ssl',
      'page_rules',
      'firewall_rules',
      'rate_limiting',
      'image_resizing',
      'vod',
      'multi_cdn',
      'token_security',
      'extra_config',
      'dedicated_support',
    ],
  },
];

export const packageOf = (code: PackageCode) => PACKAGES.find((p) => p.code === code) as CdnPackage;

export function packageHandlers() {
  function listPackages(_request: FastifyRequest) {
    const data = PACKAGES.map((p) => ({ ...p, is_current: p.code === CURRENT_PACKAGE }));
    return Promise.resolve({
      data,
      page_info: { page: '1', per_page: data.length, total_count: data.length, total_pages: 1 },
    });
  }
  return { listPackages };
}
