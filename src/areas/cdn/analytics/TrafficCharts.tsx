// Traffic over time as visx time series (requests, bandwidth, cache hit ratio, errors), every chart with the
// configuration changes drawn as markers and its table view. Each figure has the colour of its meaning; the
// intervals still being counted are drawn dashed and named, those with nothing counted yet are left out.
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeSeries } from '@ds/Charts';
import type { TimeRange, TimeSeriesMarker, TimeSeriesSeries } from '@ds/Charts';
import { formatBytes } from '../../../engine/fieldTypes/units';
import { metricMeaning, metricSeries, nothingCounted, partialFrom, peak } from './analyticsData';
import type { TrafficMetric } from './analyticsData';
import type { CdnTrafficPoint, CdnTrafficTotals } from './analyticsApi';
import { formatBitRate, formatCount, formatInstant, formatRatio } from './analyticsFormat';
import { ChartGrid } from './analytics.styles';
import { useTimeSeriesStrings } from './useChartStrings';

export type TrafficChart = 'requests' | 'bandwidth' | 'hitRatio' | 'errors';
export const allTrafficCharts: readonly TrafficChart[] = ['requests', 'bandwidth', 'hitRatio', 'errors'];

/** The answer's figures the charts draw (an analytics report or the dashboard's overview). */
export interface TrafficFigures {
  from: string;
  to: string;
  interval_seconds: number;
  complete_until: string;
  totals: CdnTrafficTotals;
  series: readonly CdnTrafficPoint[];
}

export interface TrafficChartsProps {
  figures: TrafficFigures;
  range: TimeRange;
  markers?: readonly TimeSeriesMarker[];
  charts?: readonly TrafficChart[];
}

export function TrafficCharts({
  figures,
  range,
  markers = [],
  charts = allTrafficCharts,
}: TrafficChartsProps) {
  const { t, i18n } = useTranslation('cdn');
  const lng = i18n.language;
  const strings = useTimeSeriesStrings();
  const { totals } = figures;
  const countedUntil = Date.parse(figures.complete_until);
  const series = (id: string, label: string, metric: TrafficMetric) =>
    ({
      id,
      label,
      data: metricSeries(figures.series, metric, figures.interval_seconds, countedUntil),
      color: metricMeaning[metric],
    }) satisfies TimeSeriesSeries;
  const partialStart = partialFrom(figures.series);
  const countedText = formatInstant(countedUntil, lng);
  const common = {
    strings,
    emptyMessage: nothingCounted(figures)
      ? t('analytics.charts.notCounted', { time: countedText })
      : t('analytics.charts.empty'),
    markers,
    range,
    end: Date.parse(figures.to),
    partial:
      partialStart === undefined
        ? undefined
        : { from: partialStart, label: t('analytics.charts.partial', { time: countedText }) },
    locale: lng,
    variant: 'area' as const,
  };
  const requests = [
    series('requests', t('analytics.charts.requests.all'), 'requests'),
    series('cached', t('analytics.charts.requests.cached'), 'cached_requests'),
  ];
  const bandwidth = [
    series('bandwidth', t('analytics.charts.bandwidth.all'), 'bandwidth'),
    series('cached', t('analytics.charts.bandwidth.cached'), 'cached_bandwidth'),
  ];
  const hitRatio = [series('ratio', t('analytics.charts.hitRatio.series'), 'hit_ratio')];
  const errors = [
    series('4xx', t('analytics.charts.errors.client'), 'status_4xx'),
    series('5xx', t('analytics.charts.errors.server'), 'status_5xx'),
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
