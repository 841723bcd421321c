// The JSON body parser of every route. An empty body is "no body" (POST /auth/logout sends none); anything else
// must parse, and may nest arrays and objects at most MAX_JSON_DEPTH levels deep: the depth is measured on the
// text, without recursion, before JSON.parse, so no walker of a parsed body (the NUL guard, validation, the
// idempotency hash, the audit trail) ever meets a value deeper than that. Deeper is a 400, whatever the route.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors.js';

/** The deepest nesting of arrays and objects a JSON body may have; no contract's body comes near it. */
export const MAX_JSON_DEPTH = 64;

const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Whether the JSON text nests arrays and objects deeper than `max` (brackets inside strings do not count). */
export function jsonDepthExceeds(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}

export const tooDeep = () =>
  new HttpError(
    400,
    `The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`,
    'nesting_too_deep',
    {},
    [{ path: '/body', message: `must not nest more than ${MAX_JSON_DEPTH} levels` }],
  );

export function installJsonBody(app: FastifyInstance): void {
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    if (jsonDepthExceeds(text)) {
      done(tooDeep(), undefined);
      return;
    }
    defaultJson(request, text, done);
  });
}
