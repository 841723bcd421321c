// PostgreSQL text cannot hold NUL (U+0000): such a value would fail deep inside a query as a 500. Refuse it
// up front, for every route, as the 400 it is, naming where it was found.
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors.js';

const NUL = '\u0000';

/** JSON-pointer paths of the strings (keys included) under `value` that contain NUL. */
export function nulPaths(value: unknown, path: string): string[] {
  if (typeof value === 'string') return value.includes(NUL) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => nulPaths(v, `${path}/${i}`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => {
      const child = `${path}/${k.replaceAll('~', '~0').replaceAll('/', '~1')}`;
      return k.includes(NUL) ? [child] : nulPaths(v, child);
    });
  }
  return [];
}

export function installTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found = [
      ...nulPaths(request.params, '/path'),
      ...nulPaths(request.query, '/query'),
      ...nulPaths(request.body, '/body'),
    ];
    if (found.length === 0) return;
    const message = 'must not contain the NUL character (U+0000)';
    throw badRequest(
      `Invalid request: ${found[0]} ${message}`,
      found.map((path) => ({ path, message })),
    );
  });
}
