// Cache purges: everything, URLs, prefixes, hostnames and tags of the site's own hostnames; the history newest
// first; scope, permission, rate limit, idempotency and audit.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUser } from '../seed.js';
import { BACKENDS, bearer, countRows, createTestApp, errorBody, login } from './helpers.js';
import type { TestContext, Tokens } from './helpers.js';
import { PURGES_PER_MINUTE } from '../main/cdn/purge.js';

interface Site {
  id: string;
  name: string;
  cdn_url: string;
  status: string;
}

describe.each(BACKENDS)('CDN cache purges on %s', (kind) => {
  let ctx: TestContext;
  let admin: Tokens;
  let member: Tokens;
  let other: Tokens;
  let site: Site;
  let disabled: Site;
  const url = (id: string) => `/api/main/cdn/sites/${id}/caching_control/purge`;

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
    member = await login(ctx.app, ctx.passwords.member.username, ctx.passwords.member.password);
    const password = randomUUID();
    const username = `purge-b-${randomUUID().slice(0, 6)}`;
    await ctx.db.transaction(async (tx) => {
      const t = await createTenant(tx, 'Tenant B');
      await createUser(tx, {
        tenantId: t.tenantId,
        username,
        password,
        role: 'administrator',
        email: '',
        fullName: 'B',
      });
    });
    other = await login(ctx.app, username, password);
    const sites = (
      await ctx.app.inject({ method: 'GET', url: '/api/main/cdn/sites?per_page=100', headers: bearer(admin) })
    ).json().data as Site[];
    site = sites.find((s) => s.name === 'Corporate Website') as Site;
    disabled = sites.find((s) => s.status === 'disabled') as Site;
  });
  afterAll(() => ctx?.close());

  const purge = (payload: unknown, headers: Record<string, string> = {}, id = site.id, who = admin) =>
    ctx.app.inject({
      method: 'POST',
      url: url(id),
      headers: bearer(who, headers),
      payload: payload as object,
    });
  const purges = () => countRows(ctx.db, 'cdn_purge_requests', 'site_id = $1', [site.id]);

  it('purges everything: 202 queued, audited on the site, first in the history', async () => {
    const res = await purge({ type: 'everything' });
    expect(res.statusCode).toBe(202);
    const p = res.json().data;
    expect(p).toMatchObject({
      site_id: site.id,
      type: 'everything',
      targets: [],
      status: 'queued',
      requested_by: ctx.passwords.admin.username,
      completed_at: null,
    });
    const audit = await ctx.db.query<{ details: Record<string, unknown> }>(
      `SELECT details FROM audit_log WHERE resource_type = 'cdn_site' AND resource_id = $1 AND action = 'purge'
         AND request_id NOT LIKE 'seed-%'`,
      [site.id],
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]?.details).toMatchObject({ purge_id: p.id, type: 'everything' });
    const one = await ctx.app.inject({
      method: 'GET',
      url: `${url(site.id)}/${p.id}`,
      headers: bearer(member),
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual(p);
  });

  it('purges URLs, prefixes, hostnames and tags of the site', async () => {
    const host = site.cdn_url;
    const cases = [
      { type: 'urls', targets: [`https://${host}/index.html`, `http://${host.toUpperCase()}/a?b=c`] },
      { type: 'prefixes', targets: [`${host}/assets/`, `https://${host}/img`] },
      { type: 'hostnames', targets: [host] },
      { type: 'tags', targets: ['product-42', 'header'] },
    ];
    for (const body of cases) {
      const res = await purge(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(202);
      expect(res.json().data).toMatchObject(body);
    }
  });

  it('refuses targets of other hosts, malformed targets and bodies the schema refuses, storing nothing', async () => {
    const before = await purges();
    const host = site.cdn_url;
    const refused: [unknown, string][] = [
      [{ type: 'urls', targets: [`https://${host}/ok`, 'https://evil.example.com/x'] }, '/body/targets/1'],
      [{ type: 'urls', targets: [`${host}/no-scheme`] }, '/body/targets/0'],
      [{ type: 'prefixes', targets: [`${host}/a?query=1`] }, '/body/targets/0'],
      [{ type: 'hostnames', targets: ['other.example.com'] }, '/body/targets/0'],
      [{ type: 'everything', targets: [`https://${host}/`] }, '/body/targets'],
      [{ type: 'urls' }, '/body'],
      [{ type: 'urls', targets: [] }, '/body/targets'],
      [{ type: 'bananas' }, '/body/type'],
    ];
    for (const [body, path] of refused) {
      const res = await purge(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const paths = errorBody(res).errors?.map((e) => e.path) ?? [];
      expect(
        paths.some((p) => p.startsWith(path)),
        `${JSON.stringify(body)} → ${paths.join(',')}`,
      ).toBe(true);
    }
    expect(await purges()).toBe(before);
  });

  it('lists the history newest first, paged, and filters by status', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${url(site.id)}?per_page=2`,
      headers: bearer(member),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const total = await purges();
    expect(body.page_info).toEqual({
      page: '1',
      per_page: 2,
      total_count: total,
      total_pages: Math.ceil(total / 2),
    });
    expect(body.data[0].type).toBe('tags');
    const all = (
      await ctx.app.inject({ method: 'GET', url: `${url(site.id)}?per_page=100`, headers: bearer(admin) })
    ).json().data as { created_at: string }[];
    const times = all.map((p) => p.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const asc = (
      await ctx.app.inject({
        method: 'GET',
        url: `${url(site.id)}?per_page=100&sort_direction=asc`,
        headers: bearer(admin),
      })
    ).json().data as { created_at: string }[];
    expect(asc.map((p) => p.created_at)).toEqual([...times].reverse());

    // Time passes: every purge has reached the edges.
    await ctx.db.query(
      "UPDATE cdn_purge_requests SET created_at = created_at - interval '1 hour', complete_at = complete_at - interval '1 hour' WHERE site_id = $1",
      [site.id],
    );
    const done = await ctx.app.inject({
      method: 'GET',
      url: `${url(site.id)}?status=completed&per_page=100`,
      headers: bearer(admin),
    });
    expect(done.json().page_info.total_count).toBe(total);
    expect(done.json().data.every((p: { completed_at: string | null }) => p.completed_at !== null)).toBe(
      true,
    );
    const queued = await ctx.app.inject({
      method: 'GET',
      url: `${url(site.id)}?status=queued`,
      headers: bearer(admin),
    });
    expect(queued.json().page_info.total_count).toBe(0);
  });

  it('answers a replayed Idempotency-Key with the first purge', async () => {
    const before = await purges();
    const first = await purge(
      { type: 'hostnames', targets: [site.cdn_url] },
      { 'idempotency-key': 'purge-1' },
    );
    const again = await purge(
      { type: 'hostnames', targets: [site.cdn_url] },
      { 'idempotency-key': 'purge-1' },
    );
    expect(first.statusCode).toBe(202);
    expect(again.statusCode).toBe(202);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await purges()).toBe(before + 1);
    const reused = await purge({ type: 'everything' }, { 'idempotency-key': 'purge-1' });
    expect(reused.statusCode).toBe(409);
  });

  it('keeps purges to the scope and the permission', async () => {
    const foreign = await purge({ type: 'everything' }, {}, site.id, other);
    expect(foreign.statusCode).toBe(404);
    const otherGroup = await purge(
      { type: 'everything' },
      { 'x-resource-group-id': ctx.seed.secondResourceGroupId },
    );
    expect(otherGroup.statusCode).toBe(404);
    const history = await ctx.app.inject({ method: 'GET', url: url(site.id), headers: bearer(other) });
    expect(history.statusCode).toBe(404);
    const byMember = await purge({ type: 'everything' }, {}, site.id, member);
    expect(byMember.statusCode).toBe(403);
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: `${url(site.id)}/${randomUUID()}`,
      headers: bearer(admin),
    });
    expect(unknown.statusCode).toBe(404);
    const gone = await purge({ type: 'everything' }, {}, randomUUID());
    expect(gone.statusCode).toBe(404);
  });

  it('refuses a disabled site with 409', async () => {
    const res = await purge({ type: 'everything' }, {}, disabled.id);
    expect(res.statusCode).toBe(409);
    expect(errorBody(res).code).toBe('site_disabled');
  });

  it(`answers 429 with Retry-After past ${PURGES_PER_MINUTE} purges a minute`, async () => {
    await ctx.db.query(
      `INSERT INTO cdn_purge_requests (id, tenant_id, project_id, resource_group_id, site_id, type, requested_by, complete_at)
       SELECT gen_random_uuid(), $1, $2, $3, $4, 'everything', 'load', now() FROM generate_series(1, $5::int)`,
      [ctx.seed.tenantId, ctx.seed.projectId, ctx.seed.resourceGroupId, site.id, PURGES_PER_MINUTE],
    );
    const before = await purges();
    const res = await purge({ type: 'everything' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await purges()).toBe(before);
  });
});
