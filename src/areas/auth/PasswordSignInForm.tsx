// Sign-in with the local SSO: username and password. The server's message is shown on failure; after
// success the route guard sends the user on to `next` (same-origin paths only) or home.
import { useTranslation } from 'react-i18next';
import { Button } from '@ds/Button';
import { signIn } from '../../api/auth';
import { ErrorAlert } from './ErrorAlert';
import { FormStack } from './layout';
import { useAuthSubmit } from './useAuthSubmit';
import { useFormFields } from './useFormFields';
import { checkPresent, checkRequired } from './validation';
import { BoundTextField } from './BoundTextField';

const checks = { username: checkRequired, password: checkPresent };

export function PasswordSignInForm() {
  const { t } = useTranslation();
  const form = useFormFields({ username: '', password: '' }, checks);
  const { username, password } = form.fields;
  const submit = useAuthSubmit(
    form,
    async () => {
      await signIn(form.values.username.trim(), form.values.password);
      // The session change re-renders the route guard, which navigates away.
      return true;
    },
    'auth:login.failed',
  );

  return (
    <FormStack noValidate onSubmit={submit.onSubmit} aria-label={t('auth:login.title')}>
      <BoundTextField
        field={username}
        label={t('auth:login.username')}
        name="username"
        autoComplete="username"
        isRequired
      />
      <BoundTextField
        field={password}
        label={t('auth:login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        isRequired
      />
      <ErrorAlert error={submit.error} />
      <Button
        type="submit"
        variant="primary"
        isPending={submit.pending}
        pendingLabel={t('auth:login.pending')}
      >
        {t('auth:login.submit')}
      </Button>
    </FormStack>
  );
}
