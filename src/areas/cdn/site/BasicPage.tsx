// /cdn/sites/{siteId}/edge/basic: development mode, always use HTTPS, browser integrity check, bot fight mode.
import { useTranslation } from 'react-i18next';
import { EdgeSettingsPanel } from '../edge/EdgeSettingsPanel';
import { SitePage } from './SitePage';
import { edgeTexts } from '../texts/edge';

/** The page parts of the CDN texts this page shows, loaded with it. */
export const texts = [edgeTexts];

export default function BasicPage() {
  const { t } = useTranslation('cdn');
  return (
    <SitePage title={t('edge.pages.basic.title')} description={t('edge.pages.basic.description')}>
      {(site) => <EdgeSettingsPanel site={site} page="basic" />}
    </SitePage>
  );
}
