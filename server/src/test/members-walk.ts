// The people part of the contract walk (tests/contract/responses.test.ts): members, their project
// permissions, IAM users, service accounts, access keys and operator login-as, each with its success and its
// documented failures. `call` checks each answer against the contract.
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
const PASSWORD = 'Walk!Passw0rd-1';

export async function walkMembers(call: WalkCall, ctx: TestContext): Promise<void> {
  const admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
  const member = await login(ctx.app, ctx.passwords.member.username, ctx.passwords.member.password);
  const operator = await login(ctx.app, ctx.passwords.operator.username, ctx.passwords.operator.password);
  const h = bearer(admin);
  const hm = bearer(member);
  const step = async (
    operationId: string,
    opts: InjectOptions & { url: string },
    status: number,
  ): Promise<Answer> => {
    const res = await call('main', operationId, { ...opts, url: `/api/main${opts.url}` });
    expect(res.status, `${operationId} ${JSON.stringify(res.body).slice(0, 300)}`).toBe(status);
    return res;
  };

  // ---- members ----
  const list = await step(
    'listTenantMembers',
    { method: 'GET', url: '/tenant/members?per_page=50', headers: h },
    200,
  );
  await step('listTenantMembers', { method: 'GET', url: '/tenant/members?per_page=500', headers: h }, 400);
  await step('listTenantMembers', { method: 'GET', url: '/tenant/members', headers: hm }, 403);
  await step('listTenantMembers', { method: 'GET', url: '/tenant/members' }, 401);
  const memberId = (list.body.data as { id: string; username: string }[]).find(
    (m) => m.username === ctx.passwords.member.username,
  )?.id as string;
  const adminId = (list.body.data as { id: string; username: string }[]).find(
    (m) => m.username === ctx.passwords.admin.username,
  )?.id as string;

  const verify = { username: 'walk.person', email: 'walk.person@demo.example' };
  await step(
    'verifyUsernameAndEmail',
    { method: 'POST', url: '/verify_username_and_email', headers: h, payload: verify },
    200,
  );
  await step(
    'verifyUsernameAndEmail',
    { method: 'POST', url: '/verify_username_and_email', headers: h, payload: { username: 'x' } },
    400,
  );
  await step(
    'verifyUsernameAndEmail',
    { method: 'POST', url: '/verify_username_and_email', headers: hm, payload: verify },
    403,
  );

  const invite = { ...verify, full_name: 'Walk Person', role: 'customer' };
  const invited = await step(
    'inviteMember',
    { method: 'POST', url: '/tenant/invite_member', headers: h, payload: invite },
    201,
  );
  await step(
    'inviteMember',
    { method: 'POST', url: '/tenant/invite_member', headers: h, payload: invite },
    409,
  );
  await step(
    'inviteMember',
    { method: 'POST', url: '/tenant/invite_member', headers: h, payload: { ...invite, role: 'owner' } },
    400,
  );
  await step(
    'inviteMember',
    { method: 'POST', url: '/tenant/invite_member', headers: hm, payload: invite },
    403,
  );
  await step(
    'inviteMember',
    {
      method: 'POST',
      url: '/tenant/invite_member',
      headers: h,
      payload: { ...invite, username: 'walk.two', email: 'w2@demo.example', group_ids: [MISSING] },
    },
    404,
  );
  const invitedId = invited.body.data.id as string;
  await call('auth', 'acceptInvitation', {
    method: 'POST',
    url: '/api/auth/invitation/accept',
    payload: { token: 'not-a-real-invitation-token', password: PASSWORD },
  }).then((r) => expect(r.status).toBe(400));
  await step(
    'inviteMember',
    {
      method: 'POST',
      url: '/tenant/invite_member',
      headers: h,
      payload: { username: 'walk.accept', email: 'walk.accept@demo.example', role: 'customer' },
    },
    201,
  );
  const mail = await ctx.db.query<{ text_body: string }>(
    `SELECT text_body FROM outbox WHERE kind = 'member_invitation' AND to_address = $1`,
    ['walk.accept@demo.example'],
  );
  const token = decodeURIComponent(/invitation=(\S+)/.exec(mail.rows[0]?.text_body ?? '')?.[1] ?? '');
  const accepted = await call('auth', 'acceptInvitation', {
    method: 'POST',
    url: '/api/auth/invitation/accept',
    payload: { token, password: PASSWORD },
  });
  expect(accepted.status).toBe(200);
  await call('auth', 'acceptInvitation', {
    method: 'POST',
    url: '/api/auth/invitation/accept',
    payload: { token },
  }).then((r) => expect(r.status).toBe(400));

  const got = await step('getMember', { method: 'GET', url: `/tenant/member/${memberId}`, headers: h }, 200);
  await step('getMember', { method: 'GET', url: `/tenant/member/${MISSING}`, headers: h }, 404);
  await step('getMember', { method: 'GET', url: '/tenant/member/nope', headers: h }, 400);
  await step('getMember', { method: 'GET', url: `/tenant/member/${memberId}`, headers: hm }, 403);

  const update = { full_name: 'Demo Member', role: 'customer' };
  await step(
    'updateMember',
    {
      method: 'PUT',
      url: `/tenant/member/${memberId}`,
      headers: { ...h, 'if-match': '"stale"' },
      payload: update,
    },
    412,
  );
  await step(
    'updateMember',
    {
      method: 'PUT',
      url: `/tenant/member/${memberId}`,
      headers: { ...h, 'if-match': got.headers.etag as string },
      payload: update,
    },
    200,
  );
  await step(
    'updateMember',
    { method: 'PUT', url: `/tenant/member/${adminId}`, headers: h, payload: { role: 'customer' } },
    409,
  );
  await step(
    'updateMember',
    { method: 'PUT', url: `/tenant/member/${memberId}`, headers: h, payload: { role: 'root' } },
    400,
  );
  await step(
    'updateMember',
    { method: 'PUT', url: `/tenant/member/${MISSING}`, headers: h, payload: update },
    404,
  );
  await step(
    'updateMember',
    { method: 'PUT', url: `/tenant/member/${memberId}`, headers: hm, payload: update },
    403,
  );

  await step(
    'setMemberStatus',
    { method: 'PUT', url: `/tenant/member/${invitedId}/status`, headers: h, payload: { status: 'active' } },
    409,
  );
  await step(
    'setMemberStatus',
    {
      method: 'PUT',
      url: `/tenant/member/${memberId}/status`,
      headers: { ...h, 'if-match': '"stale"' },
      payload: { status: 'disabled' },
    },
    412,
  );
  await step(
    'setMemberStatus',
    { method: 'PUT', url: `/tenant/member/${memberId}/status`, headers: h, payload: { status: 'invited' } },
    400,
  );
  await step(
    'setMemberStatus',
    { method: 'PUT', url: `/tenant/member/${MISSING}/status`, headers: h, payload: { status: 'disabled' } },
    404,
  );
  await step(
    'setMemberStatus',
    { method: 'PUT', url: `/tenant/member/${memberId}/status`, headers: hm, payload: { status: 'disabled' } },
    403,
  );
  await step(
    'setMemberStatus',
    { method: 'PUT', url: `/tenant/member/${memberId}/status`, headers: h, payload: { status: 'active' } },
    200,
  );

  // ---- a member's project permissions ----
  const perms = `/tenant/member/${invitedId}/projects/permissions`;
  await step(
    'listMemberProjectPermissions',
    { method: 'GET', url: `/tenant/member/${memberId}/projects/permissions`, headers: h },
    200,
  );
  await step(
    'listMemberProjectPermissions',
    { method: 'GET', url: `/tenant/member/${MISSING}/projects/permissions`, headers: h },
    404,
  );
  await step('listMemberProjectPermissions', { method: 'GET', url: perms, headers: hm }, 403);
  await step('listMemberProjectPermissions', { method: 'GET', url: `${perms}?per_page=0`, headers: h }, 400);
  const exclude = await step(
    'listMemberProjectsExclude',
    { method: 'GET', url: `/tenant/member/${invitedId}/projects/exclude`, headers: h },
    200,
  );
  await step(
    'listMemberProjectsExclude',
    { method: 'GET', url: `/tenant/member/${MISSING}/projects/exclude`, headers: h },
    404,
  );
  await step(
    'listMemberProjectsExclude',
    { method: 'GET', url: `/tenant/member/${invitedId}/projects/exclude`, headers: hm },
    403,
  );
  await step(
    'listMemberProjectsExclude',
    { method: 'GET', url: `/tenant/member/${invitedId}/projects/exclude?page=0`, headers: h },
    400,
  );
  const projectId = exclude.body.data[0].id as string;
  const grant = { projects: [{ project_id: projectId, permissions: ['cdn:read'], policy_ids: [] }] };
  const assigned = await step(
    'assignMemberProjectPermissions',
    { method: 'POST', url: perms, headers: h, payload: grant },
    201,
  );
  await step(
    'assignMemberProjectPermissions',
    { method: 'POST', url: perms, headers: h, payload: grant },
    409,
  );
  await step(
    'assignMemberProjectPermissions',
    { method: 'POST', url: perms, headers: h, payload: { projects: [] } },
    400,
  );
  await step(
    'assignMemberProjectPermissions',
    { method: 'POST', url: perms, headers: hm, payload: grant },
    403,
  );
  await step(
    'assignMemberProjectPermissions',
    {
      method: 'POST',
      url: perms,
      headers: h,
      payload: { projects: [{ project_id: MISSING, permissions: ['cdn:read'] }] },
    },
    404,
  );
  const one = `/tenant/member/${invitedId}/projects/${projectId}/permissions`;
  const set = { permissions: ['cdn:read', 'dns:read'], policy_ids: [] };
  await step(
    'replaceMemberProjectPermissions',
    { method: 'PUT', url: one, headers: { ...h, 'if-match': '"stale"' }, payload: set },
    412,
  );
  await step(
    'replaceMemberProjectPermissions',
    { method: 'PUT', url: one, headers: { ...h, 'if-match': assigned.headers.etag as string }, payload: set },
    200,
  );
  await step(
    'replaceMemberProjectPermissions',
    { method: 'PUT', url: one, headers: h, payload: { permissions: ['x'] } },
    400,
  );
  await step(
    'replaceMemberProjectPermissions',
    {
      method: 'PUT',
      url: `/tenant/member/${invitedId}/projects/${MISSING}/permissions`,
      headers: h,
      payload: set,
    },
    404,
  );
  await step('replaceMemberProjectPermissions', { method: 'PUT', url: one, headers: hm, payload: set }, 403);

  await step('deleteMember', { method: 'DELETE', url: `/tenant/member/${adminId}`, headers: h }, 409);
  await step(
    'deleteMember',
    { method: 'DELETE', url: `/tenant/member/${invitedId}`, headers: { ...h, 'if-match': '"stale"' } },
    412,
  );
  await step('deleteMember', { method: 'DELETE', url: `/tenant/member/${invitedId}`, headers: hm }, 403);
  await step('deleteMember', { method: 'DELETE', url: '/tenant/member/nope', headers: h }, 400);
  await step('deleteMember', { method: 'DELETE', url: `/tenant/member/${invitedId}`, headers: h }, 200);
  await step('deleteMember', { method: 'DELETE', url: `/tenant/member/${invitedId}`, headers: h }, 404);

  // ---- IAM users ----
  const users = await step(
    'listIamUsers',
    { method: 'GET', url: '/iam/users?sort_by=username&sort_direction=asc', headers: h },
    200,
  );
  expect(users.body.data.length).toBeGreaterThan(0);
  await step('listIamUsers', { method: 'GET', url: '/iam/users?type=robot', headers: h }, 400);
  await step('listIamUsers', { method: 'GET', url: '/iam/users', headers: hm }, 403);
  const userInput = { username: 'walker', role: 'customer', password: PASSWORD };
  const created = await step(
    'createIamUser',
    { method: 'POST', url: '/iam/users', headers: h, payload: userInput },
    201,
  );
  await step('createIamUser', { method: 'POST', url: '/iam/users', headers: h, payload: userInput }, 409);
  await step(
    'createIamUser',
    { method: 'POST', url: '/iam/users', headers: h, payload: { ...userInput, password: 'weak' } },
    400,
  );
  await step('createIamUser', { method: 'POST', url: '/iam/users', headers: hm, payload: userInput }, 403);
  await step(
    'createIamUser',
    {
      method: 'POST',
      url: '/iam/users',
      headers: h,
      payload: { ...userInput, username: 'walker2', group_ids: [MISSING] },
    },
    404,
  );
  const userId = created.body.data.id as string;
  const user = `/iam/users/${userId}`;
  const gotUser = await step('getIamUser', { method: 'GET', url: user, headers: h }, 200);
  await step('getIamUser', { method: 'GET', url: `/iam/users/${MISSING}`, headers: h }, 404);
  await step('getIamUser', { method: 'GET', url: '/iam/users/nope', headers: h }, 400);
  await step('getIamUser', { method: 'GET', url: user, headers: hm }, 403);
  const userUpdate = { full_name: 'Walker', email: '', role: 'customer', group_ids: [] };
  await step(
    'updateIamUser',
    { method: 'PUT', url: user, headers: { ...h, 'if-match': '"stale"' }, payload: userUpdate },
    412,
  );
  const updatedUser = await step(
    'updateIamUser',
    {
      method: 'PUT',
      url: user,
      headers: { ...h, 'if-match': gotUser.headers.etag as string },
      payload: userUpdate,
    },
    200,
  );
  await step('updateIamUser', { method: 'PUT', url: user, headers: h, payload: { role: 'god' } }, 400);
  await step(
    'updateIamUser',
    { method: 'PUT', url: `/iam/users/${MISSING}`, headers: h, payload: userUpdate },
    404,
  );
  await step('updateIamUser', { method: 'PUT', url: user, headers: hm, payload: userUpdate }, 403);
  const walker = await login(ctx.app, created.body.data.login_name as string, PASSWORD);
  await step(
    'updateIamUser',
    { method: 'PUT', url: user, headers: h, payload: { ...userUpdate, group_ids: [MISSING] } },
    404,
  );
  expect(updatedUser.body.data.full_name).toBe('Walker');

  const reset = { password: 'New!Passw0rd-22', require_password_change: false };
  await step(
    'resetIamUserPassword',
    { method: 'PUT', url: `${user}/password`, headers: { ...h, 'if-match': '"stale"' }, payload: reset },
    412,
  );
  await step(
    'resetIamUserPassword',
    { method: 'PUT', url: `${user}/password`, headers: h, payload: reset },
    200,
  );
  await step(
    'resetIamUserPassword',
    { method: 'PUT', url: `${user}/password`, headers: h, payload: { password: 'x' } },
    400,
  );
  await step(
    'resetIamUserPassword',
    { method: 'PUT', url: `/iam/users/${MISSING}/password`, headers: h, payload: reset },
    404,
  );
  await step(
    'resetIamUserPassword',
    { method: 'PUT', url: `${user}/password`, headers: hm, payload: reset },
    403,
  );
  expect(
    (await ctx.app.inject({ method: 'GET', url: '/api/main/user', headers: bearer(walker) })).statusCode,
  ).toBe(401);

  await step(
    'setIamUserStatus',
    {
      method: 'PUT',
      url: `${user}/status`,
      headers: { ...h, 'if-match': '"stale"' },
      payload: { status: 'disabled' },
    },
    412,
  );
  await step(
    'setIamUserStatus',
    { method: 'PUT', url: `${user}/status`, headers: h, payload: { status: 'disabled' } },
    200,
  );
  await step(
    'setIamUserStatus',
    { method: 'PUT', url: `${user}/status`, headers: h, payload: { status: 'x' } },
    400,
  );
  await step(
    'setIamUserStatus',
    { method: 'PUT', url: `/iam/users/${MISSING}/status`, headers: h, payload: { status: 'active' } },
    404,
  );
  await step(
    'setIamUserStatus',
    { method: 'PUT', url: `${user}/status`, headers: hm, payload: { status: 'active' } },
    403,
  );

  const withGroups = (users.body.data as { id: string; groups: unknown[] }[]).find((u) => u.groups.length);
  await step(
    'listIamUserPermissions',
    { method: 'GET', url: `/iam/users/${withGroups?.id ?? userId}/permissions`, headers: h },
    200,
  );
  await step(
    'listIamUserPermissions',
    { method: 'GET', url: `/iam/users/${MISSING}/permissions`, headers: h },
    404,
  );
  await step('listIamUserPermissions', { method: 'GET', url: `${user}/permissions`, headers: hm }, 403);
  await step(
    'listIamUserPermissions',
    { method: 'GET', url: `${user}/permissions?per_page=101`, headers: h },
    400,
  );

  const keys = `${user}/access_keys`;
  const userKey = await step(
    'createIamUserAccessKey',
    { method: 'POST', url: keys, headers: h, payload: { description: 'walk' } },
    201,
  );
  await step(
    'createIamUserAccessKey',
    { method: 'POST', url: keys, headers: h, payload: { expires_at: '2000-01-01T00:00:00Z' } },
    400,
  );
  await step(
    'createIamUserAccessKey',
    { method: 'POST', url: `/iam/users/${MISSING}/access_keys`, headers: h, payload: {} },
    404,
  );
  await step('createIamUserAccessKey', { method: 'POST', url: keys, headers: hm, payload: {} }, 403);
  await step(
    'createIamUserAccessKey',
    { method: 'POST', url: keys, headers: { ...h, 'idempotency-key': 'walk-k' }, payload: {} },
    201,
  );
  await step(
    'createIamUserAccessKey',
    { method: 'POST', url: keys, headers: { ...h, 'idempotency-key': 'walk-k' }, payload: {} },
    409,
  );
  await step('listIamUserAccessKeys', { method: 'GET', url: keys, headers: h }, 200);
  await step(
    'listIamUserAccessKeys',
    { method: 'GET', url: `/iam/users/${MISSING}/access_keys`, headers: h },
    404,
  );
  await step('listIamUserAccessKeys', { method: 'GET', url: keys, headers: hm }, 403);
  await step('listIamUserAccessKeys', { method: 'GET', url: `${keys}?page=0`, headers: h }, 400);
  const userKeyId = userKey.body.data.id as string;
  await step(
    'deleteIamUserAccessKey',
    { method: 'DELETE', url: `${keys}/${userKeyId}`, headers: { ...h, 'if-match': '"stale"' } },
    412,
  );
  await step('deleteIamUserAccessKey', { method: 'DELETE', url: `${keys}/${userKeyId}`, headers: hm }, 403);
  await step('deleteIamUserAccessKey', { method: 'DELETE', url: `${keys}/nope`, headers: h }, 400);
  await step('deleteIamUserAccessKey', { method: 'DELETE', url: `${keys}/${userKeyId}`, headers: h }, 200);
  await step('deleteIamUserAccessKey', { method: 'DELETE', url: `${keys}/${userKeyId}`, headers: h }, 404);

  await step('deleteIamUser', { method: 'DELETE', url: user, headers: { ...h, 'if-match': '"stale"' } }, 412);
  await step('deleteIamUser', { method: 'DELETE', url: user, headers: hm }, 403);
  await step('deleteIamUser', { method: 'DELETE', url: '/iam/users/nope', headers: h }, 400);
  await step('deleteIamUser', { method: 'DELETE', url: user, headers: h }, 200);
  await step('deleteIamUser', { method: 'DELETE', url: user, headers: h }, 404);

  // ---- service accounts ----
  const sa = { name: 'walkRobot', description: 'Walks the contract' };
  const account = await step(
    'createServiceAccount',
    { method: 'POST', url: '/create-service-account', headers: h, payload: sa },
    201,
  );
  expect(account.body.data.access_key.secret_access_key).toBeTruthy();
  await step(
    'createServiceAccount',
    { method: 'POST', url: '/create-service-account', headers: h, payload: sa },
    409,
  );
  await step(
    'createServiceAccount',
    { method: 'POST', url: '/create-service-account', headers: h, payload: { name: '1 bad' } },
    400,
  );
  await step(
    'createServiceAccount',
    { method: 'POST', url: '/create-service-account', headers: hm, payload: sa },
    403,
  );
  await step(
    'createServiceAccount',
    {
      method: 'POST',
      url: '/create-service-account',
      headers: h,
      payload: { name: 'walkRobot2', group_ids: [MISSING] },
    },
    404,
  );
  await step(
    'createServiceAccount',
    {
      method: 'POST',
      url: '/create-service-account',
      headers: h,
      payload: { name: 'walkRobot3', create_access_key: false },
    },
    201,
  );

  // ---- the signed-in person's own access keys ----
  const own = await step(
    'createAccessKey',
    { method: 'POST', url: '/access_key', headers: hm, payload: { description: 'mine' } },
    201,
  );
  await step(
    'createAccessKey',
    { method: 'POST', url: '/access_key', headers: hm, payload: { expires_at: 'soon' } },
    400,
  );
  await step('createAccessKey', { method: 'POST', url: '/access_key', payload: {} }, 401);
  await step(
    'createAccessKey',
    { method: 'POST', url: '/access_key', headers: { ...hm, 'idempotency-key': 'walk-own' }, payload: {} },
    201,
  );
  await step(
    'createAccessKey',
    { method: 'POST', url: '/access_key', headers: { ...hm, 'idempotency-key': 'walk-own' }, payload: {} },
    409,
  );
  await step('listAccessKeys', { method: 'GET', url: '/access_key', headers: hm }, 200);
  await step('listAccessKeys', { method: 'GET', url: '/access_key?per_page=1000', headers: hm }, 400);
  await step('listAccessKeys', { method: 'GET', url: '/access_key' }, 401);
  const ownId = own.body.data.id as string;
  const byKey = { authorization: `Bearer ${ownId}.${own.body.data.secret_access_key as string}` };
  await step('listAccessKeys', { method: 'GET', url: '/access_key', headers: byKey }, 200);
  await step(
    'deleteAccessKey',
    { method: 'DELETE', url: `/access_key/${ownId}`, headers: { ...hm, 'if-match': '"stale"' } },
    412,
  );
  await step('deleteAccessKey', { method: 'DELETE', url: `/access_key/${ownId}`, headers: h }, 404);
  await step('deleteAccessKey', { method: 'DELETE', url: '/access_key/nope', headers: hm }, 400);
  await step('deleteAccessKey', { method: 'DELETE', url: `/access_key/${ownId}`, headers: hm }, 200);
  await step('deleteAccessKey', { method: 'DELETE', url: `/access_key/${ownId}`, headers: hm }, 404);
  await step('listAccessKeys', { method: 'GET', url: '/access_key', headers: byKey }, 401);

  // ---- operator login-as ----
  const tenantId = ctx.seed.tenantId;
  const ho = bearer(operator);
  const as = await step(
    'getTenantLoginAs',
    { method: 'GET', url: `/admin/tenant/${tenantId}/login_as?reason=walk`, headers: ho },
    200,
  );
  expect(as.body.data.token.login_type).toBe('login_as');
  await step(
    'getTenantLoginAs',
    { method: 'GET', url: `/admin/tenant/${tenantId}/login_as?name=Wrong`, headers: ho },
    400,
  );
  await step(
    'getTenantLoginAs',
    { method: 'GET', url: `/admin/tenant/${MISSING}/login_as`, headers: ho },
    404,
  );
  await step(
    'getTenantLoginAs',
    { method: 'GET', url: `/admin/tenant/${tenantId}/login_as`, headers: h },
    403,
  );
  await step('getTenantLoginAs', { method: 'GET', url: `/admin/tenant/${tenantId}/login_as` }, 401);
}
