// /register-success: the account waits for its email address to be confirmed. The mail can be sent again
// (the answer never says whether the address is known).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Alert } from '@ds/Alert';
import { Button } from '@ds/Button';
import { Link } from '@ds/Link';
import { resendVerificationEmail } from '../../api/auth';
import { paths } from '../../app/routeNames';
import { AuthFrame } from './AuthFrame';
import { ErrorAlert } from './ErrorAlert';
import { LinkRow } from './layout';
import { shownError, type ShownError } from './serverError';
import { uiLocale } from './uiLocale';

export function RegisterSuccessPage() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const email = (location.state as { email?: string } | null)?.email ?? null;
  const [resend, setResend] = useState<'idle' | 'pending' | 'sent'>('idle');
  const [error, setError] = useState<ShownError | null>(null);

  const onResend = async () => {
    if (!email) return;
    setResend('pending');
    setError(null);
    try {
      await resendVerificationEmail(email, uiLocale(i18n.language));
      setResend('sent');
    } catch (err) {
      setResend('idle');
      setError(shownError(t, err));
    }
  };

  return (
    <AuthFrame title={t('auth:registerSuccess.title')}>
      <Alert tone="success" toneLabel={t('common:tones.success')}>
        {email ? t('auth:registerSuccess.sentTo', { email }) : t('auth:registerSuccess.sent')}
      </Alert>
      {resend === 'sent' ? (
        <Alert tone="info" live="polite" toneLabel={t('common:tones.info')}>
          {t('auth:registerSuccess.resent')}
        </Alert>
      ) : null}
      <ErrorAlert error={error} />
      <LinkRow>
        {email ? (
          <Button
            onPress={() => void onResend()}
            isPending={resend === 'pending'}
            pendingLabel={t('auth:registerSuccess.resending')}
          >
            {t('auth:registerSuccess.resend')}
          </Button>
        ) : null}
        <Link href={paths.login}>{t('auth:backToSignIn')}</Link>
      </LinkRow>
    </AuthFrame>
  );
}
