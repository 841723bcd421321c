// A member holds the union of their own grants and their groups' grants in the current project (policies
// counting as their permissions): group changes show at once in GET /user and in what the permission hook
// lets through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login } from './helpers.js';
import type { TestContext, Tokens } from './helpers.js';

let ctx: TestContext;
let admin: Tokens;
let member: Tokens;
let memberId: string;

const api = (p: string) => `/api/main${p}`;

async function profile(extra: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: 'GET', url: api('/user'), headers: bearer(member, extra) });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    permission: string[];
    projects: { id: string; name: string }[];
    resource_groups: { id: string; project_id: string }[];
    currentGroupID: string;
  };
}

const createSite = (name: string) =>
  ctx.app.inject({
    method: 'POST',
    url: api('/cdn/sites'),
    headers: bearer(member),
    payload: { name, origin_server_url: 'https://origin.grants.test' },
  });

async function adminCall(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const res = await ctx.app.inject({
    method,
    url: api(url),
    headers: bearer(admin),
    payload: payload as object,
  });
  expect(res.statusCode, `${method} ${url} ${res.body.slice(0, 200)}`).toBeLessThan(300);
  return res.json();
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
  member = await login(ctx.app, ctx.passwords.member.username, ctx.passwords.member.password);
  memberId = (await ctx.app.inject({ method: 'GET', url: api('/user'), headers: bearer(member) })).json().data
    .id;
});
afterAll(() => ctx?.close());

describe('group grants', () => {
  it('a group grant shows in GET /user and opens the operation; leaving the group closes it again', async () => {
    expect((await profile()).permission).not.toContain('cdn:write');
    expect((await createSite('before-grant')).statusCode).toBe(403);

    const group = (
      await adminCall('POST', '/tenant/group', { name: 'Site builders', member_ids: [memberId] })
    ).data;
    await adminCall('POST', `/tenant/group/${group.id}/assign_projects_permissions`, {
      projects: [{ project_id: ctx.seed.projectId, permissions: ['cdn:write'] }],
    });
    const p = await profile();
    expect(p.permission).toEqual(['Auth:read', 'Auth:write', 'cdn:read', 'cdn:write', 'general:read']);
    expect((await createSite('with-grant')).statusCode).toBe(201);

    await adminCall('PUT', `/tenant/group/${group.id}/delete_members`, { member_ids: [memberId] });
    expect((await profile()).permission).not.toContain('cdn:write');
    expect((await createSite('after-leaving')).statusCode).toBe(403);
  });

  it('policies granted to a group count, and a policy change applies at once', async () => {
    const policy = (
      await adminCall('POST', '/iam/policies', { name: 'Group readers', permissions: ['iam:read'] })
    ).data;
    const group = (await adminCall('POST', '/tenant/group', { name: 'Readers', member_ids: [memberId] }))
      .data;
    await adminCall('POST', `/tenant/group/${group.id}/assign_projects_permissions`, {
      projects: [{ project_id: ctx.seed.projectId, permissions: [], policy_ids: [policy.id] }],
    });
    expect((await profile()).permission).toContain('iam:read');
    const list = await ctx.app.inject({ method: 'GET', url: api('/tenant/groups'), headers: bearer(member) });
    expect(list.statusCode).toBe(200);

    await adminCall('PUT', `/iam/policies/${policy.id}`, {
      name: 'Group readers',
      permissions: ['dns:read'],
    });
    expect((await profile()).permission).not.toContain('iam:read');
    expect((await profile()).permission).toContain('dns:read');
    const refused = await ctx.app.inject({
      method: 'GET',
      url: api('/tenant/groups'),
      headers: bearer(member),
    });
    expect(refused.statusCode).toBe(403);

    // Attached: it cannot be deleted until the group lets go of it.
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: api(`/iam/policies/${policy.id}`),
      headers: bearer(admin),
    });
    expect(del.statusCode).toBe(409);
    await adminCall('DELETE', `/tenant/group/${group.id}`);
    expect((await profile()).permission).not.toContain('dns:read');
    await adminCall('DELETE', `/iam/policies/${policy.id}`);
  });

  it('grants in another project let the member switch there, and count only there', async () => {
    const project = (await adminCall('POST', '/tenant/project', { name: 'Grants elsewhere' })).data;
    expect((await profile()).projects.map((p) => p.id)).not.toContain(project.id);
    const group = (await adminCall('POST', '/tenant/group', { name: 'Elsewhere', member_ids: [memberId] }))
      .data;
    await adminCall('POST', `/tenant/group/${group.id}/assign_projects_permissions`, {
      projects: [{ project_id: project.id, permissions: ['waf:read', 'waf:write'] }],
    });
    const p = await profile();
    expect(p.projects.map((x) => x.id)).toContain(project.id);
    expect(p.resource_groups.some((g) => g.project_id === project.id)).toBe(true);
    expect(p.permission).not.toContain('waf:write');
    const there = await profile({ 'x-project-id': project.id });
    expect(there.permission).toContain('waf:write');
    expect(there.permission).not.toContain('cdn:read');
    // currentGroupID stays the resource group requests default to, whatever the request's scope.
    expect(there.currentGroupID).toBe(ctx.seed.resourceGroupId);

    const picker = await ctx.app.inject({
      method: 'GET',
      url: api('/user/resource_groups_projects'),
      headers: bearer(member),
    });
    const entry = picker.json().data.find((x: { id: string }) => x.id === project.id);
    expect(entry.permissions).toEqual(expect.arrayContaining(['waf:read', 'waf:write']));
    expect(entry.resource_groups).toHaveLength(1);

    // Replacing with nothing removes the project from the group, and from the member's choices.
    await adminCall('PUT', `/tenant/group/${group.id}/project/${project.id}/permissions`, {
      permissions: [],
    });
    expect((await profile()).projects.map((x) => x.id)).not.toContain(project.id);
  });
});
