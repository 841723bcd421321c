// Errors a handler or hook throws on purpose; the errors plugin turns every error into the one envelope.

export interface FieldError {
  path: string;
  message: string;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly headers: Record<string, string> = {},
    readonly errors?: FieldError[],
    /** Extra members of the error envelope (e.g. `current` of a 412). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: FieldError[]) =>
  new HttpError(400, message, 'validation_failed', {}, errors);
export const unauthorized = (message = 'Authentication required.') =>
  new HttpError(401, message, 'unauthorized');
export const forbidden = (message = 'You do not have permission to do this.') =>
  new HttpError(403, message, 'forbidden');
export const notFound = (message = 'Not found.') => new HttpError(404, message, 'not_found');
export const conflict = (message: string, code = 'conflict') => new HttpError(409, message, code);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, 'rate_limited', { 'retry-after': String(retryAfterSeconds) });
/** A service the answer depends on (the DNS servers) did not answer: nothing was decided or changed. */
export const serviceUnavailable = (message: string, code: string, retryAfterSeconds: number) =>
  new HttpError(503, message, code, { 'retry-after': String(retryAfterSeconds) });
