// The route map's data, from GET …/multi_cdn/routing/country: each country coloured by the CDN that took most of
// its requests, with the whole split as its detail ("Cloudflare 60 %, Platform 40 %").
import type { WorldMapCategory, WorldMapCountryCategory } from '@ds/WorldMap';
import type { MultiCdnCountryRouting } from '../cdnApi';

export interface RouteMapData {
  categories: WorldMapCategory[];
  countries: Record<string, WorldMapCountryCategory>;
}

export function routeMapData(routing: MultiCdnCountryRouting, locale: string): RouteMapData {
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const names = new Map<string, string>();
  const countries: Record<string, WorldMapCountryCategory> = {};
  for (const route of routing.countries) {
    if (route.country === 'XX' || route.targets.length === 0) continue;
    const targets = [...route.targets].sort(
      (a, b) => b.share_percent - a.share_percent || a.cdn_name.localeCompare(b.cdn_name),
    );
    for (const target of targets) names.set(target.cdn_id, target.cdn_name);
    countries[route.country] = {
      category: targets[0]!.cdn_id,
      detail: targets
        .map((target) => `${target.cdn_name} ${percent.format(target.share_percent / 100)}`)
        .join(', '),
    };
  }
  const categories = [...names]
    .sort(([, a], [, b]) => a.localeCompare(b, locale))
    .map(([id, label], series) => ({ id, label, series }));
  return { categories, countries };
}
