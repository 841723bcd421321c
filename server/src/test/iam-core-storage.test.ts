// The IAM core's SQL on every storage backend (PGlite always, PostgreSQL 15 with TEST_DATABASE_URL): the
// whole contract walk of iam-core-walk.ts, plus the permission union, run against each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walkIamCore } from './iam-core-walk.js';
import type { WalkCall } from './iam-core-walk.js';
import { BACKENDS, bearer, createTestApp, login } from './helpers.js';
import type { TestContext } from './helpers.js';

describe.each(BACKENDS)('IAM core on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx?.close());

  it('serves every IAM core operation', async () => {
    const call: WalkCall = async (_backend, _operationId, opts) => {
      const res = await ctx.app.inject(opts);
      return { status: res.statusCode, body: res.body ? res.json() : undefined, headers: res.headers };
    };
    await walkIamCore(call, ctx);
  });

  it('unions own, group and policy grants', async () => {
    const admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
    const member = await login(ctx.app, ctx.passwords.member.username, ctx.passwords.member.password);
    const me = (
      await ctx.app.inject({ method: 'GET', url: '/api/main/user', headers: bearer(member) })
    ).json().data;
    const group = await ctx.app.inject({
      method: 'POST',
      url: '/api/main/tenant/group',
      headers: bearer(admin),
      payload: { name: 'Storage union', member_ids: [me.id] },
    });
    const assigned = await ctx.app.inject({
      method: 'POST',
      url: `/api/main/tenant/group/${group.json().data.id}/assign_projects_permissions`,
      headers: bearer(admin),
      payload: {
        projects: [
          {
            project_id: ctx.seed.projectId,
            permissions: ['dns:read'],
            policy_ids: ['0b7c1e00-0000-4000-8000-000000000005'],
          },
        ],
      },
    });
    expect(assigned.statusCode).toBe(201);
    const after = (
      await ctx.app.inject({ method: 'GET', url: '/api/main/user', headers: bearer(member) })
    ).json().data;
    expect(after.permission).toEqual(
      expect.arrayContaining(['cdn:read', 'dns:read', 'iam:read', 'iam:write']),
    );
  });
});
