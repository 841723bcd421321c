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
  // Runs on every request, so callback-style (no promise) and with a shortcut: a NUL reaches the path
  // parameters or the query only as %00 in the URL (the HTTP parser refuses a raw one), so without that and
  // without a body there is nothing to walk.
  app.addHook('preValidation', (request, _reply, done) => {
    if ((request.body === undefined || request.body === null) && !request.url.includes('%00')) {
      done();
      return;
    }
    const found = [
      ...nulPaths(request.params, '/path'),
      ...nulPaths(request.query, '/query'),
      ...nulPaths(request.body, '/body'),
    ];
    if (found.length === 0) {
      done();
      return;
    }
    const message = 'must not contain the NUL character (U+0000)';
    done(
      badRequest(
        `Invalid request: ${found[0]} ${message}`,
        found.map((path) => ({ path, message })),
      ),
    );
  });
}
