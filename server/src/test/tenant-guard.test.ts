// One repository guard (ARCHITECTURE §5–§6): no module outside server/src/db/ writes a tenant filter by hand.
// Tables declare their scope in db/table-scopes.ts (TABLE_SCOPES); single-table statements go through the guards
// of db/scoped.ts (or the dedicated ones built on tenantPredicate), joins, UNIONs and subqueries through
// scopedJoin / scopedSql.
// The static check below reads every TypeScript file of server/src and fails on SQL that filters by tenant_id
// itself; the unit checks show the join guard refuses a statement that leaves a joined table unfiltered.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { scopedSql, TABLE_SCOPES, tenantPredicate } from '../db/scoped.js';
import { createTenant } from '../seed.js';
import { bearer, createTestApp, login } from './helpers.js';

const SRC = fileURLToPath(new URL('..', import.meta.url));

/**
 * Files (relative to server/src, '/'-separated) allowed to filter by tenant by hand, each with the reason.
 * Keep it short: anything with a tenant from the token or the scope headers goes through the guard.
 */
const ALLOWED: Record<string, string> = {};

/** Hand-written tenant filters: "tenant_id = $n" (with or without an alias) and "x.tenant_id = y.tenant_id". */
const HAND_FILTERS = [
  /\btenant_id\s*=\s*\$\d/,
  /\btenant_id\s*=\s*[a-z_]+\.tenant_id\b/,
  /\btenant_id\s*=\s*ANY\s*\(/,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const rel = (path: string) => relative(SRC, path).split(sep).join('/');

describe('one repository guard', () => {
  const files = sourceFiles(SRC).filter((f) => !/^(db|test)\//.test(rel(f)));

  it('reads the handler modules', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files.map(rel)).toContain('main/iam/members-permissions.ts');
  });

  it('no module outside server/src/db/ filters by tenant_id by hand', () => {
    const offences: string[] = [];
    for (const file of files) {
      if (rel(file) in ALLOWED) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (HAND_FILTERS.some((re) => re.test(line)))
            offences.push(`${rel(file)}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(offences).toEqual([]);
  });

  it('the allowlist names only files that still need it', () => {
    for (const name of Object.keys(ALLOWED)) {
      const text = readFileSync(join(SRC, name), 'utf8');
      expect(
        HAND_FILTERS.some((re) => re.test(text)),
        name,
      ).toBe(true);
    }
  });

  it('takes each predicate from the declared scope', () => {
    expect(TABLE_SCOPES.user_groups).toBe('tenant');
    expect(tenantPredicate('user_groups', 'g')).toBe('g.tenant_id = $1');
    expect(tenantPredicate('iam_policies', 'p')).toBe('(p.tenant_id = $1 OR p.tenant_id IS NULL)');
    expect(tenantPredicate('iam_policies', 'p', 'write')).toBe('p.tenant_id = $1');
    expect(() => tenantPredicate('users', 'u; DROP TABLE users')).toThrow(/invalid identifier/);
  });

  it('refuses a join that leaves a table unfiltered', () => {
    const tables = { gm: 'user_group_members', g: 'user_groups' } as const;
    const sql = scopedSql(
      tables,
      (on) => `SELECT g.id FROM user_group_members gm JOIN user_groups g ON g.id = gm.group_id
        WHERE ${on.gm} AND ${on.g}`,
    );
    expect(sql).toContain('gm.tenant_id = $1 AND g.tenant_id = $1');
    expect(() =>
      scopedSql(
        tables,
        (on) =>
          `SELECT g.id FROM user_group_members gm JOIN user_groups g ON g.id = gm.group_id WHERE ${on.gm}`,
      ),
    ).toThrow(/leaves g unfiltered/);
  });

  it("does not take one alias's predicate for another's it ends with", () => {
    // "g.tenant_id = $1" is the tail of "pg.tenant_id = $1": the guard still sees g unfiltered.
    expect(() =>
      scopedSql(
        { g: 'group_grants', pg: 'policy_grants' },
        (on) =>
          `SELECT 1 FROM group_grants g JOIN policy_grants pg ON pg.group_id = g.group_id WHERE ${on.pg}`,
      ),
    ).toThrow(/leaves g unfiltered/);
  });

  it('declares sessions by the tenant they act in', () => {
    expect(tenantPredicate('sessions', 's')).toBe('s.tenant_id = $1');
  });

  it("counts a shared managed policy's attachments in the reader's tenant only", async () => {
    const ctx = await createTestApp('pglite');
    try {
      const admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
      const { rows } = await ctx.db.query<{ id: string }>(
        "SELECT id FROM iam_policies WHERE type = 'managed' AND tenant_id IS NULL ORDER BY name LIMIT 1",
      );
      const policyId = rows[0]?.id as string;
      const read = async () => {
        const res = await ctx.app.inject({
          method: 'GET',
          url: `/api/main/iam/policies/${policyId}`,
          headers: bearer(admin),
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data.attachment_count as number;
      };
      const before = await read();
      // Another tenant grants the same managed policy to one of its groups.
      const other = await createTenant(ctx.db, `Other Tenant ${randomUUID().slice(0, 6)}`);
      const groupId = randomUUID();
      await ctx.db.query(
        'INSERT INTO user_groups (id, tenant_id, name, description) VALUES ($1, $2, $3, $4)',
        [groupId, other.tenantId, 'Others', ''],
      );
      await ctx.db.query(
        'INSERT INTO policy_grants (id, tenant_id, group_id, project_id, policy_id) VALUES ($1, $2, $3, $4, $5)',
        [randomUUID(), other.tenantId, groupId, other.projectId, policyId],
      );
      expect(await read()).toBe(before);
    } finally {
      await ctx.close();
    }
  }, 60_000);
});
