// The registered console routes (those that need a session) filled with ids from the seed, for the tests that
// open every route: every-route.spec.ts (each shows its own page) and faults-routes.spec.ts (each data route
// shows its error state under a fault). One seed table, so a new route with parameters needs one line here.
import type { APIRequestContext } from '@playwright/test';
import { admin } from './fixtures';
import { apiToken, fill, firstId, registeredSpecRoutes } from './routes-support';
import { firstRecordSeeds, siteChildSeeds, siteEdge } from './route-seeds.data';

export interface ConsoleRoute {
  /** The route's pattern (SPEC §2). */
  pattern: string;
  /** The pattern filled with seeded ids and the first allowed value of each `feature`-like parameter. */
  path: string;
}

/**
 * A seeded site that holds a record of each of its collections, and one record id per collection (other tests
 * add sites of their own, so the first site need not be a seeded one).
 */
async function siteWithChildren(request: APIRequestContext, token: string) {
  const collections = {
    ruleId: 'page_rules',
    cacheRuleId: 'caching_control/rules',
    rateLimitRuleId: 'rate_limit_rules',
    firewallID: 'firewall_rules',
    cdnId: 'multi_cdn/cdns',
    strategyId: 'multi_cdn/strategies',
  } as const;
  const sites = await request.get('/api/main/cdn/sites?per_page=100', {
    headers: { Authorization: `Bearer ${token}` },
  });
  for (const { id: siteId } of ((await sites.json()) as { data: { id: string }[] }).data) {
    const ids: Record<string, string> = { siteId };
    for (const [name, collection] of Object.entries(collections)) {
      const res = await request.get(`/api/main/cdn/sites/${siteId}/${collection}?per_page=1`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const first = res.ok() ? ((await res.json()) as { data: { id: string }[] }).data[0]?.id : undefined;
      if (first) ids[name] = first;
    }
    const domains = await request.get(`/api/main/addon_domain?site_id=${siteId}&per_page=1`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const domain = ((await domains.json()) as { data: { id: string }[] }).data[0]?.id;
    if (domain) ids.addonDomainId = domain;
    if (Object.keys(ids).length === Object.keys(collections).length + 2) return ids;
  }
  throw new Error('no seeded site holds a record of every collection: the seed should have one');
}

/** Seed ids per route pattern (SPEC §2 names), read through the real API as the demo administrator. */
async function seedIds(request: APIRequestContext): Promise<Record<string, Record<string, string>>> {
  const token = await apiToken(request, admin);
  const site = await siteWithChildren(request, token);
  const seeds: Record<string, Record<string, string>> = {};
  // Every route under a site takes the seeded site; an edit route the id of its own collection's record.
  for (const route of registeredSpecRoutes.filter((r) => r.path.startsWith(siteEdge))) {
    const children = siteChildSeeds[route.path] ?? {};
    seeds[route.path] = {
      siteId: site.siteId!,
      ...Object.fromEntries(Object.entries(children).map(([param, key]) => [param, site[key]!])),
    };
  }
  for (const [pattern, params] of Object.entries(firstRecordSeeds)) {
    seeds[pattern] = {};
    for (const [param, { backend, list }] of Object.entries(params))
      seeds[pattern][param] = await firstId(request, token, backend, list);
  }
  seeds['/cdn/sites/add/:type'] = { type: 'web' };
  return seeds;
}

/** Routes only platform operators open (SPEC §6 resource `admin`): the demo (tenant) administrator may not. */
export const operatorOnlyRoutes = ['/cdn/sites/:siteId/edge/extra-config'];

/** Every registered route that needs a session, as a path to open (`operatorOnly`: those of operators only). */
export async function consoleRoutes(
  request: APIRequestContext,
  { operatorOnly = false }: { operatorOnly?: boolean } = {},
): Promise<ConsoleRoute[]> {
  const seed = await seedIds(request);
  return registeredSpecRoutes
    .filter((route) => !route.public)
    .filter((route) => operatorOnlyRoutes.includes(route.path) === operatorOnly)
    .map((route) => {
      const values = route.allowed
        ? Object.fromEntries(Object.entries(route.allowed).map(([name, list]) => [name, list[0]!]))
        : undefined;
      return { pattern: route.path, path: fill(route.path, { ...seed[route.path], ...values }) };
    });
}
