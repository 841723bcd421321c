// /cert/ssl/{certificateId} (SPEC §2): what the certificate says (subject, SANs, issuer, validity, status), the
// sites and domains using it (links), a free certificate's validation records, and its history. Delete asks
// first; a certificate still in use answers 409 and the server's message says where it is used.
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@ds/EmptyState';
import { Link } from '@ds/Link';
import { MenuButton } from '@ds/MenuButton';
import { PageHeader } from '@ds/PageHeader';
import { Tabs, type TabItem } from '@ds/Tabs';
import { useApiItem } from '../../../api/hooks';
import { listHref as listHrefOf } from '../../../engine/routes';
import { LoadFailed } from '../../../engine/LoadFailed';
import { useWriteAccess } from '../../../engine/permissions';
import { ForbiddenState, isForbidden } from '../../../engine/ForbiddenState';
import { Stack } from '../../../engine/layout';
import { useResourceBreadcrumbs } from '../../../engine/breadcrumbs';
import { useDeleteResource } from '../../../engine/delete/useDeleteResource';
import { DetailSections } from '../../../engine/detail/DetailSections';
import { HistoryTab } from '../../../engine/detail/HistoryTab';
import { GuardedAction } from '../../../engine/detail/GuardedAction';
import { useRecordTools } from '../../../engine/detail/useRecordTools';
import { HeaderActions } from '../../../engine/detail/detail.styles';
import type { ResourceScreenProps, Versioned } from '../../../engine/types';
import { CertificateUsage } from './CertificateUsage';
import type { SslCertificate } from './sslApi';
import { sslTexts } from '../texts/ssl';

/** The page parts of the CDN texts this page shows, loaded with it. */
export const texts = [sslTexts];

export default function SslDetailPage({ resource }: ResourceScreenProps) {
  const { t } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const id = params.certificateId;
  const item = useApiItem<Versioned<SslCertificate>>(id ? [resource.name, 'item', params, id] : null, () =>
    resource.operations.get!(id!, { params }),
  );
  const certificate = item.data?.record;
  const title = certificate?.name;
  const listHref = listHrefOf(resource, params);
  const breadcrumbs = useResourceBreadcrumbs(resource, { current: title });
  const access = useWriteAccess(resource);
  const remover = useDeleteResource(resource, {
    onDeleted: () => {
      if (listHref) navigate(listHref, { replace: true });
    },
  });
  const tools = useRecordTools(
    resource,
    certificate as Record<string, unknown> | undefined,
    id,
    params,
    title ?? '',
  );
  const backToList = listHref ? (
    <Link href={listHref}>{t('resources:ssl_certificate.backToList')}</Link>
  ) : undefined;

  const { error } = item;
  if (isForbidden(error)) {
    return (
      <Stack>
        <ForbiddenState error={error} action={backToList} />
      </Stack>
    );
  }
  if (error?.status === 404) {
    return (
      <Stack>
        <EmptyState headingLevel={2} title={t('resources:ssl_certificate.notFound')} action={backToList} />
      </Stack>
    );
  }
  if (error) {
    return (
      <Stack>
        <LoadFailed error={error} onRetry={() => void item.mutate()} isRetrying={item.isValidating}>
          {backToList}
        </LoadFailed>
      </Stack>
    );
  }
  if (!certificate || !id) {
    return (
      <Stack aria-busy="true">
        <PageHeader title={t('common:loading')} breadcrumbs={breadcrumbs} />
      </Stack>
    );
  }

  const actions = (
    <HeaderActions>
      <GuardedAction
        variant="danger"
        label={t('resources:ssl_certificate.actions.delete')}
        onPress={() => remover.request({ id, name: certificate.name, etag: item.data?.etag })}
        disabledReason={access.allowed ? undefined : access.reason}
      />
      <MenuButton label={t('detail:actions.more')} items={tools.items} onAction={tools.onAction} />
    </HeaderActions>
  );
  const tabs: TabItem[] = [
    {
      id: 'details',
      label: t('detail:tabs.details'),
      content: (
        <Stack>
          <DetailSections resource={resource} record={certificate as Record<string, unknown>} />
          <CertificateUsage certificate={certificate} />
        </Stack>
      ),
    },
    {
      id: 'history',
      label: t('detail:tabs.history'),
      content: (
        <HistoryTab resource={resource} resourceType="ssl_certificate" id={id} title={certificate.name} />
      ),
    },
  ];
  const selected = search.get('tab') === 'history' ? 'history' : 'details';

  return (
    <Stack>
      <PageHeader title={certificate.name} breadcrumbs={breadcrumbs} actions={actions} />
      <Tabs
        aria-label={t('detail:tabs.label', { name: certificate.name })}
        items={tabs}
        selectedKey={selected}
        onSelectionChange={(tab) =>
          setSearch(
            (current) => {
              const next = new URLSearchParams(current);
              if (tab === 'details') next.delete('tab');
              else next.set('tab', tab);
              return next;
            },
            { replace: true },
          )
        }
      />
      {remover.element}
      {tools.element}
    </Stack>
  );
}
