// The tabs of a site section whose screens share one route with a `{feature}` segment (SPEC §2: cache/{feature},
// optimization/{feature}, multi-cdn/{feature}): one link per feature, the current one selected.
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@ds/Tabs';
import { fillPath } from '../../../engine/routes';

export interface FeatureTabsProps {
  /** The section's route pattern, e.g. "/cdn/sites/:siteId/edge/cache/:feature". */
  pattern: string;
  /** Feature ids in order; their labels are `cdn:<section>.tabs.<feature>`. */
  features: readonly string[];
  section: string;
}

export function FeatureTabs({ pattern, features, section }: FeatureTabsProps) {
  const { t } = useTranslation('cdn');
  const params = useParams();
  return (
    <Tabs
      aria-label={t(`${section}.tabs.label`)}
      selectedKey={params.feature}
      items={features.map((feature) => ({
        id: feature,
        label: t(`${section}.tabs.${feature}`),
        href: fillPath(pattern, { ...params, feature }),
      }))}
    />
  );
}
