// What the pasted certificate says, read in the browser before saving: subject, SANs, issuer, validity and key
// type, with a warning for each reason to look twice (expired, not yet valid, expiring soon, a key the CDN
// does not serve, self-signed).
import { useTranslation } from 'react-i18next';
import { Alert } from '@ds/Alert';
import { Card } from '@ds/Card';
import { KeyValueList } from '@ds/KeyValueList';
import { certificateWarnings, type CertificateInfo } from './certificateInfo';
import { Warnings } from './ssl.styles';

export function CertificatePreview({ info, now }: { info: CertificateInfo; now: Date }) {
  const { t, i18n } = useTranslation('cdn');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const warnings = certificateWarnings(info, now);
  const values = {
    date: date.format(info.notAfter),
    from: date.format(info.notBefore),
    key: info.keyDescription,
  };
  return (
    <Card title={t('ssl.preview.title')} description={t('ssl.preview.description')} headingLevel={2}>
      <KeyValueList
        columns={2}
        data-testid="ssl-preview"
        items={[
          { id: 'subject', label: t('ssl.preview.subject'), value: info.subject },
          {
            id: 'sans',
            label: t('ssl.preview.sans'),
            value: info.sans.length ? info.sans.join(', ') : t('ssl.preview.noSans'),
          },
          { id: 'issuer', label: t('ssl.preview.issuer'), value: info.issuer },
          { id: 'key', label: t('ssl.preview.keyType'), value: info.keyDescription },
          { id: 'notBefore', label: t('ssl.preview.notBefore'), value: values.from },
          { id: 'notAfter', label: t('ssl.preview.notAfter'), value: values.date },
        ]}
      />
      {warnings.length ? (
        <Warnings>
          {warnings.map((warning) => (
            <Alert
              key={warning}
              tone={warning === 'expired' || warning === 'unsupportedKey' ? 'error' : 'warning'}
              title={t(`ssl.preview.warnings.${warning}`, values)}
            />
          ))}
        </Warnings>
      ) : null}
    </Card>
  );
}
