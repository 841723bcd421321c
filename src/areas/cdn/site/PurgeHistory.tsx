// A site's cache purges, newest first (cache/history, and the latest few on the purge page).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@ds/Button';
import { DataTable, type DataTableColumn } from '@ds/DataTable';
import { Pagination } from '@ds/Pagination';
import { StatusBadge } from '@ds/StatusBadge';
import { useApiList } from '../../../api/hooks';
import { errorMessage } from '../../../engine/errorMessage';
import { formatDateTime } from '../../../engine/format';
import { listPurgeRequests, type PurgeRequest } from '../cdnApi';
import type { Site } from '../resources';

export const purgeHistoryKey = (siteId: string) => ['purge_request', 'list', { siteId }] as const;

const statusTone = {
  queued: 'pending',
  in_progress: 'pending',
  completed: 'active',
  failed: 'error',
} as const;

export function PurgeHistory({ site, perPage = 20 }: { site: Site; perPage?: number }) {
  const { t, i18n } = useTranslation('cdn');
  const [page, setPage] = useState(1);
  const history = useApiList([...purgeHistoryKey(site.id), page, perPage], () =>
    listPurgeRequests(site.id, page, perPage),
  );
  const none = t('common:values.empty');
  const columns: DataTableColumn<PurgeRequest>[] = [
    {
      id: 'created_at',
      header: t('purge.columns.created_at'),
      cell: (row) => formatDateTime(row.created_at, i18n.language),
      isRowHeader: true,
    },
    { id: 'type', header: t('purge.columns.type'), cell: (row) => t(`purge.types.${row.type}.label`) },
    {
      id: 'targets',
      header: t('purge.columns.targets'),
      cell: (row) => (row.targets.length ? row.targets.join(', ') : none),
    },
    {
      id: 'status',
      header: t('purge.columns.status'),
      cell: (row) => (
        <StatusBadge status={statusTone[row.status]}>{t(`purge.status.${row.status}`)}</StatusBadge>
      ),
    },
    { id: 'requested_by', header: t('purge.columns.requested_by'), cell: (row) => row.requested_by },
  ];
  const data = history.data;
  const status = history.error ? 'error' : !data ? 'loading' : data.items.length === 0 ? 'empty' : 'content';
  return (
    <>
      <DataTable<PurgeRequest>
        ariaLabel={t('purge.historyTable', { site: site.name })}
        locale={i18n.language}
        columns={columns}
        rows={data?.items ?? []}
        getRowId={(row) => row.id}
        getRowLabel={(row) => formatDateTime(row.created_at, i18n.language)}
        status={status}
        strings={{
          loading: t('list:state.loading'),
          errorTitle: t('list:state.errorTitle'),
          errorDescription: history.error ? errorMessage(history.error, t) : undefined,
          emptyTitle: t('purge.emptyTitle'),
          emptyDescription: t('purge.emptyDescription'),
          noMatchTitle: t('purge.emptyTitle'),
        }}
        errorAction={<Button onPress={() => void history.mutate()}>{t('common:actions.retry')}</Button>}
        data-testid="purge-history"
      />
      {data && data.totalPages > 1 ? (
        <Pagination
          page={page}
          pageCount={data.totalPages}
          onPageChange={setPage}
          isDisabled={history.isLoading}
          strings={{
            label: t('purge.historyTitle'),
            previous: t('common:pagination.previous'),
            next: t('common:pagination.next'),
            pageLabel: (n) => t('common:pagination.page', { page: n }),
          }}
        />
      ) : null}
    </>
  );
}
