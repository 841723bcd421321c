// PostgreSQL through node-postgres. The driver is loaded on the first query, not when this module is: the
// server imports it with the rest of db/ and most starts (PGlite) never need it.
import type pg from 'pg';
import type { Db, Queryable, QueryResult } from './types.js';

let driver: Promise<typeof pg> | undefined;
const loadDriver = () =>
  (driver ??= import('pg').then((m) => ((m as { default?: typeof pg }).default ?? m) as typeof pg));

export interface PostgresOptions {
  connectionString: string;
  /** Schema put first on the search_path of every connection (tests use a fresh one per run). */
  schema?: string;
  max?: number;
}

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const res = await client.query(sql, params as unknown[]);
      return { rows: res.rows as T[], rowCount: res.rowCount ?? 0 };
    },
    async exec(sql: string): Promise<void> {
      await client.query(sql);
    },
  };
}

export function openPostgres(options: PostgresOptions): Db {
  if (options.schema && !/^[a-z_][a-z0-9_]*$/.test(options.schema)) throw new Error('invalid schema name');
  let opened: Promise<pg.Pool> | undefined;
  const pool = () =>
    (opened ??= loadDriver().then((driverModule) => {
      const p = new driverModule.Pool({
        connectionString: options.connectionString,
        max: options.max ?? 10,
        ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
      });
      p.on('error', () => {
        // An idle client lost its connection; the pool replaces it on the next query.
      });
      return p;
    }));
  return {
    kind: 'postgres',
    query: async <T>(sql: string, params?: readonly unknown[]) => wrap(await pool()).query<T>(sql, params),
    exec: async (sql: string) => wrap(await pool()).exec(sql),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await (await pool()).connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: async () => {
      if (opened) await (await opened).end();
    },
  };
}
