// The error page (SPEC §2 /pages/miscellaneous/error, public, full layout) and what the error boundary hands
// it in the history state: the request id of a failed call, when there was one, and the page that failed.
import { isApiError } from '../../api/errors';

export const errorPagePath = '/pages/miscellaneous/error';
export const errorPageRouteName = 'error';

export interface ErrorPageState {
  requestId?: string;
  /** pathname + search of the page that failed (same-origin, for "go back"). */
  from?: string;
}

/** The state the error boundary passes on for `error` thrown while showing `from`. */
export function errorPageState(error: unknown, from: string): ErrorPageState {
  const requestId = isApiError(error) ? error.requestId : undefined;
  return requestId ? { requestId, from } : { from };
}

/** Reads the state back defensively (anything may sit in history.state after a reload). */
export function readErrorPageState(state: unknown): ErrorPageState {
  if (!state || typeof state !== 'object') return {};
  const { requestId, from } = state as Record<string, unknown>;
  return {
    ...(typeof requestId === 'string' && requestId ? { requestId } : {}),
    ...(typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? { from } : {}),
  };
}
