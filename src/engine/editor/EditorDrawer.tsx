// The create / edit / duplicate form in a drawer, for resources without a page for it (no routes.create /
// routes.edit). Loaded lazily (with rjsf) by useResourceEditor. Same controller and body as the page:
// confirmation, If-Match, 412 conflict, server field errors. Closing it (close button, Escape, backdrop,
// Cancel) or navigating away with unsaved changes asks to discard them first.
import { useCallback, useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Drawer } from '@ds/Drawer';
import { FormActions } from '../form/FormActions';
import { ResourceFormBody } from '../form/ResourceFormBody';
import { DiscardChangesDialog } from '../form/DiscardChangesDialog';
import { recordName } from '../form/formValues';
import { resourceText, singularLabel } from '../form/singularLabel';
import { useFormController } from '../form/useFormController';
import { useUnsavedChangesGuard } from '../form/useUnsavedChangesGuard';
import type { AnyResource } from '../types';

/** What the drawer edits: a new record (optionally copied from one), or an existing one. */
export type EditorTarget = { mode: 'create'; duplicateOf?: string } | { mode: 'edit'; id: string };

export interface EditorDrawerProps {
  resource: AnyResource;
  target: EditorTarget;
  /** The drawer is done (saved, or closed without changes / with changes discarded). */
  onClose: () => void;
}

export default function EditorDrawer({ resource, target, onClose }: EditorDrawerProps) {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const formId = useId();
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  const controller = useFormController({
    resource,
    mode: target.mode,
    id: target.mode === 'edit' ? target.id : undefined,
    duplicateOf: target.mode === 'create' ? target.duplicateOf : undefined,
    params,
    onSaved: onClose,
  });
  const guard = useUnsavedChangesGuard(controller.isDirty);
  const { isDirty } = controller;
  const requestClose = useCallback(() => {
    if (isDirty()) setAskingToDiscard(true);
    else onClose();
  }, [isDirty, onClose]);

  const words = { resource: singularLabel(i18n, t, resource.name) };
  const name = recordName(resource, controller.initialValues);
  const title =
    target.mode === 'edit'
      ? resourceText(i18n, t, resource.name, 'form.editTitle', 'editing:modify.heading', words)
      : target.duplicateOf && name
        ? t('editing:duplicate.heading', { name })
        : resourceText(i18n, t, resource.name, 'form.createTitle', 'editing:create.heading', words);

  return (
    <>
      <Drawer
        isOpen
        size="medium"
        title={title}
        closeLabel={t('editing:close')}
        onOpenChange={(open) => {
          if (!open) requestClose();
        }}
        footer={
          controller.load.status === 'ready' ? (
            <FormActions
              resource={resource}
              controller={controller}
              formId={formId}
              onCancel={requestClose}
            />
          ) : undefined
        }
      >
        <ResourceFormBody resource={resource} controller={controller} formId={formId} ariaLabel={title} />
      </Drawer>
      <DiscardChangesDialog
        isOpen={askingToDiscard}
        onDiscard={() => {
          setAskingToDiscard(false);
          onClose();
        }}
        onKeepEditing={() => setAskingToDiscard(false)}
      />
      {guard}
    </>
  );
}
