// GET /access_key as a list like the others: a search over the key id and description, the status filter
// (expired once the expiry has passed), the whitelisted sort (never-expiring and never-used keys last) and the
// page — always only the caller's own keys, never another person's of the same tenant or of another tenant.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/index.js';
import { createTenant, createUser } from '../seed.js';
import { BACKENDS, bearer, createTestApp, errorBody, login } from './helpers.js';
import type { TestContext, Tokens } from './helpers.js';

const KEYS = '/api/main/access_key';
const DAY = 86_400_000;

interface Listed {
  data: { id: string; description: string; status: string }[];
  page_info: { page: string; per_page: number; total_count: number; total_pages: number };
}

/** A key id whose last characters are `n`, so the ids sort as the keys were numbered. */
const keyId = (prefix: string, n: number) => `AK${prefix}${String(n).padStart(18 - prefix.length, '0')}`;

async function person(tx: Queryable, tenantId: string, password: string) {
  const username = `keys-${randomUUID().slice(0, 8)}`;
  const userId = await createUser(tx, {
    tenantId,
    username,
    password,
    role: 'customer',
    email: '',
    fullName: username,
  });
  return { userId, username };
}

/** Stores a key as the server would, with times given relative to now (negative: in the past). */
async function storeKey(
  q: Queryable,
  owner: { userId: string; tenantId: string },
  key: { id: string; description: string; createdDays: number; expiresDays?: number; usedDays?: number },
) {
  const at = (days: number | undefined) => (days === undefined ? null : new Date(Date.now() + days * DAY));
  await q.query(
    `INSERT INTO access_keys (id, user_id, tenant_id, description, secret_hash, created_at, expires_at, last_used_at)
     VALUES ($1, $2, $3, $4, 'not-a-secret', $5, $6, $7)`,
    [
      key.id,
      owner.userId,
      owner.tenantId,
      key.description,
      at(key.createdDays),
      at(key.expiresDays),
      at(key.usedDays),
    ],
  );
}

describe.each(BACKENDS)('the access key list on %s', (kind) => {
  let ctx: TestContext;
  let mine: Tokens; // owns the five keys below
  let colleague: Tokens; // same tenant, one key of their own
  let stranger: Tokens; // another tenant, one key named like mine

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    const password = randomUUID();
    const people = await ctx.db.transaction(async (tx) => {
      const a = await createTenant(tx, 'Keys A');
      const b = await createTenant(tx, 'Keys B');
      const me = { ...(await person(tx, a.tenantId, password)), tenantId: a.tenantId };
      const peer = { ...(await person(tx, a.tenantId, password)), tenantId: a.tenantId };
      const other = { ...(await person(tx, b.tenantId, password)), tenantId: b.tenantId };
      const keys = [
        { id: keyId('MINE', 1), description: 'Deploy script', createdDays: -50, usedDays: -1 },
        { id: keyId('MINE', 2), description: 'laptop', createdDays: -40, expiresDays: 30 },
        {
          id: keyId('MINE', 3),
          description: 'old CI runner',
          createdDays: -30,
          expiresDays: -2,
          usedDays: -5,
        },
        { id: keyId('MINE', 4), description: 'backup_job', createdDays: -20, expiresDays: -1 },
        { id: keyId('MINE', 5), description: 'Monitoring', createdDays: -10, expiresDays: 90, usedDays: -3 },
      ];
      for (const key of keys) await storeKey(tx, me, key);
      await storeKey(tx, peer, { id: keyId('PEER', 1), description: 'deploy peer', createdDays: -5 });
      await storeKey(tx, other, { id: keyId('OTHER', 1), description: 'deploy other', createdDays: -5 });
      return { me, peer, other };
    });
    mine = await login(ctx.app, people.me.username, password);
    colleague = await login(ctx.app, people.peer.username, password);
    stranger = await login(ctx.app, people.other.username, password);
  });
  afterAll(() => ctx?.close());

  const list = async (who: Tokens, query = '') => {
    const res = await ctx.app.inject({ method: 'GET', url: `${KEYS}${query}`, headers: bearer(who) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Listed>();
  };
  const ids = (page: Listed) => page.data.map((key) => key.id);
  const numbered = (...n: number[]) => n.map((i) => keyId('MINE', i));

  it('lists only the caller’s own keys, newest first by default', async () => {
    const page = await list(mine);
    expect(ids(page)).toEqual(numbered(5, 4, 3, 2, 1));
    expect(page.page_info).toEqual({ page: '1', per_page: 20, total_count: 5, total_pages: 1 });
    expect(ids(await list(colleague))).toEqual([keyId('PEER', 1)]);
    expect(ids(await list(stranger))).toEqual([keyId('OTHER', 1)]);
  });

  it('searches the description and the key id, case-insensitively and literally', async () => {
    expect(ids(await list(mine, '?search=DEPLOY'))).toEqual(numbered(1));
    expect(ids(await list(mine, `?search=${keyId('MINE', 2).slice(-6)}`))).toEqual(numbered(2));
    // "_" is a character, not a wildcard.
    expect(ids(await list(mine, '?search=p_j'))).toEqual(numbered(4));
    expect(ids(await list(mine, '?search=p%25j'))).toEqual([]);
    // Another person's key with a matching description stays out.
    expect(ids(await list(colleague, '?search=deploy'))).toEqual([keyId('PEER', 1)]);
  });

  it('filters by status: expired once the expiry has passed, active otherwise', async () => {
    const expired = await list(mine, '?status=expired');
    expect(ids(expired)).toEqual(numbered(4, 3));
    expect(expired.data.every((key) => key.status === 'expired')).toBe(true);
    expect(expired.page_info.total_count).toBe(2);
    expect(ids(await list(mine, '?status=active'))).toEqual(numbered(5, 2, 1));
    expect(ids(await list(mine, '?status=active&search=monitor'))).toEqual(numbered(5));
  });

  it('sorts by each whitelisted field in both directions; keys never expiring or used sort last', async () => {
    expect(ids(await list(mine, '?sort_by=description&sort_direction=asc'))).toEqual(numbered(4, 1, 2, 5, 3));
    expect(ids(await list(mine, '?sort_by=created_at&sort_direction=asc'))).toEqual(numbered(1, 2, 3, 4, 5));
    expect(ids(await list(mine, '?sort_by=expires_at&sort_direction=asc'))).toEqual(numbered(3, 4, 2, 5, 1));
    expect(ids(await list(mine, '?sort_by=expires_at&sort_direction=desc'))).toEqual(numbered(5, 2, 4, 3, 1));
    expect(ids(await list(mine, '?sort_by=last_used_at&sort_direction=desc'))).toEqual(
      numbered(1, 5, 3, 4, 2),
    );
    // Equal statuses keep the id order of the direction.
    expect(ids(await list(mine, '?sort_by=status&sort_direction=asc'))).toEqual(numbered(1, 2, 5, 3, 4));
  });

  it('pages with per_page and page, and refuses what the contract does not allow', async () => {
    const first = await list(mine, '?per_page=2&sort_by=created_at&sort_direction=asc');
    expect(ids(first)).toEqual(numbered(1, 2));
    expect(first.page_info).toEqual({ page: '1', per_page: 2, total_count: 5, total_pages: 3 });
    const last = await list(mine, '?per_page=2&page=3&sort_by=created_at&sort_direction=asc');
    expect(ids(last)).toEqual(numbered(5));
    expect(ids(await list(mine, '?per_page=2&page=4'))).toEqual([]);
    for (const query of ['?sort_by=secret_hash', '?status=revoked', '?per_page=101', '?page=0']) {
      const res = await ctx.app.inject({ method: 'GET', url: `${KEYS}${query}`, headers: bearer(mine) });
      expect(res.statusCode, query).toBe(400);
      expect(errorBody(res).message).toBeTruthy();
    }
  });
});
