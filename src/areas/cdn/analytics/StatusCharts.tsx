// Responses by status class (donut) and the most frequent status codes (bars), each with its table view.
import { useTranslation } from 'react-i18next';
import { BarChart, DonutChart } from '@ds/Charts';
import { statusClassShares, statusCodeBars } from './analyticsData';
import type { CdnAnalytics } from './analyticsApi';
import { formatCount, formatRatio } from './analyticsFormat';

export function StatusCharts({ report }: { report: Pick<CdnAnalytics, 'totals' | 'top_status_codes'> }) {
  const { t, i18n } = useTranslation('cdn');
  const lng = i18n.language;
  const count = (v: number) => formatCount(v, lng);
  const toggle = { showTable: t('analytics.charts.showTable'), showChart: t('analytics.charts.showChart') };
  const classes = statusClassShares(report.totals, (c) => t(`analytics.charts.statusClasses.${c}`));
  const bars = statusCodeBars(report.top_status_codes);
  const { totals } = report;
  const top = bars[0];
  return (
    <>
      <DonutChart
        data-chart="status-classes"
        title={t('analytics.charts.statusClasses.title')}
        summary={t('analytics.charts.statusClasses.summary', {
          ok: formatRatio(totals.requests > 0 ? totals.status_2xx / totals.requests : 0, lng),
        })}
        data={classes}
        totalLabel={t('analytics.charts.statusClasses.total')}
        strings={{
          ...toggle,
          labelHeader: t('analytics.charts.statusClasses.label'),
          valueHeader: t('analytics.charts.statusClasses.value'),
        }}
        formatValue={count}
        height={220}
      />
      <BarChart
        data-chart="status-codes"
        title={t('analytics.charts.topCodes.title')}
        summary={
          top ? t('analytics.charts.topCodes.summary', { code: top.label, count: count(top.value) }) : ''
        }
        data={bars}
        strings={{
          ...toggle,
          labelHeader: t('analytics.charts.topCodes.label'),
          valueHeader: t('analytics.charts.topCodes.value'),
        }}
        formatValue={count}
        height={220}
      />
    </>
  );
}
