// CDN sites of the resource group the console acts in: how many, and how many per status (GET /cdn/sites
// totals). The card names that resource group: the sites quota beside it counts the whole account.
import { useTranslation } from 'react-i18next';
import { Card } from '@ds/Card';
import { Link } from '@ds/Link';
import { useApiItem } from '../../../api/hooks';
import { ScopeLabel } from '../../../engine/ScopeLabel';
import { fetchSiteSummary, siteStatuses, type SiteSummary } from '../homeApi';
import { Paragraph } from '../home.styles';
import { CardState } from './CardState';
import { FigureGrid, type Figure } from './FigureGrid';

export function SitesCard({ href }: { href: string }) {
  const { t } = useTranslation('home');
  const response = useApiItem(['home', 'sites'], () => fetchSiteSummary());
  const figures = (summary: SiteSummary | undefined): Figure[] => [
    { key: 'total', label: t('cards.sites.total'), value: summary?.total },
    ...siteStatuses.map((status) => ({
      key: status,
      label: t(`cards.sites.status.${status}`),
      value: summary?.byStatus[status],
    })),
  ];
  return (
    <Card
      title={t('cards.sites.title')}
      description={<ScopeLabel scope="group" />}
      headingLevel={2}
      data-card="sites"
      footer={
        <Link href={href} variant="standalone">
          {t('cards.sites.open')}
        </Link>
      }
    >
      <CardState response={response} placeholder={<FigureGrid figures={figures(undefined)} />}>
        {(summary) =>
          summary.total === 0 ? (
            <Paragraph>{t('cards.sites.empty')}</Paragraph>
          ) : (
            <FigureGrid figures={figures(summary)} />
          )
        }
      </CardState>
    </Card>
  );
}
