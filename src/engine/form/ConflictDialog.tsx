// A 412 on save: someone else changed the record since it was read. The user chooses: reload (discard my
// edits, take the current record and ETag) or overwrite (send my values again against the current ETag).
// Escape or "Keep editing" closes it with nothing lost.
import { useTranslation } from 'react-i18next';
import { Button } from '@ds/Button';
import { Modal } from '@ds/Modal';
import type { AnyResource } from '../types';
import { recordName } from './formValues';
import { singularLabel } from './singularLabel';

export interface ConflictDialogProps {
  resource: AnyResource;
  isOpen: boolean;
  /** The record as it is now (from the 412), to name it. */
  current: unknown;
  onReload: () => void;
  onOverwrite: () => void;
  onKeepEditing: () => void;
}

export function ConflictDialog({
  resource,
  isOpen,
  current,
  onReload,
  onOverwrite,
  onKeepEditing,
}: ConflictDialogProps) {
  const { t, i18n } = useTranslation();
  const record = current && typeof current === 'object' ? (current as Record<string, unknown>) : undefined;
  const name = recordName(resource, record);
  const words = { resource: singularLabel(i18n, t, resource.name), name };
  return (
    <Modal
      role="alertdialog"
      size="small"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onKeepEditing();
      }}
      title={t('editing:conflict.title')}
      footer={
        <>
          <Button onPress={onKeepEditing}>{t('editing:keepEditing')}</Button>
          <Button onPress={onReload}>{t('editing:conflict.reload')}</Button>
          <Button variant="primary" onPress={onOverwrite}>
            {t('editing:conflict.overwrite')}
          </Button>
        </>
      }
    >
      <p>{t(name ? 'editing:conflict.body' : 'editing:conflict.bodyUnnamed', words)}</p>
      <p>{t('editing:conflict.choice')}</p>
    </Modal>
  );
}
