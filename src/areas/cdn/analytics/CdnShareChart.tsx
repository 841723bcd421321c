// The multi-CDN report's split: requests served by each CDN (the platform's own and the tenant's providers).
import { useTranslation } from 'react-i18next';
import { DonutChart } from '@ds/Charts';
import { cdnShares } from './analyticsData';
import type { CdnAnalytics } from './analyticsApi';
import { formatCount } from './analyticsFormat';

export function CdnShareChart({ byCdn }: { byCdn: CdnAnalytics['by_cdn'] }) {
  const { t, i18n } = useTranslation('cdn');
  const lng = i18n.language;
  const data = cdnShares(byCdn, t('analytics.charts.byCdn.own'));
  return (
    <DonutChart
      data-chart="by-cdn"
      title={t('analytics.charts.byCdn.title')}
      summary={
        data[0]
          ? t('analytics.charts.byCdn.summary', { count: data.length, top: data[0].label })
          : t('analytics.charts.empty')
      }
      data={data}
      totalLabel={t('analytics.charts.byCdn.total')}
      strings={{
        showTable: t('analytics.charts.showTable'),
        showChart: t('analytics.charts.showChart'),
        labelHeader: t('analytics.charts.byCdn.label'),
        valueHeader: t('analytics.charts.byCdn.value'),
      }}
      formatValue={(v) => formatCount(v, lng)}
      height={220}
    />
  );
}
