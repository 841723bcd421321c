// Bulk delete of the selected rows: a confirmation that says how many (and which), then one DELETE per
// record with progress in the dialog, then either the "Successfully deleted" toast (all went) or a report
// of which failed and why. The list is revalidated either way; `onDeleted` gets the ids that are gone.
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@ds/ConfirmDialog';
import { ProgressBar } from '@ds/ProgressBar';
import { useToast } from '@ds/Toast';
import { useInvalidateResource } from '../useResourceMutations';
import type { AnyResource } from '../types';
import { BulkDeleteReport } from './BulkDeleteReport';
import { deleteEach, type DeleteOutcome, type BulkTarget } from './deleteEach';
import { NameList } from './list.styles';

/** Names listed in the confirmation; more are summed up as "and N more". */
const namesShown = 5;

type Phase =
  | { step: 'idle' }
  | { step: 'confirm'; targets: BulkTarget[] }
  | { step: 'running'; targets: BulkTarget[]; done: number }
  | { step: 'report'; outcomes: DeleteOutcome[] };

export function useBulkDelete(resource: AnyResource, onDeleted: (ids: string[]) => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const params = useParams();
  const invalidate = useInvalidateResource(resource.name);
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const remove = resource.operations.delete;

  const run = async (targets: BulkTarget[]) => {
    if (!remove) return;
    setPhase({ step: 'running', targets, done: 0 });
    const outcomes = await deleteEach(
      targets,
      (id) => remove(id, { params }),
      (done) => setPhase({ step: 'running', targets, done }),
    );
    const deleted = outcomes.filter((outcome) => outcome.ok).map((outcome) => outcome.target.id);
    onDeleted(deleted);
    void invalidate();
    if (deleted.length === outcomes.length) {
      setPhase({ step: 'idle' });
      toast.show({ tone: 'success', title: t('common:success.deleted') });
    } else {
      setPhase({ step: 'report', outcomes });
    }
  };

  const targets = phase.step === 'confirm' || phase.step === 'running' ? phase.targets : [];
  const count = targets.length;
  const running = phase.step === 'running' ? phase : null;

  const element = (
    <>
      <ConfirmDialog
        isOpen={phase.step === 'confirm' || phase.step === 'running'}
        tone="danger"
        title={t('list:bulkDelete.title', { count })}
        confirmLabel={t('list:bulkDelete.confirm', { count })}
        cancelLabel={t('common:actions.cancel')}
        isPending={running !== null}
        pendingLabel={t('common:deleting')}
        typeToConfirm={
          resource.confirmDeleteByName
            ? { value: String(count), label: t('list:bulkDelete.typeCount', { count }) }
            : undefined
        }
        onConfirm={() => void run(targets)}
        onCancel={() => setPhase({ step: 'idle' })}
      >
        <p>{t('list:bulkDelete.body', { count })}</p>
        <NameList>
          {targets.slice(0, namesShown).map((target) => (
            <li key={target.id}>{target.label}</li>
          ))}
        </NameList>
        {count > namesShown ? <p>{t('list:bulkDelete.more', { count: count - namesShown })}</p> : null}
        {running ? (
          <ProgressBar
            label={t('list:bulkDelete.progressLabel')}
            value={running.done}
            maxValue={count}
            valueLabel={t('list:bulkDelete.progress', { done: running.done, total: count })}
          />
        ) : null}
      </ConfirmDialog>
      <BulkDeleteReport
        outcomes={phase.step === 'report' ? phase.outcomes : null}
        onClose={() => setPhase({ step: 'idle' })}
      />
    </>
  );

  return {
    canDelete: !!remove,
    request: (selected: BulkTarget[]) => {
      if (selected.length > 0) setPhase({ step: 'confirm', targets: selected });
    },
    element,
  };
}
