// The History tab: this record's audit log entries, newest first, paged on the server. Needs `audit` on the
// registry entry. A 403 (the user lacks iam:read and the area's read in the project) shows the in-place
// not-permitted state; the rest of the page keeps working.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@ds/Badge';
import { Button } from '@ds/Button';
import { DataTable, getDataTableStatus, type DataTableColumn } from '@ds/DataTable';
import { Pagination } from '@ds/Pagination';
import { useApiList } from '../../api/hooks';
import { ForbiddenState, isForbidden } from '../ForbiddenState';
import { errorMessage } from '../errorMessage';
import { defaultStatusTones } from '../fieldTypes/registry';
import { DateTimeValue } from '../fieldTypes/values';
import type { AnyResource } from '../types';
import { fetchHistory, type AuditEntry } from './auditHistory';
import { ChangeView } from './ChangeView';
import { TabBody } from './detail.styles';

export interface HistoryTabProps {
  resource: AnyResource;
  resourceType: string;
  id: string;
}

export function HistoryTab({ resource, resourceType, id }: HistoryTabProps) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useApiList<AuditEntry>(['audit_logs', resourceType, id, page], () =>
    fetchHistory({ resourceType, resourceId: id, page }),
  );
  const { data, error, isLoading, mutate } = history;

  if (isForbidden(error))
    return (
      <TabBody>
        <ForbiddenState error={error} />
      </TabBody>
    );

  const rows = data?.items ?? [];
  const columns: DataTableColumn<AuditEntry>[] = [
    {
      id: 'when',
      header: t('detail:history.when'),
      isRowHeader: true,
      cell: (entry) => <DateTimeValue value={entry.occurred_at} language={i18n.language} />,
    },
    {
      id: 'who',
      header: t('detail:history.who'),
      cell: (entry) => entry.actor.username ?? t('detail:history.system'),
    },
    { id: 'action', header: t('detail:history.action'), cell: (entry) => entry.action },
    {
      id: 'result',
      header: t('detail:history.result'),
      cell: (entry) => (
        <Badge tone={defaultStatusTones[entry.result] ?? 'neutral'}>
          {t(`detail:history.results.${entry.result}`)}
        </Badge>
      ),
    },
    {
      id: 'change',
      header: t('detail:history.change'),
      cell: (entry) => <ChangeView resource={resource} details={entry.details} />,
    },
  ];

  return (
    <TabBody>
      <DataTable
        ariaLabel={t('detail:history.heading')}
        columns={columns}
        rows={rows}
        getRowId={(entry) => entry.id}
        status={getDataTableStatus({
          hasError: !!error,
          isLoading: isLoading && !data,
          hasRows: rows.length > 0,
          hasFilters: false,
        })}
        stateHeadingLevel={3}
        loadingRowCount={3}
        strings={{
          loading: t('detail:history.loading'),
          errorTitle: t('detail:history.errorTitle'),
          errorDescription: error ? errorMessage(error, t) : undefined,
          emptyTitle: t('detail:history.emptyTitle'),
          emptyDescription: t('detail:history.emptyDescription'),
          noMatchTitle: t('detail:history.emptyTitle'),
        }}
        errorAction={<Button onPress={() => void mutate()}>{t('common:actions.retry')}</Button>}
      />
      {data && data.totalPages > 1 ? (
        <Pagination
          page={page}
          pageCount={data.totalPages}
          onPageChange={setPage}
          isDisabled={isLoading}
          strings={{
            label: t('detail:history.pagination'),
            previous: t('common:pagination.previous'),
            next: t('common:pagination.next'),
            pageLabel: (n) => t('common:pagination.page', { page: n }),
          }}
        />
      ) : null}
    </TabBody>
  );
}
