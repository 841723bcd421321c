// The signed-in person's own access tokens (GET /access_key total), with the way to manage them.
import { useTranslation } from 'react-i18next';
import { Card } from '@ds/Card';
import { Link } from '@ds/Link';
import { useApiItem } from '../../../api/hooks';
import { fetchOwnAccessKeyCount } from '../homeApi';
import { CardState } from './CardState';
import { FigureGrid, type Figure } from './FigureGrid';

/** `href`: the access-token page when it is registered; without it the card shows the number only. */
export function AccessKeysCard({ href }: { href: string | undefined }) {
  const { t } = useTranslation('home');
  const response = useApiItem(['home', 'access-keys'], () => fetchOwnAccessKeyCount());
  const figures = (count: number | undefined): Figure[] => [
    { key: 'count', label: t('cards.accessKeys.count'), value: count },
  ];
  return (
    <Card
      title={t('cards.accessKeys.title')}
      headingLevel={2}
      data-card="access-keys"
      footer={
        href ? (
          <Link href={href} variant="standalone">
            {t('cards.accessKeys.open')}
          </Link>
        ) : undefined
      }
    >
      <CardState response={response} placeholder={<FigureGrid figures={figures(undefined)} />}>
        {(count) => <FigureGrid figures={figures(count as number)} />}
      </CardState>
    </Card>
  );
}
