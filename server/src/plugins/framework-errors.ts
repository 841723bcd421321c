// Answers no route or hook gives: fastify's refusals before routing (a URL whose percent-escapes do not decode,
// a path parameter over the length limit, a failing route constraint) and the HTTP parser's refusals of a
// malformed request (bad header, headers too large, request timeout). Fastify's own bodies for these carry
// neither the error envelope nor the security headers; these handlers give both, like every other answer.
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { envelope } from './errors.js';
import type { ErrorEnvelope } from './errors.js';
import { securityHeaders } from './security-headers.js';

const MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The request URL is not valid: a percent-escape in it does not decode.',
  FST_ERR_MAX_PARAM_LENGTH: 'The request URL is too long.',
};

/** fastify's `frameworkErrors` option: the envelope and the security headers for refusals before routing. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 400;
  for (const [name, value] of Object.entries(securityHeaders())) reply.header(name, value);
  reply.header('x-request-id', request.id);
  let body: ErrorEnvelope;
  if (status >= 500) {
    request.log.error({ err: error }, 'framework error');
    body = envelope(request, 500, 'Internal server error.', 'internal_error');
  } else {
    const message = MESSAGES[error.code] ?? 'The request is not valid.';
    body = envelope(request, status, message, status === 414 ? 'uri_too_long' : 'bad_request');
  }
  void reply
    .code(body.status_code)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(body));
}

/** What the HTTP parser's refusal answers: fastify's statuses for it, in the envelope. */
function clientErrorAnswer(code: string | undefined): { status: number; message: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, message: 'The request took too long to arrive.' };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: 'The request headers are too large.' };
  return { status: 400, message: 'The request is not valid HTTP.' };
}

/**
 * fastify's `clientErrorHandler` option: the socket's request never parsed, so there is no request object; the
 * answer is written to the socket by hand (as node's and fastify's defaults do), then the socket is closed.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { status, message } = clientErrorAnswer(error.code);
    const id = randomUUID();
    const body = JSON.stringify({
      message,
      status_code: status,
      request_id: id,
      code: 'bad_request',
    } satisfies ErrorEnvelope);
    const headers = {
      ...securityHeaders(),
      'x-request-id': id,
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${head}\r\n${body}`);
  }
  socket.destroy(error);
}
