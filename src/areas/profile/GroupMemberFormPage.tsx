// Add and edit a group member (SPEC §2 /profile-management/group-member/add and edit/{id}).
// Adding checks the username and email first (POST /verify_username_and_email, SPEC §5) and invites only
// when both are free; a taken one is said on its field. Editing changes the name and role only: the username
// and email belong to the person, so they are shown but not editable. Both ask for confirmation (SPEC §5).
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert } from '@ds/Alert';
import { Button } from '@ds/Button';
import { EmptyState } from '@ds/EmptyState';
import { Link } from '@ds/Link';
import { PageHeader } from '@ds/PageHeader';
import { Select } from '@ds/Select';
import { Skeleton } from '@ds/Skeleton';
import { TextField } from '@ds/TextField';
import { useToast } from '@ds/Toast';
import { isApiError } from '../../api/errors';
import { isCancelled } from '../../api/cancelled';
import { errorMessage, requestIdNote } from '../../engine/errorMessage';
import { useResourceBreadcrumbs } from '../../engine/breadcrumbs';
import { Actions, FormColumn, Stack } from '../../engine/layout';
import { useWriteAccess } from '../../engine/permissions';
import { useInvalidateResource } from '../../engine/useResourceMutations';
import { SubmitConfirmDialog } from '../../engine/form/SubmitConfirmDialog';
import type { ResourceScreenProps } from '../../engine/types';
import { getMember, verifyUsernameAndEmail, type Member } from './profileApi';
import { memberFieldErrors, type MemberErrors, type MemberValues } from './memberValidation';
import { profilePaths } from './paths';

const emptyValues: MemberValues = { username: '', email: '', full_name: '', role: 'customer' };

type Load = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; etag?: string };

export default function GroupMemberFormPage({ resource }: ResourceScreenProps) {
  const { t } = useTranslation('profile');
  const { id } = useParams();
  const mode = id ? 'edit' : 'create';
  const navigate = useNavigate();
  const toast = useToast();
  const invalidate = useInvalidateResource(resource.name);
  const access = useWriteAccess(resource);
  const formId = useId();
  const [values, setValues] = useState<MemberValues>(emptyValues);
  const [errors, setErrors] = useState<MemberErrors>({});
  const [load, setLoad] = useState<Load>(id ? { status: 'loading' } : { status: 'ready' });
  const [confirming, setConfirming] = useState<MemberValues | null>(null);
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    getMember(id, controller.signal).then(
      ({ record, etag }) => {
        if (isCancelled(record)) return;
        const member = record as Member;
        setValues({
          username: member.username,
          email: member.email,
          full_name: member.full_name,
          role: member.role,
        });
        setLoad({ status: 'ready', etag });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [id, attempt]);

  const title = t(mode === 'edit' ? 'groupMember.editTitle' : 'groupMember.addTitle');
  const breadcrumbs = useResourceBreadcrumbs(resource, { current: title });
  const back = <Link href={profilePaths.groupMembers}>{t('groupMember.backToList')}</Link>;

  if (!access.allowed) {
    return (
      <Stack>
        <PageHeader title={title} breadcrumbs={breadcrumbs} />
        <EmptyState
          headingLevel={2}
          title={t('groupMember.readOnlyTitle')}
          description={access.reason}
          action={back}
        />
      </Stack>
    );
  }

  const set = (field: keyof MemberValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = memberFieldErrors(values, mode, t);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setConfirming(values);
  };

  const save = async (input: MemberValues) => {
    setConfirming(null);
    setSaving(true);
    try {
      if (mode === 'create') {
        const check = await verifyUsernameAndEmail(input.username, input.email);
        if (isCancelled(check)) return;
        if (!check.username_available || !check.email_available) {
          setErrors({
            username: check.username_available ? undefined : t('groupMember.usernameTaken'),
            email: check.email_available ? undefined : t('groupMember.emailTaken'),
          });
          return;
        }
        await resource.operations.create!(
          { username: input.username, email: input.email, full_name: input.full_name, role: input.role },
          { params: {} },
        );
      } else {
        await resource.operations.update!(
          id!,
          { full_name: input.full_name, role: input.role },
          { params: {}, ifMatch: load.status === 'ready' ? load.etag : undefined },
        );
      }
      toast.show({
        tone: 'success',
        title: t(mode === 'edit' ? 'common:success.updated' : 'groupMember.invited'),
      });
      await invalidate();
      navigate(profilePaths.groupMembers, { replace: true });
    } catch (error) {
      if (isApiError(error) && error.fieldErrors.length > 0) {
        const next: MemberErrors = {};
        for (const fieldError of error.fieldErrors) {
          const field = fieldError.path.split('/').pop() as keyof MemberValues;
          if (field in emptyValues) next[field] = fieldError.message;
        }
        setErrors(next);
      }
      toast.show({ tone: 'error', title: errorMessage(error, t), description: requestIdNote(error, t) });
    } finally {
      setSaving(false);
    }
  };

  if (load.status === 'loading') {
    return (
      <Stack aria-busy="true">
        <PageHeader title={t('common:loading')} breadcrumbs={breadcrumbs} />
        <Skeleton lines={4} />
      </Stack>
    );
  }
  if (load.status === 'error') {
    return (
      <Stack>
        <PageHeader title={title} breadcrumbs={breadcrumbs} />
        <Alert
          tone="error"
          title={errorMessage(load.error, t)}
          action={
            <Button size="small" onPress={() => setAttempt((n) => n + 1)}>
              {t('common:actions.retry')}
            </Button>
          }
        >
          {requestIdNote(load.error, t)}
        </Alert>
        {back}
      </Stack>
    );
  }

  const roles = [
    { id: 'customer', label: t('resources:group_member.values.role.customer') },
    { id: 'administrator', label: t('resources:group_member.values.role.administrator') },
  ];
  return (
    <Stack>
      <PageHeader
        title={title}
        description={t(mode === 'edit' ? 'groupMember.editDescription' : 'groupMember.addDescription')}
        breadcrumbs={breadcrumbs}
      />
      <form id={formId} onSubmit={submit} noValidate aria-label={title}>
        <FormColumn>
          <TextField
            label={t('resources:group_member.fields.username')}
            description={mode === 'create' ? t('groupMember.usernameHint') : undefined}
            value={values.username}
            onChange={set('username')}
            isReadOnly={mode === 'edit'}
            isRequired={mode === 'create'}
            isInvalid={!!errors.username}
            errorMessage={errors.username}
            autoComplete="off"
            maxLength={64}
          />
          <TextField
            label={t('resources:group_member.fields.email')}
            type="email"
            value={values.email}
            onChange={set('email')}
            isReadOnly={mode === 'edit'}
            isRequired={mode === 'create'}
            isInvalid={!!errors.email}
            errorMessage={errors.email}
            autoComplete="off"
            maxLength={254}
          />
          <TextField
            label={t('resources:group_member.fields.full_name')}
            value={values.full_name}
            onChange={set('full_name')}
            isInvalid={!!errors.full_name}
            errorMessage={errors.full_name}
            maxLength={200}
          />
          <Select
            label={t('resources:group_member.fields.role')}
            items={roles}
            placeholder={t('groupMember.chooseRole')}
            value={values.role}
            onChange={(role) => role && set('role')(role)}
            isRequired
          />
        </FormColumn>
        <Actions>
          <Button type="submit" variant="primary" isPending={saving} pendingLabel={t('common:saving')}>
            {t(mode === 'edit' ? 'groupMember.save' : 'groupMember.invite')}
          </Button>
          <Button onPress={() => navigate(profilePaths.groupMembers)}>{t('common:actions.cancel')}</Button>
        </Actions>
      </form>
      <SubmitConfirmDialog
        resource={resource}
        mode={mode}
        values={confirming as Record<string, unknown> | null}
        onConfirm={() => confirming && void save(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}
