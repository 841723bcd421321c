// Generic create screen (loaded lazily with rjsf): PageHeader, the schema form, submit → create →
// "Successfully added" → the new record's detail page. Server field errors land on their fields.
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@ds/Button';
import { EmptyState } from '@ds/EmptyState';
import { Link } from '@ds/Link';
import { PageHeader } from '@ds/PageHeader';
import { useToast } from '@ds/Toast';
import { isApiError, type FieldError } from '../api/errors';
import { ResourceForm } from './rjsf/ResourceForm';
import { detailHref, fillPath } from './routes';
import { errorMessage, requestIdNote } from './errorMessage';
import { useInvalidateResource } from './useResourceMutations';
import { useCanWrite } from './permissions';
import { Actions, Stack } from './layout';
import type { ResourceScreenProps, ValidatorFunctions } from './types';

type Data = Record<string, unknown>;

export default function ResourceFormPage({ resource }: ResourceScreenProps) {
  const { t } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const invalidate = useInvalidateResource(resource.name);
  const [validateFns, setValidateFns] = useState<ValidatorFunctions | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldError[]>([]);
  const canWrite = useCanWrite(resource);
  const k = (key: string) => `resources:${resource.name}.${key}`;
  const create = resource.routes.create;
  const listHref = resource.routes.list ? fillPath(resource.routes.list, params) : undefined;

  useEffect(() => {
    let live = true;
    resource.schemas.loadValidators().then(
      (module) => {
        if (live) setValidateFns(() => module.validateFns);
      },
      () => {
        if (live) toast.show({ tone: 'error', title: t('errors:somethingWentWrong') });
      },
    );
    return () => {
      live = false;
    };
  }, [resource, toast, t]);

  const onSubmit = async (data: Data) => {
    if (!resource.operations.create) return;
    setSubmitting(true);
    setFieldErrors([]);
    try {
      const created = (await resource.operations.create(data, { params })) as Data;
      toast.show({ tone: 'success', title: t('common:success.added') });
      await invalidate();
      const id = String(created[resource.idField ?? 'id'] ?? '');
      navigate(detailHref(resource, id, params) ?? listHref ?? '/', { replace: true });
    } catch (error) {
      if (isApiError(error) && error.fieldErrors.length > 0) setFieldErrors(error.fieldErrors);
      toast.show({ tone: 'error', title: errorMessage(error, t), description: requestIdNote(error, t) });
    } finally {
      setSubmitting(false);
    }
  };

  const title = t(k('form.createTitle'));
  if (!canWrite) {
    return (
      <Stack>
        <PageHeader title={title} />
        <EmptyState
          headingLevel={2}
          title={t('errors:pages.notAuthorized.title')}
          description={t('errors:pages.notAuthorized.description')}
          action={listHref ? <Link href={listHref}>{t(k('backToList'))}</Link> : undefined}
        />
      </Stack>
    );
  }
  return (
    <Stack>
      <PageHeader
        title={title}
        description={t(k('form.createDescription'))}
        breadcrumbs={listHref ? <Link href={listHref}>{t(k('plural'))}</Link> : undefined}
      />
      {validateFns ? (
        <ResourceForm
          resource={resource}
          validateFns={validateFns}
          initialValues={create?.initialValues?.(params) as Data | undefined}
          fieldErrors={fieldErrors}
          onChange={() => {
            if (fieldErrors.length > 0) setFieldErrors([]);
          }}
          onSubmit={(data) => void onSubmit(data)}
          ariaLabel={title}
        >
          <Actions>
            <Button type="submit" variant="primary" isPending={submitting} pendingLabel={t('common:saving')}>
              {t(k('actions.create'))}
            </Button>
            {listHref ? (
              <Button onPress={() => navigate(listHref)}>{t('common:actions.cancel')}</Button>
            ) : null}
          </Actions>
        </ResourceForm>
      ) : (
        <p aria-busy="true">{t('common:loading')}</p>
      )}
    </Stack>
  );
}
