import type { Db } from './types.js';

/**
 * A Db handed out before it is open: every call waits for `opening` (and fails as it fails). The server builds
 * its routes while the database opens, migrates and seeds; it listens only once both are done, so no request
 * ever waits here in practice.
 */
export function deferredDb(kind: Db['kind'], opening: Promise<Db>): Db {
  // The caller awaits `opening` itself; a rejection must not also surface as unhandled through this copy.
  opening.catch(() => undefined);
  return {
    kind,
    query: async (sql, params) => (await opening).query(sql, params),
    exec: async (sql) => (await opening).exec(sql),
    transaction: async (fn) => (await opening).transaction(fn),
    close: async () => (await opening).close(),
  };
}
