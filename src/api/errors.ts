// One error type for every backend. Each backend's error envelope is turned into an ApiError in
// `toApiError`; screens read `message` (already human), `status`, `requestId` and `fieldErrors`.

/** A field-level error from the server, keyed by the JSON pointer it names (e.g. "/body/name"). */
export interface FieldError {
  path: string;
  message: string;
}

/** What kind of failure: an HTTP answer, a timeout, a network failure or a cancelled request. */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'cancelled';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly requestId: string | undefined;
  readonly code: string | undefined;
  readonly fieldErrors: FieldError[];
  readonly kind: ApiErrorKind;

  constructor(init: {
    message: string;
    status?: number;
    requestId?: string | undefined;
    code?: string | undefined;
    fieldErrors?: FieldError[];
    kind?: ApiErrorKind;
  }) {
    super(init.message);
    this.status = init.status ?? 0;
    this.requestId = init.requestId;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? [];
    this.kind = init.kind ?? 'http';
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * Normalise whatever a failed call produced (a parsed error envelope, a text body, a thrown error) into an
 * ApiError. The shared error envelope is `{message, status_code, request_id, code?, errors?[{path, message}]}`.
 */
export function toApiError(body: unknown, response?: Response): ApiError {
  if (body instanceof ApiError) return body;
  const status = response?.status ?? 0;
  const headerRequestId = response?.headers.get('x-request-id') ?? undefined;
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    const fieldErrors = Array.isArray(b.errors)
      ? (b.errors as unknown[])
          .filter((e): e is Record<string, unknown> => !!e && typeof e === 'object')
          .map((e) => ({ path: String(e.path ?? ''), message: String(e.message ?? '') }))
      : [];
    return new ApiError({
      message: str(b.message) ?? str(b.error) ?? response?.statusText ?? '',
      status: typeof b.status_code === 'number' ? b.status_code : status,
      requestId: str(b.request_id) ?? headerRequestId,
      code: str(b.code),
      fieldErrors,
    });
  }
  if (body instanceof Error) {
    return new ApiError({ message: body.message, kind: 'network' });
  }
  return new ApiError({
    message: str(body) ?? response?.statusText ?? '',
    status,
    requestId: headerRequestId,
  });
}
