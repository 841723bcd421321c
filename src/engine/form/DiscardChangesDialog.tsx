// "Discard unsaved changes?": asked when the user leaves a form they changed (navigation, closing the drawer).
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@ds/ConfirmDialog';

export interface DiscardChangesDialogProps {
  isOpen: boolean;
  onDiscard: () => void;
  onKeepEditing: () => void;
}

export function DiscardChangesDialog({ isOpen, onDiscard, onKeepEditing }: DiscardChangesDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      isOpen={isOpen}
      tone="danger"
      title={t('editing:unsaved.title')}
      confirmLabel={t('editing:unsaved.discard')}
      cancelLabel={t('editing:keepEditing')}
      onConfirm={onDiscard}
      onCancel={onKeepEditing}
    >
      <p>{t('editing:unsaved.body')}</p>
    </ConfirmDialog>
  );
}
