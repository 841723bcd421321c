// /{idp}/callback?code=&state=: the identity provider sends the browser back here. The main backend checks
// the state (bound to this browser's login-state cookie), the PKCE verifier and the ID token; success stores
// the session and goes on to the `next` the sign-in started with. Any failure — a tampered state, a refused
// account, the provider's own error — clears the stored tokens and shows the server's message (SPEC §8).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { Link } from '@ds/Link';
import { Spinner } from '@ds/Spinner';
import { isCancelled } from '../../api/cancelled';
import { completeIdpCallback } from '../../api/idpCallback';
import { clearSession } from '../../api/session';
import { paths } from '../../app/routeNames';
import { AuthFrame } from './AuthFrame';
import { ErrorAlert } from './ErrorAlert';
import { LinkRow } from './layout';
import { oncePerToken } from './oncePerToken';
import type { ShownError } from './serverError';

type Phase =
  { phase: 'completing' } | { phase: 'done'; next: string } | { phase: 'failed'; error: ShownError };

export function IdpCallbackPage() {
  const { t } = useTranslation();
  const { idp = '' } = useParams();
  const [searchParams] = useSearchParams();
  const query = searchParams.toString();
  // The provider's own refusal (?error=access_denied&error_description=…) never reaches the server.
  const [state, setState] = useState<Phase>(() => providerRefusal(new URLSearchParams(query)));

  useEffect(() => {
    let active = true;
    const params = new URLSearchParams(query);
    if (providerRefusal(params).phase === 'failed') {
      clearSession();
      return;
    }
    oncePerToken('idp-callback', `${idp}?${query}`, () => completeIdpCallback(idp, params)).then(
      (result) => {
        if (!active || isCancelled(result)) return;
        if (result.ok) setState({ phase: 'done', next: result.next ?? paths.home });
        else {
          setState({
            phase: 'failed',
            error: {
              message: result.messageKey ? t(result.messageKey) : result.message || t('errors:generic'),
              requestId: result.requestId,
            },
          });
        }
      },
      () =>
        active &&
        setState({ phase: 'failed', error: { message: t('errors:generic'), requestId: undefined } }),
    );
    return () => {
      active = false;
    };
  }, [idp, query, t]);

  if (state.phase === 'done') return <Navigate to={state.next} replace />;
  return (
    <AuthFrame title={t('auth:callback.title')}>
      {state.phase === 'completing' ? <Spinner label={t('auth:callback.completing')} showLabel /> : null}
      {state.phase === 'failed' ? (
        <>
          <ErrorAlert error={state.error} />
          <LinkRow>
            <Link href={paths.login}>{t('auth:backToSignIn')}</Link>
          </LinkRow>
        </>
      ) : null}
    </AuthFrame>
  );
}

function providerRefusal(params: URLSearchParams): Phase {
  const error = params.get('error');
  if (!error || params.get('code')) return { phase: 'completing' };
  return {
    phase: 'failed',
    error: { message: params.get('error_description') ?? error, requestId: undefined },
  };
}
