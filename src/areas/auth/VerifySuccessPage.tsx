// /verify-success?token=…: the link of the verification mail. The token is sent once (POST
// /auth/verify-email); the page says the address is confirmed, or shows the server's message for a used,
// expired or unknown link.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '@ds/Alert';
import { Link } from '@ds/Link';
import { Spinner } from '@ds/Spinner';
import { verifyEmail } from '../../api/auth';
import { paths } from '../../app/routeNames';
import { AuthFrame } from './AuthFrame';
import { ErrorAlert } from './ErrorAlert';
import { LinkRow } from './layout';
import { oncePerToken } from './oncePerToken';
import { shownError, type ShownError } from './serverError';

type Phase = { phase: 'verifying' } | { phase: 'verified' } | { phase: 'failed'; error: ShownError };

export function VerifySuccessPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [state, setState] = useState<Phase>(() =>
    token
      ? { phase: 'verifying' }
      : { phase: 'failed', error: { message: t('auth:verify.noToken'), requestId: undefined } },
  );

  useEffect(() => {
    if (!token) return;
    let active = true;
    oncePerToken('verify', token, () => verifyEmail(token)).then(
      () => active && setState({ phase: 'verified' }),
      (err: unknown) => active && setState({ phase: 'failed', error: shownError(t, err) }),
    );
    return () => {
      active = false;
    };
  }, [token, t]);

  return (
    <AuthFrame title={t('auth:verify.title')}>
      {state.phase === 'verifying' ? <Spinner label={t('auth:verify.verifying')} showLabel /> : null}
      {state.phase === 'verified' ? (
        <Alert tone="success" live="polite" toneLabel={t('common:tones.success')}>
          {t('auth:verify.done')}
        </Alert>
      ) : null}
      {state.phase === 'failed' ? <ErrorAlert error={state.error} /> : null}
      <LinkRow>
        <Link href={paths.login}>
          {state.phase === 'verified' ? t('auth:verify.signIn') : t('auth:backToSignIn')}
        </Link>
      </LinkRow>
    </AuthFrame>
  );
}
