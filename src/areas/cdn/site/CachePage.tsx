// /cdn/sites/{siteId}/edge/cache/{setting|rules|history}: the cache settings (caching level, browser cache TTL),
// the cache rules (the engine's list) and the purge history, as tabs of one section.
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Link } from '@ds/Link';
import ResourceListPage from '../../../engine/ResourceListPage';
import { fillPath } from '../../../engine/routes';
import { cacheRuleResource } from '../siteChildResources';
import { EdgeSettingsPanel } from '../edge/EdgeSettingsPanel';
import { cacheFeatures, cdnPaths } from '../paths';
import { FeatureTabs } from './FeatureTabs';
import { PurgeHistory } from './PurgeHistory';
import { SitePage } from './SitePage';
import { edgeTexts } from '../texts/edge';
import { cacheTexts } from '../texts/cache';
import { purgeTexts } from '../texts/purge';

/** The page parts of the CDN texts this page shows, loaded with it. */
export const texts = [edgeTexts, cacheTexts, purgeTexts];

export default function CachePage() {
  const { t } = useTranslation('cdn');
  const params = useParams();
  const tabs = <FeatureTabs pattern={cdnPaths.cache} features={cacheFeatures} section="cache" />;
  if (params.feature === 'rules') return <ResourceListPage resource={cacheRuleResource} views={tabs} />;
  const purge = (
    <Link href={fillPath(cdnPaths.purgeCache, params)} data-testid="purge-cache-link">
      {t('purge.open')}
    </Link>
  );
  return (
    <SitePage
      title={t(`cache.titles.${params.feature === 'history' ? 'history' : 'setting'}`)}
      description={t('cache.description')}
      actions={purge}
      views={tabs}
    >
      {(site) =>
        params.feature === 'history' ? (
          <PurgeHistory site={site} />
        ) : (
          <EdgeSettingsPanel site={site} page="cache" />
        )
      }
    </SitePage>
  );
}
