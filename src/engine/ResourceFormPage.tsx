// Generic create / edit page (loaded lazily with rjsf). One module serves both: it edits when the URL names a
// record to edit (the edit route's id parameter, or a detail page in edit mode: `editedId`), otherwise it
// creates — prefilled from a record when the create URL says `?duplicate=<id>`. The controller (engine/form) does the rest: confirm,
// save with If-Match, 412 conflict, server field errors; leaving with unsaved changes asks first.
import { useCallback, useId } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@ds/EmptyState';
import { Link } from '@ds/Link';
import { PageHeader } from '@ds/PageHeader';
import { detailHref, duplicateParam, editedId, listHref as listHrefOf } from './routes';
import { useCanWrite } from './permissions';
import { useResourceBreadcrumbs } from './breadcrumbs';
import { Actions, Stack } from './layout';
import { FormActions } from './form/FormActions';
import { ResourceFormBody } from './form/ResourceFormBody';
import { recordName } from './form/formValues';
import { resourceText, singularLabel } from './form/singularLabel';
import { useFormController } from './form/useFormController';
import { useUnsavedChangesGuard } from './form/useUnsavedChangesGuard';
import type { ResourceScreenProps } from './types';

type Data = Record<string, unknown>;

export default function ResourceFormPage({ resource }: ResourceScreenProps) {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const canWrite = useCanWrite(resource);
  const formId = useId();
  const { routes, idField = 'id' } = resource;
  const editId = editedId(resource, params, search);
  const mode = editId ? 'edit' : 'create';
  const duplicateOf = mode === 'create' ? (search.get(duplicateParam) ?? undefined) : undefined;
  const listHref = listHrefOf(resource, params);
  // Cancel returns where the form was opened from: the record's detail page when it is edited there.
  const cancelHref = editId && !routes.edit ? detailHref(resource, editId, params) : listHref;
  // Values implied by the route (e.g. `vod` for /add/vod); the controller reads them when the form loads.
  const routeValues =
    mode === 'create' ? (routes.create?.initialValues?.(params) as Data | undefined) : undefined;

  const onSaved = useCallback(
    (record: Data) => {
      const id = String(record[idField] ?? editId ?? '');
      navigate(detailHref(resource, id, params) ?? listHref ?? '/', { replace: true });
    },
    [resource, idField, editId, params, listHref, navigate],
  );
  const controller = useFormController({
    resource,
    mode,
    id: editId,
    duplicateOf,
    params,
    routeValues,
    onSaved,
  });
  const guard = useUnsavedChangesGuard(controller.isDirty);

  const name = recordName(resource, controller.initialValues);
  const resourceWords = { resource: singularLabel(i18n, t, resource.name) };
  const title =
    controller.load.status === 'loading' && (editId || duplicateOf)
      ? t('common:loading')
      : mode === 'edit'
        ? resourceText(i18n, t, resource.name, 'form.editTitle', 'editing:modify.heading', resourceWords)
        : duplicateOf && name
          ? t('editing:duplicate.heading', { name })
          : resourceText(i18n, t, resource.name, 'form.createTitle', 'editing:create.heading', resourceWords);
  const breadcrumbs = useResourceBreadcrumbs(resource, { current: title });
  const backToList = listHref ? (
    <Link href={listHref}>
      {resourceText(i18n, t, resource.name, 'backToList', 'editing:backToList', {})}
    </Link>
  ) : undefined;

  if (!canWrite) {
    return (
      <Stack>
        <PageHeader title={title} breadcrumbs={breadcrumbs} />
        <EmptyState
          headingLevel={2}
          title={t('errors:pages.notAuthorized.title')}
          description={t('errors:pages.notAuthorized.description')}
          action={backToList}
        />
      </Stack>
    );
  }
  const description =
    mode === 'create' && i18n.exists(`resources:${resource.name}.form.createDescription`)
      ? t(`resources:${resource.name}.form.createDescription`)
      : undefined;
  return (
    <Stack>
      <PageHeader title={title} description={description} breadcrumbs={breadcrumbs} />
      <ResourceFormBody
        resource={resource}
        controller={controller}
        formId={formId}
        ariaLabel={title}
        backAction={backToList}
        actions={
          <Actions>
            <FormActions
              resource={resource}
              controller={controller}
              formId={formId}
              onCancel={cancelHref ? () => navigate(cancelHref) : undefined}
            />
          </Actions>
        }
      />
      {guard}
    </Stack>
  );
}
