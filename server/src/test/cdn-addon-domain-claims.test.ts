// Add-on hostnames cannot be squatted: ownership is settled by verification. An unverified claim blocks no
// one (another tenant, another site of the same tenant) and tells them nothing; the first to verify serves the
// hostname, the other claims then read as taken and fail their verification with a clear reason, changing
// nothing; a new claim on a served hostname is refused; once the serving site lets go, the other claims can
// verify. Which claim verifies is what the hostname's DNS says (the loopback DNS server of the test app): a CNAME
// names one site's CDN hostname, a TXT record one claim's token. Two verifications at once, both backed by the
// DNS, leave exactly one site serving it.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECHECK_SECONDS } from '../main/cdn/addon-domains.js';
import { createTenant, createUser } from '../seed.js';
import { BACKENDS, bearer, countRows, createTestApp, errorBody, login } from './helpers.js';
import type { TestContext, Tokens } from './helpers.js';

const SITES = '/api/main/cdn/sites';

describe.each(BACKENDS)('add-on domain claims on %s', (kind) => {
  let ctx: TestContext;
  let now = Date.now();
  let tenantA: Tokens;
  let tenantB: Tokens;
  const sites: Record<'a1' | 'a2' | 'b', { id: string; name: string }> = {
    a1: { id: '', name: 'Claims A one' },
    a2: { id: '', name: 'Claims A two' },
    b: { id: '', name: 'Claims B' },
  };

  const call = (
    who: Tokens,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> =>
    ctx.app.inject({
      method,
      url,
      headers: bearer(who),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const claim = (who: Tokens, site: string, domain: string, validation_method: 'cname' | 'txt' = 'cname') =>
    call(who, 'POST', `${SITES}/${site}/addon_domain`, { domain, validation_method });
  /** The hostname's owner points its CNAME at the CDN hostname of the claim's site. */
  const pointAt = async (who: Tokens, site: string, id: string, domain: string) =>
    ctx.dns.set(domain, 'CNAME', [
      (await call(who, 'GET', `${SITES}/${site}/addon_domain/${id}`)).json().data.cname_target as string,
    ]);
  const verify = (who: Tokens, site: string, id: string) =>
    call(who, 'POST', `${SITES}/${site}/addon_domain/${id}/verify`);
  const read = async (who: Tokens, site: string, id: string) =>
    (await call(who, 'GET', `${SITES}/${site}/addon_domain/${id}`)).json().data as {
      status: string;
      version?: number;
      last_checked_at: string | null;
    };
  const later = () => {
    now += (RECHECK_SECONDS + 1) * 1000;
  };

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock: () => new Date(now) });
    tenantA = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
    const username = `claims-b-${randomUUID().slice(0, 6)}`;
    const password = randomUUID();
    await ctx.db.transaction(async (tx) => {
      const t = await createTenant(tx, `Claims Tenant ${randomUUID().slice(0, 6)}`, ['cdn']);
      await createUser(tx, {
        tenantId: t.tenantId,
        username,
        password,
        role: 'administrator',
        email: '',
        fullName: 'B',
      });
    });
    tenantB = await login(ctx.app, username, password);
    for (const [key, who] of [
      ['a1', tenantA],
      ['a2', tenantA],
      ['b', tenantB],
    ] as const) {
      const res = await call(who, 'POST', SITES, {
        name: sites[key].name,
        origin_server_url: 'https://origin.example.com',
      });
      expect(res.statusCode, res.body).toBe(201);
      sites[key].id = res.json().data.id;
    }
  });
  afterAll(() => ctx?.close());

  it('lets an unverified claim block no one, and tell no one of it', async () => {
    const domain = `shop-${randomUUID().slice(0, 6)}.squat.com`;
    const squat = await claim(tenantA, sites.a1.id, domain);
    expect(squat.statusCode, squat.body).toBe(201);
    const owner = await claim(tenantB, sites.b.id, domain);
    expect(owner.statusCode, owner.body).toBe(201);
    expect(owner.json().data.status).toBe('pending');
    expect(owner.body).not.toContain(sites.a1.id);
    expect(owner.body).not.toContain(sites.a1.name);
    // Another site of the same tenant too; only the same site naming it twice is refused.
    expect((await claim(tenantA, sites.a2.id, domain)).statusCode).toBe(201);
    const twice = await claim(tenantA, sites.a1.id, domain.toUpperCase());
    expect(twice.statusCode).toBe(409);
    expect(errorBody(twice).code).toBe('duplicate');
  });

  it('serves the first to verify; the others read taken, fail their verification and change nothing', async () => {
    const domain = `www-${randomUUID().slice(0, 6)}.race.com`;
    const a1 = (await claim(tenantA, sites.a1.id, domain)).json().data.id as string;
    const a2 = (await claim(tenantA, sites.a2.id, domain)).json().data.id as string;
    const b = (await claim(tenantB, sites.b.id, domain)).json().data.id as string;

    // The hostname's owner points it at B's site: A's claim, checked, does not match and serves nothing.
    await pointAt(tenantB, sites.b.id, b, domain);
    const mismatch = await verify(tenantA, sites.a1.id, a1);
    expect(mismatch.json().data.status).toBe('record_mismatch');

    const won = await verify(tenantB, sites.b.id, b);
    expect(won.statusCode, won.body).toBe(200);
    expect(won.json().data.status).toBe('active');
    expect((await read(tenantA, sites.a1.id, a1)).status).toBe('taken');
    const listed = await call(tenantA, 'GET', `/api/main/addon_domain?status=taken&per_page=100`);
    expect(
      listed
        .json()
        .data.map((d: { id: string }) => d.id)
        .sort(),
    ).toEqual([a1, a2].sort());

    const before = await ctx.db.query('SELECT * FROM cdn_addon_domains WHERE id = $1', [a1]);
    later();
    const lost = await verify(tenantA, sites.a1.id, a1);
    expect(lost.statusCode, lost.body).toBe(409);
    const envelope = errorBody(lost);
    expect(envelope.code).toBe('domain_taken');
    expect(envelope.message).toMatch(/already served by another site/);
    expect(lost.body).not.toContain(sites.b.id);
    expect(lost.body).not.toContain(sites.b.name);
    expect((await ctx.db.query('SELECT * FROM cdn_addon_domains WHERE id = $1', [a1])).rows).toEqual(
      before.rows,
    );
    expect((await read(tenantB, sites.b.id, b)).status).toBe('active');

    // A served hostname takes no new claim, nor a claim renamed to it.
    const late = `extra-${randomUUID().slice(0, 6)}.race.com`;
    const count = await countRows(ctx.db, 'cdn_addon_domains');
    const refused = await claim(tenantA, sites.a1.id, domain);
    expect(refused.statusCode).toBe(409);
    expect(errorBody(refused).code).toBe('domain_taken');
    expect(await countRows(ctx.db, 'cdn_addon_domains')).toBe(count);
    const other = (await claim(tenantA, sites.a1.id, late)).json().data.id as string;
    const renamed = await call(tenantA, 'PUT', `${SITES}/${sites.a1.id}/addon_domain/${other}`, { domain });
    expect(renamed.statusCode).toBe(409);
    expect(errorBody(renamed).code).toBe('domain_taken');

    // The serving site lets go: the others' claims are plain claims again, and the next to verify serves.
    expect((await call(tenantB, 'DELETE', `${SITES}/${sites.b.id}/addon_domain/${b}`)).statusCode).toBe(200);
    expect((await read(tenantA, sites.a1.id, a1)).status).toBe('record_mismatch');
    expect((await read(tenantA, sites.a2.id, a2)).status).toBe('pending');
    later();
    await pointAt(tenantA, sites.a2.id, a2, domain);
    const next = await verify(tenantA, sites.a2.id, a2);
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().data.status).toBe('active');
    expect((await read(tenantA, sites.a1.id, a1)).status).toBe('taken');
  });

  it('leaves exactly one site serving a hostname two verify at once', async () => {
    const domain = `both-${randomUUID().slice(0, 6)}.race.com`;
    const a = (await claim(tenantA, sites.a1.id, domain, 'txt')).json().data;
    const b = (await claim(tenantB, sites.b.id, domain, 'txt')).json().data;
    // Both tokens are in the hostname's DNS: the database alone decides who serves it.
    ctx.dns.set(domain, 'TXT', [a.verification.value, b.verification.value]);
    later();
    const answers = await Promise.all([
      verify(tenantA, sites.a1.id, a.id),
      verify(tenantB, sites.b.id, b.id),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    for (const r of answers.filter((x) => x.statusCode === 409))
      expect(errorBody(r).code).toBe('domain_taken');
    expect(
      await countRows(ctx.db, 'cdn_addon_domains', `lower(domain) = $1 AND status = 'active'`, [domain]),
    ).toBe(1);
  });
});
