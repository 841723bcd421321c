// The page the invitation mail's link opens (/login?invitation=…): the invited member chooses a password
// (the same rules and fields as the reset form) and becomes active. Success goes to the sign-in form, which
// says to sign in with the username and the new password, and drops the token from the address. A token the
// server refuses (unknown, used, expired) replaces the form with its message and the way back to sign-in.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@ds/Button';
import { Link } from '@ds/Link';
import { acceptInvitation } from '../../api/auth';
import { paths } from '../../app/routeNames';
import { AuthFrame } from './AuthFrame';
import { ErrorAlert } from './ErrorAlert';
import { FormStack, LinkRow } from './layout';
import { NewPasswordFields } from './NewPasswordFields';
import { isRefusedToken } from './refusedToken';
import { shownError, type ShownError } from './serverError';
import { useAuthSubmit } from './useAuthSubmit';
import { useFormFields } from './useFormFields';
import { checkConfirmation, checkNewPassword } from './validation';

const checks = { password: checkNewPassword, confirm: checkConfirmation };

/** What the sign-in page shows when it was reached from here. */
export const invitationAcceptedNotice = 'invitationAccepted';

export function AcceptInvitationForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [refused, setRefused] = useState<ShownError | null>(null);
  const form = useFormFields({ password: '', confirm: '' }, checks);
  const submit = useAuthSubmit(form, async () => {
    try {
      await acceptInvitation(token, form.values.password);
    } catch (error) {
      if (!isRefusedToken(error)) throw error;
      setRefused(shownError(t, error));
      return;
    }
    void navigate(paths.login, { replace: true, state: { notice: invitationAcceptedNotice } });
    return true;
  });

  if (refused) {
    return (
      <AuthFrame title={t('auth:invitation.title')}>
        <ErrorAlert error={refused} />
        <LinkRow>
          <Link href={paths.login}>{t('auth:backToSignIn')}</Link>
        </LinkRow>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title={t('auth:invitation.title')} description={t('auth:invitation.description')}>
      <FormStack noValidate onSubmit={submit.onSubmit} aria-label={t('auth:invitation.title')}>
        <NewPasswordFields
          password={form.fields.password}
          confirm={form.fields.confirm}
          labelKey="auth:invitation.password"
        />
        <ErrorAlert error={submit.error} />
        <Button
          type="submit"
          variant="primary"
          isPending={submit.pending}
          pendingLabel={t('auth:invitation.pending')}
        >
          {t('auth:invitation.submit')}
        </Button>
      </FormStack>
      <LinkRow>
        <Link href={paths.login}>{t('auth:invitation.haveAccount')}</Link>
      </LinkRow>
    </AuthFrame>
  );
}
