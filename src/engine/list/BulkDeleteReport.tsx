// The outcome of a bulk delete that did not fully succeed: one row per record, deleted or failed, with
// the server's reason and the request id to quote to support.
import { useTranslation } from 'react-i18next';
import { Badge } from '@ds/Badge';
import { Button } from '@ds/Button';
import { DataTable, type DataTableColumn } from '@ds/DataTable';
import { Modal } from '@ds/Modal';
import { errorMessage } from '../errorMessage';
import type { DeleteOutcome } from './deleteEach';

export interface BulkDeleteReportProps {
  outcomes: readonly DeleteOutcome[] | null;
  onClose: () => void;
}

export function BulkDeleteReport({ outcomes, onClose }: BulkDeleteReportProps) {
  const { t } = useTranslation();
  const rows = outcomes ?? [];
  const failed = rows.filter((outcome) => !outcome.ok).length;
  const columns: DataTableColumn<DeleteOutcome>[] = [
    {
      id: 'name',
      header: t('list:bulkDelete.report.name'),
      isRowHeader: true,
      cell: (outcome) => outcome.target.label,
    },
    {
      id: 'result',
      header: t('list:bulkDelete.report.result'),
      cell: (outcome) =>
        outcome.ok ? (
          <Badge tone="success">{t('list:bulkDelete.report.deleted')}</Badge>
        ) : (
          <Badge tone="danger">{t('list:bulkDelete.report.failed')}</Badge>
        ),
    },
    {
      id: 'details',
      header: t('list:bulkDelete.report.details'),
      cell: (outcome) =>
        outcome.ok
          ? t('common:values.empty')
          : [
              errorMessage(outcome.error, t),
              outcome.requestId ? t('list:bulkDelete.report.requestId', { id: outcome.requestId }) : '',
            ]
              .filter(Boolean)
              .join(' · '),
    },
  ];
  return (
    <Modal
      isOpen={outcomes !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="large"
      title={t('list:bulkDelete.report.title', { count: failed })}
      closeLabel={t('list:bulkDelete.report.close')}
      footer={
        <Button variant="primary" onPress={onClose}>
          {t('list:bulkDelete.report.close')}
        </Button>
      }
    >
      <p>{t('list:bulkDelete.report.summary', { deleted: rows.length - failed, failed })}</p>
      <DataTable<DeleteOutcome>
        ariaLabel={t('list:bulkDelete.report.table')}
        columns={columns}
        rows={[...rows]}
        getRowId={(outcome) => outcome.target.id}
        status="content"
        stateHeadingLevel={3}
        strings={{
          loading: t('list:state.loading'),
          errorTitle: t('list:state.errorTitle'),
          emptyTitle: t('list:state.noMatchTitle'),
          noMatchTitle: t('list:state.noMatchTitle'),
        }}
      />
    </Modal>
  );
}
