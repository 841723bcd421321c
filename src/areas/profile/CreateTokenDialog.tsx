// Create an access token: a description and an expiry, then the token once. The secret lives only in this
// dialog's state: closing it forgets the secret (the server never sends it again), so the dialog cannot be
// dismissed by a stray click or Escape while the secret shows. The token list's Add action opens it
// (the registry's screens.createDialog, the default export).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@ds/Alert';
import { Button } from '@ds/Button';
import { CopyValue } from '@ds/CopyValue';
import { KeyValueList } from '@ds/KeyValueList';
import { Modal } from '@ds/Modal';
import { Select } from '@ds/Select';
import { TextField } from '@ds/TextField';
import { isApiError } from '../../api/errors';
import { isCancelled } from '../../api/cancelled';
import { errorMessage, requestIdNote } from '../../engine/errorMessage';
import { FormColumn } from '../../engine/layout';
import type { ResourceDialogProps } from '../../engine/types';
import { useInvalidateResource } from '../../engine/useResourceMutations';
import { createAccessKey, type AccessKeyWithSecret } from './profileApi';
import { SecretBlock } from './profile.styles';

/** Expiry choices in days; "never" sends null. The server refuses more than a year ahead. */
export const expiryChoices = ['30', '90', '180', 'never'] as const;
type Expiry = (typeof expiryChoices)[number];

export function expiresAt(choice: Expiry, now: Date): string | null {
  if (choice === 'never') return null;
  return new Date(now.getTime() + Number(choice) * 86_400_000).toISOString();
}

/** What a client sends as its bearer token: "<key id>.<secret>". */
export function bearerToken(key: Pick<AccessKeyWithSecret, 'id' | 'secret_access_key'>): string {
  return `${key.id}.${key.secret_access_key}`;
}

export interface CreateTokenDialogProps {
  isOpen: boolean;
  onClose: () => void;
  onCreated: () => void;
}

export function CreateTokenDialog({ isOpen, onClose, onCreated }: CreateTokenDialogProps) {
  const { t } = useTranslation('profile');
  const [description, setDescription] = useState('');
  const [expiry, setExpiry] = useState<Expiry>('90');
  const [created, setCreated] = useState<AccessKeyWithSecret | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const close = () => {
    setCreated(null);
    setDescription('');
    setExpiry('90');
    setError(null);
    setFieldError(undefined);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (description.length > 200) {
      setFieldError(t('errors:validation.maxLength', { limit: 200 }));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const key = await createAccessKey({
        description: description.trim(),
        expires_at: expiresAt(expiry, new Date()),
      });
      if (isCancelled(key)) return;
      setCreated(key);
      onCreated();
    } catch (failure) {
      setError(failure);
      const field = isApiError(failure)
        ? failure.fieldErrors.find((f) => f.path.endsWith('description'))
        : undefined;
      setFieldError(field?.message);
    } finally {
      setSaving(false);
    }
  };

  const copyStrings = { copy: t('tokens.copy'), copied: t('tokens.copied'), failed: t('tokens.copyFailed') };
  const formId = 'create-access-token';
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && close()}
      isDismissable={!created}
      title={created ? t('tokens.createdTitle') : t('tokens.createTitle')}
      closeLabel={created ? undefined : t('tokens.close')}
      footer={
        created ? (
          <Button variant="primary" onPress={close}>
            {t('tokens.done')}
          </Button>
        ) : (
          <>
            <Button onPress={close}>{t('common:actions.cancel')}</Button>
            <Button
              type="submit"
              form={formId}
              variant="primary"
              isPending={saving}
              pendingLabel={t('common:saving')}
            >
              {t('tokens.createSubmit')}
            </Button>
          </>
        )
      }
    >
      {created ? (
        <SecretBlock>
          <Alert tone="warning" title={t('tokens.onceTitle')}>
            {t('tokens.onceBody')}
          </Alert>
          <KeyValueList
            items={[
              {
                id: 'id',
                label: t('tokens.columns.id'),
                value: <CopyValue value={created.id} monospace strings={copyStrings} />,
              },
              {
                id: 'secret',
                label: t('tokens.secret'),
                value: <CopyValue value={created.secret_access_key} monospace strings={copyStrings} />,
              },
              {
                id: 'token',
                label: t('tokens.bearer'),
                value: <CopyValue value={bearerToken(created)} monospace strings={copyStrings} />,
              },
            ]}
          />
        </SecretBlock>
      ) : (
        <form
          id={formId}
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label={t('tokens.createTitle')}
        >
          <FormColumn>
            {error ? (
              <Alert tone="error" title={errorMessage(error, t)}>
                {requestIdNote(error, t)}
              </Alert>
            ) : null}
            <TextField
              label={t('tokens.columns.description')}
              description={t('tokens.descriptionHint')}
              value={description}
              onChange={(value) => {
                setDescription(value);
                setFieldError(undefined);
              }}
              isInvalid={!!fieldError}
              errorMessage={fieldError}
              maxLength={200}
            />
            <Select
              label={t('tokens.expiry')}
              placeholder={t('tokens.expiry')}
              items={expiryChoices.map((id) => ({
                id,
                label: id === 'never' ? t('tokens.never') : t('tokens.days', { count: Number(id) }),
              }))}
              value={expiry}
              onChange={(id) => id && setExpiry(id as Expiry)}
            />
          </FormColumn>
        </form>
      )}
    </Modal>
  );
}

/** The list's create dialog: open while mounted; a new token refreshes the list behind it. */
export default function CreateTokenScreen({ resource, onClose }: ResourceDialogProps) {
  const refresh = useInvalidateResource(resource.name);
  return <CreateTokenDialog isOpen onClose={onClose} onCreated={() => void refresh()} />;
}
