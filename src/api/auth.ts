// Sign-in, sign-out, profile and token refresh on top of the auth and main clients.
import { api } from './client';
import { cdnEnvelope, unwrapPlain } from './adapters';
import { cancelledResult, isCancelled } from './cancelled';
import { resetSessionExpiry } from './expiry';
import { clearTokenError } from './health';
import { clearSession, getRefreshToken, saveProfile, saveTokens, type Profile } from './session';

export async function fetchProfile(): Promise<Profile> {
  const profile = cdnEnvelope.one<Profile>(await api().main.GET('/user'));
  if (!isCancelled(profile)) saveProfile(profile);
  return profile;
}

/** Password sign-in through the local SSO, then the profile. */
export async function signIn(username: string, password: string): Promise<Profile> {
  const tokens = unwrapPlain(await api().auth.POST('/login', { body: { username, password } }));
  // A repeated submit replaced this one; the repeat signs in.
  if (isCancelled(tokens)) return cancelledResult as unknown as Profile;
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

/** Clear the browser's session, then revoke the server's (empty-body POST /logout). */
export async function signOut(): Promise<void> {
  clearSession();
  try {
    await api().auth.POST('/logout');
  } catch {
    // The local session is gone either way.
  }
}

/** Exchange the refresh token for a new pair. Returns false when there is nothing to refresh. */
export async function refreshTokens(): Promise<boolean> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return false;
  const tokens = unwrapPlain(await api().auth.POST('/refresh', { body: { refreshToken } }));
  if (isCancelled(tokens)) return true;
  saveTokens(tokens);
  return true;
}
