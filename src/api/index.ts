export { ApiError, isApiError, toApiError, type FieldError } from './errors';
export { api, initApi, setApiNavigate, createApiClients, type ApiClients, type MainClient } from './client';
export { loadConfig, defaultConfig, type ConsoleConfig } from './config';
export { cdnEnvelope, unwrapPlain, type Page, type FetchResult } from './adapters';
export { signIn, signOut, refreshTokens, fetchProfile } from './auth';
export { startTokenRefresh, tokenRefreshIntervalMs } from './refresh';
export { useSession, useApiList, useApiItem, type ApiKey } from './hooks';
export { sanitizeNext, loginUrl, defaultHomePath, loginPath } from './redirect';
export {
  hasPermission,
  hasSession,
  getProfile,
  clearSession,
  saveTokens,
  saveProfile,
  storageKeys,
  type Profile,
} from './session';
