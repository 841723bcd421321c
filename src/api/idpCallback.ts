// Finishing an external (IdP) sign-in (SPEC §7): the console route /{idp}/callback hands its query to
// `completeIdpCallback`, which calls the main backend's GET /idp/{idp}/callback. On success the session is
// stored (tokens, then the profile) and the caller gets the safe `next` path; on any failure the stored
// tokens (the storage keys of ARCHITECTURE §5) are cleared and the caller gets the server's message to show
// in an alert. Its 401 is an answer (main's unauthorizedIsAnswer), not an expired session.
import { api } from './client';
import { cdnEnvelope } from './adapters';
import { fetchProfile } from './auth';
import { isCancelled, type Cancelled } from './cancelled';
import { toApiError } from './errors';
import { resetSessionExpiry } from './expiry';
import { clearTokenError } from './health';
import { sanitizeNext } from './redirect';
import { clearSession, saveTokens, type Profile } from './session';

export const idpCallbackPath = '/idp/{idp}/callback';

export type IdpCallbackResult =
  | { ok: true; profile: Profile; next: string | null }
  | {
      ok: false;
      /** The server's message (or the console's own text for a timeout or network failure). */
      message: string;
      /** A locale key to show instead of `message` (timeouts, network failures). */
      messageKey: string | undefined;
      requestId: string | undefined;
      status: number;
    };

type CallbackQuery = URLSearchParams | Readonly<Record<string, string | null | undefined>>;

function param(query: CallbackQuery, name: string): string | undefined {
  const value = query instanceof URLSearchParams ? query.get(name) : query[name];
  return value ?? undefined;
}

export async function completeIdpCallback(
  idp: string,
  query: CallbackQuery,
): Promise<IdpCallbackResult | Cancelled> {
  const iss = param(query, 'iss');
  try {
    const result = cdnEnvelope.one(
      await api().main.GET('/idp/{idp}/callback', {
        params: {
          path: { idp },
          query: {
            code: param(query, 'code') ?? '',
            state: param(query, 'state') ?? '',
            ...(iss ? { iss } : {}),
          },
        },
      }),
    );
    // A repeat of this very call replaced it (a double-run effect); the repeat finishes the sign-in.
    if (isCancelled(result)) return result;
    resetSessionExpiry();
    clearTokenError();
    saveTokens(result.token);
    const profile = await fetchProfile();
    if (isCancelled(profile)) return profile;
    return { ok: true, profile, next: sanitizeNext(result.next) };
  } catch (thrown) {
    clearSession();
    const error = toApiError(thrown);
    return {
      ok: false,
      message: error.message,
      messageKey: error.messageKey,
      requestId: error.requestId,
      status: error.status,
    };
  }
}
