// What the analytics URL holds (CF keeps filters and the time window in the URL, anchors §1.6): the feature
// segment (SPEC §2's /cdn/analytics/{feature}) and the `days` and `site` query parameters.

/** SPEC §2's `{feature}` values in tab order; any other value shows the 404 page. */
export const analyticsFeatures = ['basic', 'multi-cdn', 'vod', 'stream', 'pulse'] as const;
export type AnalyticsFeature = (typeof analyticsFeatures)[number];

/** The contract's report of each feature (the URL writes multi-cdn, the API multi_cdn). */
export const reportOfFeature = {
  basic: 'basic',
  'multi-cdn': 'multi_cdn',
  vod: 'vod',
  stream: 'stream',
  pulse: 'pulse',
} as const satisfies Record<AnalyticsFeature, string>;

export const analyticsDays = [1, 3, 7] as const;
export type AnalyticsDays = (typeof analyticsDays)[number];
export const defaultDays: AnalyticsDays = 1;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AnalyticsQuery {
  days: AnalyticsDays;
  /** One site, or null for every site in scope. */
  siteId: string | null;
}

/** The range and site filter of a URL query; anything unusable falls back to 1 day and every site. */
export function readAnalyticsQuery(search: URLSearchParams): AnalyticsQuery {
  const asked = Number(search.get('days'));
  const days = (analyticsDays as readonly number[]).includes(asked) ? (asked as AnalyticsDays) : defaultDays;
  const site = search.get('site');
  return { days, siteId: site && uuid.test(site) ? site.toLowerCase() : null };
}

/** `search` with `change` applied; the defaults leave the URL (a plain /cdn/analytics/basic means 1 day, all sites). */
export function writeAnalyticsQuery(
  search: URLSearchParams,
  change: Partial<AnalyticsQuery>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  const merged = { ...readAnalyticsQuery(search), ...change };
  if (merged.days === defaultDays) next.delete('days');
  else next.set('days', String(merged.days));
  if (merged.siteId) next.set('site', merged.siteId);
  else next.delete('site');
  return next;
}

export function isAnalyticsFeature(value: string | undefined): value is AnalyticsFeature {
  return (analyticsFeatures as readonly string[]).includes(value ?? '');
}
