export { DEFAULT_TOAST_TIMEOUT_MS, ERROR_TOAST_TIMEOUT_MS, ToastProvider, useToast } from './Toast';
export type { ShowToastOptions, ToastApi, ToastProviderProps, ToastStrings, ToastTone } from './Toast';
