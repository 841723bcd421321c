// /cdn/sites/{siteId}/edge/origin: where the edge fetches the site's content — the origin servers (weight, max
// fails, fail timeout, backup) and how it balances and connects — with "Edit" leading to origin/config; for a
// site on an S3 bucket, the bucket.
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert } from '@ds/Alert';
import { Button } from '@ds/Button';
import { Card } from '@ds/Card';
import { DataTable, type DataTableColumn } from '@ds/DataTable';
import { ErrorState } from '@ds/ErrorState';
import { KeyValueList } from '@ds/KeyValueList';
import { Link } from '@ds/Link';
import { Skeleton } from '@ds/Skeleton';
import type { Versioned } from '../../../api/adapters';
import { useApiItem } from '../../../api/hooks';
import { errorMessage } from '../../../engine/errorMessage';
import { formatDateTime } from '../../../engine/format';
import { valueLabel } from '../../../engine/labels';
import { useCanWrite } from '../../../engine/permissions';
import { fillPath } from '../../../engine/routes';
import { originSettingResource, type OriginSetting } from '../originResource';
import { cdnPaths, sitePage } from '../paths';
import type { Site } from '../resources';
import { SitePage } from './SitePage';
import { useSite, useSiteId } from '../edge/useSite';
import { Stack } from '../../../engine/layout';
import { originTexts } from '../texts/origin';

/** The page parts of the CDN texts this page shows, loaded with it. */
export const texts = [originTexts];

type OriginServer = OriginSetting['origin_servers'][number];

/** A site on an S3 bucket: the bucket is its one origin (the server refuses origin servers for it). */
function BucketOrigin({ site }: { site: Site }) {
  const { t } = useTranslation('cdn');
  const field = (name: string) => t(`resources:site.fields.${name}`);
  return (
    <Card title={t('origin.bucketTitle')}>
      <Stack>
        <Alert tone="info" toneLabel={t('common:tones.info')}>
          {t('origin.bucketNote', { url: site.origin_server_url })}
        </Alert>
        <KeyValueList
          columns={2}
          items={(['s3_bucket_name', 's3_region', 's3_endpoint', 's3_access_key'] as const).map((name) => ({
            id: name,
            label: field(name),
            value: site[name] ?? '',
          }))}
        />
        <Link href={fillPath(sitePage, { siteId: site.id })}>{t('origin.bucketChange')}</Link>
      </Stack>
    </Card>
  );
}

function OriginDetails({ site }: { site: Site }) {
  if (site.origin_type === 's3') return <BucketOrigin site={site} />;
  return <ServerOrigins site={site} />;
}

function ServerOrigins({ site }: { site: Site }) {
  const { t, i18n } = useTranslation('cdn');
  const params = { siteId: site.id };
  const origin = useApiItem<Versioned<OriginSetting>>(
    [originSettingResource.name, 'item', params, site.id],
    () => originSettingResource.operations.get!(site.id, { params }),
  );
  const r = (key: string) => `resources:origin_setting.${key}`;
  const value = (field: string, v: string) => valueLabel(i18n, t, 'origin_setting', field, v);
  if (origin.error) {
    return (
      <ErrorState
        title={t('list:state.errorTitle')}
        description={errorMessage(origin.error, t)}
        action={<Button onPress={() => void origin.mutate()}>{t('common:actions.retry')}</Button>}
      />
    );
  }
  const setting = origin.data?.record;
  if (!setting) return <Skeleton lines={5} />;
  const columns: DataTableColumn<OriginServer & { id: string }>[] = [
    {
      id: 'url',
      header: t(r('subfields.origin_servers.origin_server_url')),
      cell: (s) => <code>{s.origin_server_url}</code>,
      isRowHeader: true,
    },
    { id: 'weight', header: t(r('subfields.origin_servers.weight')), cell: (s) => s.weight ?? 1 },
    { id: 'max_fails', header: t(r('subfields.origin_servers.max_fails')), cell: (s) => s.max_fails ?? 1 },
    {
      id: 'fail_timeout',
      header: t(r('subfields.origin_servers.fail_timeout_seconds')),
      cell: (s) => s.fail_timeout_seconds ?? 10,
    },
    {
      id: 'backup',
      header: t(r('subfields.origin_servers.backup')),
      cell: (s) => (s.backup ? t('common:values.yes') : t('common:values.no')),
    },
  ];
  return (
    <>
      <Card title={t('origin.serversTitle')}>
        <DataTable
          ariaLabel={t('origin.serversTable', { site: site.name })}
          locale={i18n.language}
          columns={columns}
          rows={setting.origin_servers.map((server, index) => ({ ...server, id: String(index) }))}
          getRowId={(row) => row.id}
          getRowLabel={(row) => row.origin_server_url}
          status="content"
          strings={{
            loading: t('list:state.loading'),
            errorTitle: t('list:state.errorTitle'),
            emptyTitle: t('origin.noServers'),
            noMatchTitle: t('origin.noServers'),
          }}
          data-testid="origin-servers"
        />
      </Card>
      <Card title={t('origin.connectionTitle')}>
        <KeyValueList
          columns={2}
          items={[
            {
              id: 'lb',
              label: t(r('fields.load_balancer_method')),
              value: value('load_balancer_method', setting.load_balancer_method),
            },
            { id: 'protocol', label: t(r('fields.protocol')), value: value('protocol', setting.protocol) },
            {
              id: 'host',
              label: t(r('fields.host_header')),
              value: setting.host_header || t('origin.ownHost'),
            },
            {
              id: 'tls',
              label: t(r('fields.verify_tls')),
              value: setting.verify_tls ? t('common:values.yes') : t('common:values.no'),
            },
            {
              id: 'timeout',
              label: t(r('fields.connect_timeout_seconds')),
              value: t('origin.seconds', { count: setting.connect_timeout_seconds }),
            },
            {
              id: 'updated',
              label: t(r('fields.updated_at')),
              value: formatDateTime(setting.updated_at, i18n.language),
            },
          ]}
        />
      </Card>
    </>
  );
}

export default function OriginPage() {
  const { t } = useTranslation('cdn');
  const canWrite = useCanWrite(originSettingResource);
  return (
    <SitePage
      title={t('origin.title')}
      description={t('origin.description')}
      actions={<OriginEditLink canWrite={canWrite} />}
    >
      {(site) => <OriginDetails site={site} />}
    </SitePage>
  );
}

function OriginEditLink({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation('cdn');
  const params = useParams();
  const site = useSite(useSiteId());
  // A bucket site has no servers to edit; the link waits for the site so it never flashes in.
  if (!canWrite || !site.data || site.data.record.origin_type === 's3') return null;
  return (
    <Link href={fillPath(cdnPaths.originConfig, params)} data-testid="origin-edit">
      {t('origin.edit')}
    </Link>
  );
}
