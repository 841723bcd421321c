// /cdn/sites/{siteId}: the site's overview — the CNAME record to create at the DNS provider (copyable), the add-on
// domains with their hostname and certificate statuses shown apart (a re-check per domain), the site's settings
// sections — above the engine's detail page (fields, history, edit, delete).
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@ds/Button';
import { Card } from '@ds/Card';
import { CopyValue } from '@ds/CopyValue';
import { DataTable, type DataTableColumn } from '@ds/DataTable';
import { Link } from '@ds/Link';
import { StatusBadge } from '@ds/StatusBadge';
import { useToast } from '@ds/Toast';
import type { Versioned } from '../../../api/adapters';
import { useApiItem, useApiList } from '../../../api/hooks';
import ResourceDetailPage from '../../../engine/ResourceDetailPage';
import { errorMessage, requestIdNote } from '../../../engine/errorMessage';
import { valueLabel } from '../../../engine/labels';
import { useCanWrite } from '../../../engine/permissions';
import { editHref, fillPath } from '../../../engine/routes';
import type { ResourceScreenProps } from '../../../engine/types';
import { verifyAddonDomain } from '../cdnApi';
import { cdnPaths } from '../paths';
import { addonDomainResource, type AddonDomain } from '../siteChildResources';
import type { Site } from '../resources';
import { SectionLinks } from './site.styles';
import { overviewTexts } from '../texts/overview';

/** The page parts of the CDN texts this page shows, loaded with it. */
export const texts = [overviewTexts];

const hostnameTone = {
  pending: 'pending',
  active: 'active',
  record_mismatch: 'error',
  domain_invalid: 'error',
  disabled: 'inactive',
  taken: 'error',
} as const;
const certificateTone = {
  none: 'inactive',
  pending: 'pending',
  active: 'active',
  expired: 'error',
  mismatch: 'error',
} as const;

function CopyText({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  return (
    <CopyValue
      value={value}
      monospace
      label={label}
      strings={{
        copy: t('detail:copy.copy'),
        copied: t('detail:copy.copied'),
        failed: t('detail:copy.failed'),
      }}
    >
      {value}
    </CopyValue>
  );
}

function CnameCard({ site }: { site: Site }) {
  const { t } = useTranslation('cdn');
  return (
    <Card
      title={t('overview.cnameTitle')}
      description={t('overview.cnameDescription')}
      data-testid="site-cname"
    >
      <dl>
        <dt>{t('overview.recordType')}</dt>
        <dd>CNAME</dd>
        <dt>{t('overview.recordTarget')}</dt>
        <dd>
          <CopyText value={site.cdn_url} label={t('overview.copyTarget')} />
        </dd>
      </dl>
    </Card>
  );
}

function AddonDomains({ site }: { site: Site }) {
  const { t, i18n } = useTranslation('cdn');
  const toast = useToast();
  const canWrite = useCanWrite(addonDomainResource);
  const params = { siteId: site.id };
  const query = { page: 1, perPage: 100, sortBy: 'domain', sortDirection: 'asc' as const };
  const domains = useApiList([addonDomainResource.name, 'list', params, query], () =>
    addonDomainResource.operations.list!(query, { params }),
  );
  const [checking, setChecking] = useState<string | null>(null);
  const value = (field: string, v: string | undefined) =>
    v ? valueLabel(i18n, t, 'addon_domain', field, v) : t('common:values.empty');
  const f = (field: string) => t(`resources:addon_domain.fields.${field}`);

  const verify = async (domain: AddonDomain) => {
    setChecking(domain.id);
    try {
      const answer = await verifyAddonDomain(site.id, domain.id);
      await domains.mutate();
      toast.show({
        tone: answer.status === 'active' ? 'success' : 'info',
        title:
          answer.status === 'active'
            ? t('overview.verified', { domain: answer.domain })
            : t('overview.checked', { domain: answer.domain, status: value('status', answer.status) }),
      });
    } catch (error) {
      toast.show({ tone: 'error', title: errorMessage(error, t), description: requestIdNote(error, t) });
    } finally {
      setChecking(null);
    }
  };

  const columns: DataTableColumn<AddonDomain>[] = [
    {
      id: 'domain',
      header: f('domain'),
      isRowHeader: true,
      cell: (d) => <Link href={editHref(addonDomainResource, d.id, params) ?? '#'}>{d.domain}</Link>,
    },
    {
      id: 'record',
      header: f('verification'),
      cell: (d) =>
        d.verification ? (
          <span>
            {d.verification.type}{' '}
            <CopyText value={d.verification.value} label={t('overview.copyRecord', { domain: d.domain })} />
          </span>
        ) : (
          t('common:values.empty')
        ),
    },
    {
      id: 'status',
      header: f('status'),
      cell: (d) => (
        <StatusBadge status={hostnameTone[d.status] ?? 'inactive'}>{value('status', d.status)}</StatusBadge>
      ),
    },
    {
      id: 'ssl_status',
      header: f('ssl_status'),
      cell: (d) => (
        <StatusBadge status={certificateTone[d.ssl_status] ?? 'inactive'}>
          {value('ssl_status', d.ssl_status)}
        </StatusBadge>
      ),
    },
    {
      id: 'check',
      header: t('overview.checkColumn'),
      cell: (d) => (
        <Button
          size="small"
          isDisabled={!canWrite || checking !== null}
          onPress={() => void verify(d)}
          aria-label={t('overview.checkDomain', { domain: d.domain })}
        >
          {checking === d.id ? t('overview.checking') : t('overview.check')}
        </Button>
      ),
    },
  ];
  const data = domains.data;
  const status = domains.error ? 'error' : !data ? 'loading' : data.items.length === 0 ? 'empty' : 'content';
  const add = canWrite ? (
    <Link href={fillPath(addonDomainResource.routes.create!.path, params)} data-testid="addon-domain-add">
      {t('resources:addon_domain.actions.add')}
    </Link>
  ) : null;
  return (
    <Card
      title={t('resources:addon_domain.plural')}
      description={t('resources:addon_domain.description')}
      actions={add}
    >
      <DataTable<AddonDomain>
        ariaLabel={t('overview.domainsTable', { site: site.name })}
        locale={i18n.language}
        columns={columns}
        rows={data?.items ?? []}
        getRowId={(d) => d.id}
        getRowLabel={(d) => d.domain}
        status={status}
        strings={{
          loading: t('list:state.loading'),
          errorTitle: t('list:state.errorTitle'),
          errorDescription: domains.error ? errorMessage(domains.error, t) : undefined,
          emptyTitle: t('resources:addon_domain.empty.title'),
          emptyDescription: t('resources:addon_domain.empty.description'),
          noMatchTitle: t('resources:addon_domain.empty.title'),
        }}
        errorAction={<Button onPress={() => void domains.mutate()}>{t('common:actions.retry')}</Button>}
        data-testid="addon-domains"
      />
    </Card>
  );
}

/** Where the site's own screens are (the side menu's per-site items, as cards' links). */
function Sections() {
  const { t } = useTranslation('cdn');
  const params = useParams();
  const links = [
    ['basic', cdnPaths.basic, {}],
    ['cache', cdnPaths.cache, { feature: 'setting' }],
    ['origins', cdnPaths.origin, {}],
    ['optimization', cdnPaths.optimization, { feature: 'image' }],
    ['multiCdn', cdnPaths.multiCdn, { feature: 'management' }],
    ['purge', cdnPaths.purgeCache, {}],
  ] as const;
  return (
    <Card title={t('overview.sectionsTitle')}>
      <SectionLinks>
        {links.map(([key, pattern, extra]) => (
          <li key={key}>
            <Link href={fillPath(pattern, { ...params, ...extra })}>{t(`overview.sections.${key}`)}</Link>
          </li>
        ))}
      </SectionLinks>
    </Card>
  );
}

/**
 * Reads the site through the detail page's own entry and key, so both share one request and one answer. The
 * page shows this only once it holds the site, so mounting it re-reads nothing (`revalidateIfStale: false`):
 * swr would otherwise read the site again for the new subscriber (at once under the tests' 0 ms dedupe, or when
 * the Details tab is shown again after swr's 2 s) — a second request whose failure the page would meet.
 */
function Overview({ resource }: ResourceScreenProps) {
  const siteId = useParams().siteId ?? '';
  const params = { siteId };
  const site = useApiItem<Versioned<Site>>(
    siteId ? [resource.name, 'item', params, siteId] : null,
    () => resource.operations.get!(siteId, { params }),
    { revalidateIfStale: false },
  ).data?.record;
  if (!site) return null;
  return (
    <>
      <CnameCard site={site} />
      <AddonDomains site={site} />
      <Sections />
    </>
  );
}

export default function SiteOverviewPage({ resource }: ResourceScreenProps) {
  return <ResourceDetailPage resource={resource} overview={<Overview resource={resource} />} />;
}
