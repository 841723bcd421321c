// The parent portal hands a short token over as /login?token=… (ARCHITECTURE §5): it leaves the address bar
// at once (history.replaceState, so it is neither bookmarked nor sent on), is exchanged once, and the route
// guard then sends the person on. A used, expired or bad token leaves the server's message to show.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { exchangeShortToken } from '../../api/auth';
import { oncePerToken } from './oncePerToken';
import { shownError, type ShownError } from './serverError';

export type ShortTokenState =
  { phase: 'none' } | { phase: 'exchanging' } | { phase: 'failed'; error: ShownError };

export function useShortTokenSignIn(): ShortTokenState {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once: the address bar loses it on the first effect.
  const [token] = useState(() => searchParams.get('token'));
  const [state, setState] = useState<ShortTokenState>(token ? { phase: 'exchanging' } : { phase: 'none' });

  useEffect(() => {
    if (!token) return;
    let active = true;
    setSearchParams(
      (current) => {
        const rest = new URLSearchParams(current);
        rest.delete('token');
        return rest;
      },
      { replace: true },
    );
    oncePerToken('short', token, () => exchangeShortToken(token)).then(
      // Signed in: the guard navigates away (a cancelled repeat leaves the spinner to its twin).
      () => undefined,
      (err: unknown) => {
        if (active) setState({ phase: 'failed', error: shownError(t, err, 'auth:token.failed') });
      },
    );
    return () => {
      active = false;
    };
  }, [token, setSearchParams, t]);

  return state;
}
