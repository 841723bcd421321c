// /cdn/dashboard: the resource group's CDN at a glance over 1, 3 or 7 days (the days in the URL): site and
// certificate counts, traffic, bandwidth, cache hit ratio and errors across sites, the top sites (each a link),
// where visitors come from and how the edge answered them. The traffic figures are the basic report's (every
// kind of traffic, every site): "Open analytics" shows the same numbers. Each figure says its scope.
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Card } from '@ds/Card';
import { EmptyState } from '@ds/EmptyState';
import { Link } from '@ds/Link';
import { PageHeader } from '@ds/PageHeader';
import { SegmentedControl } from '@ds/SegmentedControl';
import { Skeleton } from '@ds/Skeleton';
import { StatCard } from '@ds/StatCard';
import { useApiItem } from '../../../api/hooks';
import { LoadFailed } from '../../../engine/LoadFailed';
import { Stack } from '../../../engine/layout';
import { fillPath } from '../../../engine/routes';
import { ScopeLabel } from '../../../engine/ScopeLabel';
import { getCdnAnalytics, getCdnOverview } from '../analytics/analyticsApi';
import { chartRange } from '../analytics/analyticsData';
import { formatCount } from '../analytics/analyticsFormat';
import {
  analyticsDays,
  readAnalyticsQuery,
  writeAnalyticsQuery,
  type AnalyticsDays,
} from '../analytics/analyticsQuery';
import { analyticsPath } from '../analytics/paths';
import { ChartGrid, Filters, Note, StatGrid } from '../analytics/analytics.styles';
import { CountriesMap } from '../analytics/CountriesMap';
import { StatusCharts } from '../analytics/StatusCharts';
import { TrafficCharts } from '../analytics/TrafficCharts';
import { TrafficKinds } from '../analytics/TrafficKinds';
import { TrafficLoading, TrafficStats } from '../analytics/TrafficStats';
import { siteResource } from '../resources';
import { TopSites } from './TopSites';
import { dashboardTexts } from '../texts/dashboard';
import { analyticsTexts } from '../texts/analytics';

/** The page parts of the CDN texts this page shows, loaded with it. */
export const texts = [dashboardTexts, analyticsTexts];

export default function DashboardPage() {
  const { t, i18n } = useTranslation('cdn');
  const lng = i18n.language;
  const [search, setSearch] = useSearchParams();
  const { days } = readAnalyticsQuery(search);
  const overview = useApiItem(['cdn_overview', days], () => getCdnOverview(days));
  // Countries and status codes across every site and kind of traffic: the basic report of every site, the
  // very answer "Open analytics" shows (the same key, so one read serves both).
  const traffic = useApiItem(['cdn_analytics', 'basic', days, null], () =>
    getCdnAnalytics('basic', days, null),
  );
  const data = overview.data;
  const analyticsHref = `${fillPath(analyticsPath, { feature: 'basic' })}${days === 1 ? '' : `?days=${days}`}`;

  let body;
  // A failed load shows its error even over the previous answer (a changed period must not show the old one).
  // Its Retry reads the traffic again too when that failed meanwhile: its error waits behind this one.
  if (overview.error) {
    const retry = () => {
      void overview.mutate();
      if (traffic.error) void traffic.mutate();
    };
    body = <LoadFailed error={overview.error} onRetry={retry} isRetrying={overview.isValidating} />;
  } else if (!data) {
    body = <TrafficLoading />;
  } else if (data.sites.total === 0) {
    body = (
      <EmptyState
        data-state="empty"
        title={t('dashboard.empty.title')}
        description={t('dashboard.empty.description')}
        action={
          <Link href={siteResource.routes.create?.defaultHref ?? '/cdn/sites'} variant="standalone">
            {t('dashboard.empty.action')}
          </Link>
        }
      />
    );
  } else {
    const period = t('dashboard.period', { count: days });
    const ssl = t('dashboard.ssl.description', {
      expiring: data.ssl.expiring_soon,
      expired: data.ssl.expired,
    });
    body = (
      <>
        <StatGrid>
          <StatCard
            data-stat="sites"
            label={t('dashboard.sites.label')}
            value={formatCount(data.sites.total, lng)}
            description={t('dashboard.sites.description', data.sites)}
          />
          <TrafficStats totals={data.totals} period={period} />
          <StatCard
            data-stat="ssl"
            label={t('dashboard.ssl.label')}
            value={formatCount(data.ssl.total, lng)}
            description={
              // Certificates belong to the account, not to the resource group the rest of the page counts.
              <>
                {ssl} · <ScopeLabel scope="account" />
              </>
            }
          />
        </StatGrid>
        <TrafficKinds kinds={data.kinds} byKind={data.by_kind} />
        <TrafficCharts
          figures={data}
          range={chartRange(false, days)}
          charts={['requests', 'bandwidth', 'hitRatio', 'errors']}
        />
        <ChartGrid>
          <Card title={t('dashboard.topSites.title')} data-card="top-sites">
            <TopSites sites={data.top_sites} />
          </Card>
          {traffic.error ? (
            <LoadFailed
              error={traffic.error}
              onRetry={() => void traffic.mutate()}
              isRetrying={traffic.isValidating}
            />
          ) : traffic.data ? (
            <>
              <CountriesMap countries={traffic.data.top_countries} />
              <StatusCharts report={traffic.data} />
            </>
          ) : (
            <Skeleton variant="block" height="320px" />
          )}
        </ChartGrid>
      </>
    );
  }

  return (
    <Stack>
      <PageHeader
        title={t('dashboard.title')}
        description={t('dashboard.description')}
        actions={
          <Link href={analyticsHref} variant="standalone">
            {t('dashboard.openAnalytics')}
          </Link>
        }
      />
      <Filters>
        <SegmentedControl
          aria-label={t('dashboard.range')}
          items={analyticsDays.map((value) => ({
            id: String(value),
            label: t('dashboard.days', { count: value }),
          }))}
          value={String(days)}
          onChange={(id) =>
            setSearch((current) => writeAnalyticsQuery(current, { days: Number(id) as AnalyticsDays }), {
              replace: true,
            })
          }
        />
      </Filters>
      <Note data-figures-scope="">
        <ScopeLabel scope="group" /> · {t('dashboard.period', { count: days })}
      </Note>
      {body}
    </Stack>
  );
}
