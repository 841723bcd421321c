// SPEC §5: creating and modifying ask for confirmation. Generic words naming the resource (its singular) and
// the record (its title field), in a normal-toned dialog whose confirm button has the initial focus. It closes
// on confirm; the form's submit button then shows the save in progress (focus returns there), so nothing
// announces a busy button that is about to disappear.
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@ds/ConfirmDialog';
import type { AnyResource } from '../types';
import { recordName } from './formValues';
import { singularLabel } from './singularLabel';
import type { FormMode } from './useFormController';

export interface SubmitConfirmDialogProps {
  resource: AnyResource;
  mode: FormMode;
  /** The values about to be sent; null keeps the dialog closed. */
  values: Record<string, unknown> | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function SubmitConfirmDialog({
  resource,
  mode,
  values,
  onConfirm,
  onCancel,
}: SubmitConfirmDialogProps) {
  const { t, i18n } = useTranslation();
  const kind = mode === 'edit' ? 'modify' : 'create';
  const name = recordName(resource, values ?? undefined);
  const words = { resource: singularLabel(i18n, t, resource.name), name };
  return (
    <ConfirmDialog
      isOpen={values !== null}
      title={t(`editing:${kind}.title`, words)}
      confirmLabel={t(`editing:${kind}.confirm`)}
      cancelLabel={t('editing:keepEditing')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{t(name ? `editing:${kind}.body` : `editing:${kind}.bodyUnnamed`, words)}</p>
    </ConfirmDialog>
  );
}
