import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUser, grant } from '../seed.js';
import { BACKENDS, bearer, countRows, createTestApp, errorBody, login } from './helpers.js';
import type { TestContext, Tokens } from './helpers.js';

const MEMBERS = '/api/main/tenant/members';
const MEMBER = (id: string) => `/api/main/tenant/member/${id}`;

describe.each(BACKENDS)('tenant members on %s', (kind) => {
  let ctx: TestContext;
  let admin: Tokens;
  let member: Tokens; // customer with cdn:read only
  let other: Tokens; // administrator of tenant B
  let adminId: string;
  let memberId: string;
  let otherMemberId: string; // a member of tenant B
  let otherProjectId: string;

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
    member = await login(ctx.app, ctx.passwords.member.username, ctx.passwords.member.password);
    const ids = await ctx.db.query<{ id: string; username: string }>('SELECT id, username FROM users');
    adminId = ids.rows.find((r) => r.username === ctx.passwords.admin.username)?.id as string;
    memberId = ids.rows.find((r) => r.username === ctx.passwords.member.username)?.id as string;
    const password = randomUUID();
    const username = `b-admin-${randomUUID().slice(0, 6)}`;
    await ctx.db.transaction(async (tx) => {
      const t = await createTenant(tx, 'Tenant B');
      otherProjectId = t.projectId;
      await createUser(tx, {
        tenantId: t.tenantId,
        username,
        password,
        role: 'administrator',
        email: 'b@b.example',
        fullName: 'B',
      });
      otherMemberId = await createUser(tx, {
        tenantId: t.tenantId,
        username: `b-member-${randomUUID().slice(0, 6)}`,
        password,
        role: 'customer',
        email: 'bm@b.example',
        fullName: 'BM',
      });
    });
    other = await login(ctx.app, username, password);
  });
  afterAll(() => ctx?.close());

  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: Tokens,
    payload?: object,
    headers: Record<string, string> = {},
  ) => ctx.app.inject({ method, url, headers: bearer(who, headers), ...(payload ? { payload } : {}) });

  /** A fresh active member of the demo tenant, with a password; returns id and tokens. */
  async function freshMember(role: 'customer' | 'administrator', permissions: string[] = []) {
    const password = randomUUID();
    const username = `m-${randomUUID().slice(0, 8)}`;
    const id = await ctx.db.transaction(async (tx) => {
      const userId = await createUser(tx, {
        tenantId: ctx.seed.tenantId,
        username,
        password,
        role,
        email: `${username}@demo.example`,
        fullName: username,
      });
      if (permissions.length) {
        await grant(tx, { tenantId: ctx.seed.tenantId, userId, projectId: ctx.seed.projectId, permissions });
      }
      return userId;
    });
    return { id, username, password, tokens: await login(ctx.app, username, password) };
  }

  it('lists the members of the tenant only, with paging, search and filters', async () => {
    const res = await inject('GET', `${MEMBERS}?per_page=100`, admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const names = body.data.map((m: { username: string }) => m.username);
    expect(names).toContain(ctx.passwords.admin.username);
    expect(names).toContain('thu.nguyen');
    expect(names).not.toContain(ctx.passwords.operator.username);
    expect(body.data.map((m: { id: string }) => m.id)).not.toContain(otherMemberId);
    // IAM users and service accounts are not members.
    expect(names.some((n: string) => n.includes('_'))).toBe(false);
    expect(body.page_info.total_count).toBe(body.data.length);

    const invited = await inject('GET', `${MEMBERS}?status=invited`, admin);
    expect(invited.json().data.map((m: { username: string }) => m.username)).toEqual(['thu.nguyen']);
    const search = await inject('GET', `${MEMBERS}?search=WEBER&sort_by=username&sort_direction=asc`, admin);
    expect(search.json().data.map((m: { status: string }) => m.status)).toEqual(['disabled']);
    const page = await inject('GET', `${MEMBERS}?per_page=2&page=2&sort_by=username`, admin);
    expect(page.json().page_info).toMatchObject({ page: '2', per_page: 2 });

    expect((await inject('GET', MEMBERS, member)).statusCode).toBe(403);
    expect((await inject('GET', `${MEMBERS}?role=operator`, admin)).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: MEMBERS })).statusCode).toBe(401);
  });

  it('verifies a username and email before an invitation', async () => {
    const taken = await inject('POST', '/api/main/verify_username_and_email', admin, {
      username: ctx.passwords.member.username,
      email: `${ctx.passwords.member.username}@demo-telecom.example`,
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ data: { username_available: false, email_available: false } });
    const free = await inject('POST', '/api/main/verify_username_and_email', admin, {
      username: 'brand.new',
      email: 'bm@b.example', // used in tenant B only
    });
    expect(free.json()).toEqual({ data: { username_available: true, email_available: true } });
    const bad = await inject('POST', '/api/main/verify_username_and_email', admin, {
      username: '1x',
      email: 'not-an-email',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorBody(bad).errors?.length).toBeGreaterThan(0);
    expect(
      (
        await inject('POST', '/api/main/verify_username_and_email', member, {
          username: 'abc',
          email: 'a@b.c',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('invites a member: status invited, an invitation mail, idempotent, refused input writes nothing', async () => {
    const users = await countRows(ctx.db, 'users');
    const mails = await countRows(ctx.db, 'outbox');
    const bad = await inject('POST', '/api/main/tenant/invite_member', admin, {
      username: 'ok.name',
      email: 'x',
      role: 'owner',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await inject('POST', '/api/main/tenant/invite_member', member, {
          username: 'ok.name',
          email: 'ok@demo.example',
          role: 'customer',
        })
      ).statusCode,
    ).toBe(403);
    const foreignGroup = await inject('POST', '/api/main/tenant/invite_member', admin, {
      username: 'ok.name',
      email: 'ok@demo.example',
      role: 'customer',
      group_ids: [randomUUID()],
    });
    expect(foreignGroup.statusCode).toBe(404);
    expect(await countRows(ctx.db, 'users')).toBe(users);
    expect(await countRows(ctx.db, 'outbox')).toBe(mails);

    const input = {
      username: 'new.person',
      email: 'new.person@demo.example',
      full_name: 'New Person',
      role: 'customer',
    };
    const res = await inject('POST', '/api/main/tenant/invite_member', admin, input, {
      'idempotency-key': 'inv-1',
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers.etag).toBeTruthy();
    const created = res.json().data;
    expect(created).toMatchObject({
      username: 'new.person',
      status: 'invited',
      role: 'customer',
      joined_at: null,
    });
    expect(created.invited_at).toBeTruthy();
    expect(await countRows(ctx.db, 'member_invitations', 'user_id = $1', [created.id])).toBe(1);
    const mail = await ctx.db.query<{ to_address: string; text_body: string }>(
      `SELECT to_address, text_body FROM outbox WHERE kind = 'member_invitation' AND to_address = $1`,
      [input.email],
    );
    expect(mail.rows[0]?.text_body).toMatch(/\/login\?invitation=/);

    const replay = await inject('POST', '/api/main/tenant/invite_member', admin, input, {
      'idempotency-key': 'inv-1',
    });
    expect(replay.statusCode).toBe(201);
    expect(replay.json().data.id).toBe(created.id);
    const reused = await inject(
      'POST',
      '/api/main/tenant/invite_member',
      admin,
      { ...input, username: 'other.person' },
      { 'idempotency-key': 'inv-1' },
    );
    expect(reused.statusCode).toBe(409);
    const dup = await inject('POST', '/api/main/tenant/invite_member', admin, {
      ...input,
      email: 'x@y.example',
    });
    expect(dup.statusCode).toBe(409);
    expect(errorBody(dup).code).toBe('username_taken');
    const dupMail = await inject('POST', '/api/main/tenant/invite_member', admin, {
      ...input,
      username: 'another.one',
    });
    expect(errorBody(dupMail).code).toBe('email_taken');

    // An invited member cannot sign in and cannot be enabled by hand.
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'new.person', password: 'anything-at-all' },
    });
    expect(signIn.statusCode).toBe(401);
    const enable = await inject('PUT', `${MEMBER(created.id)}/status`, admin, { status: 'active' });
    expect(errorBody(enable).code).toBe('invitation_pending');
    const audit = await ctx.db.query<{ action: string; resource_id: string }>(
      `SELECT action, resource_id FROM audit_log WHERE resource_type = 'member' AND resource_id = $1 AND result = 'success'`,
      [created.id],
    );
    expect(audit.rows.map((r) => r.action)).toContain('inviteMember');
  });

  it('accepting the invitation activates the member with a password; the link works once', async () => {
    const input = { username: 'joiner', email: 'joiner@demo.example', role: 'customer' };
    const invited = (await inject('POST', '/api/main/tenant/invite_member', admin, input)).json().data;
    const mail = await ctx.db.query<{ text_body: string }>(
      `SELECT text_body FROM outbox WHERE kind = 'member_invitation' AND to_address = $1`,
      [input.email],
    );
    const token = decodeURIComponent(/invitation=([^\s]+)/.exec(mail.rows[0]?.text_body ?? '')?.[1] ?? '');
    expect(token.length).toBeGreaterThan(20);
    const accept = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/invitation/accept', payload });
    const password = 'Joiner!Passw0rd';
    expect((await accept({ token, password: 'weak' })).statusCode).toBe(400);
    const wrong = await accept({ token: `${token}x`, password });
    expect(wrong.statusCode).toBe(400);
    expect(errorBody(wrong).errors?.[0]?.path).toBe('/body/token');
    expect((await inject('GET', MEMBER(invited.id), admin)).json().data.status).toBe('invited');

    const ok = await accept({ token, password });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().success).toBe(true);
    const member = (await inject('GET', MEMBER(invited.id), admin)).json().data;
    expect(member.status).toBe('active');
    expect(member.joined_at).toBeTruthy();
    await login(ctx.app, 'joiner', password);
    expect((await accept({ token, password })).statusCode).toBe(400);
    expect(
      await countRows(
        ctx.db,
        'audit_log',
        `resource_id = $1 AND action = 'acceptInvitation' AND result = 'success'`,
        [invited.id],
      ),
    ).toBe(1);
  });

  it('gets a member with its ETag; other tenants and IAM users are not found', async () => {
    const res = await inject('GET', MEMBER(memberId), admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{8}\.\d+"$/);
    expect(res.json().data).toMatchObject({
      id: memberId,
      role: 'customer',
      status: 'active',
      project_count: 1,
    });
    expect((await inject('GET', MEMBER(otherMemberId), admin)).statusCode).toBe(404);
    expect((await inject('GET', MEMBER(memberId), other)).statusCode).toBe(404);
    const { rows } = await ctx.db.query<{ id: string }>(
      `SELECT id FROM users WHERE kind = 'iam_user' LIMIT 1`,
    );
    expect((await inject('GET', MEMBER(rows[0]?.id as string), admin)).statusCode).toBe(404);
    expect((await inject('GET', MEMBER('nope'), admin)).statusCode).toBe(400);
    expect((await inject('GET', MEMBER(memberId), member)).statusCode).toBe(403);
  });

  it('updates a member with If-Match; stale ETags answer 412 and change nothing', async () => {
    const target = await freshMember('customer');
    const got = await inject('GET', MEMBER(target.id), admin);
    const etag = got.headers.etag as string;
    const stale = await inject(
      'PUT',
      MEMBER(target.id),
      admin,
      { full_name: 'X', role: 'administrator' },
      { 'if-match': '"00000000.9"' },
    );
    expect(stale.statusCode).toBe(412);
    expect(stale.headers.etag).toBe(etag);
    expect((await inject('GET', MEMBER(target.id), admin)).json().data.role).toBe('customer');
    const ok = await inject(
      'PUT',
      MEMBER(target.id),
      admin,
      { full_name: 'Promoted', role: 'administrator' },
      { 'if-match': etag },
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ full_name: 'Promoted', role: 'administrator' });
    expect(ok.headers.etag).not.toBe(etag);
    expect((await inject('PUT', MEMBER(target.id), admin, { role: 'owner' })).statusCode).toBe(400);
    expect((await inject('PUT', MEMBER(otherMemberId), admin, { role: 'customer' })).statusCode).toBe(404);
    expect((await inject('PUT', MEMBER(target.id), member, { role: 'customer' })).statusCode).toBe(403);
    const self = await inject('PUT', MEMBER(adminId), admin, { full_name: 'Me', role: 'customer' });
    expect(errorBody(self).code).toBe('self_change');
    // Renaming yourself is fine.
    expect(
      (
        await inject('PUT', MEMBER(adminId), admin, {
          full_name: 'Demo Administrator',
          role: 'administrator',
        })
      ).statusCode,
    ).toBe(200);
    // Put the tenant back to one active administrator.
    await inject('PUT', MEMBER(target.id), admin, { full_name: 'Demoted', role: 'customer' });
  });

  it('keeps the last active administrator and refuses changes to yourself', async () => {
    // A customer holding iam:write may manage members, but not remove the only administrator.
    const manager = await freshMember('customer', ['iam:read', 'iam:write']);
    const demote = await inject('PUT', MEMBER(adminId), manager.tokens, { full_name: 'A', role: 'customer' });
    expect(errorBody(demote).code).toBe('last_administrator');
    const disable = await inject('PUT', `${MEMBER(adminId)}/status`, manager.tokens, { status: 'disabled' });
    expect(errorBody(disable).code).toBe('last_administrator');
    const remove = await inject('DELETE', MEMBER(adminId), manager.tokens);
    expect(errorBody(remove).code).toBe('last_administrator');
    expect((await inject('DELETE', MEMBER(manager.id), manager.tokens)).statusCode).toBe(409);
    expect(
      (await inject('PUT', `${MEMBER(manager.id)}/status`, manager.tokens, { status: 'disabled' }))
        .statusCode,
    ).toBe(409);
    expect((await inject('DELETE', MEMBER(adminId), admin)).statusCode).toBe(409);
    expect((await inject('GET', MEMBER(adminId), admin)).json().data.status).toBe('active');
  });

  it('disabling a member ends their sessions: access and refresh tokens answer 401', async () => {
    const target = await freshMember('customer', ['cdn:read']);
    expect((await inject('GET', '/api/main/user', target.tokens)).statusCode).toBe(200);
    const got = await inject('GET', MEMBER(target.id), admin);
    const res = await inject(
      'PUT',
      `${MEMBER(target.id)}/status`,
      admin,
      { status: 'disabled' },
      { 'if-match': got.headers.etag as string },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('disabled');
    expect((await inject('GET', '/api/main/user', target.tokens)).statusCode).toBe(401);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: target.tokens.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: target.username, password: target.password },
    });
    expect(signIn.statusCode).toBe(401);
    // Enabling again does not revive the old session; signing in works.
    const enabled = await inject('PUT', `${MEMBER(target.id)}/status`, admin, { status: 'active' });
    expect(enabled.statusCode).toBe(200);
    expect((await inject('GET', '/api/main/user', target.tokens)).statusCode).toBe(401);
    await login(ctx.app, target.username, target.password);
    const stale = await inject(
      'PUT',
      `${MEMBER(target.id)}/status`,
      admin,
      { status: 'disabled' },
      { 'if-match': got.headers.etag as string },
    );
    expect(stale.statusCode).toBe(412);
    expect(
      (await inject('PUT', `${MEMBER(target.id)}/status`, admin, { status: 'invited' })).statusCode,
    ).toBe(400);
    expect(
      (await inject('PUT', `${MEMBER(otherMemberId)}/status`, admin, { status: 'disabled' })).statusCode,
    ).toBe(404);
    expect(
      (await inject('PUT', `${MEMBER(target.id)}/status`, member, { status: 'disabled' })).statusCode,
    ).toBe(403);
  });

  it('deletes a member: sessions and grants go, the audit row stays', async () => {
    const target = await freshMember('customer', ['cdn:read']);
    const got = await inject('GET', MEMBER(target.id), admin);
    expect(
      (await inject('DELETE', MEMBER(target.id), admin, undefined, { 'if-match': '"x"' })).statusCode,
    ).toBe(412);
    expect((await inject('DELETE', MEMBER(target.id), member)).statusCode).toBe(403);
    expect((await inject('DELETE', MEMBER(otherMemberId), admin)).statusCode).toBe(404);
    expect(await countRows(ctx.db, 'users', 'id = $1', [otherMemberId])).toBe(1);
    const res = await inject('DELETE', MEMBER(target.id), admin, undefined, {
      'if-match': got.headers.etag as string,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await countRows(ctx.db, 'permission_grants', 'user_id = $1', [target.id])).toBe(0);
    expect(await countRows(ctx.db, 'sessions', 'user_id = $1', [target.id])).toBe(0);
    expect((await inject('GET', '/api/main/user', target.tokens)).statusCode).toBe(401);
    expect((await inject('GET', MEMBER(target.id), admin)).statusCode).toBe(404);
    expect(
      await countRows(
        ctx.db,
        'audit_log',
        `resource_id = $1 AND action = 'deleteMember' AND result = 'success'`,
        [target.id],
      ),
    ).toBe(1);
  });

  describe('project permissions', () => {
    let projectId: string;
    beforeAll(async () => {
      projectId = randomUUID();
      await ctx.db.query(`INSERT INTO projects (id, tenant_id, name) VALUES ($1, $2, 'Permissions test')`, [
        projectId,
        ctx.seed.tenantId,
      ]);
      await ctx.db.query(
        `INSERT INTO resource_groups (id, tenant_id, project_id, name, is_default) VALUES ($1, $2, $3, 'Default', true)`,
        [randomUUID(), ctx.seed.tenantId, projectId],
      );
    });

    it('lists what a member holds per project and the projects they hold nothing in', async () => {
      const res = await inject('GET', `${MEMBER(memberId)}/projects/permissions`, admin);
      expect(res.statusCode).toBe(200);
      const first = res.json().data[0];
      expect(first.project.id).toBe(ctx.seed.projectId);
      expect(first.permissions).toEqual(['cdn:read']);
      expect(first.effective).toEqual(['cdn:read']);
      const exclude = await inject('GET', `${MEMBER(memberId)}/projects/exclude?per_page=100`, admin);
      expect(exclude.statusCode).toBe(200);
      const ids = exclude.json().data.map((p: { id: string }) => p.id);
      expect(ids).toContain(projectId);
      expect(ids).not.toContain(ctx.seed.projectId);
      expect(ids).not.toContain(otherProjectId);
      expect((await inject('GET', `${MEMBER(otherMemberId)}/projects/permissions`, admin)).statusCode).toBe(
        404,
      );
      expect((await inject('GET', `${MEMBER(otherMemberId)}/projects/exclude`, admin)).statusCode).toBe(404);
      expect((await inject('GET', `${MEMBER(memberId)}/projects/permissions`, member)).statusCode).toBe(403);
      expect((await inject('GET', `${MEMBER(memberId)}/projects/exclude`, member)).statusCode).toBe(403);
    });

    it('assigns permissions in new projects; the grant takes effect; refusals write nothing', async () => {
      const target = await freshMember('customer');
      const url = `${MEMBER(target.id)}/projects/permissions`;
      const grants = await countRows(ctx.db, 'permission_grants');
      expect((await inject('POST', url, admin, { projects: [] })).statusCode).toBe(400);
      expect(
        (
          await inject('POST', url, admin, {
            projects: [{ project_id: projectId, permissions: ['admin:write'] }],
          })
        ).statusCode,
      ).toBe(400);
      expect(
        (await inject('POST', url, admin, { projects: [{ project_id: projectId, permissions: [] }] }))
          .statusCode,
      ).toBe(400);
      expect(
        (
          await inject('POST', url, admin, {
            projects: [{ project_id: otherProjectId, permissions: ['cdn:read'] }],
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await inject('POST', url, admin, {
            projects: [{ project_id: projectId, permissions: ['cdn:read'], policy_ids: [randomUUID()] }],
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await inject('POST', url, member, {
            projects: [{ project_id: projectId, permissions: ['cdn:read'] }],
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await inject('POST', `${MEMBER(otherMemberId)}/projects/permissions`, admin, {
            projects: [{ project_id: projectId, permissions: ['cdn:read'] }],
          })
        ).statusCode,
      ).toBe(404);
      expect(await countRows(ctx.db, 'permission_grants')).toBe(grants);

      const before = (await inject('GET', MEMBER(target.id), admin)).headers.etag;
      const body = {
        projects: [
          { project_id: ctx.seed.projectId, permissions: ['cdn:read', 'iam:read'] },
          {
            project_id: projectId,
            permissions: ['dns:read'],
            policy_ids: ['0b7c1e00-0000-4000-8000-000000000003'],
          },
        ],
      };
      const res = await inject('POST', url, admin, body, { 'idempotency-key': 'grant-1' });
      expect(res.statusCode).toBe(201);
      expect(res.headers.etag).not.toBe(before);
      const data = res.json().data;
      expect(data.map((a: { project: { id: string } }) => a.project.id)).toEqual([
        ctx.seed.projectId,
        projectId,
      ]);
      expect(data[1].policies).toEqual([
        { id: '0b7c1e00-0000-4000-8000-000000000003', name: 'CDNFullAccess', type: 'managed' },
      ]);
      expect(data[1].effective).toEqual(['cdn:read', 'cdn:write', 'cert:read', 'cert:write', 'dns:read']);
      const replay = await inject('POST', url, admin, body, { 'idempotency-key': 'grant-1' });
      expect(replay.statusCode).toBe(201);
      const again = await inject('POST', url, admin, {
        projects: [{ project_id: projectId, permissions: ['va:read'] }],
      });
      expect(errorBody(again).code).toBe('already_assigned');
      // The member now holds iam:read in the default project.
      expect((await inject('GET', MEMBERS, target.tokens)).statusCode).toBe(200);
      expect(
        (await inject('GET', MEMBERS, target.tokens, undefined, { 'x-project-id': projectId })).statusCode,
      ).toBe(403);
    });

    it('replaces the permissions of one project with If-Match; empty removes the project', async () => {
      const target = await freshMember('customer', ['cdn:read']);
      const url = `${MEMBER(target.id)}/projects/${ctx.seed.projectId}/permissions`;
      const etag = (await inject('GET', MEMBER(target.id), admin)).headers.etag as string;
      expect(
        (await inject('PUT', url, admin, { permissions: ['dns:read'] }, { 'if-match': '"stale"' }))
          .statusCode,
      ).toBe(412);
      expect((await inject('PUT', url, admin, { permissions: ['bad'] })).statusCode).toBe(400);
      expect((await inject('PUT', url, member, { permissions: ['dns:read'] })).statusCode).toBe(403);
      expect(
        (
          await inject('PUT', `${MEMBER(target.id)}/projects/${otherProjectId}/permissions`, admin, {
            permissions: ['dns:read'],
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await inject('PUT', `${MEMBER(otherMemberId)}/projects/${ctx.seed.projectId}/permissions`, admin, {
            permissions: [],
          })
        ).statusCode,
      ).toBe(404);
      expect(await countRows(ctx.db, 'permission_grants', 'user_id = $1', [target.id])).toBe(1);

      const res = await inject(
        'PUT',
        url,
        admin,
        { permissions: ['dns:read', 'dns:write'] },
        { 'if-match': etag },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data.permissions).toEqual(['dns:read', 'dns:write']);
      expect(res.headers.etag).not.toBe(etag);
      const cleared = await inject(
        'PUT',
        url,
        admin,
        { permissions: [], policy_ids: [] },
        { 'if-match': res.headers.etag as string },
      );
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json().data.effective).toEqual([]);
      const list = await inject('GET', `${MEMBER(target.id)}/projects/permissions`, admin);
      expect(list.json().data).toEqual([]);
    });
  });
});
