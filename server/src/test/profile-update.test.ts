// PATCH /user: anyone signed in renames themselves (no iam:write), audited with before/after; bad names change
// nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorBody, login } from './helpers.js';
import type { TestContext, Tokens } from './helpers.js';

let ctx: TestContext;
let member: Tokens;

beforeAll(async () => {
  ctx = await createTestApp('pglite');
  member = await login(ctx.app, ctx.passwords.member.username, ctx.passwords.member.password);
});
afterAll(() => ctx.close());

const rename = (payload: unknown, tokens: Tokens | null = member) =>
  ctx.app.inject({
    method: 'PATCH',
    url: '/api/main/user',
    headers: tokens ? bearer(tokens) : {},
    payload: payload as object,
  });

const storedName = async () =>
  (
    await ctx.db.query<{ full_name: string }>('SELECT full_name FROM users WHERE username = $1', [
      ctx.passwords.member.username,
    ])
  ).rows[0]!.full_name;

describe('PATCH /user', () => {
  it('MUST let a member without iam:write change their own name, answer the profile and audit it', async () => {
    const before = await storedName();
    const res = await rename({ full_name: '  Bình Trần  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.full_name).toBe('Bình Trần');
    expect(await storedName()).toBe('Bình Trần');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/main/user', headers: bearer(member) });
    expect(me.json().data.full_name).toBe('Bình Trần');
    const { rows } = await ctx.db.query<{ details: { before: unknown; after: unknown } }>(
      `SELECT details FROM audit_log WHERE action = 'update_profile' ORDER BY occurred_at DESC LIMIT 1`,
    );
    expect(rows[0]!.details.before).toEqual({ full_name: before });
    expect(rows[0]!.details.after).toEqual({ full_name: 'Bình Trần' });
  });

  it('MUST refuse a blank or too long name on its field and change nothing', async () => {
    const before = await storedName();
    const blank = await rename({ full_name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(errorBody(blank).errors?.map((e) => e.path)).toEqual(['/body/full_name']);
    expect((await rename({ full_name: 'x'.repeat(201) })).statusCode).toBe(400);
    expect(await storedName()).toBe(before);
  });

  it('MUST answer 401 without a session', async () => {
    expect((await rename({ full_name: 'Nobody' }, null)).statusCode).toBe(401);
  });
});
