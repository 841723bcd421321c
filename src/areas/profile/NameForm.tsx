// Change one's own full name. The provider keeps it on the member record (PUT /tenant/member/{id}, read first
// for its ETag), which needs iam:write: without it the field stays visible but disabled, with the reason.
// After saving, the profile is fetched again so the top bar shows the new name.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@ds/Alert';
import { Button } from '@ds/Button';
import { Card } from '@ds/Card';
import { Skeleton } from '@ds/Skeleton';
import { TextField } from '@ds/TextField';
import { useToast } from '@ds/Toast';
import { fetchProfile } from '../../api/auth';
import { isApiError } from '../../api/errors';
import { isCancelled } from '../../api/cancelled';
import { useApiItem, useSession } from '../../api/hooks';
import { hasPermission } from '../../api/session';
import { errorMessage, requestIdNote } from '../../engine/errorMessage';
import { Actions, FormColumn } from '../../engine/layout';
import { getMember, updateMember } from './profileApi';

export function NameForm() {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const { profile } = useSession();
  const allowed = hasPermission(profile, 'iam', 'write');
  const id = profile?.id;
  const member = useApiItem(allowed && id ? ['profile', 'member', id] : null, () => getMember(id!));
  // What the person typed; null shows the stored name (so a reload or a save shows the server's value).
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const loaded = member.data && !isCancelled(member.data.record) ? member.data : undefined;
  const name = draft ?? loaded?.record.full_name ?? profile?.full_name ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!loaded || !id) return;
    if (name.length > 200) {
      setError(t('errors:validation.maxLength', { limit: 200 }));
      return;
    }
    setSaving(true);
    try {
      const saved = await updateMember(id, { full_name: name.trim(), role: loaded.record.role }, loaded.etag);
      await member.mutate(saved, { revalidate: false });
      setDraft(null);
      await fetchProfile();
      toast.show({ tone: 'success', title: t('common:success.updated') });
    } catch (failure) {
      const field = isApiError(failure)
        ? failure.fieldErrors.find((f) => f.path.endsWith('full_name'))
        : undefined;
      setError(field?.message);
      if (isApiError(failure) && failure.status === 412) void member.mutate();
      toast.show({ tone: 'error', title: errorMessage(failure, t), description: requestIdNote(failure, t) });
    } finally {
      setSaving(false);
    }
  };

  const field = (
    <TextField
      label={t('name.label')}
      value={name}
      onChange={(value) => {
        setDraft(value);
        setError(undefined);
      }}
      isDisabled={!allowed || !loaded}
      isInvalid={!!error}
      errorMessage={error}
      maxLength={200}
      autoComplete="name"
    />
  );
  return (
    <Card title={t('name.title')} description={t('name.description')} headingLevel={2}>
      {!allowed ? (
        <FormColumn>
          {field}
          <Alert tone="info">{t('name.needsPermission')}</Alert>
        </FormColumn>
      ) : member.error && !loaded ? (
        <Alert
          tone="error"
          title={errorMessage(member.error, t)}
          action={
            <Button size="small" onPress={() => void member.mutate()}>
              {t('common:actions.retry')}
            </Button>
          }
        >
          {requestIdNote(member.error, t)}
        </Alert>
      ) : !loaded ? (
        <Skeleton lines={2} />
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('name.title')}>
          <FormColumn>{field}</FormColumn>
          <Actions>
            <Button
              type="submit"
              variant="primary"
              isPending={saving}
              pendingLabel={t('common:saving')}
              isDisabled={name.trim() === loaded.record.full_name}
            >
              {t('name.submit')}
            </Button>
          </Actions>
        </form>
      )}
    </Card>
  );
}
