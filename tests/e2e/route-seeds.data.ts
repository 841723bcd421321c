// Which seeded record fills each parameter of the registered console routes (route-seeds-support.ts reads the
// ids through the real API). A route with a parameter that no line here fills fails
// tests/unit/routes/route-seeds.test.ts, so a new resource's detail or edit route lands with its seed line.
import type { BackendName } from '../../src/api/config';

/** The first record a list answers, on its backend. */
export interface FirstRecord {
  backend: BackendName;
  list: string;
}

/** Route pattern → parameter → the list whose first record fills it. */
export const firstRecordSeeds: Readonly<Record<string, Readonly<Record<string, FirstRecord>>>> = {
  '/cdn/sites/:siteId': { siteId: { backend: 'main', list: '/cdn/sites' } },
  '/cert/ssl/:certificateId': { certificateId: { backend: 'main', list: '/ssl' } },
  '/iam-management/resources-groups/:id': { id: { backend: 'main', list: '/tenant/resource_groups' } },
  '/iam-management/user-group/:groupID': { groupID: { backend: 'main', list: '/tenant/groups' } },
  '/iam-management/project/:projectID': { projectID: { backend: 'main', list: '/tenant/projects' } },
  '/profile-management/group-member/edit/:id': { id: { backend: 'main', list: '/tenant/members' } },
  '/log/log-export/:logID': { logID: { backend: 'log-export', list: '/log-export/destinations' } },
};

/** Where a site's own screens live: every route under it takes the seeded site that holds one of each. */
export const siteEdge = '/cdn/sites/:siteId/edge';

/** Routes under a site whose other parameter is a record of one of the site's collections (its seed key). */
export const siteChildSeeds: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  [`${siteEdge}/page-rules/edit/:ruleId`]: { ruleId: 'ruleId' },
  [`${siteEdge}/cache/rules/edit/:ruleId`]: { ruleId: 'cacheRuleId' },
  [`${siteEdge}/security/rate-limit-rules/edit/:ruleId`]: { ruleId: 'rateLimitRuleId' },
  [`${siteEdge}/firewall-rules/edit/:firewallID`]: { firewallID: 'firewallID' },
  [`${siteEdge}/multi-cdn/management/edit/:cdnId`]: { cdnId: 'cdnId' },
  [`${siteEdge}/multi-cdn/route-strategies/edit/:strategyId`]: { strategyId: 'strategyId' },
  [`${siteEdge}/addon-domain/edit/:addonDomainId`]: { addonDomainId: 'addonDomainId' },
};

/** The parameters of `pattern` the seed tables fill (a route's `allowed` values fill the rest). */
export function seededParams(pattern: string): string[] {
  const site = pattern.startsWith(siteEdge) ? ['siteId', ...Object.keys(siteChildSeeds[pattern] ?? {})] : [];
  return [...site, ...Object.keys(firstRecordSeeds[pattern] ?? {})];
}
