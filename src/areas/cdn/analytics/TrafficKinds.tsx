// Which kinds of traffic the figures count, said next to them: all three with each one's requests (so the
// dashboard's and a report's totals can be told apart by what they hold), or the one a report is limited to.
import { useTranslation } from 'react-i18next';
import type { CdnAnalytics } from './analyticsApi';
import { formatCount } from './analyticsFormat';
import { KindList, Note } from './analytics.styles';

export interface TrafficKindsProps {
  kinds: CdnAnalytics['kinds'];
  byKind: CdnAnalytics['by_kind'];
}

export function TrafficKinds({ kinds, byKind }: TrafficKindsProps) {
  const { t, i18n } = useTranslation('cdn');
  const [only] = kinds;
  if (kinds.length === 1 && only) {
    return (
      <Note data-kinds={only}>
        {t('analytics.kinds.only', { kind: t(`analytics.kinds.inText.${only}`) })}
      </Note>
    );
  }
  return (
    <KindList data-kinds={kinds.join(' ')}>
      <span>{t('analytics.kinds.all')}</span>
      <ul>
        {byKind.map((k) => (
          <li key={k.kind} data-kind={k.kind}>
            <strong>{t(`analytics.kinds.names.${k.kind}`)}</strong>{' '}
            {t('analytics.kinds.requests', { requests: formatCount(k.requests, i18n.language) })}
          </li>
        ))}
      </ul>
    </KindList>
  );
}
