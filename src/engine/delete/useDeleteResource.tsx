// Deleting one record from any engine screen (list row menu, detail page): a danger confirmation — for a
// parent resource (`confirmDeleteByName`) the name must be typed first — then DELETE with If-Match when the
// caller knows the ETag, "Successfully deleted", the resource's cached lists and items dropped, `onDeleted`.
import { useCallback, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useToast } from '@ds/Toast';
import { errorMessage, requestIdNote } from '../errorMessage';
import { useInvalidateResource } from '../useResourceMutations';
import type { AnyResource } from '../types';
import { DeleteResourceDialog, type DeleteTarget } from './DeleteResourceDialog';

export type { DeleteTarget } from './DeleteResourceDialog';

export interface DeleteResourceOptions {
  /** After a successful delete (e.g. the detail page goes back to the list). */
  onDeleted?: () => void;
}

export interface DeleteResource {
  /** Ask to delete this record (opens the confirmation). */
  request(target: DeleteTarget): void;
  /** Render once on the screen: the confirmation dialog. */
  element: ReactNode;
}

export function useDeleteResource(
  resource: AnyResource,
  options: DeleteResourceOptions = {},
): DeleteResource {
  const { t } = useTranslation();
  const params = useParams();
  const toast = useToast();
  const invalidate = useInvalidateResource(resource.name);
  const [target, setTarget] = useState<DeleteTarget | null>(null);
  const [pending, setPending] = useState(false);
  const { onDeleted } = options;
  const remove = resource.operations.delete;

  const confirm = async () => {
    if (!target || !remove) return;
    setPending(true);
    try {
      await remove(target.id, { params, ifMatch: target.etag });
      setTarget(null);
      toast.show({ tone: 'success', title: t('common:success.deleted') });
      onDeleted?.();
      await invalidate();
    } catch (error) {
      // The dialog stays open, so the user can retry or cancel; the toast carries the request id.
      toast.show({ tone: 'error', title: errorMessage(error, t), description: requestIdNote(error, t) });
    } finally {
      setPending(false);
    }
  };

  const request = useCallback((next: DeleteTarget) => setTarget(next), []);

  return {
    request,
    element: (
      <DeleteResourceDialog
        resource={resource}
        target={target}
        isPending={pending}
        onConfirm={() => void confirm()}
        onCancel={() => setTarget(null)}
      />
    ),
  };
}
