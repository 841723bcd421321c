// /login: the three ways of signing in (SPEC §1, ARCHITECTURE §5) — password, a parent-portal short token
// arriving as ?token=, and the tenant's identity providers — plus the emailed link, registration and
// password reset. After a 401 elsewhere the page says the session expired; `next` survives every way. A
// member invitation's link (/login?invitation=) opens the form that accepts it instead.
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Alert } from '@ds/Alert';
import { Link } from '@ds/Link';
import { Spinner } from '@ds/Spinner';
import { useApiHealth } from '../../api/stateHooks';
import { sanitizeNext } from '../../api/redirect';
import { paths } from '../../app/routeNames';
import { AuthFrame } from './AuthFrame';
import { ErrorAlert } from './ErrorAlert';
import { AcceptInvitationForm, invitationAcceptedNotice } from './AcceptInvitationForm';
import { IdpSignIn } from './IdpSignIn';
import { LinkRow } from './layout';
import { PasswordSignInForm } from './PasswordSignInForm';
import { passwordChangedNotice } from './ResetPasswordForm';
import { useShortTokenSignIn } from './useShortTokenSignIn';

/** A link to another public auth page that keeps `next`. */
export function withNext(path: string, next: string | null): string {
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const invitation = searchParams.get('invitation');
  return invitation ? <AcceptInvitationForm token={invitation} /> : <SignInPage />;
}

function SignInPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const next = sanitizeNext(searchParams.get('next'));
  const { token: sessionExpired } = useApiHealth();
  const shortToken = useShortTokenSignIn();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;

  if (shortToken.phase === 'exchanging') {
    return (
      <AuthFrame title={t('auth:login.title')}>
        <Spinner label={t('auth:token.exchanging')} showLabel />
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title={t('auth:login.title')} description={t('auth:login.description')}>
      {sessionExpired ? (
        <Alert tone="warning" live="polite" toneLabel={t('common:tones.warning')}>
          {t('auth:login.sessionExpired')}
        </Alert>
      ) : null}
      {notice === passwordChangedNotice ? (
        <Alert tone="success" live="polite" toneLabel={t('common:tones.success')}>
          {t('auth:reset.done')}
        </Alert>
      ) : null}
      {notice === invitationAcceptedNotice ? (
        <Alert tone="success" live="polite" toneLabel={t('common:tones.success')}>
          {t('auth:invitation.done')}
        </Alert>
      ) : null}
      {shortToken.phase === 'failed' ? <ErrorAlert error={shortToken.error} /> : null}
      <PasswordSignInForm />
      <LinkRow>
        <Link href={withNext(paths.forgotPassword, null)}>{t('auth:login.forgot')}</Link>
        <Link href={withNext(paths.emailLogin, next)}>{t('auth:login.emailLink')}</Link>
      </LinkRow>
      <IdpSignIn next={next} />
      <LinkRow>
        <span>
          {t('auth:login.noAccount')} <Link href={paths.register}>{t('auth:login.register')}</Link>
        </span>
      </LinkRow>
    </AuthFrame>
  );
}
