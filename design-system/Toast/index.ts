export {
  DEFAULT_TOAST_TIMEOUT_MS,
  ERROR_TOAST_TIMEOUT_MS,
  LONG_TOAST_TIMEOUT_MS,
  TOAST_TIMEOUTS_MS,
  ToastProvider,
  useToast,
} from './Toast';
export type {
  ShowToastOptions,
  ToastApi,
  ToastDuration,
  ToastProviderProps,
  ToastStrings,
  ToastTone,
} from './Toast';
