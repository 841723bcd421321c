// The route map (SPEC §2 multi-cdn/route-map): where each country's visitors were sent over 1, 3 or 7 days
// (the days travel in the URL), drawn on the world map, with its table view for screen readers and keyboards.
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@ds/Button';
import { Card } from '@ds/Card';
import { ErrorState } from '@ds/ErrorState';
import { SegmentedControl } from '@ds/SegmentedControl';
import { Skeleton } from '@ds/Skeleton';
import { WorldMap } from '@ds/WorldMap';
import { useApiItem } from '../../../api/hooks';
import { errorMessage } from '../../../engine/errorMessage';
import { countryName } from '../../../engine/fieldTypes/units';
import { getMultiCdnCountryRouting } from '../cdnApi';
import type { Site } from '../resources';
import { routeMapData } from './routeMap';

const dayChoices = [1, 3, 7] as const;
type Days = (typeof dayChoices)[number];

export default function RouteMapPanel({ site }: { site: Site }) {
  const { t, i18n } = useTranslation('cdn');
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get('days'));
  const days: Days = dayChoices.includes(asked as Days) ? (asked as Days) : 7;
  const routing = useApiItem(['multi_cdn_routing', 'item', { siteId: site.id }, days], () =>
    getMultiCdnCountryRouting(site.id, days),
  );
  const range = (
    <SegmentedControl
      aria-label={t('multiCdn.routeMap.range')}
      items={dayChoices.map((value) => ({
        id: String(value),
        label: t('multiCdn.routeMap.days', { count: value }),
      }))}
      value={String(days)}
      onChange={(id) =>
        setSearch(
          (current) => {
            const next = new URLSearchParams(current);
            next.set('days', id);
            return next;
          },
          { replace: true },
        )
      }
    />
  );
  let body;
  if (routing.error) {
    body = (
      <ErrorState
        title={t('list:state.errorTitle')}
        description={errorMessage(routing.error, t)}
        action={<Button onPress={() => void routing.mutate()}>{t('common:actions.retry')}</Button>}
      />
    );
  } else if (!routing.data) {
    body = <Skeleton variant="block" height="320px" />;
  } else {
    const data = routeMapData(routing.data, i18n.language);
    body = (
      <WorldMap
        mode="categorical"
        title={t('multiCdn.routeMap.title')}
        summary={t('multiCdn.routeMap.summary', {
          countries: Object.keys(data.countries).length,
          cdns: data.categories.length,
          count: days,
        })}
        categories={data.categories}
        countries={data.countries}
        countryName={(code) => countryName(code, i18n.language)}
        locale={i18n.language}
        strings={{
          showTable: t('multiCdn.routeMap.showTable'),
          showChart: t('multiCdn.routeMap.showChart'),
          countryHeader: t('multiCdn.routeMap.country'),
          noData: t('multiCdn.routeMap.noData'),
          legendLabel: t('multiCdn.routeMap.legend'),
          keyboardHint: t('multiCdn.routeMap.keyboardHint'),
          categoryHeader: t('multiCdn.routeMap.mainCdn'),
          detailHeader: t('multiCdn.routeMap.split'),
        }}
        data-testid="route-map"
      />
    );
  }
  return (
    <Card title={t('multiCdn.routeMap.title')} actions={range} data-site={site.id}>
      {body}
    </Card>
  );
}
