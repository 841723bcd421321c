// Generic detail screen: PageHeader titled by the title field, KeyValueList per ui.json `detail.sections`,
// and Delete → ConfirmDialog → DELETE → toast → back to the list.
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@ds/Button';
import { ConfirmDialog } from '@ds/ConfirmDialog';
import { EmptyState } from '@ds/EmptyState';
import { KeyValueList } from '@ds/KeyValueList';
import { Link } from '@ds/Link';
import { PageHeader } from '@ds/PageHeader';
import { useToast } from '@ds/Toast';
import { useApiItem } from '../api/hooks';
import { fieldSchema } from './schema';
import { fieldLabel } from './labels';
import { renderValue } from './format';
import { fillPath } from './routes';
import { errorMessage, requestIdNote } from './errorMessage';
import { useInvalidateResource } from './useResourceMutations';
import { useCanWrite } from './permissions';
import { ForbiddenState, isForbidden } from './ForbiddenState';
import { Section, SectionHeading, Stack } from './layout';
import type { ResourceScreenProps } from './types';

type Row = Record<string, unknown>;

export default function ResourceDetailPage({ resource }: ResourceScreenProps) {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const invalidate = useInvalidateResource(resource.name);
  const { name, ui, schemas, operations, routes } = resource;
  const k = (key: string) => `resources:${name}.${key}`;
  const id = routes.detail ? params[routes.detail.param] : undefined;
  const get = operations.get;

  const { data, error, isLoading } = useApiItem<Row>(id && get ? [name, 'item', params, id] : null, () =>
    get!(id!, { params }),
  );
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const canWrite = useCanWrite(resource);
  const listHref = routes.list ? fillPath(routes.list, params) : undefined;

  if (isForbidden(error)) {
    return (
      <Stack>
        <ForbiddenState
          error={error}
          action={listHref ? <Link href={listHref}>{t(k('backToList'))}</Link> : undefined}
        />
      </Stack>
    );
  }
  if (error) {
    const notFound = error.status === 404;
    return (
      <Stack>
        <EmptyState
          headingLevel={2}
          title={notFound ? t(k('notFound')) : t('errors:somethingWentWrong')}
          description={notFound ? undefined : errorMessage(error, t)}
          action={listHref ? <Link href={listHref}>{t(k('backToList'))}</Link> : undefined}
        />
      </Stack>
    );
  }
  if (isLoading || !data) {
    return (
      <Stack aria-busy="true">
        <PageHeader title={t('common:loading')} />
      </Stack>
    );
  }

  const onDelete = async () => {
    if (!id || !operations.delete) return;
    setDeleting(true);
    try {
      await operations.delete(id, { params });
      setConfirming(false);
      toast.show({ tone: 'success', title: t('common:success.deleted') });
      await invalidate();
      if (listHref) navigate(listHref, { replace: true });
    } catch (err) {
      toast.show({ tone: 'error', title: errorMessage(err, t), description: requestIdNote(err, t) });
    } finally {
      setDeleting(false);
    }
  };

  const title = String(data[ui.detail.titleField] ?? id ?? '');
  const deleteLabel = t(k('actions.delete'));

  return (
    <Stack>
      <PageHeader
        title={title}
        breadcrumbs={listHref ? <Link href={listHref}>{t(k('plural'))}</Link> : undefined}
        actions={
          operations.delete && canWrite ? (
            <Button variant="danger" onPress={() => setConfirming(true)}>
              {deleteLabel}
            </Button>
          ) : undefined
        }
      />
      {ui.detail.sections.map((section) => {
        const headingId = `${name}-section-${section.key}`;
        return (
          <Section key={section.key} aria-labelledby={headingId}>
            <SectionHeading id={headingId}>{t(k(`sections.${section.key}`))}</SectionHeading>
            <KeyValueList
              columns={2}
              items={section.fields.map((field) => {
                const schema = fieldSchema(schemas.record, field, schemas.form);
                return {
                  id: field,
                  label: fieldLabel(i18n, t, name, field, schema),
                  value: renderValue({
                    i18n,
                    t,
                    resource: name,
                    field,
                    schema,
                    value: data[field],
                    asStatus: field === (ui.list.statusField ?? 'status'),
                    statusTones: resource.statusTones,
                  }),
                };
              })}
            />
          </Section>
        );
      })}
      <ConfirmDialog
        isOpen={confirming}
        tone="danger"
        title={t(k('deleteConfirm.title'))}
        confirmLabel={t('common:actions.delete')}
        cancelLabel={t('common:actions.cancel')}
        isPending={deleting}
        pendingLabel={t('common:deleting')}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirming(false)}
      >
        {t(k('deleteConfirm.body'), { name: title })}
      </ConfirmDialog>
    </Stack>
  );
}
