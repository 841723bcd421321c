// The headline figures of a period: requests, data transferred, cache hit ratio and error rate.
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@ds/Skeleton';
import { StatCard } from '@ds/StatCard';
import { formatBytes } from '../../../engine/fieldTypes/units';
import type { CdnTrafficTotals } from './analyticsApi';
import { formatCount, formatRatio } from './analyticsFormat';
import { StatGrid } from './analytics.styles';

export interface TrafficStatsProps {
  totals: CdnTrafficTotals;
  /** The period, e.g. "Last 7 days". */
  period: string;
}

export function TrafficStats({ totals, period }: TrafficStatsProps) {
  const { t, i18n } = useTranslation('cdn');
  const lng = i18n.language;
  const errors = totals.status_4xx + totals.status_5xx;
  return (
    <>
      <StatCard
        data-stat="requests"
        label={t('analytics.stats.requests')}
        value={formatCount(totals.requests, lng)}
        description={t('analytics.stats.cached', { cached: formatCount(totals.cached_requests, lng) })}
      />
      <StatCard
        data-stat="bytes"
        label={t('analytics.stats.bytes')}
        value={formatBytes(totals.bytes, lng)}
        description={t('analytics.stats.cachedBytes', { cached: formatBytes(totals.cached_bytes, lng) })}
      />
      <StatCard
        data-stat="hit-ratio"
        label={t('analytics.stats.hitRatio')}
        value={formatRatio(totals.cache_hit_ratio, lng)}
        description={period}
      />
      <StatCard
        data-stat="error-rate"
        label={t('analytics.stats.errorRate')}
        value={formatRatio(totals.requests > 0 ? errors / totals.requests : 0, lng)}
        description={t('analytics.stats.errors', { value: formatCount(errors, lng) })}
      />
    </>
  );
}

/** Four loading stat cards, in the grid's places. */
export function TrafficStatsLoading() {
  const { t } = useTranslation('cdn');
  return (
    <>
      {(['requests', 'bytes', 'hitRatio', 'errorRate'] as const).map((key) => (
        <StatCard
          key={key}
          label={t(`analytics.stats.${key}`)}
          value=""
          isLoading
          loadingLabel={t('analytics.loading')}
        />
      ))}
    </>
  );
}

/** A traffic page while its figures load: the four stat cards and the charts' place, announced once. */
export function TrafficLoading() {
  const { t } = useTranslation('cdn');
  return (
    <>
      <StatGrid role="status" aria-label={t('analytics.loading')}>
        <TrafficStatsLoading />
      </StatGrid>
      <Skeleton variant="block" height="280px" />
    </>
  );
}
