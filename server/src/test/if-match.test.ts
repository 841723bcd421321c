// If-Match uses the strong comparison (RFC 9110 §13.1.1): a weak ETag — even one whose opaque part is the
// current ETag — never matches, nor does a value that is no entity-tag list; `*` and a list naming the current
// strong ETag do. Checked on the one comparison every If-Match goes through (crud/etag.ts) and, through the
// HTTP API on PGlite and PostgreSQL, on a generic CRUD resource, a CDN site's edge setting and a list's bulk
// reorder: each refused write answers 412 with the current ETag and changes nothing.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ifMatchSatisfied } from '../crud/etag.js';
import { BACKENDS, bearer, createTestApp, errorBody, login } from './helpers.js';
import type { TestContext, Tokens } from './helpers.js';

describe('ifMatchSatisfied', () => {
  const etag = '"0a1b2c3d.4"';
  it('matches `*` and a list naming the strong ETag', () => {
    expect(ifMatchSatisfied(undefined, etag)).toBe(true);
    expect(ifMatchSatisfied('*', etag)).toBe(true);
    expect(ifMatchSatisfied(etag, etag)).toBe(true);
    expect(ifMatchSatisfied(`"other.1", ${etag}`, etag)).toBe(true);
    expect(ifMatchSatisfied(`W/"other.1",${etag}`, etag)).toBe(true);
  });
  it('never matches a weak ETag, another ETag or a value that is no entity-tag list', () => {
    for (const header of [
      `W/${etag}`,
      ` W/${etag} `,
      `W/"other.1", W/${etag}`,
      '"other.1"',
      '0a1b2c3d.4',
      `${etag} junk`,
      `${etag},,`,
      `"${etag}"`,
      '',
      '*, *',
      `*, ${etag}`,
    ]) {
      expect(ifMatchSatisfied(header, etag), header).toBe(false);
    }
  });
});

describe.each(BACKENDS)('If-Match over HTTP (%s)', (kind) => {
  let ctx: TestContext;
  let admin: Tokens;
  let siteId: string;
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers = {},
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: bearer(admin, headers),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
    const site = await call('POST', '/api/main/cdn/sites', {
      name: 'If-Match site',
      origin_server_url: 'https://origin.example.com',
    });
    expect(site.statusCode, site.body).toBe(201);
    siteId = site.json().data.id as string;
  });
  afterAll(() => ctx?.close());

  function refused(res: LightMyRequestResponse, current: string) {
    expect(res.statusCode, res.body).toBe(412);
    expect(errorBody(res).code).toBe('precondition_failed');
    expect(res.headers.etag).toBe(current);
  }

  it('refuses a weak ETag on a CRUD update and delete, and takes the strong one', async () => {
    const created = await call('POST', '/api/main/iam/policies', {
      name: 'Weak etag policy',
      permissions: ['cdn:read'],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    const etag = created.headers.etag as string;
    const item = `/api/main/iam/policies/${id}`;
    const change = { name: 'Changed through a weak tag', permissions: ['dns:read'] };
    refused(await call('PUT', item, change, { 'if-match': `W/${etag}` }), etag);
    refused(await call('PUT', item, change, { 'if-match': `W/"x", W/${etag}` }), etag);
    refused(await call('DELETE', item, undefined, { 'if-match': `W/${etag}` }), etag);
    const kept = await call('GET', item);
    expect(kept.json().data.name).toBe('Weak etag policy');
    expect(kept.headers.etag).toBe(etag);
    const ok = await call('PUT', item, change, { 'if-match': etag });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("refuses a weak ETag on a site's edge setting", async () => {
    const site = `/api/main/cdn/sites/${siteId}`;
    const etag = (await call('GET', site)).headers.etag as string;
    const before = (await call('GET', site)).json().data.edge_settings.gzip_level as number;
    const next = before === 9 ? 1 : 9;
    refused(
      await call(
        'PATCH',
        `${site}/edge_settings/gzip_level`,
        { gzip_level: next },
        { 'if-match': `W/${etag}` },
      ),
      etag,
    );
    expect((await call('GET', site)).json().data.edge_settings.gzip_level).toBe(before);
    const ok = await call(
      'PATCH',
      `${site}/edge_settings/gzip_level`,
      { gzip_level: next },
      { 'if-match': etag },
    );
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("refuses a weak ETag on a list's bulk reorder", async () => {
    const fw = `/api/main/cdn/sites/${siteId}/firewall_rules`;
    for (const description of ['first', 'second']) {
      const res = await call('POST', fw, {
        description,
        action: 'block',
        expression: 'http.request.uri.path contains "/admin"',
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const list = await call('GET', fw);
    const etag = list.headers.etag as string;
    const order = (list.json().data as { id: string }[]).map((r) => r.id).reverse();
    refused(await call('PUT', `${fw}/priority`, { order }, { 'if-match': `W/${etag}` }), etag);
    expect((await call('GET', fw)).headers.etag).toBe(etag);
    const ok = await call('PUT', `${fw}/priority`, { order }, { 'if-match': etag });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
