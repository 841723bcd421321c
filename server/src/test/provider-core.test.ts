// Provider core guarantees across modules: the demo tenant's seeded audit history (and reading it by
// resource), every 412 answering the resource's current state with its current ETag, and quotas refusing a
// create over the limit with nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { edgeSettingsDefaults } from '../main/cdn/edge-settings.js';
import { SEED_REQUEST_PREFIX } from '../main/audit/seed.js';
import { loadSpec } from '../openapi.js';
import { seedDemo } from '../seed.js';
import { BACKENDS, bearer, countRows, createTestApp, createTestDb, errorBody, login } from './helpers.js';
import type { TestContext } from './helpers.js';

interface AuditEntry {
  id: string;
  request_id: string | null;
  resource_type: string;
  resource_id: string | null;
  action: string;
  result: string;
  status_code: number | null;
  actor: { id: string | null; username: string | null; login_type: string | null; operator: unknown };
  details: Record<string, unknown>;
}

describe.each(BACKENDS)('provider core on %s', (kind) => {
  let ctx: TestContext;
  let h: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    h = bearer(await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password));
  });
  afterAll(() => ctx?.close());

  const inject = (method: string, url: string, payload?: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: method as 'GET',
      url: `/api/main${url}`,
      headers: { ...h, ...headers },
      ...(payload ? { payload } : {}),
    });

  async function audit(query: string): Promise<AuditEntry[]> {
    const res = await inject('GET', `/audit_logs?per_page=100&sort_direction=asc&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: AuditEntry[] }>().data;
  }

  describe('seeded audit history', () => {
    it('comes with a fresh seed: creates, invitations, group changes, a login-as, refusals', async () => {
      const { rows } = await ctx.db.query<{
        request_id: string;
        resource_type: string;
        action: string;
        result: string;
        status_code: number;
        login_type: string | null;
        operator_user_id: string | null;
        details: Record<string, unknown>;
        occurred_at: Date;
      }>(
        `SELECT request_id, resource_type, action, result, status_code, login_type, operator_user_id, details,
                occurred_at
           FROM audit_log WHERE tenant_id = $1 ORDER BY id`,
        [ctx.seed.tenantId],
      );
      const seeded = rows.filter((r) => r.request_id.startsWith(SEED_REQUEST_PREFIX));
      expect(seeded.length).toBeGreaterThanOrEqual(20);
      const has = (resourceType: string, action: string, result = 'success') =>
        seeded.filter((r) => r.resource_type === resourceType && r.action === action && r.result === result);
      expect(has('cdn_site', 'create')).toHaveLength(5);
      expect(has('member', 'inviteMember').length).toBeGreaterThanOrEqual(3);
      expect(has('member', 'setMemberStatus')).toHaveLength(1);
      expect(has('main/tenant/group', 'createGroup').length).toBeGreaterThanOrEqual(2);
      expect(has('main/tenant/group', 'addGroupMembers').length).toBeGreaterThanOrEqual(1);
      expect(has('iam_user', 'createIamUser')).toHaveLength(2);
      expect(has('iam_user', 'createServiceAccount')).toHaveLength(1);
      expect(has('access_key', 'createIamUserAccessKey')).toHaveLength(1);
      expect(has('identity_provider', 'configure')).toHaveLength(1);
      expect(has('main/cdn/sites', 'deleteSite', 'denied')[0]?.status_code).toBe(403);
      expect(has('cdn_site', 'update', 'failure')[0]?.status_code).toBe(412);
      const loginAs = has('session', 'login_as')[0];
      expect(loginAs?.login_type).toBe('login_as');
      expect(loginAs?.operator_user_id).toBeTruthy();
      // During that session the operator changed a site: both identities on the row.
      expect(has('cdn_site', 'update').some((r) => r.operator_user_id === loginAs?.operator_user_id)).toBe(
        true,
      );
      // Snapshots: every successful create has an after, every successful update a before and an after.
      for (const r of seeded.filter((x) => x.result === 'success' && x.action !== 'login_as')) {
        expect(r.details.after ?? r.details.before, `${r.resource_type} ${r.action}`).toBeTruthy();
      }
      for (const r of has('cdn_site', 'update')) {
        expect(r.details.before).toBeTruthy();
        expect(r.details.after).toBeTruthy();
      }
      // In time order, all in the past, ids unique.
      const times = seeded.map((r) => new Date(r.occurred_at).getTime());
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(Math.max(...times)).toBeLessThanOrEqual(Date.now());
      expect(new Set(seeded.map((r) => r.request_id)).size).toBe(seeded.length);
    });

    it('is deterministic: a second fresh seed writes the same entries', async () => {
      const other = await createTestDb(kind);
      try {
        const seed = await seedDemo(other.db, {
          admin: { username: 'admin-again', password: 'x'.repeat(16) },
          member: { username: 'member-again', password: 'x'.repeat(16) },
          operator: { username: 'operator-again', password: 'x'.repeat(16) },
          edgeDefaults: edgeSettingsDefaults(loadSpec('main')),
        });
        const shape = async (db: TestContext['db'], tenantId: string) =>
          (
            await db.query<{ s: string }>(
              `SELECT request_id || ' ' || resource_type || ' ' || action || ' ' || result AS s
                 FROM audit_log WHERE tenant_id = $1 AND request_id LIKE 'seed-%' ORDER BY id`,
              [tenantId],
            )
          ).rows.map((r) => r.s);
        expect(await shape(other.db, seed.tenantId)).toEqual(await shape(ctx.db, ctx.seed.tenantId));
      } finally {
        await other.cleanup();
      }
    });

    it('is read back through /api/main/audit_logs filtered by resource', async () => {
      const site = (await inject('GET', '/cdn/sites?search=Corporate')).json().data[0];
      const entries = await audit(`resource_type=cdn_site&resource_id=${site.id}`);
      expect(entries.map((e) => `${e.action}:${e.result}`)).toEqual([
        'create:success',
        'update:success',
        'update:failure',
        'updateSiteEdgeSetting:success',
        'purge:success',
      ]);
      expect(entries.every((e) => e.resource_id === site.id)).toBe(true);
      // Its firewall rules' entries name the site: its History lists them with its own.
      const withChildren = await audit(`resource_type=cdn_site&resource_id=${site.id}&include_children=true`);
      expect(withChildren.filter((e) => e.action === 'createFirewallRule')).toHaveLength(4);
      expect(withChildren).toHaveLength(entries.length + 4);
      const update = entries[1] as AuditEntry;
      expect(update.details.after).toMatchObject({ id: site.id, origin_server_url: site.origin_server_url });
      expect(update.details.before).toMatchObject({ origin_server_url: 'http://www.example.com' });
      expect(update.actor.login_type).toBe('password');

      const invites = await audit('resource_type=member&action=inviteMember');
      expect(invites.length).toBeGreaterThanOrEqual(3);
      const denied = await audit(`resource_id=${site.id}&result=denied`);
      expect(denied).toHaveLength(1);
      expect(denied[0]?.status_code).toBe(403);
      const idp = await audit('resource_type=identity_provider');
      expect(idp.map((e) => e.action)).toEqual(['create', 'configure']);
      expect(JSON.stringify(idp)).not.toMatch(/client_secret_enc/);
    });
  });

  describe('412 answers the current state and ETag', () => {
    async function expectStale(res: LightMyRequestResponse, getUrl: string) {
      expect(res.statusCode, res.body).toBe(412);
      const body = errorBody(res) as ReturnType<typeof errorBody> & { current?: unknown };
      expect(body.code).toBe('precondition_failed');
      const now = await inject('GET', getUrl);
      expect(res.headers.etag).toBe(now.headers.etag);
      expect(body.current).toEqual(now.json().data);
    }

    it('on CDN sites (update and delete), changing nothing', async () => {
      const created = await inject('POST', '/cdn/sites', {
        name: 'stale-site',
        origin_server_url: 'https://stale.example.test',
      });
      const id = created.json().data.id as string;
      const stale = { 'if-match': '"00000000.0"' };
      const before = await inject('GET', `/cdn/sites/${id}`);
      const put = await inject(
        'PUT',
        `/cdn/sites/${id}`,
        { name: 'renamed', origin_server_url: 'https://x.example.test' },
        stale,
      );
      await expectStale(put, `/cdn/sites/${id}`);
      await expectStale(await inject('DELETE', `/cdn/sites/${id}`, undefined, stale), `/cdn/sites/${id}`);
      expect((await inject('GET', `/cdn/sites/${id}`)).headers.etag).toBe(before.headers.etag);
    });

    it('on groups (CRUD update, delete and a member change)', async () => {
      const created = await inject('POST', '/tenant/group', { name: 'Stale group' });
      const id = created.json().data.id as string;
      const stale = { 'if-match': '"stale"' };
      const url = `/tenant/group/${id}`;
      await expectStale(await inject('PUT', url, { name: 'x' }, stale), url);
      await expectStale(await inject('DELETE', url, undefined, stale), url);
      await expectStale(
        await inject('PUT', `${url}/add_members`, { member_ids: [ctx.seed.tenantId] }, stale),
        url,
      );
    });

    it('on a CRUD resource (policies)', async () => {
      const created = await inject('POST', '/iam/policies', {
        name: 'Stale policy',
        permissions: ['cdn:read'],
      });
      expect(created.statusCode, created.body).toBe(201);
      const url = `/iam/policies/${created.json().data.id}`;
      await expectStale(
        await inject('PUT', url, { name: 'x', permissions: ['cdn:read'] }, { 'if-match': '"stale"' }),
        url,
      );
    });

    it('on identity providers (update, delete)', async () => {
      const created = await inject('POST', '/idp/user-idp', { name: 'Stale IdP', protocol: 'oidc' });
      expect(created.statusCode, created.body).toBe(201);
      const url = `/idp/user-idp/${created.json().data.id}`;
      const stale = { 'if-match': '"stale"' };
      await expectStale(await inject('PUT', url, { name: 'x', protocol: 'oidc' }, stale), url);
      await expectStale(await inject('DELETE', url, undefined, stale), url);
    });

    it('on IAM users', async () => {
      const users = (await inject('GET', '/iam/users?per_page=50')).json().data as { id: string }[];
      const url = `/iam/users/${users[0]?.id}`;
      await expectStale(await inject('PUT', url, { role: 'customer' }, { 'if-match': '"stale"' }), url);
    });
  });

  describe('quotas refuse a create over the limit, writing nothing', () => {
    async function capAt(code: string, value: number) {
      await ctx.db.query(
        `INSERT INTO tenant_quotas (tenant_id, code, value) VALUES ($1, $2, $3)
         ON CONFLICT (tenant_id, code) DO UPDATE SET value = EXCLUDED.value`,
        [ctx.seed.tenantId, code, value],
      );
    }
    async function uncap(code: string) {
      await ctx.db.query('DELETE FROM tenant_quotas WHERE tenant_id = $1 AND code = $2', [
        ctx.seed.tenantId,
        code,
      ]);
    }
    function expectQuota(res: LightMyRequestResponse, code: string) {
      expect(res.statusCode, res.body).toBe(409);
      const body = errorBody(res);
      expect(body.code).toBe('quota_exceeded');
      expect(body.message).toContain(code);
    }
    const usage = async (code: string) =>
      (await inject('GET', `/iam/quotas/${code}`)).json().data.usage as number;

    it('sites_per_account on createSite and createVodSite', async () => {
      const n = await countRows(ctx.db, 'cdn_sites', 'tenant_id = $1', [ctx.seed.tenantId]);
      expect(await usage('sites_per_account')).toBe(n);
      await capAt('sites_per_account', n);
      try {
        const site = { name: 'over-quota', origin_server_url: 'https://q.example.test' };
        expectQuota(await inject('POST', '/cdn/sites', site), 'sites_per_account');
        expectQuota(await inject('POST', '/cdn/sites/vod', site), 'sites_per_account');
        expect(await countRows(ctx.db, 'cdn_sites', 'tenant_id = $1', [ctx.seed.tenantId])).toBe(n);
      } finally {
        await uncap('sites_per_account');
      }
      expect(
        (
          await inject('POST', '/cdn/sites', {
            name: 'under-quota',
            origin_server_url: 'https://q.example.test',
          })
        ).statusCode,
      ).toBe(201);
    });

    it('iam_members (members and IAM users) on createIamUser', async () => {
      const n = await countRows(ctx.db, 'users', `tenant_id = $1 AND kind IN ('member', 'iam_user')`, [
        ctx.seed.tenantId,
      ]);
      expect(await usage('iam_members')).toBe(n);
      await capAt('iam_members', n);
      try {
        expectQuota(
          await inject('POST', '/iam/users', {
            username: 'overquota',
            role: 'customer',
            password: 'A-long-enough-passw0rd!',
          }),
          'iam_members',
        );
        expect(
          await countRows(ctx.db, 'users', `tenant_id = $1 AND kind IN ('member', 'iam_user')`, [
            ctx.seed.tenantId,
          ]),
        ).toBe(n);
      } finally {
        await uncap('iam_members');
      }
    });

    it('access_tokens on access keys (an access token is an access key)', async () => {
      const n = await countRows(ctx.db, 'access_keys', 'tenant_id = $1', [ctx.seed.tenantId]);
      expect(await usage('access_tokens')).toBe(n);
      await capAt('access_tokens', n);
      try {
        expectQuota(await inject('POST', '/access_key', {}), 'access_tokens');
        expect(await countRows(ctx.db, 'access_keys', 'tenant_id = $1', [ctx.seed.tenantId])).toBe(n);
      } finally {
        await uncap('access_tokens');
      }
    });
  });
});
