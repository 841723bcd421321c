// The detail page's own sections: the sites and domains serving the certificate (links to each site), and,
// for a free certificate, what each hostname must publish or serve to be validated (copyable).
import { useTranslation } from 'react-i18next';
import { Alert } from '@ds/Alert';
import { CopyValue } from '@ds/CopyValue';
import { KeyValueList } from '@ds/KeyValueList';
import { Link } from '@ds/Link';
import { Section, SectionHeading } from '../../../engine/layout';
import type { SslCertificate } from './sslApi';
import { UsageList } from './ssl.styles';

export function CertificateUsage({ certificate }: { certificate: SslCertificate }) {
  const { t } = useTranslation('cdn');
  const copyStrings = {
    copy: t('detail:copy.copy'),
    copied: t('detail:copy.copied'),
    failed: t('detail:copy.failed'),
  };
  const usedBy = certificate.used_by;
  return (
    <>
      <Section aria-labelledby="ssl-used-by">
        <SectionHeading id="ssl-used-by">{t('resources:ssl_certificate.sections.used_by')}</SectionHeading>
        {usedBy.length ? (
          <>
            <UsageList aria-labelledby="ssl-used-by">
              {usedBy.map((usage) => (
                <li key={`${usage.site_id}-${usage.domain}`}>
                  <Link href={`/cdn/sites/${encodeURIComponent(usage.site_id)}`}>
                    {t('ssl.detail.usage', { domain: usage.domain, site: usage.site_name })}
                  </Link>
                </li>
              ))}
            </UsageList>
            <Alert tone="info" title={t('ssl.detail.inUse', { count: usedBy.length })} />
          </>
        ) : (
          <p>{t('ssl.detail.unused')}</p>
        )}
      </Section>
      {certificate.validation_records.length ? (
        <Section aria-labelledby="ssl-validation">
          <SectionHeading id="ssl-validation">
            {t('resources:ssl_certificate.sections.validation')}
          </SectionHeading>
          <KeyValueList
            columns={1}
            items={certificate.validation_records.map((record) => ({
              id: record.domain,
              label: `${record.domain} · ${t(`resources:ssl_certificate.values.validation_method.${record.method}`)} · ${t(`ssl.detail.recordStatus.${record.status}`)}`,
              value: (
                <>
                  <CopyValue value={record.name} monospace strings={copyStrings} />
                  <CopyValue value={record.value} monospace strings={copyStrings} />
                </>
              ),
            }))}
          />
        </Section>
      ) : null}
    </>
  );
}
