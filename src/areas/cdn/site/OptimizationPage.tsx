// /cdn/sites/{siteId}/edge/optimization/{image|content|protocol|video-delivery}: the optimization settings of the
// site, one tab per group (Cloudflare's Speed › Optimization).
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EdgeSettingsPanel } from '../edge/EdgeSettingsPanel';
import { cdnPaths, optimizationFeatures } from '../paths';
import { FeatureTabs } from './FeatureTabs';
import { SitePage } from './SitePage';
import { VideoDeliveryPanel } from './VideoDeliveryPanel';
import { edgeTexts } from '../texts/edge';
import { optimizationTexts } from '../texts/optimization';

/** The page parts of the CDN texts this page shows, loaded with it. */
export const texts = [edgeTexts, optimizationTexts];

const panels = { image: 'image', content: 'content', protocol: 'protocol' } as const;

export default function OptimizationPage() {
  const { t } = useTranslation('cdn');
  const feature = (useParams().feature ?? 'image') as (typeof optimizationFeatures)[number];
  return (
    <SitePage
      title={t(`optimization.titles.${feature}`)}
      description={t(`optimization.descriptions.${feature}`)}
      views={
        <FeatureTabs pattern={cdnPaths.optimization} features={optimizationFeatures} section="optimization" />
      }
    >
      {(site) =>
        feature === 'video-delivery' ? (
          <VideoDeliveryPanel site={site} />
        ) : (
          <EdgeSettingsPanel site={site} page={panels[feature]} />
        )
      }
    </SitePage>
  );
}
