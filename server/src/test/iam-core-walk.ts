// The IAM-core part of the contract walk (tests/contract/responses.test.ts): every operation of groups,
// projects, resource groups, policies, the permission catalogue, quotas, the scope picker and service
// enabling, with its success and its documented failures. `call` checks each answer against the contract.
import { expect } from 'vitest';
import type { InjectOptions } from 'fastify';
import { bearer, login } from './helpers.js';
import type { TestContext } from './helpers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of many shapes, read loosely
type Answer = { status: number; body: any; headers: Record<string, unknown> };

export type WalkCall = (
  backend: 'auth' | 'main',
  operationId: string,
  opts: InjectOptions & { url: string },
) => Promise<Answer>;

const MISSING = '00000000-0000-4000-8000-000000000000';

export async function walkIamCore(call: WalkCall, ctx: TestContext): Promise<void> {
  const admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
  const member = await login(ctx.app, ctx.passwords.member.username, ctx.passwords.member.password);
  const h = bearer(admin);
  const hm = bearer(member);
  const main = (operationId: string, opts: InjectOptions & { url: string }) =>
    call('main', operationId, { ...opts, url: `/api/main${opts.url}` });
  const expectStatus = async (
    operationId: string,
    opts: InjectOptions & { url: string },
    status: number,
  ): Promise<Answer> => {
    const res = await main(operationId, opts);
    expect(res.status, `${operationId} ${JSON.stringify(res.body).slice(0, 300)}`).toBe(status);
    return res;
  };

  const memberProfile = (await ctx.app.inject({ method: 'GET', url: '/api/main/user', headers: hm })).json()
    .data;
  const adminProfile = (await ctx.app.inject({ method: 'GET', url: '/api/main/user', headers: h })).json()
    .data;

  // Scope picker and services.
  await expectStatus(
    'listMyResourceGroupsProjects',
    { method: 'GET', url: '/user/resource_groups_projects', headers: hm },
    200,
  );
  await expectStatus(
    'listMyResourceGroupsProjects',
    { method: 'GET', url: '/user/resource_groups_projects' },
    401,
  );
  await expectStatus(
    'enableService',
    { method: 'POST', url: '/user/service/enable', headers: h, payload: { service: 'dns' } },
    200,
  );
  await expectStatus(
    'enableService',
    { method: 'POST', url: '/user/service/enable', headers: h, payload: { service: 'x' } },
    400,
  );
  await expectStatus(
    'enableService',
    { method: 'POST', url: '/user/service/enable', headers: hm, payload: { service: 'waf' } },
    403,
  );

  // Permission catalogue.
  await expectStatus(
    'listPermissions',
    { method: 'GET', url: '/tenant/permissions?resource=cdn', headers: h },
    200,
  );
  await expectStatus('listPermissions', { method: 'GET', url: '/tenant/permissions', headers: hm }, 403);
  await expectStatus(
    'listPermissionsWithPolicies',
    { method: 'GET', url: '/tenant/permissions_with_policies', headers: h },
    200,
  );
  await expectStatus(
    'listPermissionsWithPolicies',
    { method: 'GET', url: '/tenant/permissions_with_policies?per_page=0', headers: h },
    400,
  );

  // Policies (generic CRUD).
  await expectStatus(
    'listPolicies',
    { method: 'GET', url: '/iam/policies?sort_by=name&type=managed', headers: h },
    200,
  );
  await expectStatus('listPolicies', { method: 'GET', url: '/iam/policies?per_page=1000', headers: h }, 400);
  const policyInput = { name: 'Walk policy', description: 'walk', permissions: ['cdn:read'] };
  const policy = await expectStatus(
    'createPolicy',
    { method: 'POST', url: '/iam/policies', headers: h, payload: policyInput },
    201,
  );
  await expectStatus(
    'createPolicy',
    { method: 'POST', url: '/iam/policies', headers: h, payload: policyInput },
    409,
  );
  await expectStatus(
    'createPolicy',
    { method: 'POST', url: '/iam/policies', headers: h, payload: { name: '' } },
    400,
  );
  await expectStatus(
    'createPolicy',
    { method: 'POST', url: '/iam/policies', headers: hm, payload: policyInput },
    403,
  );
  const policyId = policy.body.data.id as string;
  const gotPolicy = await expectStatus(
    'getPolicy',
    { method: 'GET', url: `/iam/policies/${policyId}`, headers: h },
    200,
  );
  await expectStatus('getPolicy', { method: 'GET', url: `/iam/policies/${MISSING}`, headers: h }, 404);
  await expectStatus(
    'updatePolicy',
    {
      method: 'PUT',
      url: `/iam/policies/${policyId}`,
      headers: { ...h, 'if-match': '"stale"' },
      payload: policyInput,
    },
    412,
  );
  await expectStatus(
    'updatePolicy',
    {
      method: 'PUT',
      url: `/iam/policies/${policyId}`,
      headers: { ...h, 'if-match': gotPolicy.headers.etag as string },
      payload: { ...policyInput, permissions: ['cdn:read', 'dns:read'] },
    },
    200,
  );
  await expectStatus(
    'updatePolicy',
    {
      method: 'PUT',
      url: '/iam/policies/0b7c1e00-0000-4000-8000-000000000001',
      headers: h,
      payload: policyInput,
    },
    409,
  );
  await expectStatus(
    'updatePolicy',
    { method: 'PUT', url: `/iam/policies/${MISSING}`, headers: h, payload: policyInput },
    404,
  );

  // Projects.
  await expectStatus(
    'listTenantProjects',
    { method: 'GET', url: '/tenant/projects?sort_by=name&sort_direction=asc', headers: h },
    200,
  );
  await expectStatus('listTenantProjects', { method: 'GET', url: '/tenant/projects', headers: hm }, 403);
  const project = await expectStatus(
    'createProject',
    {
      method: 'POST',
      url: '/tenant/project',
      headers: { ...h, 'idempotency-key': 'walk-project' },
      payload: { name: 'Walk project' },
    },
    201,
  );
  await expectStatus(
    'createProject',
    { method: 'POST', url: '/tenant/project', headers: h, payload: { name: 'Walk project' } },
    409,
  );
  await expectStatus(
    'createProject',
    { method: 'POST', url: '/tenant/project', headers: h, payload: { name: '!' } },
    400,
  );
  const projectId = project.body.data.id as string;
  const gotProject = await expectStatus(
    'getProject',
    { method: 'GET', url: `/tenant/project/${projectId}`, headers: h },
    200,
  );
  await expectStatus('getProject', { method: 'GET', url: `/tenant/project/${MISSING}`, headers: h }, 404);
  await expectStatus(
    'updateProject',
    {
      method: 'PUT',
      url: `/tenant/project/${projectId}`,
      headers: { ...h, 'if-match': '"x"' },
      payload: { name: 'Walk project 2' },
    },
    412,
  );
  await expectStatus(
    'updateProject',
    {
      method: 'PUT',
      url: `/tenant/project/${projectId}`,
      headers: { ...h, 'if-match': gotProject.headers.etag as string },
      payload: { name: 'Walk project 2' },
    },
    200,
  );
  await expectStatus(
    'updateProject',
    { method: 'PUT', url: `/tenant/project/${MISSING}`, headers: h, payload: { name: 'x' } },
    404,
  );
  await expectStatus(
    'listProjectResourceGroups',
    { method: 'GET', url: `/tenant/project/${projectId}/resource_groups`, headers: h },
    200,
  );
  await expectStatus(
    'listProjectResourceGroups',
    { method: 'GET', url: `/tenant/project/${MISSING}/resource_groups`, headers: h },
    404,
  );

  // Resource groups (generic CRUD).
  await expectStatus(
    'listResourceGroups',
    {
      method: 'GET',
      url: `/tenant/resource_groups?project_id=${projectId}&sort_by=project_name`,
      headers: h,
    },
    200,
  );
  const rg = await expectStatus(
    'createResourceGroup',
    {
      method: 'POST',
      url: '/tenant/resource_group',
      headers: h,
      payload: { name: 'Walk group', project_id: projectId },
    },
    201,
  );
  await expectStatus(
    'createResourceGroup',
    {
      method: 'POST',
      url: '/tenant/resource_group',
      headers: h,
      payload: { name: 'Walk group', project_id: projectId },
    },
    409,
  );
  await expectStatus(
    'createResourceGroup',
    {
      method: 'POST',
      url: '/tenant/resource_group',
      headers: h,
      payload: { name: 'Walk group', project_id: MISSING },
    },
    404,
  );
  const rgId = rg.body.data.id as string;
  const gotRg = await expectStatus(
    'getResourceGroup',
    { method: 'GET', url: `/tenant/resource_group/${rgId}`, headers: h },
    200,
  );
  await expectStatus(
    'getResourceGroup',
    { method: 'GET', url: `/tenant/resource_group/${MISSING}`, headers: h },
    404,
  );
  await expectStatus(
    'updateResourceGroup',
    {
      method: 'PUT',
      url: `/tenant/resource_group/${rgId}`,
      headers: { ...h, 'if-match': '"x"' },
      payload: { name: 'Walk group 2' },
    },
    412,
  );
  await expectStatus(
    'updateResourceGroup',
    {
      method: 'PUT',
      url: `/tenant/resource_group/${rgId}`,
      headers: { ...h, 'if-match': gotRg.headers.etag as string },
      payload: { name: 'Walk group 2' },
    },
    200,
  );
  await expectStatus(
    'updateResourceGroup',
    { method: 'PUT', url: `/tenant/resource_group/${MISSING}`, headers: h, payload: { name: 'x' } },
    404,
  );
  await expectStatus(
    'deleteResourceGroup',
    { method: 'DELETE', url: `/tenant/resource_group/${ctx.seed.resourceGroupId}`, headers: h },
    409,
  );
  await expectStatus(
    'deleteResourceGroup',
    { method: 'DELETE', url: `/tenant/resource_group/${rgId}`, headers: hm },
    403,
  );
  await expectStatus(
    'deleteResourceGroup',
    { method: 'DELETE', url: `/tenant/resource_group/${rgId}`, headers: { ...h, 'if-match': '"x"' } },
    412,
  );
  await expectStatus(
    'deleteResourceGroup',
    { method: 'DELETE', url: `/tenant/resource_group/${rgId}`, headers: h },
    200,
  );
  await expectStatus(
    'deleteResourceGroup',
    { method: 'DELETE', url: `/tenant/resource_group/${rgId}`, headers: h },
    404,
  );

  // Groups.
  await expectStatus(
    'listTenantGroups',
    { method: 'GET', url: '/tenant/groups?sort_by=member_count&search=a', headers: h },
    200,
  );
  await expectStatus('listTenantGroups', { method: 'GET', url: '/tenant/groups', headers: hm }, 403);
  const group = await expectStatus(
    'createGroup',
    {
      method: 'POST',
      url: '/tenant/group',
      headers: h,
      payload: { name: 'Walk group', member_ids: [adminProfile.id] },
    },
    201,
  );
  await expectStatus(
    'createGroup',
    { method: 'POST', url: '/tenant/group', headers: h, payload: { name: 'Walk group' } },
    409,
  );
  await expectStatus(
    'createGroup',
    { method: 'POST', url: '/tenant/group', headers: h, payload: { name: 'Other', member_ids: [MISSING] } },
    404,
  );
  const groupId = group.body.data.id as string;
  let etag = (
    await expectStatus('getGroup', { method: 'GET', url: `/tenant/group/${groupId}`, headers: h }, 200)
  ).headers.etag as string;
  await expectStatus('getGroup', { method: 'GET', url: `/tenant/group/${MISSING}`, headers: h }, 404);
  await expectStatus(
    'updateGroup',
    {
      method: 'PUT',
      url: `/tenant/group/${groupId}`,
      headers: { ...h, 'if-match': '"x"' },
      payload: { name: 'Walk group 2' },
    },
    412,
  );
  etag = (
    await expectStatus(
      'updateGroup',
      {
        method: 'PUT',
        url: `/tenant/group/${groupId}`,
        headers: { ...h, 'if-match': etag },
        payload: { name: 'Walk group 2' },
      },
      200,
    )
  ).headers.etag as string;
  await expectStatus(
    'updateGroup',
    { method: 'PUT', url: `/tenant/group/${MISSING}`, headers: h, payload: { name: 'x' } },
    404,
  );
  await expectStatus(
    'listGroupMembers',
    { method: 'GET', url: `/tenant/group/${groupId}/members?kind=member`, headers: h },
    200,
  );
  await expectStatus(
    'listGroupMembers',
    { method: 'GET', url: `/tenant/group/${MISSING}/members`, headers: h },
    404,
  );
  await expectStatus(
    'listGroupMembersExclude',
    { method: 'GET', url: `/tenant/group/${groupId}/members_exclude`, headers: h },
    200,
  );
  await expectStatus(
    'listGroupMembersExclude',
    { method: 'GET', url: `/tenant/group/${MISSING}/members_exclude`, headers: h },
    404,
  );
  await expectStatus(
    'addGroupMembers',
    {
      method: 'PUT',
      url: `/tenant/group/${groupId}/add_members`,
      headers: { ...h, 'if-match': '"x"' },
      payload: { member_ids: [memberProfile.id] },
    },
    412,
  );
  await expectStatus(
    'addGroupMembers',
    {
      method: 'PUT',
      url: `/tenant/group/${groupId}/add_members`,
      headers: { ...h, 'if-match': etag },
      payload: { member_ids: [memberProfile.id] },
    },
    200,
  );
  await expectStatus(
    'addGroupMembers',
    {
      method: 'PUT',
      url: `/tenant/group/${groupId}/add_members`,
      headers: h,
      payload: { member_ids: [MISSING] },
    },
    404,
  );
  await expectStatus(
    'removeGroupMembers',
    {
      method: 'PUT',
      url: `/tenant/group/${groupId}/delete_members`,
      headers: { ...h, 'if-match': '"x"' },
      payload: { member_ids: [memberProfile.id] },
    },
    412,
  );
  await expectStatus(
    'removeGroupMembers',
    {
      method: 'PUT',
      url: `/tenant/group/${groupId}/delete_members`,
      headers: h,
      payload: { member_ids: [memberProfile.id] },
    },
    200,
  );
  await expectStatus(
    'removeGroupMembers',
    {
      method: 'PUT',
      url: `/tenant/group/${MISSING}/delete_members`,
      headers: h,
      payload: { member_ids: [memberProfile.id] },
    },
    404,
  );
  const grant = { projects: [{ project_id: projectId, permissions: ['cdn:read'], policy_ids: [policyId] }] };
  await expectStatus(
    'assignGroupProjectPermissions',
    {
      method: 'POST',
      url: `/tenant/group/${groupId}/assign_projects_permissions`,
      headers: h,
      payload: grant,
    },
    201,
  );
  await expectStatus(
    'assignGroupProjectPermissions',
    {
      method: 'POST',
      url: `/tenant/group/${groupId}/assign_projects_permissions`,
      headers: h,
      payload: grant,
    },
    409,
  );
  await expectStatus(
    'assignGroupProjectPermissions',
    {
      method: 'POST',
      url: `/tenant/group/${groupId}/assign_projects_permissions`,
      headers: h,
      payload: { projects: [{ project_id: MISSING, permissions: ['cdn:read'] }] },
    },
    404,
  );
  await expectStatus(
    'assignGroupProjectPermissions',
    {
      method: 'POST',
      url: `/tenant/group/${groupId}/assign_projects_permissions`,
      headers: h,
      payload: { projects: [] },
    },
    400,
  );
  await expectStatus(
    'listGroupProjectPermissions',
    { method: 'GET', url: `/tenant/group/${groupId}/projects_and_permissions`, headers: h },
    200,
  );
  await expectStatus(
    'listGroupProjectPermissions',
    { method: 'GET', url: `/tenant/group/${MISSING}/projects_and_permissions`, headers: h },
    404,
  );
  await expectStatus(
    'listGroupProjectsExclude',
    { method: 'GET', url: `/tenant/group/${groupId}/projects_exclude`, headers: h },
    200,
  );
  await expectStatus(
    'listGroupProjectsExclude',
    { method: 'GET', url: `/tenant/group/${MISSING}/projects_exclude`, headers: h },
    404,
  );
  await expectStatus(
    'listProjectGroups',
    { method: 'GET', url: `/tenant/project/${projectId}/groups`, headers: h },
    200,
  );
  await expectStatus(
    'listProjectGroups',
    { method: 'GET', url: `/tenant/project/${MISSING}/groups`, headers: h },
    404,
  );
  await expectStatus(
    'replaceGroupProjectPermissions',
    {
      method: 'PUT',
      url: `/tenant/group/${groupId}/project/${projectId}/permissions`,
      headers: { ...h, 'if-match': '"x"' },
      payload: { permissions: ['dns:read'] },
    },
    412,
  );
  await expectStatus(
    'replaceGroupProjectPermissions',
    {
      method: 'PUT',
      url: `/tenant/group/${groupId}/project/${projectId}/permissions`,
      headers: h,
      payload: { permissions: ['dns:read'] },
    },
    200,
  );
  await expectStatus(
    'replaceGroupProjectPermissions',
    {
      method: 'PUT',
      url: `/tenant/group/${groupId}/project/${MISSING}/permissions`,
      headers: h,
      payload: { permissions: ['dns:read'] },
    },
    404,
  );
  await expectStatus('deletePolicy', { method: 'DELETE', url: `/iam/policies/${policyId}`, headers: h }, 200);
  await expectStatus(
    'removeGroupProjects',
    {
      method: 'PUT',
      url: `/tenant/group/${groupId}/delete_projects`,
      headers: { ...h, 'if-match': '"x"' },
      payload: { project_ids: [projectId] },
    },
    412,
  );
  await expectStatus(
    'removeGroupProjects',
    {
      method: 'PUT',
      url: `/tenant/group/${groupId}/delete_projects`,
      headers: h,
      payload: { project_ids: [projectId] },
    },
    200,
  );
  await expectStatus(
    'removeGroupProjects',
    {
      method: 'PUT',
      url: `/tenant/group/${groupId}/delete_projects`,
      headers: h,
      payload: { project_ids: [MISSING] },
    },
    404,
  );
  await expectStatus(
    'listMemberGroups',
    { method: 'GET', url: `/tenant/member/${adminProfile.id}/groups`, headers: h },
    200,
  );
  await expectStatus(
    'listMemberGroups',
    { method: 'GET', url: `/tenant/member/${MISSING}/groups`, headers: h },
    404,
  );
  await expectStatus(
    'addMemberGroups',
    {
      method: 'PUT',
      url: `/tenant/member/${memberProfile.id}/add_groups`,
      headers: { ...h, 'if-match': '"x"' },
      payload: { group_ids: [groupId] },
    },
    412,
  );
  await expectStatus(
    'addMemberGroups',
    {
      method: 'PUT',
      url: `/tenant/member/${memberProfile.id}/add_groups`,
      headers: h,
      payload: { group_ids: [groupId] },
    },
    200,
  );
  await expectStatus(
    'addMemberGroups',
    {
      method: 'PUT',
      url: `/tenant/member/${memberProfile.id}/add_groups`,
      headers: h,
      payload: { group_ids: [MISSING] },
    },
    404,
  );
  await expectStatus(
    'deleteGroup',
    { method: 'DELETE', url: `/tenant/group/${groupId}`, headers: { ...h, 'if-match': '"x"' } },
    412,
  );
  await expectStatus('deleteGroup', { method: 'DELETE', url: `/tenant/group/${groupId}`, headers: h }, 200);
  await expectStatus('deleteGroup', { method: 'DELETE', url: `/tenant/group/${groupId}`, headers: h }, 404);

  // Policies and projects in use or protected.
  await expectStatus(
    'deletePolicy',
    { method: 'DELETE', url: '/iam/policies/0b7c1e00-0000-4000-8000-000000000001', headers: h },
    409,
  );
  await expectStatus('deletePolicy', { method: 'DELETE', url: `/iam/policies/${policyId}`, headers: h }, 404);
  await expectStatus(
    'deleteProject',
    { method: 'DELETE', url: `/tenant/project/${ctx.seed.projectId}`, headers: h },
    409,
  );
  await expectStatus(
    'deleteProject',
    { method: 'DELETE', url: `/tenant/project/${projectId}`, headers: { ...h, 'if-match': '"x"' } },
    412,
  );
  await expectStatus(
    'deleteProject',
    { method: 'DELETE', url: `/tenant/project/${projectId}`, headers: h },
    200,
  );
  await expectStatus(
    'deleteProject',
    { method: 'DELETE', url: `/tenant/project/${projectId}`, headers: h },
    404,
  );

  // Quotas.
  await expectStatus(
    'listQuotas',
    { method: 'GET', url: '/iam/quotas?service=iam&search=project', headers: h },
    200,
  );
  await expectStatus('listQuotas', { method: 'GET', url: '/iam/quotas?service=nope', headers: h }, 400);
  await expectStatus('getQuota', { method: 'GET', url: '/iam/quotas/projects', headers: h }, 200);
  await expectStatus('getQuota', { method: 'GET', url: '/iam/quotas/nope', headers: h }, 400);
  const increase = { desired_value: 500, reason: 'More projects for the walk.' };
  await expectStatus(
    'requestQuotaIncrease',
    { method: 'POST', url: '/iam/quotas/projects/increase_requests', headers: h, payload: increase },
    201,
  );
  await expectStatus(
    'requestQuotaIncrease',
    { method: 'POST', url: '/iam/quotas/projects/increase_requests', headers: h, payload: increase },
    409,
  );
  await expectStatus(
    'requestQuotaIncrease',
    {
      method: 'POST',
      url: '/iam/quotas/audit_log_retention/increase_requests',
      headers: h,
      payload: increase,
    },
    409,
  );
  await expectStatus(
    'requestQuotaIncrease',
    { method: 'POST', url: '/iam/quotas/projects/increase_requests', headers: hm, payload: increase },
    403,
  );
  await expectStatus(
    'listQuotaIncreaseRequests',
    { method: 'GET', url: '/iam/quota_increase_requests?status=pending', headers: h },
    200,
  );
  await expectStatus(
    'listQuotaIncreaseRequests',
    { method: 'GET', url: '/iam/quota_increase_requests', headers: hm },
    403,
  );
}
