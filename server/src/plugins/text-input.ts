// PostgreSQL text cannot hold NUL (U+0000): such a value would fail deep inside a query as a 500. Refuse it
// up front, for every route, as the 400 it is, naming where it was found.
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors.js';

const NUL = '\u0000';

const pointerKey = (k: string) => k.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * JSON-pointer paths of the strings (keys included) under `value` that contain NUL. Walks with its own stack,
 * not recursion, so no nesting depth can overflow the call stack.
 */
export function nulPaths(value: unknown, path: string): string[] {
  const found: string[] = [];
  // Each entry: a value to look into at a path, or (hit) a key already found to hold NUL, kept in its place so
  // the paths come out in document order.
  const stack: { v: unknown; at: string; hit?: true }[] = [{ v: value, at: path }];
  while (stack.length) {
    const { v, at, hit } = stack.pop() as { v: unknown; at: string; hit?: true };
    if (hit || (typeof v === 'string' && v.includes(NUL))) {
      found.push(at);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], at: `${at}/${i}` });
    } else if (v && typeof v === 'object') {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, child] = entries[i] as [string, unknown];
        const childAt = `${at}/${pointerKey(k)}`;
        stack.push(k.includes(NUL) ? { v: undefined, at: childAt, hit: true } : { v: child, at: childAt });
      }
    }
  }
  return found;
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
