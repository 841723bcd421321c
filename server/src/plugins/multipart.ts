// multipart/form-data bodies (SPEC §7: ssl/customssl and uploads), parsed by the runtime's own Fetch API
// (undici's FormData parser, no extra package): every part becomes a string field, file parts as their text,
// so the contract's body schema validates them like JSON. A repeated field becomes an array (the schema
// refuses it); a body that does not parse is a 400 in the error envelope.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.js';

/** Upper bound of a multipart body: PEM files are a few KiB, the largest upload of the contracts far below. */
export const MULTIPART_BODY_LIMIT = 1024 * 1024;

export async function parseMultipart(body: Buffer, contentType: string): Promise<Record<string, unknown>> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new HttpError(400, 'The multipart body does not parse.', 'validation_failed', {}, [
      { path: '/body', message: 'must be a well-formed multipart/form-data body' },
    ]);
  }
  const out: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    const text = typeof value === 'string' ? value : await value.text();
    const prior = out[name];
    out[name] = prior === undefined ? text : [...(Array.isArray(prior) ? prior : [prior]), text];
  }
  return out;
}

export function installMultipart(app: FastifyInstance): void {
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: MULTIPART_BODY_LIMIT },
    async (request: FastifyRequest, body: Buffer) =>
      parseMultipart(body, String(request.headers['content-type'] ?? '')),
  );
}
