// /email-login: ask for a one-time sign-in link by mail (POST /auth/email-login, `next` travels in the link);
// the link opens /email-login?token=…&next=…, which signs in once (POST /auth/email-login/verify) and goes on
// to `next` or home. A used or expired link shows the server's message and the form to ask again.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Spinner } from '@ds/Spinner';
import { requestEmailLogin, signInWithEmailLink } from '../../api/auth';
import { sanitizeNext } from '../../api/redirect';
import { paths } from '../../app/routeNames';
import { AuthFrame } from './AuthFrame';
import { EmailLinkRequestForm } from './EmailLinkRequestForm';
import { ErrorAlert } from './ErrorAlert';
import { oncePerToken } from './oncePerToken';
import { shownError, type ShownError } from './serverError';
import { uiLocale } from './uiLocale';
import { useAuthSubmit } from './useAuthSubmit';
import { useFormFields } from './useFormFields';
import { checkEmail } from './validation';

const checks = { email: checkEmail };

type LinkState =
  | { phase: 'none' }
  | { phase: 'signing-in' }
  | { phase: 'signed-in' }
  | { phase: 'failed'; error: ShownError };

export function EmailLoginPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const next = sanitizeNext(searchParams.get('next'));
  const [token] = useState(() => searchParams.get('token'));
  const [link, setLink] = useState<LinkState>(token ? { phase: 'signing-in' } : { phase: 'none' });

  useEffect(() => {
    if (!token) return;
    let active = true;
    // The one-time token leaves the address bar (and the history) at once.
    setSearchParams(
      (current) => {
        const rest = new URLSearchParams(current);
        rest.delete('token');
        return rest;
      },
      { replace: true },
    );
    oncePerToken('email-login', token, () => signInWithEmailLink(token)).then(
      () => active && setLink({ phase: 'signed-in' }),
      (err: unknown) => active && setLink({ phase: 'failed', error: shownError(t, err) }),
    );
    return () => {
      active = false;
    };
  }, [token, setSearchParams, t]);

  if (link.phase === 'signed-in') return <Navigate to={next ?? paths.home} replace />;
  if (link.phase === 'signing-in') {
    return (
      <AuthFrame title={t('auth:emailLogin.title')}>
        <Spinner label={t('auth:emailLogin.signingIn')} showLabel />
      </AuthFrame>
    );
  }
  return <RequestLinkForm next={next} linkError={link.phase === 'failed' ? link.error : null} />;
}

function RequestLinkForm({ next, linkError }: { next: string | null; linkError: ShownError | null }) {
  const { t, i18n } = useTranslation();
  const form = useFormFields({ email: '' }, checks);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const submit = useAuthSubmit(form, async () => {
    const email = form.values.email.trim();
    await requestEmailLogin(email, uiLocale(i18n.language), next);
    setSentTo(email);
  });
  const { email } = form.fields;

  return (
    <AuthFrame title={t('auth:emailLogin.title')} description={t('auth:emailLogin.description')}>
      {linkError && !sentTo ? <ErrorAlert error={linkError} /> : null}
      <EmailLinkRequestForm
        texts="emailLogin"
        email={email}
        submit={submit}
        sentTo={sentTo}
        backHref={next ? `${paths.login}?next=${encodeURIComponent(next)}` : paths.login}
      />
    </AuthFrame>
  );
}
