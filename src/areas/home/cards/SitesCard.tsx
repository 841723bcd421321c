// CDN sites of the current project: how many, and how many per status (GET /cdn/sites totals).
import { useTranslation } from 'react-i18next';
import { Card } from '@ds/Card';
import { Link } from '@ds/Link';
import { useApiItem } from '../../../api/hooks';
import { fetchSiteSummary, siteStatuses } from '../homeApi';
import { Figures, Paragraph } from '../home.styles';
import { CardState } from './CardState';

export function SitesCard({ href }: { href: string }) {
  const { t } = useTranslation('home');
  const response = useApiItem(['home', 'sites'], () => fetchSiteSummary());
  return (
    <Card
      title={t('cards.sites.title')}
      headingLevel={2}
      data-card="sites"
      footer={
        <Link href={href} variant="standalone">
          {t('cards.sites.open')}
        </Link>
      }
    >
      <CardState response={response}>
        {(summary) =>
          summary.total === 0 ? (
            <Paragraph>{t('cards.sites.empty')}</Paragraph>
          ) : (
            <Figures>
              <div>
                <dt>{t('cards.sites.total')}</dt>
                <dd>{summary.total}</dd>
              </div>
              {siteStatuses.map((status) => (
                <div key={status}>
                  <dt>{t(`cards.sites.status.${status}`)}</dt>
                  <dd>{summary.byStatus[status]}</dd>
                </div>
              ))}
            </Figures>
          )
        }
      </CardState>
    </Card>
  );
}
