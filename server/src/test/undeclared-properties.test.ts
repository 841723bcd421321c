// Request bodies carry only what their operation declares: an undeclared property (at the top or nested) is
// refused with a 400 naming it and changes nothing, on every operation (the fuzz sends one to each). And the
// permission comes first: a caller who may not call an operation is told 403, whatever its body holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, bearer, countRows, createTestApp, errorBody, login } from './helpers.js';
import type { BackendKind, TestContext, Tokens } from './helpers.js';

describe.each(BACKENDS)('undeclared properties and the order of refusals (%s)', (kind: BackendKind) => {
  let ctx: TestContext;
  let member: Tokens;
  let admin: Tokens;

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    member = await login(ctx.app, ctx.passwords.member.username, ctx.passwords.member.password);
    admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
  });
  afterAll(() => ctx.close());

  const memberRow = async () =>
    (
      await ctx.db.query<{ full_name: string; role: string }>(
        'SELECT full_name, role FROM users WHERE username = $1',
        [ctx.passwords.member.username],
      )
    ).rows[0]!;

  it('MUST refuse a property the operation does not declare with a 400 naming it, and change nothing', async () => {
    const before = await memberRow();
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/main/user',
      headers: bearer(member),
      payload: { full_name: 'Mallory', role: 'administrator' },
    });
    expect(res.statusCode).toBe(400);
    const body = errorBody(res);
    expect(body.code).toBe('validation_failed');
    expect(body.errors?.map((e) => e.path)).toEqual(['/body/role']);
    expect(body.message).toContain('/body/role');
    expect(await memberRow()).toEqual(before);
  });

  it('MUST refuse an undeclared property inside a nested object too', async () => {
    const { rows } = await ctx.db.query<{ id: string }>(
      'SELECT id FROM cdn_sites WHERE resource_group_id = $1 ORDER BY created_at, id LIMIT 1',
      [ctx.seed.resourceGroupId],
    );
    const siteId = rows[0]!.id;
    const rules = await countRows(ctx.db, 'cdn_page_rules');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/main/cdn/sites/${siteId}/page_rules`,
      headers: bearer(admin),
      payload: {
        url_pattern: 'www.example.com/old/*',
        actions: { forwarding_url: { url: 'https://www.example.com/new/$1', status_code: 301, keep: true } },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).errors?.map((e) => e.path)).toEqual(['/body/actions/forwarding_url/keep']);
    expect(await countRows(ctx.db, 'cdn_page_rules')).toBe(rules);
  });

  it('MUST refuse a query parameter the operation does not declare, naming it, and take the declared ones', async () => {
    const undeclared = await ctx.app.inject({
      method: 'GET',
      url: '/api/main/cdn/sites?per_page=5&role=administrator',
      headers: bearer(member),
    });
    expect(undeclared.statusCode).toBe(400);
    expect(errorBody(undeclared).errors?.map((e) => e.path)).toEqual(['/query/role']);
    // An operation without any query parameter refuses every one.
    const none = await ctx.app.inject({
      method: 'GET',
      url: '/api/main/packages/get_all?x=1',
      headers: bearer(member),
    });
    expect(none.statusCode).toBe(400);
    expect(errorBody(none).errors?.map((e) => e.path)).toEqual(['/query/x']);
    const declared = await ctx.app.inject({
      method: 'GET',
      url: '/api/main/cdn/sites?per_page=5&sort_direction=asc',
      headers: bearer(member),
    });
    expect(declared.statusCode).toBe(200);
  });

  it('MUST answer 403, not 400, to a caller without the permission, whatever the body', async () => {
    for (const payload of [{ name: '' }, { name: 'ok-site', is_admin: true }, 'not an object']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/main/cdn/sites',
        headers: bearer(member),
        payload: payload as object,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(403);
      expect(errorBody(res).message).toContain('cdn:write');
    }
    // Without a body at all, and with a body in a content type the operation does not take.
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/api/main/cdn/sites',
      headers: bearer(member),
    });
    expect(none.statusCode).toBe(403);
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/main/cdn/sites',
      headers: bearer(member, { 'content-type': 'text/plain' }),
      payload: 'hello',
    });
    expect(text.statusCode).toBe(403);
  });

  it('MUST still refuse a malformed scope header as the 400 it is, for a caller with the permission', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/main/cdn/sites',
      headers: bearer(member, { 'x-resource-group-id': 'not-a-uuid' }),
    });
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).errors?.[0]?.path).toBe('/header/x-resource-group-id');
  });
});
