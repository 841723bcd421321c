// CSV / JSON export of the list's current view: every row matching its search, filters and sort (not just
// the page on screen), fetched 100 at a time up to 10,000 rows, with progress and a cancel. CSV has the
// visible columns in their visible order as shown text; JSON has every field as the API returns it.
import { useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@ds/Button';
import { ProgressBar } from '@ds/ProgressBar';
import { useToast } from '@ds/Toast';
import { errorMessage, requestIdNote } from '../errorMessage';
import type { AnyResource, ListQuery } from '../types';
import { toCsv } from './csv';
import { downloadText, exportFileName } from './download';
import { exportRowCap, fetchAllRows } from './fetchAllRows';
import { ExportPanel } from './list.styles';
import type { ListColumn, Row } from './useListColumns';

export type ExportFormat = 'csv' | 'json';

interface Running {
  format: ExportFormat;
  fetched: number;
  total: number;
}

export function useListExport(resource: AnyResource, query: ListQuery, columns: readonly ListColumn[]) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const params = useParams();
  const [running, setRunning] = useState<Running | null>(null);
  const controller = useRef<AbortController | null>(null);
  const list = resource.operations.list;
  const plural = t(`resources:${resource.name}.plural`);
  const count = (n: number) => new Intl.NumberFormat(i18n.language).format(n);

  const start = async (format: ExportFormat) => {
    if (!list || controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    setRunning({ format, fetched: 0, total: 0 });
    try {
      const result = await fetchAllRows<Row>(
        list,
        query,
        { params, signal: abort.signal },
        (fetched, total) => setRunning({ format, fetched, total }),
      );
      const text =
        format === 'csv'
          ? toCsv(
              columns.map((column) => column.label),
              result.rows.map((row) => columns.map((column) => column.text(row))),
            )
          : `${JSON.stringify(result.rows, null, 2)}\n`;
      // The byte-order mark lets spreadsheet programs read the CSV as UTF-8 (Vietnamese, German letters).
      downloadText(
        exportFileName(resource.name, format, new Date()),
        format === 'csv' ? `\uFEFF${text}` : text,
        format === 'csv' ? 'text/csv;charset=utf-8' : 'application/json',
      );
      if (result.truncated) {
        toast.show({
          tone: 'warning',
          duration: 'long',
          title: t('list:export.capped', { cap: count(exportRowCap), total: count(result.total) }),
          description: t('list:export.cappedHint', { cap: count(exportRowCap) }),
        });
      } else {
        toast.show({ tone: 'success', title: t('list:export.done', { count: result.rows.length }) });
      }
    } catch (error) {
      if (abort.signal.aborted) toast.show({ tone: 'info', title: t('list:export.cancelled') });
      else {
        toast.show({
          tone: 'error',
          title: t('list:export.failed', { message: errorMessage(error, t) }),
          description: requestIdNote(error, t),
        });
      }
    } finally {
      controller.current = null;
      setRunning(null);
    }
  };

  const cancel = () => controller.current?.abort();

  const element = running ? (
    <ExportPanel role="group" aria-label={t('list:export.progressLabel', { resource: plural })}>
      <ProgressBar
        label={t(`list:export.running.${running.format}`, { resource: plural })}
        value={running.fetched}
        maxValue={Math.max(1, running.total)}
        isIndeterminate={running.total === 0}
        valueLabel={
          running.total > 0
            ? t('list:export.progress', { fetched: count(running.fetched), total: count(running.total) })
            : undefined
        }
      />
      <Button size="small" onPress={cancel}>
        {t('list:export.cancel')}
      </Button>
    </ExportPanel>
  ) : null;

  return {
    canExport: !!list,
    isRunning: running !== null,
    start: (format: ExportFormat) => void start(format),
    cancel,
    element,
  };
}
