// The multi-CDN route map of a site (GET …/multi_cdn/routing/country), derived from its active strategies and
// providers, deterministic: each country goes to the first active strategy (by priority) that names it or
// names no country, the default strategy last; its targets share the traffic by the strategy's type. Request
// counts are a fixed function of site, country and days (no traffic store is consulted), scaled by the shares.
import { createHash } from 'node:crypto';
import type { FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { AppServices } from '../../context.js';
import { crudService } from '../../crud/index.js';
import type { Scope } from '../../db/scoped.js';
import { multiCdnProviders, multiCdnStrategies } from './multi-cdn.js';
import type { ProviderRow, StrategyRow } from './multi-cdn.js';

/** Countries a strategy without a list of its own covers on the map: the platform's main markets. */
export const MAP_COUNTRIES = ['VN', 'US', 'SG', 'JP', 'KR', 'DE', 'GB', 'FR', 'IN', 'AU', 'BR', 'CN'];

interface Target {
  cdn_id: string;
  cdn_name: string;
  share_percent: number;
  requests: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Visitors of a country to a site per day: 1 000 … 100 000, fixed for the pair. */
function dailyRequests(siteId: string, country: string): number {
  const h = createHash('sha256').update(`${siteId}:${country}`).digest();
  return 1000 + (h.readUInt32BE(0) % 99_001);
}

/** Shares in percent by the strategy's type, over its targets that are active providers. */
function shares(strategy: StrategyRow, providers: Map<string, ProviderRow>): [ProviderRow, number][] {
  const targets = strategy.targets
    .map((t) => ({ t, p: providers.get(t.cdn_id) }))
    .filter((x): x is { t: StrategyRow['targets'][number]; p: ProviderRow } => !!x.p);
  if (!targets.length) return [];
  const up = targets.filter((x) => x.p.health !== 'down');
  const live = up.length ? up : targets;
  switch (strategy.type) {
    case 'failover': {
      const first = [...live].sort((a, b) => a.t.order - b.t.order)[0];
      return targets.map((x) => [x.p, x === first ? 100 : 0]);
    }
    case 'latency':
      return targets.map((x) => [x.p, live.includes(x) ? 100 / live.length : 0]);
    default: {
      const total = targets.reduce((sum, x) => sum + x.t.weight, 0);
      return targets.map((x) => [x.p, total ? (100 * x.t.weight) / total : 100 / targets.length]);
    }
  }
}

export function multiCdnRoutingHandlers(services: AppServices): Record<string, RouteHandlerMethod> {
  const providerService = crudService(services, multiCdnProviders);
  const strategyService = crudService(services, multiCdnStrategies);

  async function getMultiCdnCountryRouting(request: FastifyRequest) {
    const scope = request.scope as Scope;
    const days = Number((request.query as { days?: number }).days ?? 1) as 1 | 3 | 7;
    const siteId = (await providerService.parentOf(services.db, request)) as string;
    const providers = new Map(
      (await providerService.repo(services.db, scope, siteId).find({ where: `status = 'active'` })).map(
        (p) => [p.id, p],
      ),
    );
    const strategies = (
      await strategyService
        .repo(services.db, scope, siteId)
        .find({ where: `status = 'active'`, orderBy: 'is_default ASC, priority ASC, id ASC' })
    ).filter((s) => s.targets.some((t) => providers.has(t.cdn_id)));
    const named = strategies.flatMap((s) => s.countries);
    const everyone = strategies.some((s) => s.countries.length === 0);
    const countries = [...new Set([...named, ...(everyone ? MAP_COUNTRIES : [])])].sort().slice(0, 250);
    const routes = countries.flatMap((country) => {
      const strategy = strategies.find((s) => s.countries.length === 0 || s.countries.includes(country));
      if (!strategy) return [];
      const total = dailyRequests(siteId, country) * days;
      const targets: Target[] = shares(strategy, providers)
        .slice(0, 20)
        .map(([p, share]) => ({
          cdn_id: p.id,
          cdn_name: p.name,
          share_percent: round2(share),
          requests: Math.round((total * share) / 100),
        }));
      return [{ country, strategy_id: strategy.id, targets }];
    });
    return { data: { site_id: siteId, days, countries: routes } };
  }

  return { getMultiCdnCountryRouting } as Record<string, RouteHandlerMethod>;
}
