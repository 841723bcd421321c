// Every backend a console service is served by (schemas/services.json) has its handlers registered in
// app.ts HANDLERS, and the resource-group tables the database holds are each declared in db/scoped.ts
// (RESOURCE_GROUP_TABLES): a resource of the group keeps the group from being deleted, a part of one goes with
// it. Adding a service's first resource on a new backend, or a table, without that step fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDLERS } from '../app.js';
import { RESOURCE_GROUP_TABLES, RESOURCE_TABLES } from '../db/scoped.js';
import { SERVICE_SPELLINGS } from '../services.js';
import { createTestApp } from './helpers.js';
import type { TestContext } from './helpers.js';

describe('served backends', () => {
  it('serve every backend a service names', () => {
    const backends = [...new Set(Object.values(SERVICE_SPELLINGS).map((service) => service.backend))];
    expect(backends.filter((backend) => !(backend in HANDLERS))).toEqual([]);
  });
});

describe('resource-group tables', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('pglite');
  }, 180_000);
  afterAll(() => ctx?.close());

  // A row that must sit in a resource group (NOT NULL resource_group_id) is in a resource-group table.
  it('are each declared as a resource of the group or a part of one', async () => {
    const { rows } = await ctx.db.query<{ table_name: string }>(
      `SELECT DISTINCT table_name FROM information_schema.columns
        WHERE column_name = 'resource_group_id' AND is_nullable = 'NO' AND table_schema = current_schema()`,
    );
    const declared = Object.keys(RESOURCE_GROUP_TABLES);
    expect(rows.map((row) => row.table_name).filter((table) => !declared.includes(table))).toEqual([]);
    expect(RESOURCE_TABLES).toEqual(expect.arrayContaining(['cdn_sites', 'log_export_destinations']));
  });
});
