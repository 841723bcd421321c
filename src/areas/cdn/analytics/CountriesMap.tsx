// Where the requests came from: the top countries on the world map, with its table view.
import { useTranslation } from 'react-i18next';
import { WorldMap } from '@ds/WorldMap';
import { countryName } from '../../../engine/fieldTypes/units';
import { countryValues } from './analyticsData';
import type { CdnAnalytics } from './analyticsApi';
import { formatCount } from './analyticsFormat';

export function CountriesMap({ countries }: { countries: CdnAnalytics['top_countries'] }) {
  const { t, i18n } = useTranslation('cdn');
  const lng = i18n.language;
  const top = [...countries].sort((a, b) => b.requests - a.requests)[0];
  return (
    <WorldMap
      data-chart="countries"
      title={t('analytics.charts.countries.title')}
      summary={
        top
          ? t('analytics.charts.countries.summary', {
              top: countryName(top.country, lng),
              count: formatCount(top.requests, lng),
            })
          : t('analytics.charts.empty')
      }
      values={countryValues(countries)}
      countryName={(code) => countryName(code, lng)}
      formatValue={(v) => formatCount(v, lng)}
      locale={lng}
      strings={{
        showTable: t('analytics.charts.showTable'),
        showChart: t('analytics.charts.showMap'),
        countryHeader: t('analytics.charts.countries.country'),
        valueHeader: t('analytics.charts.countries.requests'),
        selectedHeader: t('analytics.charts.countries.selected'),
        selectedState: t('analytics.charts.countries.selected'),
        noData: t('analytics.charts.countries.noData'),
        legendLabel: t('analytics.charts.countries.legend'),
        keyboardHint: t('analytics.charts.countries.keyboardHint'),
      }}
    />
  );
}
