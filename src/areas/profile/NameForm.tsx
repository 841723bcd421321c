// Change one's own full name (PATCH /user): open to everyone signed in, unlike renaming someone else on their
// member record (iam:write). The answer is the fresh profile, stored at once so the top bar shows the new name.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@ds/Button';
import { Card } from '@ds/Card';
import { TextField } from '@ds/TextField';
import { useToast } from '@ds/Toast';
import { isApiError } from '../../api/errors';
import { isCancelled } from '../../api/cancelled';
import { useSession } from '../../api/hooks';
import { saveProfile } from '../../api/session';
import { errorMessage, requestIdNote } from '../../engine/errorMessage';
import { Actions, FormColumn } from '../../engine/layout';
import { updateOwnName } from './profileApi';

const MAX_NAME = 200;

export function NameForm() {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const { profile } = useSession();
  // What the person typed; null shows the stored name (so a save shows the server's value).
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const stored = profile?.full_name ?? '';
  const name = draft ?? stored;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(t('errors:validation.required'));
      return;
    }
    if (name.length > MAX_NAME) {
      setError(t('errors:validation.maxLength', { limit: MAX_NAME }));
      return;
    }
    setSaving(true);
    try {
      const saved = await updateOwnName(name.trim());
      if (isCancelled(saved)) return;
      saveProfile(saved);
      setDraft(null);
      toast.show({ tone: 'success', title: t('common:success.updated') });
    } catch (failure) {
      const field = isApiError(failure)
        ? failure.fieldErrors.find((f) => f.path.endsWith('full_name'))
        : undefined;
      setError(field?.message);
      toast.show({ tone: 'error', title: errorMessage(failure, t), description: requestIdNote(failure, t) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t('name.title')} description={t('name.description')} headingLevel={2}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('name.title')}>
        <FormColumn>
          <TextField
            label={t('name.label')}
            value={name}
            onChange={(value) => {
              setDraft(value);
              setError(undefined);
            }}
            isRequired
            isInvalid={!!error}
            errorMessage={error}
            maxLength={MAX_NAME}
            autoComplete="name"
          />
        </FormColumn>
        <Actions>
          <Button
            type="submit"
            variant="primary"
            isPending={saving}
            pendingLabel={t('common:saving')}
            isDisabled={name.trim() === stored}
          >
            {t('name.submit')}
          </Button>
        </Actions>
      </form>
    </Card>
  );
}
