// The calls of the CDN dashboard and analytics screens: the dashboard overview, one analytics report, the sites
// to filter by, and the configuration changes (audit log) drawn as markers on the charts.
import { api } from '../../../api/client';
import { cdnEnvelope } from '../../../api/adapters';
import { allOrCancelled } from '../../../api/cancelled';
import type { components } from '../../../api/generated/main';
import type { AuditEntry } from '../../../engine/detail/auditHistory';
import type { AnalyticsDays } from './analyticsQuery';

type Schemas = components['schemas'];
export type CdnAnalytics = Schemas['CdnAnalytics'];
export type CdnAnalyticsReport = Schemas['CdnAnalyticsReport'];
export type CdnOverview = Schemas['CdnOverview'];
export type CdnTrafficPoint = Schemas['CdnTrafficPoint'];
export type CdnTrafficTotals = Schemas['CdnTrafficTotals'];

/** GET /app/cdn/overview: the dashboard's site counts, totals, series and top sites. */
export async function getCdnOverview(days: AnalyticsDays): Promise<CdnOverview> {
  return cdnEnvelope.one(await api().main.GET('/app/cdn/overview', { params: { query: { days } } }));
}

/** GET /cdn/analytics/{report}: one report over `days`, for one site or (siteId null) every site in scope. */
export async function getCdnAnalytics(
  report: CdnAnalyticsReport,
  days: AnalyticsDays,
  siteId: string | null,
): Promise<CdnAnalytics> {
  return cdnEnvelope.one(
    await api().main.GET('/cdn/analytics/{report}', {
      params: { path: { report }, query: { days, ...(siteId ? { site_id: siteId } : {}) } },
    }),
  );
}

export interface SiteChoice {
  id: string;
  name: string;
}

/** The most sites the site filter offers (one page of the list, by name). */
export const siteChoiceLimit = 100;

/** GET /cdn/sites: the sites the filter offers, by name (the marker when the read was cancelled). */
export async function listSiteChoices(): Promise<SiteChoice[]> {
  const page = cdnEnvelope.list(
    await api().main.GET('/cdn/sites', {
      params: { query: { page: 1, per_page: siteChoiceLimit, sort_by: 'name', sort_direction: 'asc' } },
    }),
  );
  return allOrCancelled([page], () => page.items.map((site) => ({ id: site.id, name: site.name })));
}

/**
 * The audit resource types that change how a site serves traffic (server/src/main/cdn/*.ts): the site itself
 * (its settings, edge settings, purges) and the rules and origins under it.
 */
export const cdnChangeTypes = [
  'cdn_site',
  'cdn_origin_setting',
  'cdn_cache_rule',
  'cdn_page_rule',
  'cdn_firewall_rule',
  'cdn_rate_limit_rule',
  'cdn_multi_cdn_provider',
  'cdn_multi_cdn_strategy',
] as const;

/** At most this many changes per type in a window (more would hide the data under the markers anyway). */
export const changesPerType = 50;

/**
 * GET /audit_logs, once per CDN resource type, for the successful changes in [from, to), newest first. The
 * audit log filters by one type per request; one read cancelled makes the whole answer the marker.
 */
export async function listCdnChanges(from: string, to: string): Promise<AuditEntry[]> {
  const pages = await Promise.all(
    cdnChangeTypes.map(async (resourceType) =>
      cdnEnvelope.list(
        await api().main.GET('/audit_logs', {
          params: {
            query: {
              resource_type: resourceType,
              result: 'success',
              from,
              to,
              page: 1,
              per_page: changesPerType,
              sort_direction: 'desc',
            },
          },
        }),
      ),
    ),
  );
  return allOrCancelled(pages, () => pages.flatMap((page) => page.items));
}
