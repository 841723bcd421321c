// One error type for every backend. Each backend's error envelope is turned into an ApiError in
// `toApiError`; screens read `message` (already human), `messageKey` (a locale key for the failures the
// console words itself), `status`, `requestId` and `fieldErrors`.
import { toFieldErrors, type FieldError } from './fieldErrors';

export type { FieldError } from './fieldErrors';

/**
 * What kind of failure: an HTTP answer, a 403 ("not permitted", shown in place), a timeout, a network
 * failure, or a cancelled request.
 */
export type ApiErrorKind = 'http' | 'forbidden' | 'timeout' | 'network' | 'cancelled';

/** Locale keys (locales/<lng>/errors.json) for the failures whose text the console supplies. */
export const errorMessageKeys = {
  timeout: 'errors:timeout',
  network: 'errors:network',
  generic: 'errors:generic',
} as const;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly requestId: string | undefined;
  readonly code: string | undefined;
  readonly fieldErrors: FieldError[];
  readonly kind: ApiErrorKind;
  /** The locale key to show instead of `message` ("Request time out!" for a timeout). */
  readonly messageKey: string | undefined;
  /** On a 412: the resource's current ETag (response header), to overwrite with. */
  readonly etag: string | undefined;
  /** On a 412: the resource as it is now (the envelope's `current`), to show or reload. */
  readonly current: unknown;

  constructor(init: {
    message: string;
    status?: number;
    requestId?: string | undefined;
    code?: string | undefined;
    fieldErrors?: FieldError[];
    kind?: ApiErrorKind;
    messageKey?: string | undefined;
    etag?: string | undefined;
    current?: unknown;
  }) {
    super(init.message);
    this.status = init.status ?? 0;
    this.requestId = init.requestId;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? [];
    this.kind = init.kind ?? 'http';
    this.messageKey = init.messageKey;
    this.etag = init.etag;
    this.current = init.current;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The error a timed-out request rejects with. */
export function timeoutError(): ApiError {
  return new ApiError({
    message: 'Request time out!',
    kind: 'timeout',
    code: 'timeout',
    messageKey: errorMessageKeys.timeout,
  });
}

/** The error a request that never reached a server rejects with (offline, DNS, CORS: fetch's TypeError). */
export function networkError(cause: unknown): ApiError {
  return new ApiError({
    message: cause instanceof Error ? cause.message : String(cause),
    kind: 'network',
    code: 'network',
    messageKey: errorMessageKeys.network,
  });
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function kindOf(status: number): ApiErrorKind {
  return status === 403 ? 'forbidden' : 'http';
}

/**
 * The words of an answer that is not the envelope: its text body, else its status line. Never a server
 * failure's (a 5xx without the envelope's message is SPEC §8's "An error occurred", not "Bad Gateway") and never
 * markup (a gateway's or proxy's error page).
 */
function fallbackMessage(status: number, text: string | undefined, statusText: string | undefined): string {
  if (status >= 500) return '';
  if (text !== undefined && !text.trimStart().startsWith('<')) return text;
  return statusText ?? '';
}

/**
 * Normalise whatever a failed call produced (a parsed error envelope, a text body, a thrown error) into an
 * ApiError. Every backend, DNS included (its DnsError is the shared Error schema), fails with the envelope
 * `{message, status_code, request_id, code?, errors?[{path, message}]}`. DNS success bodies carry `error`, always
 * null; a string `error` is read only as a fallback when a body has no `message`.
 */
export function toApiError(body: unknown, response?: Response): ApiError {
  if (body instanceof ApiError) return body;
  if (body instanceof Error) return networkError(body);
  const status = response?.status ?? 0;
  const headerRequestId = response?.headers.get('x-request-id') ?? undefined;
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    const bodyStatus = typeof b.status_code === 'number' ? b.status_code : status;
    return new ApiError({
      message: str(b.message) ?? str(b.error) ?? fallbackMessage(bodyStatus, undefined, response?.statusText),
      status: bodyStatus,
      requestId: str(b.request_id) ?? headerRequestId,
      code: str(b.code),
      fieldErrors: toFieldErrors(b.errors),
      kind: kindOf(bodyStatus),
      etag: response?.headers.get('etag') ?? undefined,
      current: b.current,
    });
  }
  return new ApiError({
    message: fallbackMessage(status, str(body), response?.statusText),
    status,
    requestId: headerRequestId,
    kind: kindOf(status),
  });
}
