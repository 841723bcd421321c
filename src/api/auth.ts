// Sign-in, sign-out, profile and token refresh on top of the auth and main clients: every way of signing in
// (password, parent-portal short token, emailed link, external IdP start, operator login-as), the public
// registration, password-reset and invitation calls, and leaving a login-as session.
import { api, renewAccessToken } from './client';
import { cdnEnvelope, unwrapPlain } from './adapters';
import { cancelledResult, isCancelled } from './cancelled';
import { resetSessionExpiry } from './expiry';
import { clearTokenError } from './health';
import {
  clearSession,
  getLoginType,
  getRefreshToken,
  saveProfile,
  saveTokens,
  storageKeys,
  type Profile,
  type TokenPair,
} from './session';

export type UiLocale = 'en' | 'vi' | 'de';

export async function fetchProfile(): Promise<Profile> {
  const profile = cdnEnvelope.one<Profile>(await api().main.GET('/user'));
  if (!isCancelled(profile)) saveProfile(profile);
  return profile;
}

/** Store a fresh session, then its profile; a profile that cannot be read leaves no half session behind. */
async function openSession(tokens: TokenPair): Promise<Profile> {
  resetSessionExpiry();
  clearTokenError();
  saveTokens(tokens);
  try {
    return await fetchProfile();
  } catch (error) {
    clearSession();
    throw error;
  }
}

/** Password sign-in through the local SSO, then the profile. */
export async function signIn(username: string, password: string): Promise<Profile> {
  const tokens = unwrapPlain(await api().auth.POST('/login', { body: { username, password } }));
  // A repeated submit replaced this one; the repeat signs in.
  if (isCancelled(tokens)) return cancelledResult as unknown as Profile;
  return openSession(tokens);
}

/** The parent portal's short token from /login?token= (valid once), exchanged for a session. */
export async function exchangeShortToken(shortToken: string): Promise<Profile> {
  const tokens = unwrapPlain(await api().auth.POST('/token-exchange', { body: { short_token: shortToken } }));
  if (isCancelled(tokens)) return cancelledResult as unknown as Profile;
  return openSession(tokens);
}

/** The one-time token of an emailed sign-in link. */
export async function signInWithEmailLink(token: string): Promise<Profile> {
  const tokens = unwrapPlain(await api().auth.POST('/email-login/verify', { body: { token } }));
  if (isCancelled(tokens)) return cancelledResult as unknown as Profile;
  return openSession(tokens);
}

export interface TenantIdp {
  id: string;
  name: string;
  protocol: 'oidc' | 'saml';
}

/** The enabled identity providers of the tenant the person names (an unknown tenant lists none). */
export async function listTenantIdps(tenant: string): Promise<TenantIdp[]> {
  const list = unwrapPlain(await api().auth.GET('/idps', { params: { query: { tenant } } }));
  if (isCancelled(list)) return [];
  return list.data;
}

/** Start an external sign-in: the provider's authorization address, to send the browser to. */
export async function startIdpLogin(idpId: string, next: string | null): Promise<string | null> {
  const started = unwrapPlain(
    await api().auth.POST('/idps/{id}/start', {
      params: { path: { id: idpId } },
      body: next ? { next } : {},
    }),
  );
  if (isCancelled(started)) return null;
  return started.authorization_url;
}

export interface RegistrationInput {
  tenant_name: string;
  username: string;
  full_name: string;
  email: string;
  password: string;
  locale: UiLocale;
  accept_terms: true;
}

/** Register a tenant and its first administrator; the verification mail follows. */
export async function register(input: RegistrationInput): Promise<void> {
  unwrapPlain(await api().auth.POST('/register', { body: input }));
}

/** Confirm the address with the token of the verification mail. Answers the server's message. */
export async function verifyEmail(token: string): Promise<string | undefined> {
  const result = unwrapPlain(await api().auth.POST('/verify-email', { body: { token } }));
  return isCancelled(result) ? undefined : result.message;
}

export async function resendVerificationEmail(email: string, locale: UiLocale): Promise<void> {
  unwrapPlain(await api().auth.POST('/verify-email/resend', { body: { email, locale } }));
}

export async function requestPasswordReset(email: string, locale: UiLocale): Promise<void> {
  unwrapPlain(await api().auth.POST('/forgot-password', { body: { email, locale } }));
}

export async function resetPassword(token: string, password: string): Promise<void> {
  unwrapPlain(await api().auth.POST('/reset-password', { body: { token, password } }));
}

/** Accept a member invitation with the token of its mail and the member's chosen password (no session). */
export async function acceptInvitation(token: string, password: string): Promise<void> {
  unwrapPlain(await api().auth.POST('/invitation/accept', { body: { token, password } }));
}

export async function requestEmailLogin(email: string, locale: UiLocale, next: string | null): Promise<void> {
  unwrapPlain(await api().auth.POST('/email-login', { body: { email, locale, ...(next ? { next } : {}) } }));
}

/** Where the operator's own session waits while they act as a tenant (sessionStorage: a 401 clears it). */
const loginAsReturnKey = 'loginAsReturn';

export function isLoginAs(): boolean {
  return getLoginType() === 'login_as';
}

/** Operator login-as: a login_as session in the tenant; the operator's own refresh token is kept to return. */
export async function startLoginAs(tenantId: string, name: string, reason: string): Promise<Profile> {
  const operatorRefresh = getRefreshToken();
  const answer = cdnEnvelope.one(
    await api().main.GET('/admin/tenant/{id}/login_as', {
      params: { path: { id: tenantId }, query: { name, ...(reason ? { reason } : {}) } },
    }),
  );
  if (isCancelled(answer)) return cancelledResult as unknown as Profile;
  // The operator's resource group and project belong to another tenant.
  sessionStorage.removeItem(storageKeys.resourceGroupId);
  sessionStorage.removeItem(storageKeys.projectId);
  const profile = await openSession(answer.token);
  if (operatorRefresh) sessionStorage.setItem(loginAsReturnKey, operatorRefresh);
  return profile;
}

/**
 * Leave login-as: the login_as session ends on the server, then the operator's own session comes back when
 * it still can (true); otherwise the operator signs in again (false).
 */
export async function leaveLoginAs(): Promise<boolean> {
  const operatorRefresh = sessionStorage.getItem(loginAsReturnKey);
  await signOut();
  if (!operatorRefresh) return false;
  try {
    const tokens = unwrapPlain(
      await api().auth.POST('/refresh', { body: { refreshToken: operatorRefresh } }),
    );
    if (isCancelled(tokens)) return false;
    await openSession(tokens);
    return true;
  } catch {
    clearSession();
    return false;
  }
}

/** Clear the browser's session, then revoke the server's (empty-body POST /logout). */
export async function signOut(): Promise<void> {
  clearSession();
  try {
    await api().auth.POST('/logout');
  } catch {
    // The local session is gone either way.
  }
}

/**
 * Exchange the refresh token for a new pair, through the tab's one renewal (shared with the 401 replay, the
 * foreground check and the other tabs). False when there is nothing to refresh or the exchange failed.
 */
export function refreshTokens(): Promise<boolean> {
  return renewAccessToken();
}
