// /forgot-password: ask for a reset link (POST /auth/forgot-password; the answer is the same whether or not
// the address has an account). The reset mail links back here with ?token=, which shows the reset form.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '@ds/Alert';
import { Button } from '@ds/Button';
import { Link } from '@ds/Link';
import { TextField } from '@ds/TextField';
import { requestPasswordReset } from '../../api/auth';
import { paths } from '../../app/routeNames';
import { AuthFrame } from './AuthFrame';
import { ErrorAlert } from './ErrorAlert';
import { FormStack, LinkRow } from './layout';
import { problemText } from './problemText';
import { ResetPasswordForm } from './ResetPasswordForm';
import { uiLocale } from './uiLocale';
import { useAuthSubmit } from './useAuthSubmit';
import { useFormFields } from './useFormFields';
import { checkEmail } from './validation';

const checks = { email: checkEmail };

export function ForgotPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return token ? <ResetPasswordForm token={token} /> : <RequestResetForm />;
}

function RequestResetForm() {
  const { t, i18n } = useTranslation();
  const form = useFormFields({ email: '' }, checks);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const submit = useAuthSubmit(form, async () => {
    const email = form.values.email.trim();
    await requestPasswordReset(email, uiLocale(i18n.language));
    setSentTo(email);
  });
  const { email } = form.fields;

  return (
    <AuthFrame title={t('auth:forgot.title')} description={t('auth:forgot.description')}>
      {sentTo ? (
        <Alert tone="success" live="polite" toneLabel={t('common:tones.success')}>
          {t('auth:forgot.sent', { email: sentTo })}
        </Alert>
      ) : null}
      <FormStack noValidate onSubmit={submit.onSubmit} aria-label={t('auth:forgot.title')}>
        <TextField
          label={t('auth:fields.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={email.value}
          onChange={email.onChange}
          onBlur={email.onBlur}
          isRequired
          isInvalid={!!email.problem}
          errorMessage={problemText(t, email.problem)}
        />
        <ErrorAlert error={submit.error} />
        <Button
          type="submit"
          variant="primary"
          isPending={submit.pending}
          pendingLabel={t('auth:forgot.pending')}
        >
          {sentTo ? t('auth:forgot.again') : t('auth:forgot.submit')}
        </Button>
      </FormStack>
      <LinkRow>
        <Link href={paths.login}>{t('auth:backToSignIn')}</Link>
      </LinkRow>
    </AuthFrame>
  );
}
