// GET /api/main/search (searchConsole, the command palette's records): ranking (exact, prefix, word prefix,
// substring; case and diacritics aside; nothing looser), each hit's context, the caller's scope, tenant
// isolation, permission filtering and the limits, bad input answering the 4xx envelope.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUser, grant } from '../seed.js';
import { BACKENDS, bearer, createTestApp, errorBody, login } from './helpers.js';
import type { BackendKind, TestContext, Tokens } from './helpers.js';

interface Hit {
  kind: string;
  id: string;
  title: string;
  subtitle?: string;
  context?: { kind: string; id: string; title: string };
  match: string;
}

const api = (p: string) => `/api/main${p}`;

describe.each(BACKENDS)('record search (%s)', (kind: BackendKind) => {
  let ctx: TestContext;
  let admin: Tokens;
  /** Tenant A's member holding cdn:read only (the seed's). */
  let member: Tokens;
  /** Tenant A's member holding nothing. */
  let bare: Tokens;
  let foreign: Tokens;
  const tag = randomBytes(3).toString('hex');
  const ids: Record<string, string> = {};

  const search = (tokens: Tokens | undefined, query: Record<string, string>, headers = {}) =>
    ctx.app.inject({
      method: 'GET',
      url: api(`/search?${new URLSearchParams(query)}`),
      headers: tokens ? bearer(tokens, headers) : headers,
    });

  async function hits(tokens: Tokens, q: string, extra: Record<string, string> = {}, headers = {}) {
    const res = await search(tokens, { q, ...extra }, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Hit[]; truncated: boolean }>();
  }

  async function create(tokens: Tokens, url: string, payload: object, headers = {}) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: api(url),
      headers: bearer(tokens, headers),
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: { id: string } }>().data.id;
  }

  const site = (tokens: Tokens, name: string, headers = {}) =>
    create(tokens, '/cdn/sites', { name, origin_server_url: 'https://origin.search.test' }, headers);

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
    member = await login(ctx.app, ctx.passwords.member.username, ctx.passwords.member.password);
    const pw = randomBytes(12).toString('base64url');
    await ctx.db.transaction(async (tx) => {
      const tenant = await createTenant(tx, `Search Foreign ${tag}`, ['cdn']);
      await createUser(tx, {
        tenantId: tenant.tenantId,
        username: `search-b-${tag}`,
        password: pw,
        role: 'administrator',
        email: `search-b-${tag}@example.test`,
        fullName: 'Foreign admin',
      });
      const bareId = await createUser(tx, {
        tenantId: ctx.seed.tenantId,
        username: `search-bare-${tag}`,
        password: pw,
        role: 'customer',
        email: `search-bare-${tag}@example.test`,
        fullName: 'Bare member',
      });
      // Something of another service only: the CDN stays out of reach.
      await grant(tx, {
        tenantId: ctx.seed.tenantId,
        userId: bareId,
        projectId: ctx.seed.projectId,
        permissions: ['dns:read'],
      });
    });
    foreign = await login(ctx.app, `search-b-${tag}`, pw);
    bare = await login(ctx.app, `search-bare-${tag}`, pw);

    // Tenant A: names that rank differently for "shopq".
    ids.exact = await site(admin, 'shopq');
    ids.prefix = await site(admin, 'shopq-eu.example');
    ids.word = await site(admin, 'old-shopq.example');
    ids.inside = await site(admin, 'workshopq.example');
    ids.rule = await create(admin, `/cdn/sites/${ids.exact}/page_rules`, {
      url_pattern: 'shopq.example/checkout/*',
      actions: { always_use_https: 'active' },
    });
    ids.otherGroupSite = await site(admin, 'shopq-elsewhere', {
      'x-resource-group-id': ctx.seed.secondResourceGroupId,
    });
    ids.vietnamese = await create(admin, `/cdn/sites/${ids.exact}/caching_control/rules`, {
      name: `Ảnh Nguyễn Văn Đức ${tag}`,
      expression: 'true',
      cache: 'bypass',
    });
    ids.german = await create(admin, `/cdn/sites/${ids.exact}/firewall_rules`, {
      description: `MÜNCHEN Straße sperren ${tag}`,
      expression: 'http.request.uri.path contains "/admin"',
      action: 'block',
    });
    ids.resourceGroup = await create(admin, '/tenant/resource_group', {
      name: `rgq-${tag}`,
      project_id: ctx.seed.projectId,
    });
    ids.group = await create(admin, '/tenant/group', { name: `Search Team ${tag}` });
    // Tenant B: a site, a rule and a group with the very names tenant A searches for.
    ids.foreignSite = await site(foreign, 'shopq');
    ids.foreignRule = await create(foreign, `/cdn/sites/${ids.foreignSite}/caching_control/rules`, {
      name: `Ảnh Nguyễn Văn Đức ${tag}`,
      expression: 'true',
      cache: 'bypass',
    });
    ids.foreignGroup = await create(foreign, '/tenant/group', { name: `Search Team ${tag}` });
  });
  afterAll(() => ctx?.close());

  describe('ranking', () => {
    it('ranks exact, then prefix, then word prefix, then substring', async () => {
      const { data } = await hits(admin, 'shopq', { kind: 'site' });
      expect(data.map((h) => [h.title, h.match])).toEqual([
        ['shopq', 'exact'],
        ['shopq-eu.example', 'prefix'],
        ['old-shopq.example', 'word_prefix'],
        ['workshopq.example', 'substring'],
      ]);
      expect(data[0]).toMatchObject({ kind: 'site', id: ids.exact, subtitle: expect.any(String) });
    });

    it('ignores case and diacritics, in what is stored and in what is typed', async () => {
      const vi = (await hits(admin, 'anh nguyen van duc')).data.map((h) => h.id);
      expect(vi).toContain(ids.vietnamese);
      expect((await hits(admin, 'NGUYỄN VĂN ĐỨC')).data.map((h) => h.id)).toContain(ids.vietnamese);
      // Typed decomposed (a combining mark after the letter), as some keyboards send it.
      expect((await hits(admin, 'Nguye\u0302\u0303n')).data.map((h) => h.id)).toContain(ids.vietnamese);
      const de = await hits(admin, 'munchen strasse');
      expect(de.data).toContainEqual(expect.objectContaining({ id: ids.german, match: 'prefix' }));
    });

    it('finds nothing loosely: a typo or letters out of order match nothing', async () => {
      expect((await hits(admin, 'shpoq')).data).toEqual([]);
      expect((await hits(admin, 'purge')).data.map((h) => h.title)).not.toContain(
        expect.stringMatching(/group/i),
      );
      expect((await hits(admin, 'shopq example old')).data).toEqual([]);
    });

    it('takes typed pattern characters literally', async () => {
      expect((await hits(admin, 'shopq.example')).data.map((h) => [h.title, h.match])).toEqual([
        ['shopq.example/checkout/*', 'prefix'],
        ['old-shopq.example', 'word_prefix'],
        ['workshopq.example', 'substring'],
      ]);
      for (const q of ['.*', 'shop(', '[a-', '\\', '?', '%', '_']) {
        const res = await search(admin, { q });
        expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
      }
      expect((await hits(admin, '.*')).data).toEqual([]);
    });
  });

  describe('what a hit says', () => {
    it('a rule names its site, a resource group its project', async () => {
      const rule = (await hits(admin, 'checkout', { kind: 'page_rule' })).data;
      expect(rule).toEqual([
        {
          kind: 'page_rule',
          id: ids.rule,
          title: 'shopq.example/checkout/*',
          context: { kind: 'site', id: ids.exact, title: 'shopq' },
          match: 'word_prefix',
        },
      ]);
      const [group] = (await hits(admin, `rgq-${tag}`)).data;
      expect(group).toMatchObject({
        kind: 'resource_group',
        id: ids.resourceGroup,
        match: 'exact',
        context: { kind: 'project', id: ctx.seed.projectId, title: expect.any(String) },
      });
    });

    it('says when more records match than the limit lets through', async () => {
      const one = await hits(admin, 'shopq', { kind: 'site', limit: '1' });
      expect(one.data.map((h) => h.id)).toEqual([ids.exact]);
      expect(one.truncated).toBe(true);
      expect((await hits(admin, 'shopq', { kind: 'site', limit: '4' })).truncated).toBe(false);
    });
  });

  describe('scope and isolation', () => {
    it("never shows another tenant's record, whatever its name", async () => {
      const queries = ['shopq', 'nguyen van duc', `search team ${tag}`];
      const fromA = (await Promise.all(queries.map((q) => hits(admin, q)))).flatMap((r) => r.data);
      expect(fromA.map((h) => h.id)).toEqual(expect.arrayContaining([ids.exact, ids.vietnamese, ids.group]));
      for (const id of [ids.foreignSite, ids.foreignRule, ids.foreignGroup])
        expect(fromA.map((h) => h.id)).not.toContain(id);
      const fromB = (await Promise.all(queries.map((q) => hits(foreign, q)))).flatMap((r) => r.data);
      expect(fromB.map((h) => h.id).sort()).toEqual(
        [ids.foreignSite, ids.foreignRule, ids.foreignGroup].sort(),
      );
      // The context of B's rule is B's site, never a name of A's.
      expect(fromB.find((h) => h.id === ids.foreignRule)?.context?.id).toBe(ids.foreignSite);
    });

    it('finds sites and rules in the active resource group only', async () => {
      expect((await hits(admin, 'shopq-elsewhere')).data).toEqual([]);
      const there = await hits(
        admin,
        'shopq-elsewhere',
        {},
        {
          'x-resource-group-id': ctx.seed.secondResourceGroupId,
        },
      );
      expect(there.data.map((h) => h.id)).toEqual([ids.otherGroupSite]);
    });

    it("a foreign resource group is not the caller's scope (404)", async () => {
      const res = await search(admin, { q: 'shopq' }, { 'x-resource-group-id': await foreignGroupId() });
      expect(res.statusCode).toBe(404);
      errorBody(res);
    });
  });

  async function foreignGroupId(): Promise<string> {
    const { rows } = await ctx.db.query<{ id: string }>(
      'SELECT id FROM resource_groups WHERE tenant_id <> $1 LIMIT 1',
      [ctx.seed.tenantId],
    );
    return rows[0]?.id as string;
  }

  describe('permissions', () => {
    it('a member without cdn:read finds no site or rule, not even by its exact name', async () => {
      expect((await hits(bare, 'shopq')).data).toEqual([]);
      expect((await hits(bare, 'shopq', { kind: 'site' })).data).toEqual([]);
      expect((await hits(bare, 'checkout')).data).toEqual([]);
    });

    it('a member with cdn:read only finds sites but no IAM record', async () => {
      const data = (await hits(member, 'shopq')).data;
      expect(data.map((h) => h.id)).toContain(ids.exact);
      expect((await hits(member, `rgq-${tag}`)).data).toEqual([]);
      expect((await hits(member, `search team ${tag}`)).data).toEqual([]);
      expect((await hits(member, ctx.passwords.admin.username)).data).toEqual([]);
    });

    it('an administrator finds members by name, username or email', async () => {
      const byUsername = (await hits(admin, `search-bare-${tag}`, { kind: 'group_member' })).data;
      expect(byUsername).toEqual([
        expect.objectContaining({ title: 'Bare member', subtitle: `search-bare-${tag}@example.test` }),
      ]);
    });
  });

  describe('limits and bad input', () => {
    const refused = async (query: Record<string, string>, path: string) => {
      const res = await search(admin, query);
      expect(res.statusCode, res.body).toBe(400);
      const body = errorBody(res);
      expect(body.errors?.map((e) => e.path)).toContain(path);
    };

    it('refuses missing, blank and over-long text', async () => {
      await refused({}, '/query/q');
      await refused({ q: '' }, '/query/q');
      await refused({ q: '   ' }, '/query/q');
      await refused({ q: '\u0301' }, '/query/q');
      await refused({ q: 'x'.repeat(101) }, '/query/q');
      expect((await search(admin, { q: 'x'.repeat(100) })).statusCode).toBe(200);
    });

    it('refuses a limit out of 1..50 and an unknown kind', async () => {
      await refused({ q: 'shopq', limit: '0' }, '/query/limit');
      await refused({ q: 'shopq', limit: '51' }, '/query/limit');
      await refused({ q: 'shopq', limit: 'many' }, '/query/limit');
      await refused({ q: 'shopq', kind: 'nothing_here' }, '/query/kind');
      await refused({ q: 'shopq', kind: 'Site;' }, '/query/kind');
      expect((await hits(admin, 'shopq', { limit: '50' })).data.length).toBeLessThanOrEqual(50);
    });

    it('answers 401 without a session', async () => {
      const res = await search(undefined, { q: 'shopq' });
      expect(res.statusCode).toBe(401);
      errorBody(res);
    });
  });
});
