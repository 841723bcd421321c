// The one storage interface the server uses: the same SQL runs on PGlite (embedded) and PostgreSQL.

export interface QueryResult<T> {
  rows: T[];
  /** Rows changed by INSERT / UPDATE / DELETE (0 for SELECT on some drivers). */
  rowCount: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn inside BEGIN … COMMIT; a throw rolls everything back and rethrows. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Marks a parameter as JSON, sent as text and cast to jsonb by the SQL builder. */
export class JsonParam {
  constructor(readonly value: unknown) {}
}
export const json = (value: unknown): JsonParam => new JsonParam(value);

/** The SQLSTATE code of a database error, when there is one. */
export function sqlState(err: unknown): string | undefined {
  if (err && typeof err === 'object' && 'code' in err && typeof err.code === 'string') return err.code;
  return undefined;
}
export const UNIQUE_VIOLATION = '23505';
