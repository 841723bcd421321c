// Sign-in with the local SSO: username and password. The server's message is shown on failure; after
// success the guard sends the user on to `next` (same-origin paths only) or the CDN sites.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@ds/Alert';
import { Button } from '@ds/Button';
import { PageHeader } from '@ds/PageHeader';
import { TextField } from '@ds/TextField';
import { signIn } from '../../api/auth';
import { isApiError } from '../../api/errors';
import { LanguageMenu, SkinMenu } from '../../app/TopBarMenus';
import { CenteredPage, FormStack, LoginColumn, Preferences } from './layout';

export function LoginPage() {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const usernameMissing = submitted && username.trim() === '';
  const passwordMissing = submitted && password === '';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setError(null);
    if (username.trim() === '' || password === '') return;
    setPending(true);
    try {
      await signIn(username.trim(), password);
      // The session change re-renders the route guard, which navigates away.
    } catch (err) {
      setPending(false);
      if (isApiError(err) && err.kind === 'timeout') setError(t('errors:timeout'));
      else if (isApiError(err) && err.kind === 'network') setError(t('errors:network'));
      else if (isApiError(err) && err.message) setError(err.message);
      else setError(t('auth:login.failed'));
    }
  };

  return (
    <CenteredPage>
      <LoginColumn>
        <Preferences>
          <LanguageMenu />
          <SkinMenu />
        </Preferences>
        <PageHeader title={t('auth:login.title')} description={t('auth:login.description')} />
        <FormStack noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('auth:login.title')}>
          <TextField
            label={t('auth:login.username')}
            name="username"
            autoComplete="username"
            value={username}
            onChange={setUsername}
            isRequired
            isInvalid={usernameMissing}
            errorMessage={usernameMissing ? t('errors:validation.required') : undefined}
          />
          <TextField
            label={t('auth:login.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            isRequired
            isInvalid={passwordMissing}
            errorMessage={passwordMissing ? t('errors:validation.required') : undefined}
          />
          {error ? (
            <Alert tone="error" live="assertive" toneLabel={t('common:tones.error')}>
              {error}
            </Alert>
          ) : null}
          <Button type="submit" variant="primary" isPending={pending} pendingLabel={t('auth:login.pending')}>
            {t('auth:login.submit')}
          </Button>
        </FormStack>
      </LoginColumn>
    </CenteredPage>
  );
}
