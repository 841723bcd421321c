// One error envelope for every 4xx/5xx: {message, status_code, request_id, code?, errors?[{path, message}]}.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.js';
import type { FieldError } from '../errors.js';
import { customFormatMessages } from '../openapi.js';

export interface ErrorEnvelope {
  message: string;
  status_code: number;
  request_id: string;
  code?: string;
  errors?: FieldError[];
  /** A 412's current state of the resource, as GET answers it. */
  current?: unknown;
}

export function envelope(
  request: FastifyRequest,
  status: number,
  message: string,
  code?: string,
  errors?: FieldError[],
  extra?: Record<string, unknown>,
): ErrorEnvelope {
  return {
    ...extra,
    message,
    status_code: status,
    request_id: request.id,
    ...(code ? { code } : {}),
    ...(errors?.length ? { errors: errors.slice(0, 100) } : {}),
  };
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
  code?: string,
  errors?: FieldError[],
  extra?: Record<string, unknown>,
): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(envelope(request, status, message, code, errors, extra));
}

const PARTS: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

interface AjvLikeError {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

function fieldErrors(context: string | undefined, list: AjvLikeError[]): FieldError[] {
  const part = PARTS[context ?? 'body'] ?? 'body';
  return list.map((e) => {
    let p = e.instancePath ?? '';
    const missing = e.params?.missingProperty;
    const extra = e.params?.additionalProperty;
    if (e.keyword === 'required' && typeof missing === 'string') p += `/${missing}`;
    if (e.keyword === 'additionalProperties' && typeof extra === 'string') p += `/${extra}`;
    const format = e.keyword === 'format' ? e.params?.format : undefined;
    const worded =
      typeof format === 'string' && Object.hasOwn(customFormatMessages, format)
        ? customFormatMessages[format]
        : undefined;
    return { path: `/${part}${p}`, message: worded ?? e.message ?? 'is invalid' };
  });
}

function summary(errors: FieldError[]): string {
  const first = errors[0];
  if (!first) return 'The request is invalid.';
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
  return `Invalid request: ${first.path} ${first.message}${more}`;
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return sendError(
        request,
        reply,
        error.statusCode,
        error.message,
        error.code,
        error.errors,
        error.extra,
      );
    }
    const err = error as FastifyError;
    if (err.validation) {
      const errors = fieldErrors(err.validationContext, err.validation as AjvLikeError[]);
      return sendError(request, reply, 400, summary(errors), 'validation_failed', errors);
    }
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError) {
      return sendError(request, reply, 400, 'The request body is not valid JSON.', 'malformed_json');
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return sendError(
        request,
        reply,
        415,
        'Unsupported content type; send application/json.',
        'unsupported_media_type',
      );
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendError(request, reply, 413, 'The request body is too large.', 'payload_too_large');
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      return sendError(
        request,
        reply,
        status,
        err.message || 'Bad request.',
        err.code ? 'bad_request' : undefined,
      );
    }
    request.log.error({ err }, 'unhandled error');
    return sendError(request, reply, 500, 'Internal server error.', 'internal_error');
  });
}

/**
 * A body in a content type the operation does not declare is 415 (fastify would otherwise skip validation); a
 * required body that is absent is a validation error, not a crash. Only routes with a body schema (the
 * contracts' operations) need it: buildApp installs it in the API routes' scope.
 */
export function installBodyChecks(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema as
      { body?: { content?: Record<string, unknown> } } | undefined;
    if (!schema?.body) return;
    const declared = schema.body.content ? Object.keys(schema.body.content) : ['application/json'];
    const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (type && !declared.includes(type)) {
      throw new HttpError(
        415,
        `Unsupported content type; send ${declared.join(' or ')}.`,
        'unsupported_media_type',
      );
    }
    if (request.body === undefined || request.body === null) {
      const errors = [
        {
          path: '/body',
          message: `must be ${declared.includes('application/json') ? 'a JSON object' : 'present'}`,
        },
      ];
      throw new HttpError(400, summary(errors), 'validation_failed', {}, errors);
    }
  });
}
