// /iam-management/resources-groups/add (SPEC §2): a resource group inside a project — the project picked from
// the tenant's projects (the one in use first), then a name and a description. Creating asks for confirmation
// (SPEC §5); a refused name is said on its field and what was typed stays; saving opens the new group.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@ds/Alert';
import { Button } from '@ds/Button';
import { EmptyState } from '@ds/EmptyState';
import { Link } from '@ds/Link';
import { PageHeader } from '@ds/PageHeader';
import { Select } from '@ds/Select';
import { TextArea } from '@ds/TextArea';
import { TextField } from '@ds/TextField';
import { useToast } from '@ds/Toast';
import { api } from '../../api/client';
import { cdnEnvelope } from '../../api/adapters';
import { isApiError } from '../../api/errors';
import { useApiItem } from '../../api/hooks';
import { getProjectId } from '../../api/session';
import { errorMessage, requestIdNote } from '../../engine/errorMessage';
import { useResourceBreadcrumbs } from '../../engine/breadcrumbs';
import { SubmitConfirmDialog } from '../../engine/form/SubmitConfirmDialog';
import { Actions, FormColumn, Stack } from '../../engine/layout';
import { useWriteAccess } from '../../engine/permissions';
import { detailHref, listHref } from '../../engine/routes';
import { useInvalidateResource } from '../../engine/useResourceMutations';
import type { ResourceScreenProps } from '../../engine/types';
import type { ResourceGroup } from './resourceGroupResource';

const fields = ['name', 'description', 'project_id'] as const;
type Field = (typeof fields)[number];
type Values = Record<Field, string>;
/** The contract's TenantResourceGroupName. */
const NAME = /^[A-Za-z0-9][A-Za-z0-9 ._-]*$/;

export default function ResourceGroupAddPage({ resource }: ResourceScreenProps) {
  const { t } = useTranslation();
  const k = (key: string) => t(`resources:resource_group.${key}`);
  const navigate = useNavigate();
  const toast = useToast();
  const invalidate = useInvalidateResource(resource.name);
  const access = useWriteAccess(resource);
  const [values, setValues] = useState<Values>({ name: '', description: '', project_id: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const projects = useApiItem(['project', 'choices'], async () =>
    cdnEnvelope.list(
      await api().main.GET('/tenant/projects', { params: { query: { per_page: 100, sort_by: 'name' } } }),
    ),
  );
  const title = k('form.createTitle');
  const breadcrumbs = useResourceBreadcrumbs(resource, { current: title });
  const back = listHref(resource, {}) ?? '/iam-management/project';
  const items = (projects.data?.items ?? []).map((p) => ({ id: p.id, label: p.name }));
  // The project in use, else the default one, until the user picks.
  const inUse = getProjectId();
  const fallback =
    items.find((p) => p.id === inUse)?.id ??
    projects.data?.items.find((p) => p.is_default)?.id ??
    items[0]?.id ??
    '';
  const projectId = values.project_id || fallback;

  if (!access.allowed) {
    return (
      <Stack>
        <PageHeader title={title} breadcrumbs={breadcrumbs} />
        <EmptyState
          headingLevel={2}
          title={k('form.readOnlyTitle')}
          description={access.reason}
          action={<Link href={back}>{k('backToList')}</Link>}
        />
      </Stack>
    );
  }

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    const name = values.name.trim();
    if (!name) found.name = t('errors:validation.required');
    else if (!NAME.test(name)) found.name = k('descriptions.name');
    if (!projectId) found.project_id = t('errors:validation.required');
    setErrors(found);
    if (!Object.values(found).some(Boolean)) setConfirming(true);
  };

  const save = async () => {
    setConfirming(false);
    setSaving(true);
    try {
      const created = (await resource.operations.create!(
        { name: values.name.trim(), description: values.description, project_id: projectId },
        { params: {} },
      )) as ResourceGroup;
      toast.show({ tone: 'success', title: t('common:success.added') });
      await invalidate();
      navigate(detailHref(resource, created.id) ?? back, { replace: true });
    } catch (error) {
      if (isApiError(error)) {
        const next: Partial<Record<Field, string>> = {};
        for (const { path, message } of error.fieldErrors) {
          const field = path.replace(/^\/body/, '').split('/')[1] as Field | undefined;
          if (field && fields.includes(field)) next[field] = message;
        }
        setErrors(next);
      }
      toast.show({ tone: 'error', title: errorMessage(error, t), description: requestIdNote(error, t) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack>
      <PageHeader title={title} description={k('form.createDescription')} breadcrumbs={breadcrumbs} />
      {projects.error ? (
        <Alert
          tone="error"
          title={errorMessage(projects.error, t)}
          action={
            <Button size="small" onPress={() => void projects.mutate()}>
              {t('common:actions.retry')}
            </Button>
          }
        >
          {requestIdNote(projects.error, t)}
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate aria-label={title}>
        <FormColumn>
          <Select
            label={k('fields.project_id')}
            description={k('descriptions.project_id')}
            placeholder={k('form.chooseProject')}
            items={items}
            value={projectId || null}
            onChange={(id) => set('project_id')(id ?? '')}
            isRequired
            isDisabled={!projects.data}
            isInvalid={!!errors.project_id}
            errorMessage={errors.project_id}
            name="project_id"
          />
          <TextField
            label={k('fields.name')}
            description={k('descriptions.name')}
            placeholder={k('placeholders.name')}
            value={values.name}
            onChange={set('name')}
            isRequired
            isInvalid={!!errors.name}
            errorMessage={errors.name}
            maxLength={100}
            name="name"
            autoComplete="off"
          />
          <TextArea
            label={k('fields.description')}
            value={values.description}
            onChange={set('description')}
            isInvalid={!!errors.description}
            errorMessage={errors.description}
            maxLength={500}
            rows={3}
            name="description"
          />
        </FormColumn>
        <Actions>
          <Button type="submit" variant="primary" isPending={saving} pendingLabel={t('common:saving')}>
            {k('actions.create')}
          </Button>
          <Button onPress={() => navigate(back)}>{t('common:actions.cancel')}</Button>
        </Actions>
      </form>
      <SubmitConfirmDialog
        resource={resource}
        mode="create"
        values={confirming ? { name: values.name.trim() } : null}
        onConfirm={() => void save()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
