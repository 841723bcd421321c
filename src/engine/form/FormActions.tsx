// Submit and cancel of a resource form. The submit button names its form by id, so the same buttons work
// inside the form (page) and outside it (the drawer's footer).
import { useTranslation } from 'react-i18next';
import { Button } from '@ds/Button';
import type { AnyResource } from '../types';
import { resourceText } from './singularLabel';
import type { FormController } from './useFormController';

export interface FormActionsProps {
  resource: AnyResource;
  controller: FormController;
  formId: string;
  onCancel?: () => void;
}

export function FormActions({ resource, controller, formId, onCancel }: FormActionsProps) {
  const { t, i18n } = useTranslation();
  const submitLabel =
    controller.mode === 'edit'
      ? t('editing:modify.submit')
      : resourceText(i18n, t, resource.name, 'actions.create', 'editing:create.submit', {});
  return (
    <>
      <Button
        type="submit"
        form={formId}
        variant="primary"
        isDisabled={controller.load.status !== 'ready'}
        isPending={controller.submitting}
        pendingLabel={t('common:saving')}
      >
        {submitLabel}
      </Button>
      {onCancel ? <Button onPress={onCancel}>{t('common:actions.cancel')}</Button> : null}
    </>
  );
}
