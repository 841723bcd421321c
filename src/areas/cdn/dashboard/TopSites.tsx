// The sites with the most requests in the period, each leading to its overview.
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@ds/DataTable';
import { Link } from '@ds/Link';
import { formatBytes } from '../../../engine/fieldTypes/units';
import type { CdnOverview } from '../analytics/analyticsApi';
import { formatCount } from '../analytics/analyticsFormat';

type TopSite = CdnOverview['top_sites'][number];

export function TopSites({ sites }: { sites: readonly TopSite[] }) {
  const { t, i18n } = useTranslation('cdn');
  const lng = i18n.language;
  const columns: DataTableColumn<TopSite>[] = [
    {
      id: 'name',
      header: t('dashboard.topSites.site'),
      cell: (row) => <Link href={`/cdn/sites/${encodeURIComponent(row.site_id)}`}>{row.name}</Link>,
      isRowHeader: true,
    },
    {
      id: 'requests',
      header: t('dashboard.topSites.requests'),
      cell: (row) => formatCount(row.requests, lng),
    },
    { id: 'bytes', header: t('dashboard.topSites.bytes'), cell: (row) => formatBytes(row.bytes, lng) },
  ];
  return (
    <DataTable<TopSite>
      data-testid="top-sites"
      ariaLabel={t('dashboard.topSites.tableLabel')}
      locale={lng}
      columns={columns}
      rows={[...sites]}
      getRowId={(row) => row.site_id}
      getRowLabel={(row) => row.name}
      status={sites.length === 0 ? 'empty' : 'content'}
      density="compact"
      strings={{
        loading: t('dashboard.topSites.loading'),
        errorTitle: t('list:state.errorTitle'),
        emptyTitle: t('dashboard.topSites.empty'),
        noMatchTitle: t('dashboard.topSites.empty'),
      }}
    />
  );
}
