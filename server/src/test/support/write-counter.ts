// A write counter for the test database: a row-level trigger on every table but the audit trail logs each
// inserted, updated or deleted row. A refused request must leave the log as it was (a rolled-back
// transaction takes its log rows with it, so only committed changes count).
import type { Db } from '../../db/index.js';

const IGNORED = new Set(['audit_log', 'schema_migrations', 'test_write_log']);

export async function installWriteCounter(
  db: Db,
): Promise<{ mark: () => Promise<number>; since: (mark: number) => Promise<string[]> }> {
  await db.exec(`
    CREATE TABLE IF NOT EXISTS test_write_log (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, table_name text NOT NULL, op text NOT NULL);
    CREATE OR REPLACE FUNCTION test_count_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO test_write_log (table_name, op) VALUES (TG_TABLE_NAME, TG_OP);
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
        `SELECT table_name || ' ' || op AS t FROM test_write_log WHERE id > $1 ORDER BY id`,
        [mark],
      );
      return r.map((x) => x.t);
    },
  };
}
