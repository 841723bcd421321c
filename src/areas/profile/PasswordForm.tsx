// Change one's own password (PUT /user/password): the current one, the new one and its confirmation. The
// rules are checked before sending; the server's answer lands on its field (a wrong current password on
// "current"). On success the fields empty and the page says that other sessions were signed out.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@ds/Alert';
import { Button } from '@ds/Button';
import { Card } from '@ds/Card';
import { SecretField } from '@ds/SecretField';
import { useToast } from '@ds/Toast';
import { isApiError } from '../../api/errors';
import { errorMessage, requestIdNote } from '../../engine/errorMessage';
import { Actions, FormColumn } from '../../engine/layout';
import { changeOwnPassword } from './profileApi';
import { passwordErrors, type PasswordErrors, type PasswordValues } from './passwordRules';

const empty: PasswordValues = { current: '', next: '', confirm: '' };
const serverFields: Record<string, keyof PasswordValues> = {
  '/body/current_password': 'current',
  '/current_password': 'current',
  '/body/new_password': 'next',
  '/new_password': 'next',
};

export function PasswordForm() {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const [values, setValues] = useState<PasswordValues>(empty);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [saving, setSaving] = useState(false);
  const [changed, setChanged] = useState(false);

  const set = (field: keyof PasswordValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setChanged(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = passwordErrors(values, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await changeOwnPassword(values.current, values.next);
      setValues(empty);
      setChanged(true);
      toast.show({ tone: 'success', title: t('common:success.updated') });
    } catch (error) {
      const next: PasswordErrors = {};
      if (isApiError(error)) {
        for (const fieldError of error.fieldErrors) {
          const field = serverFields[fieldError.path];
          if (field) next[field] = fieldError.message;
        }
      }
      setErrors(next);
      toast.show({ tone: 'error', title: errorMessage(error, t), description: requestIdNote(error, t) });
    } finally {
      setSaving(false);
    }
  };

  const secret = { showLabel: t('password.show'), hideLabel: t('password.hide') };
  return (
    <Card title={t('password.title')} description={t('password.description')} headingLevel={2}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('password.title')}>
        <FormColumn>
          {changed ? (
            <Alert tone="success" title={t('password.changedTitle')}>
              {t('password.changedBody')}
            </Alert>
          ) : null}
          <SecretField
            {...secret}
            label={t('password.current')}
            value={values.current}
            onChange={set('current')}
            autoComplete="current-password"
            isRequired
            isInvalid={!!errors.current}
            errorMessage={errors.current}
            maxLength={256}
          />
          <SecretField
            {...secret}
            label={t('password.new')}
            description={t('password.rulesHint')}
            value={values.next}
            onChange={set('next')}
            autoComplete="new-password"
            isRequired
            isInvalid={!!errors.next}
            errorMessage={errors.next}
            maxLength={128}
          />
          <SecretField
            {...secret}
            label={t('password.confirm')}
            value={values.confirm}
            onChange={set('confirm')}
            autoComplete="new-password"
            isRequired
            isInvalid={!!errors.confirm}
            errorMessage={errors.confirm}
            maxLength={128}
          />
        </FormColumn>
        <Actions>
          <Button type="submit" variant="primary" isPending={saving} pendingLabel={t('common:saving')}>
            {t('password.submit')}
          </Button>
        </Actions>
      </form>
    </Card>
  );
}
