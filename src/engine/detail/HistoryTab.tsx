// The History tab: this record's audit log entries and those of everything under it (a site's rules and
// settings), newest first, paged on the server; each as a sentence with what it changed in words. Needs `audit`
// on the registry entry. A 403 (the user lacks iam:read and the area's read in the project) shows the in-place
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
import { historyLine, type SentenceContext } from './historySentence';
import { findHistorySubject, resourceSubject } from './historySubjects';
import { TabBody } from './detail.styles';

export interface HistoryTabProps {
  resource: AnyResource;
  resourceType: string;
  id: string;
  /** The record's name, for its own entries that recorded none. */
  title?: string;
}

/** One entry, worded with the texts of the kind of record it is about (the viewed one's, or a child's). */
function HistoryEntry({
  entry,
  viewed,
  resource,
}: {
  entry: AuditEntry;
  viewed: SentenceContext['viewed'];
  resource: AnyResource;
}) {
  const { t, i18n } = useTranslation();
  const subject =
    entry.resource_type === viewed.resourceType
      ? resourceSubject(resource)
      : findHistorySubject(entry.resource_type);
  return <ChangeView line={historyLine(entry, { i18n, t, viewed, subject })} />;
}

export function HistoryTab({ resource, resourceType, id, title }: HistoryTabProps) {
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
  const viewed = { resourceType, id, ...(title ? { title } : {}) };
  const columns: DataTableColumn<AuditEntry>[] = [
    {
      id: 'when',
      header: t('detail:history.when'),
      isRowHeader: true,
      width: '12rem',
      cell: (entry) => <DateTimeValue value={entry.occurred_at} language={i18n.language} />,
    },
    {
      id: 'what',
      header: t('detail:history.what'),
      cell: (entry) => <HistoryEntry entry={entry} viewed={viewed} resource={resource} />,
    },
    {
      id: 'result',
      header: t('detail:history.result'),
      cell: (entry) => (
        <Badge tone={defaultStatusTones[entry.result] ?? 'neutral'}>
          {t(`detail:history.results.${entry.result}`)}
        </Badge>
      ),
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
