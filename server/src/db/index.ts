import type { Db } from './types.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';

export * from './types.js';
export { migrate, loadMigrations } from './migrate.js';
export { openPglite } from './pglite.js';
export { openPostgres } from './postgres.js';

export interface OpenDbOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory (ignored with databaseUrl). */
  pgliteDir?: string;
}

export async function openDb(options: OpenDbOptions): Promise<Db> {
  if (options.databaseUrl) return openPostgres({ connectionString: options.databaseUrl });
  return openPglite(options.pgliteDir);
}
export { deferredDb } from './deferred.js';
export { openPgliteThread } from './pglite-thread.js';
