// /cdn/sites/{siteId}/edge/firewall-rules: the site's firewall rules and, on a second tab kept in the URL
// (?tab=rate-limiting), its rate-limit rules (SPEC §2 gives those add and edit pages only). Each tab is the
// engine's list of its resource; firewall rules add "Change order" (bulk priority, SPEC §4).
import { useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@ds/Tabs';
import ResourceListPage from '../../../engine/ResourceListPage';
import { fillPath } from '../../../engine/routes';
import type { ResourceScreenProps } from '../../../engine/types';
import { rateLimitRuleResource } from '../siteChildResources';
import { firewallTexts } from '../texts/firewall';

/** The page parts of the CDN texts this page shows, loaded with it. */
export const texts = [firewallTexts];

export const rateLimitTab = 'rate-limiting';

export default function FirewallRulesPage({ resource }: ResourceScreenProps) {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const tab = search.get('tab') === rateLimitTab ? rateLimitTab : 'firewall';
  const base = fillPath(resource.routes.list ?? '', params);
  const views = (
    <Tabs
      aria-label={t('cdn:firewall.tabs')}
      selectedKey={tab}
      items={[
        { id: 'firewall', label: t('resources:firewall_rule.plural'), href: base },
        {
          id: rateLimitTab,
          label: t('resources:rate_limit_rule.plural'),
          href: `${base}?tab=${rateLimitTab}`,
        },
      ]}
    />
  );
  const shown = tab === rateLimitTab ? rateLimitRuleResource : resource;
  return <ResourceListPage key={tab} resource={shown} views={views} />;
}
