// The message to show for a failed auth call: the console's own words for a timeout or network failure,
// otherwise the server's message (its error envelope), else a generic text.
import type { TFunction } from 'i18next';
import { isApiError } from '../../api/errors';

export interface ShownError {
  message: string;
  requestId: string | undefined;
}

export function shownError(t: TFunction, error: unknown, fallbackKey = 'errors:generic'): ShownError {
  if (isApiError(error)) {
    if (error.messageKey) return { message: t(error.messageKey), requestId: error.requestId };
    if (error.message) return { message: error.message, requestId: error.requestId };
    return { message: t(fallbackKey), requestId: error.requestId };
  }
  return { message: t(fallbackKey), requestId: undefined };
}

/** The field errors of a failed call (none for anything but an ApiError). */
export function fieldErrorsOf(error: unknown) {
  return isApiError(error) ? error.fieldErrors : [];
}
