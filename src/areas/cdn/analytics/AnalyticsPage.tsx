// /cdn/analytics/{basic|multi-cdn|vod|stream|pulse}: one report per tab (the tab is the route), the period and
// the site filter in the URL query (a view can be shared), traffic over time with the configuration changes
// of the period marked, status codes, countries and, for multi-CDN, the split by CDN. Every report says whose
// traffic it counts (the resource group) and which kinds; basic counts all of them, as the dashboard does.
import { useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@ds/EmptyState';
import { PageHeader } from '@ds/PageHeader';
import { SegmentedControl } from '@ds/SegmentedControl';
import { Select } from '@ds/Select';
import { Tabs } from '@ds/Tabs';
import { useApiItem } from '../../../api/hooks';
import { fillPath } from '../../../engine/routes';
import { LoadFailed } from '../../../engine/LoadFailed';
import { Stack } from '../../../engine/layout';
import { ScopeLabel } from '../../../engine/ScopeLabel';
import { getCdnAnalytics, listSiteChoices } from './analyticsApi';
import { chartRange, nothingCounted } from './analyticsData';
import { formatInstant } from './analyticsFormat';
import {
  analyticsDays,
  analyticsFeatures,
  isAnalyticsFeature,
  readAnalyticsQuery,
  reportOfFeature,
  writeAnalyticsQuery,
  type AnalyticsDays,
} from './analyticsQuery';
import { analyticsPath } from './paths';
import { ChartGrid, Filters, Note, StatGrid } from './analytics.styles';
import { CdnShareChart } from './CdnShareChart';
import { CountriesMap } from './CountriesMap';
import { StatusCharts } from './StatusCharts';
import { TrafficCharts } from './TrafficCharts';
import { TrafficKinds } from './TrafficKinds';
import { TrafficLoading, TrafficStats } from './TrafficStats';
import { useChangeMarkers } from './useChangeMarkers';
import { PartialFailure } from './PartialFailure';
import { analyticsTexts } from '../texts/analytics';

/** The page parts of the CDN texts this page shows, loaded with it. */
export const texts = [analyticsTexts];

const allSites = 'all';

export default function AnalyticsPage() {
  const { t, i18n } = useTranslation('cdn');
  const params = useParams();
  // The route only lets SPEC's features through (allowedParams); 'basic' keeps the types honest.
  const feature = isAnalyticsFeature(params.feature) ? params.feature : 'basic';
  const pulse = feature === 'pulse';
  const [search, setSearch] = useSearchParams();
  const query = readAnalyticsQuery(search);
  const report = useApiItem(['cdn_analytics', reportOfFeature[feature], query.days, query.siteId], () =>
    getCdnAnalytics(reportOfFeature[feature], query.days, query.siteId),
  );
  const sites = useApiItem(['cdn_analytics', 'sites'], listSiteChoices);
  const data = report.data;
  const changes = useChangeMarkers(data ? { from: data.from, to: data.to, siteId: query.siteId } : null);
  const setQuery = (change: Parameters<typeof writeAnalyticsQuery>[1]) =>
    setSearch((current) => writeAnalyticsQuery(current, change), { replace: true });

  const period = pulse ? t('analytics.period.pulse') : t('analytics.period.days', { count: query.days });
  const filters = (
    <Filters>
      <Select
        data-filter="site"
        label={t('analytics.site.label')}
        placeholder={t('analytics.site.all')}
        value={query.siteId ?? allSites}
        items={[
          { id: allSites, label: t('analytics.site.all') },
          ...(sites.data ?? []).map((site) => ({ id: site.id, label: site.name })),
          // A site in the URL that the list does not (yet) hold still shows as chosen.
          ...(query.siteId && sites.data && !sites.data.some((s) => s.id === query.siteId)
            ? [{ id: query.siteId, label: query.siteId }]
            : []),
        ]}
        onChange={(id) => setQuery({ siteId: id && id !== allSites ? id : null })}
      />
      {pulse ? null : (
        <SegmentedControl
          aria-label={t('analytics.range.label')}
          items={analyticsDays.map((days) => ({
            id: String(days),
            label: t('analytics.range.days', { count: days }),
          }))}
          value={String(query.days)}
          onChange={(id) => setQuery({ days: Number(id) as AnalyticsDays })}
        />
      )}
    </Filters>
  );

  let body;
  // A failed load shows its error even over the previous answer (a changed period must not show the old one).
  if (report.error) {
    body = (
      <LoadFailed
        error={report.error}
        onRetry={() => void report.mutate()}
        isRetrying={report.isValidating}
      />
    );
  } else if (!data) {
    body = <TrafficLoading />;
  } else if (data.totals.requests === 0) {
    // Nothing counted yet is not "no traffic": the figures only reach up to complete_until.
    body = nothingCounted(data) ? (
      <EmptyState
        data-state="not-counted"
        title={t('analytics.delayed.title')}
        description={t('analytics.delayed.description', {
          time: formatInstant(Date.parse(data.complete_until), i18n.language),
        })}
      />
    ) : (
      <EmptyState
        data-state="empty"
        title={t('analytics.empty.title')}
        description={t('analytics.empty.description')}
      />
    );
  } else {
    body = (
      <>
        <StatGrid>
          <TrafficStats totals={data.totals} period={period} />
        </StatGrid>
        <TrafficKinds kinds={data.kinds} byKind={data.by_kind} />
        {changes.error ? (
          <PartialFailure
            data-part="changes"
            message={t('analytics.changes.failed')}
            error={changes.error}
            onRetry={changes.retry}
          />
        ) : changes.markers.length > 0 ? (
          <Note data-changes={changes.markers.length}>
            {t('analytics.changes.marked', { count: changes.markers.length })}
          </Note>
        ) : null}
        <TrafficCharts figures={data} range={chartRange(pulse, data.days)} markers={changes.markers} />
        <ChartGrid>
          {feature === 'multi-cdn' ? <CdnShareChart byCdn={data.by_cdn} /> : null}
          <StatusCharts report={data} />
          <CountriesMap countries={data.top_countries} />
        </ChartGrid>
      </>
    );
  }

  return (
    <Stack data-report={reportOfFeature[feature]}>
      <PageHeader title={t('analytics.title')} description={t('analytics.description')} />
      <Tabs
        aria-label={t('analytics.tabs.label')}
        selectedKey={feature}
        items={analyticsFeatures.map((id) => ({
          id,
          label: t(`analytics.tabs.${id}`),
          href: `${fillPath(analyticsPath, { feature: id })}${search.size ? `?${search.toString()}` : ''}`,
        }))}
      >
        <Stack>
          {filters}
          {sites.error ? (
            <PartialFailure
              data-part="sites"
              message={t('analytics.site.failed')}
              error={sites.error}
              onRetry={() => void sites.mutate()}
            />
          ) : null}
          <Note data-figures-scope="">
            <ScopeLabel scope="group" /> · {pulse ? t('analytics.range.pulse') : period}
          </Note>
          {body}
        </Stack>
      </Tabs>
    </Stack>
  );
}
