import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenService } from '../auth/tokens.js';
import { bearer, createTestApp, errorBody, login, randomSecret } from './helpers.js';
import type { TestContext } from './helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('permission enforcement', () => {
  it('answers 401 without a bearer token, with a bad one, and with one signed by another secret', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/api/main/cdn/sites' });
    expect(none.statusCode).toBe(401);
    expect(errorBody(none).code).toBe('unauthorized');
    const garbage = await ctx.app.inject({
      method: 'GET',
      url: '/api/main/user',
      headers: bearer('not.a.jwt'),
    });
    expect(garbage.statusCode).toBe(401);
    const forged = await new TokenService(randomSecret()).sign({
      sub: ctx.seed.tenantId,
      sid: ctx.seed.tenantId,
      role: 'operator',
    });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/main/user', headers: bearer(forged) });
    expect(res.statusCode).toBe(401);
  });

  it('checks authentication before the body: an anonymous bad request is 401, not 400', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/main/cdn/sites', payload: { name: '' } });
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 when the grant is missing and 200 when present', async () => {
    const member = await login(ctx.app, ctx.passwords.member.username, ctx.passwords.member.password);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/main/cdn/sites', headers: bearer(member) }))
        .statusCode,
    ).toBe(200);
    const write = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/main/cdn/sites/${ctx.seed.tenantId}`,
      headers: bearer(member),
    });
    expect(write.statusCode).toBe(403);
    expect(errorBody(write).message).toContain('cdn:write');
  });
});

describe('GET /api/main/user', () => {
  it('gives the member their grants, the default resource group and the enabled services', async () => {
    const member = await login(ctx.app, ctx.passwords.member.username, ctx.passwords.member.password);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/main/user', headers: bearer(member) });
    expect(res.statusCode).toBe(200);
    const p = res.json().data;
    expect(p).toMatchObject({
      username: ctx.passwords.member.username,
      role: 'customer',
      tenant_id: ctx.seed.tenantId,
      tenant_name: 'Demo Telecom Tenant',
      currentGroupID: ctx.seed.resourceGroupId,
      enabled_services: ['cdn'],
    });
    expect(p.permission).toEqual(['Auth:read', 'Auth:write', 'cdn:read', 'general:read']);
    expect(p.projects).toEqual([{ id: ctx.seed.projectId, name: 'Default project' }]);
    expect(p.resource_groups.map((g: { id: string }) => g.id).sort()).toEqual(
      [ctx.seed.resourceGroupId, ctx.seed.secondResourceGroupId].sort(),
    );
  });

  it('gives the administrator every tenant permission and the operator admin too', async () => {
    const admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
    const a = (await ctx.app.inject({ method: 'GET', url: '/api/main/user', headers: bearer(admin) })).json()
      .data;
    expect(a.role).toBe('administrator');
    expect(a.permission).toContain('cdn:write');
    expect(a.permission).toContain('iam:write');
    expect(a.permission).not.toContain('admin:read');
    const operator = await login(ctx.app, ctx.passwords.operator.username, ctx.passwords.operator.password);
    const o = await ctx.app.inject({ method: 'GET', url: '/api/main/user', headers: bearer(operator) });
    expect(o.statusCode).toBe(200);
    expect(o.json().data.role).toBe('operator');
    expect(o.json().data.permission).toContain('admin:write');
    expect(o.json().data.tenant_id).toBe(ctx.seed.tenantId);
  });

  it('validates the scope headers against the contract', async () => {
    const admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/main/user',
      headers: bearer(admin, { 'x-resource-group-id': 'not-a-uuid' }),
    });
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).errors?.[0]?.path).toBe('/header/x-resource-group-id');
  });
});
