// The traffic figures of a period, computed in one place for every screen that shows them: the CDN dashboard
// (overview.ts) and each analytics report (analytics.ts) read them through trafficReport, so the same scope,
// days and kinds of traffic give the same totals, series and split by kind on both.
import type { Queryable } from '../../db/index.js';
import type { Scope } from '../../db/scoped.js';
import { completeUntil, trafficByKind, trafficSeries, trafficTotals, trafficWindow } from './traffic.js';
import type { TrafficDays, TrafficFilter, TrafficKind, TrafficWindow } from './traffic.js';

/** Every kind of traffic, in the order screens list them. */
export const ALL_KINDS: readonly TrafficKind[] = ['web', 'vod', 'stream'];

export interface TrafficReportRequest {
  days: TrafficDays;
  /** The last hour by the minute instead of `days`. */
  pulse?: boolean;
  kinds: readonly TrafficKind[];
  /** One site, already loaded through the guard; absent: every site in scope. */
  siteId?: string;
}

/** The period's figures as the API answers them, with the window and filter they were read with. */
export async function trafficReport(q: Queryable, scope: Scope, now: Date, request: TrafficReportRequest) {
  const window: TrafficWindow = trafficWindow(now, request.days, request.pulse);
  const filter: TrafficFilter = {
    kinds: request.kinds,
    ...(request.siteId ? { siteId: request.siteId } : {}),
  };
  const complete = await completeUntil(q, scope, window, now);
  const figures = {
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    interval_seconds: window.intervalSeconds,
    complete_until: complete.toISOString(),
    kinds: [...request.kinds],
    totals: await trafficTotals(q, scope, window, filter),
    by_kind: await trafficByKind(q, scope, window, filter),
    series: await trafficSeries(q, scope, window, filter, complete),
  };
  return { window, filter, figures };
}
