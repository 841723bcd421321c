// The parts of a request that exist before its body is read — path parameters, query and headers —
// validated against the route's contract ahead of fastify's own validation step, so that a hook running
// before the body (the permission check) decides on values the contract accepts, and a malformed one is the
// 400 it would be anyway. Fastify validates them again later; that second pass finds nothing new.
import type { FastifyRequest } from 'fastify';

type Part = 'params' | 'querystring' | 'headers';
/** The request property each part lives in, in the order fastify validates them. */
const PARTS: readonly (readonly [Part, 'params' | 'query' | 'headers'])[] = [
  ['params', 'params'],
  ['querystring', 'query'],
  ['headers', 'headers'],
];

type Validator = ((data: unknown, context?: object) => boolean) & {
  errors?: unknown;
  schemaEnv?: unknown;
};

/** Throws the validation error fastify would raise for the first part that fails; the body is not looked at. */
export function validatePartsBeforeBody(request: FastifyRequest): void {
  for (const [part, property] of PARTS) {
    const validate = request.getValidationFunction(part) as Validator | undefined;
    if (typeof validate !== 'function') continue;
    const data = (request as unknown as Record<string, unknown>)[property] ?? null;
    // As fastify calls it: with the parent, so coercion may replace the part's root value.
    const ok = validate.schemaEnv
      ? validate(data, { parentData: request, parentDataProperty: property })
      : validate(data);
    if (!ok) {
      throw Object.assign(new Error(`Invalid ${part}`), {
        statusCode: 400,
        code: 'FST_ERR_VALIDATION',
        validation: validate.errors,
        validationContext: part,
      });
    }
  }
}
