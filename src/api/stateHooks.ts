// React bindings of the client layer's own state, without swr: the session (from storage), the loading state
// for the progress bar and the error states for the shell. The sign-in pages use these, so they import this
// module rather than hooks.ts (whose data hooks bring swr).
import { useSyncExternalStore } from 'react';
import { loadingCount, subscribeLoading } from './loading';
import { getApiHealth, subscribeApiHealth, type ApiHealth } from './health';
import { getAccessToken, getProfile, sessionVersion, subscribeSession, type Profile } from './session';

export interface SessionState {
  signedIn: boolean;
  profile: Profile | null;
}

let cached: { version: number; token: string | null; state: SessionState } | null = null;

function snapshot(): SessionState {
  const version = sessionVersion();
  const token = getAccessToken();
  if (!cached || cached.version !== version || cached.token !== token) {
    const profile = token ? getProfile() : null;
    // Signed in once the profile is stored too: sign-in saves the tokens first, and a guard that saw a
    // session without its permissions would refuse the page.
    cached = { version, token, state: { signedIn: profile !== null, profile } };
  }
  return cached.state;
}

/** The current session; re-renders on sign-in, sign-out and changes from other tabs. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, snapshot, snapshot);
}

const anyLoading = () => loadingCount() > 0;

/** True while any request runs (the global progress bar). */
export function useApiLoading(): boolean {
  return useSyncExternalStore(subscribeLoading, anyLoading, anyLoading);
}

/** The network, server and token error states (SPEC §8) for the shell's banner. */
export function useApiHealth(): ApiHealth {
  return useSyncExternalStore(subscribeApiHealth, getApiHealth, getApiHealth);
}
