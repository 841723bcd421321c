// /cdn/sites/{siteId}/edge/multi-cdn/{management|route-strategies|route-map}: the CDNs sharing the site's traffic
// (with the site's multi-CDN switch), the strategies routing it, and the map of where each country goes.
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@ds/Skeleton';
import { lazyChunk } from '../../../api/chunks';
import ResourceListPage from '../../../engine/ResourceListPage';
import { multiCdnProviderResource, multiCdnStrategyResource } from '../siteChildResources';
import { cdnPaths, multiCdnFeatures } from '../paths';
import { FeatureTabs } from './FeatureTabs';
import { MultiCdnStatusCard } from './MultiCdnStatusCard';
import { SitePage } from './SitePage';
import { multiCdnTexts } from '../texts/multiCdn';

/** The page parts of the CDN texts this page shows, loaded with it. */
export const texts = [multiCdnTexts];

// The map draws with the chart kit: its own chunk, loaded on the route-map tab only.
const RouteMapPanel = lazy(lazyChunk(() => import('./RouteMapPanel')));

export default function MultiCdnPage() {
  const { t } = useTranslation('cdn');
  const { feature, siteId = '' } = useParams();
  const tabs = <FeatureTabs pattern={cdnPaths.multiCdn} features={multiCdnFeatures} section="multiCdn" />;
  if (feature === 'management') {
    return (
      <ResourceListPage
        resource={multiCdnProviderResource}
        views={
          <>
            {tabs}
            <MultiCdnStatusCard siteId={siteId} />
          </>
        }
      />
    );
  }
  if (feature === 'route-strategies')
    return <ResourceListPage resource={multiCdnStrategyResource} views={tabs} />;
  return (
    <SitePage
      title={t('multiCdn.titles.route-map')}
      description={t('multiCdn.routeMap.description')}
      views={tabs}
    >
      {(site) => (
        <Suspense fallback={<Skeleton variant="block" height="320px" />}>
          <RouteMapPanel site={site} />
        </Suspense>
      )}
    </SitePage>
  );
}
