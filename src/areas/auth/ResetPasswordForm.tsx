// The reset form the mail's link opens (/forgot-password?token=…): a new password that follows the rules,
// and its confirmation. Success ends every session of the account and goes to sign-in, which says so; a
// used or expired link shows the server's message with the way to ask for a new one.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@ds/Button';
import { Link } from '@ds/Link';
import { resetPassword } from '../../api/auth';
import { paths } from '../../app/routeNames';
import { AuthFrame } from './AuthFrame';
import { ErrorAlert } from './ErrorAlert';
import { FormStack, LinkRow } from './layout';
import { NewPasswordFields } from './NewPasswordFields';
import { useAuthSubmit } from './useAuthSubmit';
import { useFormFields } from './useFormFields';
import { checkConfirmation, checkNewPassword } from './validation';

const checks = { password: checkNewPassword, confirm: checkConfirmation };

/** What the sign-in page shows when it was reached from here. */
export const passwordChangedNotice = 'passwordChanged';

export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useFormFields({ password: '', confirm: '' }, checks);
  const submit = useAuthSubmit(form, async () => {
    await resetPassword(token, form.values.password);
    void navigate(paths.login, { replace: true, state: { notice: passwordChangedNotice } });
  });

  return (
    <AuthFrame title={t('auth:reset.title')} description={t('auth:reset.description')}>
      <FormStack noValidate onSubmit={submit.onSubmit} aria-label={t('auth:reset.title')}>
        <NewPasswordFields password={form.fields.password} confirm={form.fields.confirm} />
        <ErrorAlert error={submit.error} />
        <Button
          type="submit"
          variant="primary"
          isPending={submit.pending}
          pendingLabel={t('auth:reset.pending')}
        >
          {t('auth:reset.submit')}
        </Button>
      </FormStack>
      <LinkRow>
        <Link href={paths.forgotPassword}>{t('auth:reset.newLink')}</Link>
        <Link href={paths.login}>{t('auth:backToSignIn')}</Link>
      </LinkRow>
    </AuthFrame>
  );
}
