// People and structure of the tenant: members, user groups and projects (the IAM lists' totals), account-wide.
import { useTranslation } from 'react-i18next';
import { Card } from '@ds/Card';
import { Link } from '@ds/Link';
import { useApiItem } from '../../../api/hooks';
import { ScopeLabel } from '../../../engine/ScopeLabel';
import { fetchIamSummary, type IamSummary } from '../homeApi';
import { CardState } from './CardState';
import { FigureGrid, type Figure } from './FigureGrid';

export function IamCard({ href }: { href: string }) {
  const { t } = useTranslation('home');
  const response = useApiItem(['home', 'iam'], () => fetchIamSummary());
  const figures = (summary: IamSummary | undefined): Figure[] => [
    { key: 'members', label: t('cards.iam.members'), value: summary?.members },
    { key: 'groups', label: t('cards.iam.groups'), value: summary?.groups },
    { key: 'projects', label: t('cards.iam.projects'), value: summary?.projects },
  ];
  return (
    <Card
      title={t('cards.iam.title')}
      description={<ScopeLabel scope="account" />}
      headingLevel={2}
      data-card="iam"
      footer={
        <Link href={href} variant="standalone">
          {t('cards.iam.open')}
        </Link>
      }
    >
      <CardState response={response} placeholder={<FigureGrid figures={figures(undefined)} />}>
        {(summary) => <FigureGrid figures={figures(summary)} />}
      </CardState>
    </Card>
  );
}
