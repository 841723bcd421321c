// The signed-in person's own access tokens (GET /access_key total), with the way to manage them.
import { useTranslation } from 'react-i18next';
import { Card } from '@ds/Card';
import { Link } from '@ds/Link';
import { useApiItem } from '../../../api/hooks';
import { fetchOwnAccessKeyCount } from '../homeApi';
import { Figures } from '../home.styles';
import { CardState } from './CardState';

/** `href`: the access-token page when it is registered; without it the card shows the number only. */
export function AccessKeysCard({ href }: { href: string | undefined }) {
  const { t } = useTranslation('home');
  const response = useApiItem(['home', 'access-keys'], () => fetchOwnAccessKeyCount());
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
      <CardState response={response}>
        {(count) => (
          <Figures>
            <div>
              <dt>{t('cards.accessKeys.count')}</dt>
              <dd>{count as number}</dd>
            </div>
          </Figures>
        )}
      </CardState>
    </Card>
  );
}
