// People and structure of the tenant: members, user groups and projects (the IAM lists' totals).
import { useTranslation } from 'react-i18next';
import { Card } from '@ds/Card';
import { Link } from '@ds/Link';
import { useApiItem } from '../../../api/hooks';
import { fetchIamSummary } from '../homeApi';
import { Figures } from '../home.styles';
import { CardState } from './CardState';

export function IamCard({ href }: { href: string }) {
  const { t } = useTranslation('home');
  const response = useApiItem(['home', 'iam'], () => fetchIamSummary());
  return (
    <Card
      title={t('cards.iam.title')}
      headingLevel={2}
      data-card="iam"
      footer={
        <Link href={href} variant="standalone">
          {t('cards.iam.open')}
        </Link>
      }
    >
      <CardState response={response}>
        {(summary) => (
          <Figures>
            <div>
              <dt>{t('cards.iam.members')}</dt>
              <dd>{summary.members}</dd>
            </div>
            <div>
              <dt>{t('cards.iam.groups')}</dt>
              <dd>{summary.groups}</dd>
            </div>
            <div>
              <dt>{t('cards.iam.projects')}</dt>
              <dd>{summary.projects}</dd>
            </div>
          </Figures>
        )}
      </CardState>
    </Card>
  );
}
