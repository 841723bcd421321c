// Server field errors, as the client layer hands them over, land on the engine's form fields.
// (Kept apart from errors.test.ts: the mutation run covers src/api alone and does not load the engine.)
import { describe, expect, it } from 'vitest';
import { toApiError } from '../../../src/api/errors';
import { serverErrorSchema } from '../../../src/engine/rjsf/ResourceForm';

describe('server field errors on the form', () => {
  it("land on the engine's form fields", () => {
    const error = toApiError(
      {
        message: 'Invalid',
        status_code: 400,
        request_id: 'r',
        errors: [
          { path: 'body.origin_server_url', message: 'Bad URL' },
          { path: 'body.items[1].host', message: 'Bad host' },
        ],
      },
      new Response(null, { status: 400 }),
    );
    expect(serverErrorSchema(error.fieldErrors)).toEqual({
      origin_server_url: { __errors: ['Bad URL'] },
      items: { 1: { host: { __errors: ['Bad host'] } } },
    });
  });
});
