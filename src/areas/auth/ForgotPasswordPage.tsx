// /forgot-password: ask for a reset link (POST /auth/forgot-password; the answer is the same whether or not
// the address has an account). The reset mail links back here with ?token=, which shows the reset form.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { requestPasswordReset } from '../../api/auth';
import { paths } from '../../app/routeNames';
import { AuthFrame } from './AuthFrame';
import { EmailLinkRequestForm } from './EmailLinkRequestForm';
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
      <EmailLinkRequestForm
        texts="forgot"
        email={email}
        submit={submit}
        sentTo={sentTo}
        backHref={paths.login}
      />
    </AuthFrame>
  );
}
