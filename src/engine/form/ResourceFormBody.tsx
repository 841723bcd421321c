// The body every create / edit form shares (page and drawer): the load states (loading, not found, not
// permitted, failed with a retry), the schema form, and the dialogs of its controller (confirm the submit, resolve a 412).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@ds/EmptyState';
import { isApiError } from '../../api/errors';
import { PropagationNotice } from '../PropagationNotice';
import { ResourceForm } from '../rjsf/ResourceForm';
import { ForbiddenState, isForbidden } from '../ForbiddenState';
import { LoadFailed } from '../LoadFailed';
import type { AnyResource } from '../types';
import { ConflictDialog } from './ConflictDialog';
import { SubmitConfirmDialog } from './SubmitConfirmDialog';
import { resourceText } from './singularLabel';
import type { FormController } from './useFormController';

export interface ResourceFormBodyProps {
  resource: AnyResource;
  controller: FormController;
  /** The <form>'s id: submit buttons outside it (a drawer footer) name it. */
  formId: string;
  /** Accessible name of the form landmark. */
  ariaLabel: string;
  /** Buttons rendered under the form's fields (the page); the drawer puts them in its footer. */
  actions?: ReactNode;
  /** Offered in the not-found and error states (e.g. a link back to the list). */
  backAction?: ReactNode;
}

export function ResourceFormBody({
  resource,
  controller,
  formId,
  ariaLabel,
  actions,
  backAction,
}: ResourceFormBodyProps) {
  const { t, i18n } = useTranslation();
  const { load } = controller;

  if (load.status === 'loading') return <p aria-busy="true">{t('editing:loadingRecord')}</p>;
  if (load.status === 'failed') {
    if (isForbidden(load.error)) return <ForbiddenState error={load.error} action={backAction} />;
    if (isApiError(load.error) && load.error.status === 404) {
      return (
        <EmptyState
          headingLevel={2}
          title={resourceText(i18n, t, resource.name, 'notFound', 'editing:notFound', {})}
          action={backAction}
        />
      );
    }
    return (
      <LoadFailed error={load.error} onRetry={controller.retryLoad}>
        {backAction}
      </LoadFailed>
    );
  }
  return (
    <>
      <ResourceForm
        key={controller.formKey}
        id={formId}
        resource={resource}
        validateFns={load.validateFns}
        initialValues={controller.initialValues}
        fieldErrors={controller.fieldErrors}
        onChange={controller.onChange}
        onSubmit={controller.onSubmit}
        ariaLabel={ariaLabel}
      />
      {/* Outside the keyed form (its submit button names the form by id): a reload after a conflict
          remounts the form, not the buttons, so focus and their busy state stay put. */}
      {/* Beside the save action: a saved change is not live at once (SPEC §1), where it goes live at all. */}
      {resource.propagates === false ? null : <PropagationNotice />}
      {actions}
      <SubmitConfirmDialog
        resource={resource}
        mode={controller.mode}
        values={controller.pendingValues}
        onConfirm={controller.confirm}
        onCancel={controller.cancelConfirm}
      />
      <ConflictDialog
        resource={resource}
        isOpen={controller.conflict !== null}
        current={controller.conflict?.current}
        onReload={controller.reload}
        onOverwrite={controller.overwrite}
        onKeepEditing={controller.dismissConflict}
      />
    </>
  );
}
