// Names and descriptions read as what they hold: control characters, zero-width and other invisible
// characters and bidirectional overrides are refused on their field (the shared formats text-line and text),
// nothing is stored; the letters of every language and, in descriptions, line breaks are kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, bearer, countRows, createTestApp, errorBody, login } from './helpers.js';
import type { BackendKind, TestContext, Tokens } from './helpers.js';
import { cleanClaim } from '../idp/accounts.js';

describe.each(BACKENDS)('free text in names and descriptions (%s)', (kind: BackendKind) => {
  let ctx: TestContext;
  let member: Tokens;
  let admin: Tokens;

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    member = await login(ctx.app, ctx.passwords.member.username, ctx.passwords.member.password);
    admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
  });
  afterAll(() => ctx.close());

  const storedName = async () =>
    (
      await ctx.db.query<{ full_name: string }>('SELECT full_name FROM users WHERE username = $1', [
        ctx.passwords.member.username,
      ])
    ).rows[0]!.full_name;
  const rename = (full_name: string) =>
    ctx.app.inject({
      method: 'PATCH',
      url: '/api/main/user',
      headers: bearer(member),
      payload: { full_name },
    });
  const newGroup = (description: string, name = `g${Math.random().toString(36).slice(2, 10)}`) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/main/tenant/group',
      headers: bearer(admin),
      payload: { name, description },
    });

  it('MUST refuse a name with a direction override, a zero-width or a control character, on its field', async () => {
    const before = await storedName();
    for (const value of [
      'Mallory \u202Egnp.exe',
      'ad\u200Bmin',
      'bell\u0007',
      'two\nlines',
      '\u2067isolated\u2069',
      '\uFEFFBOM',
    ]) {
      const res = await rename(value);
      expect(res.statusCode, JSON.stringify(value)).toBe(400);
      const body = errorBody(res);
      expect(body.errors?.map((e) => e.path)).toEqual(['/body/full_name']);
      expect(body.errors?.[0]?.message).toMatch(/control characters, invisible characters or text-direction/);
    }
    expect(await storedName()).toBe(before);
  });

  it('MUST refuse the same characters in a description, and store nothing', async () => {
    const groups = await countRows(ctx.db, 'user_groups');
    for (const value of ['see \u202Ereadme', 'zero\u200Dwidth', 'esc\u001B[31m']) {
      const res = await newGroup(value);
      expect(res.statusCode, JSON.stringify(value)).toBe(400);
      expect(errorBody(res).errors?.map((e) => e.path)).toEqual(['/body/description']);
    }
    expect(await countRows(ctx.db, 'user_groups')).toBe(groups);
  });

  it('MUST keep the letters of every language, and line breaks in a description', async () => {
    for (const value of ['Nguyễn Thị Minh Khai', 'Jürgen Groß', 'Zoë O’Brien', 'محمد', '李小龙 🎉']) {
      const res = await rename(value);
      expect(res.statusCode, value).toBe(200);
      expect(await storedName()).toBe(value);
    }
    const res = await newGroup('First line\nSecond line\twith a tab');
    expect(res.statusCode).toBe(201);
    expect(res.json().data.description).toBe('First line\nSecond line\twith a tab');
  });
});

describe('names from an identity provider', () => {
  it('MUST drop the characters a typed name may not hold, keeping every letter', () => {
    expect(cleanClaim('  Eve \u202Egnp.exe\u200B\u0007 ', 200)).toBe('Eve gnp.exe');
    expect(cleanClaim('Nguyễn Thị 🎉\nMinh', 200)).toBe('Nguyễn Thị 🎉Minh');
    expect(cleanClaim(undefined, 200)).toBe('');
  });
});
