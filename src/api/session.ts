// The browser session: which keys hold what (ARCHITECTURE §5) and a tiny store the UI subscribes to.
import type { components as MainComponents } from './generated/main';
import type { components as AuthComponents } from './generated/auth';

export type Profile = MainComponents['schemas']['Profile'];
export type TokenPair = AuthComponents['schemas']['TokenPair'];

export const storageKeys = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  fullToken: 'fullToken',
  loginType: 'loginType',
  userData: 'userData',
  /** sessionStorage */
  resourceGroupId: 'resourceGroupId',
  /** sessionStorage */
  projectId: 'projectId',
} as const;

/** localStorage keys a sign-out (or a 401) removes. */
const sessionLocalKeys = [
  storageKeys.accessToken,
  storageKeys.refreshToken,
  storageKeys.fullToken,
  storageKeys.loginType,
  storageKeys.userData,
];

const listeners = new Set<() => void>();
let version = 0;

function emit(): void {
  version += 1;
  for (const listener of listeners) listener();
}

function safeGet(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

export function getAccessToken(): string | null {
  return safeGet(localStorage, storageKeys.accessToken);
}

export function getRefreshToken(): string | null {
  return safeGet(localStorage, storageKeys.refreshToken);
}

export function getLoginType(): string | null {
  return safeGet(localStorage, storageKeys.loginType);
}

export function getResourceGroupId(): string | null {
  return safeGet(sessionStorage, storageKeys.resourceGroupId);
}

export function getProjectId(): string | null {
  return safeGet(sessionStorage, storageKeys.projectId);
}

export function getProfile(): Profile | null {
  const raw = safeGet(localStorage, storageKeys.userData);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Profile;
  } catch {
    return null;
  }
}

/** True once both the access token and the profile are stored. Sign-in stores the tokens first; until the
 *  profile follows, route guards would see a session without permissions and refuse the page. */
export function hasSession(): boolean {
  return !!getAccessToken() && getProfile() !== null;
}

/** Store a fresh token pair (sign-in or refresh). */
export function saveTokens(tokens: TokenPair): void {
  localStorage.setItem(storageKeys.accessToken, tokens.access_token);
  localStorage.setItem(storageKeys.refreshToken, tokens.refresh_token);
  localStorage.setItem(storageKeys.fullToken, `${tokens.token_type} ${tokens.access_token}`);
  localStorage.setItem(storageKeys.loginType, tokens.login_type);
  emit();
}

/** Store the profile; the resource group defaults to the profile's current group when none is chosen. */
export function saveProfile(profile: Profile): void {
  localStorage.setItem(storageKeys.userData, JSON.stringify(profile));
  if (!getResourceGroupId() && profile.currentGroupID) {
    sessionStorage.setItem(storageKeys.resourceGroupId, profile.currentGroupID);
  }
  emit();
}

/** Choose the project and resource group later requests are sent in (a null id removes that key). */
export function saveScope(scope: { projectId: string | null; resourceGroupId: string | null }): void {
  const entries = [
    [storageKeys.projectId, scope.projectId],
    [storageKeys.resourceGroupId, scope.resourceGroupId],
  ] as const;
  for (const [key, value] of entries) {
    if (value) sessionStorage.setItem(key, value);
    else sessionStorage.removeItem(key);
  }
  emit();
}

/** Forget the session: tokens, login type, user data and all of sessionStorage. */
export function clearSession(): void {
  for (const key of sessionLocalKeys) localStorage.removeItem(key);
  sessionStorage.clear();
  emit();
}

/** Whether the profile grants `<resource>:<action>`. `general` and `Auth` are open to everyone. */
export function hasPermission(profile: Profile | null, resource: string, action: 'read' | 'write'): boolean {
  if (resource === 'general' || resource === 'Auth') return true;
  if (!profile) return false;
  return profile.permission.includes(`${resource}:${action}`);
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || sessionLocalKeys.includes(event.key as (typeof sessionLocalKeys)[number])) {
      emit();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** A number that changes whenever the session changes (for useSyncExternalStore). */
export function sessionVersion(): number {
  return version;
}
