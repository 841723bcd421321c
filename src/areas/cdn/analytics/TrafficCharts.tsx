// Traffic over time as visx time series (requests, bandwidth, cache hit ratio, errors), every chart with the
// configuration changes drawn as markers and its table view.
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeSeries } from '@ds/Charts';
import type { TimeRange, TimeSeriesMarker, TimeSeriesSeries } from '@ds/Charts';
import { formatBytes } from '../../../engine/fieldTypes/units';
import { metricSeries, peak } from './analyticsData';
import type { CdnTrafficPoint, CdnTrafficTotals } from './analyticsApi';
import { formatBitRate, formatCount, formatRatio } from './analyticsFormat';
import { ChartGrid } from './analytics.styles';
import { useTimeSeriesStrings } from './useChartStrings';

export type TrafficChart = 'requests' | 'bandwidth' | 'hitRatio' | 'errors';
export const allTrafficCharts: readonly TrafficChart[] = ['requests', 'bandwidth', 'hitRatio', 'errors'];

export interface TrafficChartsProps {
  points: readonly CdnTrafficPoint[];
  totals: CdnTrafficTotals;
  intervalSeconds: number;
  range: TimeRange;
  /** End of the window (the answer's `to`); default the latest point. */
  end?: number;
  markers?: readonly TimeSeriesMarker[];
  charts?: readonly TrafficChart[];
}

export function TrafficCharts({
  points,
  totals,
  intervalSeconds,
  range,
  end,
  markers = [],
  charts = allTrafficCharts,
}: TrafficChartsProps) {
  const { t, i18n } = useTranslation('cdn');
  const lng = i18n.language;
  const strings = useTimeSeriesStrings();
  const series = (id: string, label: string, metric: Parameters<typeof metricSeries>[1], color?: number) =>
    ({ id, label, data: metricSeries(points, metric, intervalSeconds), color }) satisfies TimeSeriesSeries;
  const common = {
    strings,
    emptyMessage: t('analytics.charts.empty'),
    markers,
    range,
    end,
    locale: lng,
    variant: 'area' as const,
  };
  const requests = [
    series('requests', t('analytics.charts.requests.all'), 'requests', 0),
    series('cached', t('analytics.charts.requests.cached'), 'cached_requests', 1),
  ];
  const bandwidth = [
    series('bandwidth', t('analytics.charts.bandwidth.all'), 'bandwidth', 0),
    series('cached', t('analytics.charts.bandwidth.cached'), 'cached_bandwidth', 1),
  ];
  const hitRatio = [series('ratio', t('analytics.charts.hitRatio.series'), 'hit_ratio', 2)];
  const errors = [
    series('4xx', t('analytics.charts.errors.client'), 'status_4xx', 3),
    series('5xx', t('analytics.charts.errors.server'), 'status_5xx', 4),
  ];
  const count = (v: number) => formatCount(v, lng);
  const views: Record<TrafficChart, ReactElement> = {
    requests: (
      <TimeSeries
        {...common}
        key="requests"
        data-chart="requests"
        title={t('analytics.charts.requests.title')}
        summary={t('analytics.charts.requests.summary', {
          total: count(totals.requests),
          cached: count(totals.cached_requests),
          peak: count(peak(requests[0]!.data)),
        })}
        series={requests}
        formatValue={count}
      />
    ),
    bandwidth: (
      <TimeSeries
        {...common}
        key="bandwidth"
        data-chart="bandwidth"
        title={t('analytics.charts.bandwidth.title')}
        summary={t('analytics.charts.bandwidth.summary', {
          bytes: formatBytes(totals.bytes, lng),
          peak: formatBitRate(peak(bandwidth[0]!.data), lng),
        })}
        series={bandwidth}
        formatValue={(v) => formatBitRate(v, lng)}
        axisWidth={72}
      />
    ),
    hitRatio: (
      <TimeSeries
        {...common}
        key="hitRatio"
        data-chart="hit-ratio"
        variant="line"
        title={t('analytics.charts.hitRatio.title')}
        summary={t('analytics.charts.hitRatio.summary', { ratio: formatRatio(totals.cache_hit_ratio, lng) })}
        series={hitRatio}
        formatValue={(v) => formatRatio(v, lng)}
      />
    ),
    errors: (
      <TimeSeries
        {...common}
        key="errors"
        data-chart="errors"
        title={t('analytics.charts.errors.title')}
        summary={t('analytics.charts.errors.summary', {
          client: count(totals.status_4xx),
          server: count(totals.status_5xx),
        })}
        series={errors}
        formatValue={count}
      />
    ),
  };
  return <ChartGrid>{charts.map((chart) => views[chart])}</ChartGrid>;
}
