// The design system's chart texts in the UI language (every chart string is a prop there).
import { useTranslation } from 'react-i18next';
import type { TimeSeriesStrings } from '@ds/Charts';

export function useTimeSeriesStrings(): TimeSeriesStrings {
  const { t } = useTranslation('cdn');
  return {
    showTable: t('analytics.charts.showTable'),
    showChart: t('analytics.charts.showChart'),
    timeHeader: t('analytics.charts.time'),
    legendLabel: t('analytics.charts.legend'),
    keyboardHint: t('analytics.charts.keyboardHint'),
    noValue: t('analytics.charts.noValue'),
  };
}
