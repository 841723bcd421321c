// The delete confirmation of one record: danger tone, the resource's own words when its locale has
// `deleteConfirm.title/body`, else the generic ones; a parent resource asks for the name to be typed.
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@ds/ConfirmDialog';
import { resourceText, singularLabel } from '../form/singularLabel';
import type { AnyResource } from '../types';

export interface DeleteTarget {
  id: string;
  /** What the user sees the record as (its title field); typed to confirm for parent resources. */
  name: string;
  /** The ETag the record was read at, sent as If-Match. */
  etag?: string;
}

export interface DeleteResourceDialogProps {
  resource: AnyResource;
  /** The record to delete; null keeps the dialog closed. */
  target: DeleteTarget | null;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeleteResourceDialog({
  resource,
  target,
  isPending,
  onConfirm,
  onCancel,
}: DeleteResourceDialogProps) {
  const { t, i18n } = useTranslation();
  const name = target?.name ?? '';
  // A record without a display name is confirmed by its id.
  const typedName = name || (target?.id ?? '');
  const words = { name, resource: singularLabel(i18n, t, resource.name) };
  const text = (key: string) =>
    resourceText(i18n, t, resource.name, `deleteConfirm.${key}`, `editing:delete.${key}`, words);
  const confirmKey = `resources:${resource.name}.actions.delete`;
  return (
    <ConfirmDialog
      isOpen={target !== null}
      tone="danger"
      title={text('title')}
      confirmLabel={i18n.exists(confirmKey) ? t(confirmKey) : t('editing:delete.confirm')}
      cancelLabel={t('common:actions.cancel')}
      isPending={isPending}
      pendingLabel={t('common:deleting')}
      typeToConfirm={
        resource.confirmDeleteByName && target
          ? {
              value: typedName,
              label: t('editing:delete.typeName', { name: typedName }),
              description: t('editing:delete.typeNameDescription'),
            }
          : undefined
      }
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{text('body')}</p>
    </ConfirmDialog>
  );
}
