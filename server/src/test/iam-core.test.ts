// IAM core operations: each succeeds for the administrator, is refused (403) for a member without iam
// permissions, and answers 404 for another tenant's administrator naming this tenant's objects. Plus the
// rules: a new project's default resource group, protected defaults, quotas, service enabling.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTenant, createUser } from '../seed.js';
import { bearer, countRows, createTestApp, errorBody, login } from './helpers.js';
import type { TestContext, Tokens } from './helpers.js';

let ctx: TestContext;
let admin: Tokens;
let member: Tokens;
let foreign: Tokens;
let ids: { group: string; project: string; rg: string; policy: string; memberId: string; adminId: string };

const api = (p: string) => `/api/main${p}`;
const inject = (tokens: Tokens, opts: InjectOptions & { url: string }, extra: Record<string, string> = {}) =>
  ctx.app.inject({ ...opts, url: api(opts.url), headers: bearer(tokens, extra) });

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
  member = await login(ctx.app, ctx.passwords.member.username, ctx.passwords.member.password);
  await ctx.db.transaction(async (tx) => {
    const t = await createTenant(tx, 'Foreign Tenant');
    await createUser(tx, {
      tenantId: t.tenantId,
      username: 'iam-foreign-admin',
      password: 'Foreign-admin-pass-1',
      role: 'administrator',
      email: 'foreign@example.test',
      fullName: 'Foreign Admin',
    });
  });
  foreign = await login(ctx.app, 'iam-foreign-admin', 'Foreign-admin-pass-1');
  const profile = async (t: Tokens) => (await inject(t, { method: 'GET', url: '/user' })).json().data;
  const group = await inject(admin, {
    method: 'POST',
    url: '/tenant/group',
    payload: { name: 'Core group' },
  });
  const project = await inject(admin, {
    method: 'POST',
    url: '/tenant/project',
    payload: { name: 'Core project' },
  });
  const projectId = project.json().data.id as string;
  const rg = await inject(admin, {
    method: 'POST',
    url: '/tenant/resource_group',
    payload: { name: 'Core rg', project_id: projectId },
  });
  const policy = await inject(admin, {
    method: 'POST',
    url: '/iam/policies',
    payload: { name: 'Core policy', permissions: ['dns:read'] },
  });
  ids = {
    group: group.json().data.id,
    project: projectId,
    rg: rg.json().data.id,
    policy: policy.json().data.id,
    memberId: (await profile(member)).id,
    adminId: (await profile(admin)).id,
  };
});
afterAll(() => ctx?.close());

type Case = [operationId: string, build: () => InjectOptions & { url: string }, okStatus: number];

// Operations naming an object of the tenant. Order matters only for the admin's pass (deletes last).
const objectCases = (): Case[] => [
  ['getGroup', () => ({ method: 'GET', url: `/tenant/group/${ids.group}` }), 200],
  [
    'updateGroup',
    () => ({ method: 'PUT', url: `/tenant/group/${ids.group}`, payload: { name: 'Core group 2' } }),
    200,
  ],
  ['listGroupMembers', () => ({ method: 'GET', url: `/tenant/group/${ids.group}/members` }), 200],
  [
    'listGroupMembersExclude',
    () => ({ method: 'GET', url: `/tenant/group/${ids.group}/members_exclude` }),
    200,
  ],
  [
    'addGroupMembers',
    () => ({
      method: 'PUT',
      url: `/tenant/group/${ids.group}/add_members`,
      payload: { member_ids: [ids.adminId] },
    }),
    200,
  ],
  [
    'removeGroupMembers',
    () => ({
      method: 'PUT',
      url: `/tenant/group/${ids.group}/delete_members`,
      payload: { member_ids: [ids.adminId] },
    }),
    200,
  ],
  [
    'assignGroupProjectPermissions',
    () => ({
      method: 'POST',
      url: `/tenant/group/${ids.group}/assign_projects_permissions`,
      payload: { projects: [{ project_id: ids.project, permissions: ['cdn:read'] }] },
    }),
    201,
  ],
  [
    'listGroupProjectPermissions',
    () => ({ method: 'GET', url: `/tenant/group/${ids.group}/projects_and_permissions` }),
    200,
  ],
  [
    'listGroupProjectsExclude',
    () => ({ method: 'GET', url: `/tenant/group/${ids.group}/projects_exclude` }),
    200,
  ],
  [
    'replaceGroupProjectPermissions',
    () => ({
      method: 'PUT',
      url: `/tenant/group/${ids.group}/project/${ids.project}/permissions`,
      payload: { permissions: ['cdn:read', 'cdn:write'] },
    }),
    200,
  ],
  [
    'removeGroupProjects',
    () => ({
      method: 'PUT',
      url: `/tenant/group/${ids.group}/delete_projects`,
      payload: { project_ids: [ids.project] },
    }),
    200,
  ],
  ['listMemberGroups', () => ({ method: 'GET', url: `/tenant/member/${ids.memberId}/groups` }), 200],
  [
    'addMemberGroups',
    () => ({
      method: 'PUT',
      url: `/tenant/member/${ids.memberId}/add_groups`,
      payload: { group_ids: [ids.group] },
    }),
    200,
  ],
  ['getProject', () => ({ method: 'GET', url: `/tenant/project/${ids.project}` }), 200],
  [
    'updateProject',
    () => ({ method: 'PUT', url: `/tenant/project/${ids.project}`, payload: { name: 'Core project 2' } }),
    200,
  ],
  ['listProjectGroups', () => ({ method: 'GET', url: `/tenant/project/${ids.project}/groups` }), 200],
  [
    'listProjectResourceGroups',
    () => ({ method: 'GET', url: `/tenant/project/${ids.project}/resource_groups` }),
    200,
  ],
  ['getResourceGroup', () => ({ method: 'GET', url: `/tenant/resource_group/${ids.rg}` }), 200],
  [
    'updateResourceGroup',
    () => ({ method: 'PUT', url: `/tenant/resource_group/${ids.rg}`, payload: { name: 'Core rg 2' } }),
    200,
  ],
  [
    'createResourceGroup',
    () => ({
      method: 'POST',
      url: '/tenant/resource_group',
      payload: { name: 'Core rg 3', project_id: ids.project },
    }),
    201,
  ],
  ['getPolicy', () => ({ method: 'GET', url: `/iam/policies/${ids.policy}` }), 200],
  [
    'updatePolicy',
    () => ({
      method: 'PUT',
      url: `/iam/policies/${ids.policy}`,
      payload: { name: 'Core policy 2', permissions: ['dns:write'] },
    }),
    200,
  ],
  ['deletePolicy', () => ({ method: 'DELETE', url: `/iam/policies/${ids.policy}` }), 200],
  ['deleteResourceGroup', () => ({ method: 'DELETE', url: `/tenant/resource_group/${ids.rg}` }), 200],
  ['deleteGroup', () => ({ method: 'DELETE', url: `/tenant/group/${ids.group}` }), 200],
  ['deleteProject', () => ({ method: 'DELETE', url: `/tenant/project/${ids.project}` }), 200],
];

// Operations without an object id of the tenant.
const tenantCases: Case[] = [
  ['listTenantGroups', () => ({ method: 'GET', url: '/tenant/groups' }), 200],
  [
    'createGroup',
    () => ({ method: 'POST', url: '/tenant/group', payload: { name: 'Tenant case group' } }),
    201,
  ],
  ['listTenantProjects', () => ({ method: 'GET', url: '/tenant/projects' }), 200],
  [
    'createProject',
    () => ({ method: 'POST', url: '/tenant/project', payload: { name: 'Tenant case project' } }),
    201,
  ],
  ['listResourceGroups', () => ({ method: 'GET', url: '/tenant/resource_groups' }), 200],
  ['listPolicies', () => ({ method: 'GET', url: '/iam/policies' }), 200],
  [
    'createPolicy',
    () => ({
      method: 'POST',
      url: '/iam/policies',
      payload: { name: 'Tenant case policy', permissions: ['cdn:read'] },
    }),
    201,
  ],
  ['listPermissions', () => ({ method: 'GET', url: '/tenant/permissions' }), 200],
  ['listPermissionsWithPolicies', () => ({ method: 'GET', url: '/tenant/permissions_with_policies' }), 200],
  ['listQuotas', () => ({ method: 'GET', url: '/iam/quotas' }), 200],
  ['getQuota', () => ({ method: 'GET', url: '/iam/quotas/user_groups' }), 200],
  [
    'requestQuotaIncrease',
    () => ({
      method: 'POST',
      url: '/iam/quotas/user_groups/increase_requests',
      payload: { desired_value: 80, reason: 'More teams' },
    }),
    201,
  ],
  ['listQuotaIncreaseRequests', () => ({ method: 'GET', url: '/iam/quota_increase_requests' }), 200],
  [
    'enableService',
    () => ({ method: 'POST', url: '/user/service/enable', payload: { service: 'waf' } }),
    200,
  ],
];

describe('every IAM core operation', () => {
  it('refuses a member without iam permissions (403) and writes nothing', async () => {
    const groupsBefore = await countRows(ctx.db, 'user_groups');
    const grantsBefore = await countRows(ctx.db, 'group_grants');
    for (const [op, build] of [...objectCases(), ...tenantCases]) {
      const res = await inject(member, build());
      expect(res.statusCode, op).toBe(403);
      expect(errorBody(res).code, op).toBe('forbidden');
    }
    expect(await countRows(ctx.db, 'user_groups')).toBe(groupsBefore);
    expect(await countRows(ctx.db, 'group_grants')).toBe(grantsBefore);
  });

  it("answers 404 to another tenant's administrator for this tenant's objects, changing nothing", async () => {
    for (const [op, build] of objectCases()) {
      const res = await inject(foreign, build());
      expect(res.statusCode, `${op} ${res.body}`).toBe(404);
    }
    const group = await inject(admin, { method: 'GET', url: `/tenant/group/${ids.group}` });
    expect(group.json().data.name).toBe('Core group');
  });

  it('succeeds for the administrator', async () => {
    for (const [op, build, status] of [...tenantCases, ...objectCases()]) {
      const res = await inject(admin, build());
      expect(res.statusCode, `${op} ${res.body.slice(0, 300)}`).toBe(status);
    }
  });

  it('lets every signed-in person read their own scope picker', async () => {
    const res = await inject(member, { method: 'GET', url: '/user/resource_groups_projects' });
    expect(res.statusCode).toBe(200);
    const [first] = res.json().data;
    expect(first).toMatchObject({ id: ctx.seed.projectId, is_default: true });
    expect(first.permissions).toContain('cdn:read');
    expect(first.permissions).not.toContain('cdn:write');
    expect(first.resource_groups.map((g: { id: string }) => g.id)).toContain(ctx.seed.secondResourceGroupId);
  });
});

describe('IAM rules', () => {
  it('creates a project with its default resource group and refuses deleting defaults or non-empty ones', async () => {
    const created = await inject(admin, {
      method: 'POST',
      url: '/tenant/project',
      payload: { name: 'Rules project' },
    });
    expect(created.statusCode).toBe(201);
    const project = created.json().data;
    expect(project.resource_group_count).toBe(1);
    const groups = await inject(admin, {
      method: 'GET',
      url: `/tenant/project/${project.id}/resource_groups`,
    });
    const [def] = groups.json().data;
    expect(def).toMatchObject({ name: 'Default', is_default: true, project_name: 'Rules project' });
    const delDefault = await inject(admin, { method: 'DELETE', url: `/tenant/resource_group/${def.id}` });
    expect(delDefault.statusCode).toBe(409);
    const delDefaultProject = await inject(admin, {
      method: 'DELETE',
      url: `/tenant/project/${ctx.seed.projectId}`,
    });
    expect(errorBody(delDefaultProject).code).toBe('default_project');

    // A site in the project's group keeps project and group alive.
    const site = await ctx.app.inject({
      method: 'POST',
      url: api('/cdn/sites'),
      headers: bearer(admin, { 'x-resource-group-id': def.id }),
      payload: { name: 'rules-site', origin_server_url: 'https://origin.rules.test' },
    });
    expect(site.statusCode).toBe(201);
    expect((await inject(admin, { method: 'DELETE', url: `/tenant/project/${project.id}` })).statusCode).toBe(
      409,
    );
    const rg = await inject(admin, { method: 'GET', url: `/tenant/resource_group/${def.id}` });
    expect(rg.json().data.resource_count).toBe(1);
  });

  it('enforces quotas on create (409 quota_exceeded) and reports usage', async () => {
    const groups = await countRows(ctx.db, 'user_groups', 'tenant_id = $1', [ctx.seed.tenantId]);
    await ctx.db.query(
      `INSERT INTO tenant_quotas (tenant_id, code, value) VALUES ($1, 'user_groups', $2)
       ON CONFLICT (tenant_id, code) DO UPDATE SET value = EXCLUDED.value`,
      [ctx.seed.tenantId, groups],
    );
    const quota = await inject(admin, { method: 'GET', url: '/iam/quotas/user_groups' });
    expect(quota.json().data).toMatchObject({ code: 'user_groups', value: groups, usage: groups });
    const refused = await inject(admin, {
      method: 'POST',
      url: '/tenant/group',
      payload: { name: 'Over quota' },
    });
    expect(refused.statusCode).toBe(409);
    expect(errorBody(refused).code).toBe('quota_exceeded');
    expect(await countRows(ctx.db, 'user_groups', 'tenant_id = $1', [ctx.seed.tenantId])).toBe(groups);
    await ctx.db.query(`DELETE FROM tenant_quotas WHERE tenant_id = $1 AND code = 'user_groups'`, [
      ctx.seed.tenantId,
    ]);
  });

  it('enables a service for the whole tenant, once, audited', async () => {
    const first = await inject(admin, {
      method: 'POST',
      url: '/user/service/enable',
      payload: { service: 'dns' },
    });
    const again = await inject(admin, {
      method: 'POST',
      url: '/user/service/enable',
      payload: { service: 'dns' },
    });
    expect(first.json()).toEqual(again.json());
    expect(first.json().data.enabled_services).toContain('dns');
    const profile = await inject(member, { method: 'GET', url: '/user' });
    expect(profile.json().data.enabled_services).toContain('dns');
    expect(
      await countRows(
        ctx.db,
        'audit_log',
        `action = 'enableService' AND resource_id = 'dns' AND tenant_id = $1`,
        [ctx.seed.tenantId],
      ),
    ).toBe(2);
  });

  it('keeps the seeded demo IAM data: groups with grants, a second project, policies, quotas', async () => {
    const groups = (
      await inject(admin, { method: 'GET', url: '/tenant/groups?sort_by=name&sort_direction=asc' })
    ).json();
    const names = groups.data.map((g: { name: string }) => g.name);
    expect(names).toEqual(expect.arrayContaining(['Auditors', 'Network engineers']));
    const projects = (
      await inject(admin, { method: 'GET', url: '/tenant/projects?search=Production' })
    ).json();
    expect(projects.data[0]).toMatchObject({
      name: 'Production Network',
      resource_group_count: 3,
      group_count: 2,
    });
    const custom = (
      await inject(admin, { method: 'GET', url: '/iam/policies?type=custom&search=DNS' })
    ).json();
    expect(custom.data[0]).toMatchObject({ name: 'DNS Operators', attachment_count: 1 });
    const quota = (await inject(admin, { method: 'GET', url: '/iam/quotas/zones' })).json();
    expect(quota.data.pending_request).toMatchObject({ status: 'pending', desired_value: 50 });
  });
});
