// The text shown for a failed call: the server's message when it sent one, otherwise SPEC §8's texts.
import type { TFunction } from 'i18next';
import { isApiError } from '../api/errors';

export function errorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    if (error.kind === 'timeout') return t('errors:timeout');
    if (error.kind === 'network') return t('errors:network');
    if (error.message) return error.message;
    return t('errors:generic');
  }
  return t('errors:somethingWentWrong');
}

/** The request id, for support ("Request ID: …"), when the server sent one. */
export function requestIdNote(error: unknown, t: TFunction): string | undefined {
  return isApiError(error) && error.requestId ? t('errors:requestId', { id: error.requestId }) : undefined;
}
