export {
  ApiError,
  isApiError,
  toApiError,
  errorMessageKeys,
  type ApiErrorKind,
  type FieldError,
} from './errors';
export { toFieldErrors, toJsonPointer } from './fieldErrors';
export {
  api,
  initApi,
  setApiNavigate,
  createApiClients,
  endSession,
  renewAccessToken,
  notAuthorizedPath,
  type ApiClients,
  type MainClient,
} from './client';
export { loadConfig, defaultConfig, backendNames, type BackendName, type ConsoleConfig } from './config';
export {
  cdnEnvelope,
  dnsEnvelope,
  itemsEnvelope,
  envelopeOf,
  unwrapPlain,
  type Page,
  type ListPage,
  type FetchResult,
} from './adapters';
export { isCancelled, cancelledResult, type Cancelled } from './cancelled';
export { signIn, signOut, refreshTokens, fetchProfile } from './auth';
export { completeIdpCallback, type IdpCallbackResult } from './idpCallback';
export {
  multipartForm,
  multipartBody,
  textBody,
  blobAnswer,
  toDownload,
  filenameOf,
  uploadCustomSsl,
  importZoneFile,
  exportZoneFile,
  downloadReport,
  type Download,
} from './bodies';
export { startTokenRefresh, tokenRefreshIntervalMs } from './refresh';
export { watchForeground } from './foreground';
export { useSession, useApiList, useApiItem, useApiLoading, useApiHealth, type ApiKey } from './hooks';
export { subscribeLoading, loadingCount, type LoadingEvent } from './loading';
export { getApiHealth, subscribeApiHealth, type ApiHealth } from './health';
export { loadChunk, lazyChunk, chunkTimeoutMs } from './chunks';
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
