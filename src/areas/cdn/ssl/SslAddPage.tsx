// /cert/ssl/add (SPEC §2): a custom certificate upload or a free managed certificate, chosen at the top (kept
// in the URL as ?type=free so it can be linked). Saving leads to the certificate's page; a failure says why in
// a toast and on the fields, and keeps what was typed.
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@ds/EmptyState';
import { Link } from '@ds/Link';
import { PageHeader } from '@ds/PageHeader';
import { RadioGroup } from '@ds/RadioGroup';
import { useToast } from '@ds/Toast';
import { errorMessage, requestIdNote } from '../../../engine/errorMessage';
import { useResourceBreadcrumbs } from '../../../engine/breadcrumbs';
import { Stack } from '../../../engine/layout';
import { useWriteAccess } from '../../../engine/permissions';
import { detailHref, listHref } from '../../../engine/routes';
import { useInvalidateResource } from '../../../engine/useResourceMutations';
import type { ResourceScreenProps } from '../../../engine/types';
import { CustomCertificateForm } from './CustomCertificateForm';
import { FreeCertificateForm } from './FreeCertificateForm';
import type { SslCertificate } from './sslApi';
import { sslTexts } from '../texts/ssl';

/** The page parts of the CDN texts this page shows, loaded with it. */
export const texts = [sslTexts];

type Kind = 'custom' | 'free';

export default function SslAddPage({ resource }: ResourceScreenProps) {
  const { t } = useTranslation('cdn');
  const navigate = useNavigate();
  const toast = useToast();
  const invalidate = useInvalidateResource(resource.name);
  const access = useWriteAccess(resource);
  const [search, setSearch] = useSearchParams();
  const kind: Kind = search.get('type') === 'free' ? 'free' : 'custom';
  const title = t('ssl.add.title');
  const breadcrumbs = useResourceBreadcrumbs(resource, { current: title });
  const list = listHref(resource, {}) ?? '/cert/ssl';

  if (!access.allowed) {
    return (
      <Stack>
        <PageHeader title={title} breadcrumbs={breadcrumbs} />
        <EmptyState
          headingLevel={2}
          title={t('ssl.add.readOnlyTitle')}
          description={access.reason}
          action={<Link href={list}>{t('resources:ssl_certificate.backToList')}</Link>}
        />
      </Stack>
    );
  }

  const onSaved = async (certificate: SslCertificate) => {
    toast.show({
      tone: 'success',
      title: t(kind === 'free' ? 'ssl.add.requested' : 'ssl.add.uploaded', { name: certificate.name }),
    });
    await invalidate();
    navigate(detailHref(resource, certificate.id) ?? list, { replace: true });
  };
  const onFailed = (error: unknown) =>
    toast.show({ tone: 'error', title: errorMessage(error, t), description: requestIdNote(error, t) });
  const forms = {
    resource,
    onSaved: (c: SslCertificate) => void onSaved(c),
    onFailed,
    onCancel: () => navigate(list),
  };

  return (
    <Stack>
      <PageHeader title={title} description={t('ssl.add.description')} breadcrumbs={breadcrumbs} />
      <RadioGroup
        label={t('ssl.add.kind')}
        orientation="horizontal"
        value={kind}
        onChange={(next) => setSearch(next === 'free' ? { type: 'free' } : {}, { replace: true })}
        items={[
          { id: 'custom', label: t('ssl.add.custom'), description: t('ssl.add.customHint') },
          { id: 'free', label: t('ssl.add.free'), description: t('ssl.add.freeHint') },
        ]}
      />
      {kind === 'free' ? <FreeCertificateForm {...forms} /> : <CustomCertificateForm {...forms} />}
    </Stack>
  );
}
