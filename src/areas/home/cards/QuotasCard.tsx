// Service quotas of the services this console has (GET /iam/quotas): use against the limit, account-wide
// ones only (per-site and per-zone limits belong on those pages), and only where usage is counted.
import { useTranslation } from 'react-i18next';
import { Card } from '@ds/Card';
import { Link } from '@ds/Link';
import { ProgressBar } from '@ds/ProgressBar';
import { useApiItem } from '../../../api/hooks';
import { ScopeLabel } from '../../../engine/ScopeLabel';
import { fetchQuotas, type Quota } from '../homeApi';
import { Paragraph, QuotaList } from '../home.styles';
import { CardState } from './CardState';

export interface QuotasCardProps {
  /** Quota services (cdn, iam, …) whose areas are registered. */
  services: readonly string[];
  /** The service-quotas page when it is registered. */
  href: string | undefined;
}

export function shownQuotas(quotas: readonly Quota[], services: readonly string[]): Quota[] {
  return quotas.filter((q) => q.scope === 'account' && q.usage !== null && services.includes(q.service));
}

export function QuotasCard({ services, href }: QuotasCardProps) {
  const { t, i18n } = useTranslation('home');
  const response = useApiItem(['home', 'quotas'], () => fetchQuotas());
  const format = new Intl.NumberFormat(i18n.language);
  return (
    <Card
      title={t('cards.quotas.title')}
      description={
        <>
          <ScopeLabel scope="account" /> · {t('cards.quotas.description')}
        </>
      }
      headingLevel={2}
      data-card="quotas"
      footer={
        href ? (
          <Link href={href} variant="standalone">
            {t('cards.quotas.open')}
          </Link>
        ) : undefined
      }
    >
      <CardState response={response}>
        {(all) => {
          const quotas = shownQuotas(all as Quota[], services);
          if (quotas.length === 0) return <Paragraph>{t('cards.quotas.empty')}</Paragraph>;
          return (
            <QuotaList>
              {quotas.map((quota) => (
                <li key={quota.code} data-quota={quota.code}>
                  <ProgressBar
                    label={t(`quotas.${quota.code}`)}
                    value={quota.usage ?? 0}
                    maxValue={Math.max(quota.value, 1)}
                    showValue
                    valueLabel={t('cards.quotas.usage', {
                      usage: format.format(quota.usage ?? 0),
                      limit: format.format(quota.value),
                    })}
                    tone={(quota.usage ?? 0) >= quota.value ? 'error' : 'default'}
                  />
                </li>
              ))}
            </QuotaList>
          );
        }}
      </CardState>
    </Card>
  );
}
