// A write counter for the test database: a row-level trigger on every table but the audit trail logs each
// inserted, updated or deleted row. A refused request must leave the log as it was (a rolled-back
// transaction takes its log rows with it, so only committed changes count). A row inserted and deleted again
// within the window (the claim an Idempotency-Key takes and drops when the request is refused) nets to no
// change.
import type { Db } from '../../db/index.js';

// Refusals may count against a rate limit (rate_limit_hits) and leave an audit row: neither is a change.
const IGNORED = new Set(['audit_log', 'rate_limit_hits', 'schema_migrations', 'test_write_log']);

export async function installWriteCounter(
  db: Db,
): Promise<{ mark: () => Promise<number>; since: (mark: number) => Promise<string[]> }> {
  await db.exec(`
    CREATE TABLE IF NOT EXISTS test_write_log (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, table_name text NOT NULL, op text NOT NULL, row_id text);
    CREATE OR REPLACE FUNCTION test_count_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO test_write_log (table_name, op, row_id) VALUES (TG_TABLE_NAME, TG_OP,
        CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD)->>'id' ELSE to_jsonb(NEW)->>'id' END);
      RETURN NULL;
    END
    $$;`);
  const { rows } = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  for (const { table_name } of rows) {
    if (IGNORED.has(table_name) || !/^[a-z_][a-z0-9_]*$/.test(table_name)) continue;
    await db.exec(
      `CREATE TRIGGER test_count_write AFTER INSERT OR UPDATE OR DELETE ON ${table_name}
         FOR EACH ROW EXECUTE FUNCTION test_count_write()`,
    );
  }
  return {
    mark: async () => {
      const { rows: r } = await db.query<{ id: string | null }>(
        'SELECT max(id)::text AS id FROM test_write_log',
      );
      return Number(r[0]?.id ?? 0);
    },
    since: async (mark: number) => {
      const { rows: r } = await db.query<{ t: string }>(
        `SELECT w.table_name || ' ' || w.op AS t FROM test_write_log w
          WHERE w.id > $1 AND NOT (w.row_id IS NOT NULL AND EXISTS (
            SELECT 1 FROM test_write_log i JOIN test_write_log d
              ON d.table_name = i.table_name AND d.row_id = i.row_id AND d.op = 'DELETE' AND d.id > i.id
             WHERE i.id > $1 AND i.op = 'INSERT' AND i.table_name = w.table_name AND i.row_id = w.row_id
               AND w.id BETWEEN i.id AND d.id))
          ORDER BY w.id`,
        [mark],
      );
      return r.map((x) => x.t);
    },
  };
}
