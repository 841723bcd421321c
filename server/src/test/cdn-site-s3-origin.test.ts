// A site's origin is a host or an S3-compatible bucket (research/api-shapes.md §4.1): the fields of the chosen
// kind are required, the other kind's are not stored, the bucket's secret key is sealed and never answered,
// and an update that leaves it out keeps it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, bearer, countRows, createTestApp, errorBody, login } from './helpers.js';
import type { TestContext, Tokens } from './helpers.js';

const SITES = '/api/main/cdn/sites';
const bucket = {
  origin_type: 's3',
  s3_endpoint: 's3.hn-1.cloud.cmctelecom.vn',
  s3_region: 'hn-1',
  s3_bucket_name: 'media-library',
  s3_access_key: 'AKIAEXAMPLE01',
  s3_secret_key: 'bucket-secret-value-1',
};

describe.each(BACKENDS)('S3 site origins on %s', (kind) => {
  let ctx: TestContext;
  let admin: Tokens;

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
  });
  afterAll(() => ctx?.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = {}) =>
    ctx.app.inject({
      method,
      url,
      headers: bearer(admin, headers),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const sites = () => countRows(ctx.db, 'cdn_sites');

  it('creates a VOD site on a bucket: the bucket address is its origin, the secret is sealed and never answered', async () => {
    const res = await call('POST', `${SITES}/vod`, {
      name: 'Bucket VOD',
      ...bucket,
      origin_server_url: 'https://ignored.example.com',
    });
    expect(res.statusCode, res.body).toBe(201);
    const site = res.json().data;
    expect(site).toMatchObject({
      vod: true,
      origin_type: 's3',
      origin_server_url: 'https://media-library.s3.hn-1.cloud.cmctelecom.vn',
      s3_endpoint: 's3.hn-1.cloud.cmctelecom.vn',
      s3_region: 'hn-1',
      s3_bucket_name: 'media-library',
      s3_access_key: 'AKIAEXAMPLE01',
    });
    expect(res.body).not.toContain('bucket-secret-value-1');
    const read = await call('GET', `${SITES}/${site.id}`);
    expect(read.body).not.toContain('bucket-secret-value-1');
    expect(read.json().data.s3_secret_key).toBeUndefined();
    const { rows } = await ctx.db.query<{ enc: string }>(
      'SELECT origin_s3_secret_enc AS enc FROM cdn_sites WHERE id = $1',
      [site.id],
    );
    expect(rows[0]?.enc).toMatch(/^v1\./);
    expect(rows[0]?.enc).not.toContain('bucket-secret-value-1');
    // Its audit record carries no secret either.
    const { rows: audit } = await ctx.db.query<{ text: string }>(
      `SELECT details::text AS text FROM audit_log WHERE resource_id = $1`,
      [site.id],
    );
    expect(audit.length).toBeGreaterThan(0);
    for (const a of audit) expect(a.text).not.toContain('bucket-secret-value-1');
  });

  it('refuses a bucket without its fields or its secret, on the field, and stores nothing', async () => {
    const before = await sites();
    const { s3_bucket_name: _bucketName, ...noBucket } = bucket;
    const missing = await call('POST', SITES, { name: 'No Bucket', ...noBucket });
    expect(missing.statusCode).toBe(400);
    expect(errorBody(missing).errors?.map((e) => e.path)).toContain('/body/s3_bucket_name');
    const { s3_secret_key: _secret, ...noSecret } = bucket;
    const secretless = await call('POST', SITES, { name: 'No Secret', ...noSecret });
    expect(secretless.statusCode).toBe(400);
    expect(errorBody(secretless).errors).toEqual([
      { path: '/body/s3_secret_key', message: expect.stringMatching(/secret key/) },
    ]);
    const badName = await call('POST', SITES, {
      name: 'Bad Bucket',
      ...bucket,
      s3_bucket_name: 'Bad_Bucket',
    });
    expect(badName.statusCode).toBe(400);
    const host = await call('POST', SITES, { name: 'No Host' });
    expect(host.statusCode).toBe(400);
    expect(errorBody(host).errors?.map((e) => e.path)).toContain('/body/origin_server_url');
    expect(await sites()).toBe(before);
  });

  it('keeps the stored secret on an update without it; a host origin drops the bucket', async () => {
    const created = await call('POST', SITES, { name: 'Bucket Web', ...bucket });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    const secret = async () =>
      (
        await ctx.db.query<{ enc: string | null }>(
          'SELECT origin_s3_secret_enc AS enc FROM cdn_sites WHERE id = $1',
          [id],
        )
      ).rows[0]?.enc;
    const sealed = await secret();
    const { s3_secret_key: _secret, ...noSecret } = bucket;
    const renamed = await call('PUT', `${SITES}/${id}`, {
      name: 'Bucket Web',
      ...noSecret,
      s3_bucket_name: 'media-library-2',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.origin_server_url).toBe('https://media-library-2.s3.hn-1.cloud.cmctelecom.vn');
    expect(await secret()).toBe(sealed);

    // The bucket's servers are not listed on the origin page.
    const origin = await call('GET', `${SITES}/${id}/origin_setting`);
    const refused = await call(
      'PUT',
      `${SITES}/${id}/origin_setting`,
      { origin_servers: [{ origin_server_url: 'https://o1.example.com' }] },
      { 'if-match': origin.headers.etag as string },
    );
    expect(refused.statusCode).toBe(409);
    expect(errorBody(refused).code).toBe('origin_is_bucket');

    const toHost = await call('PUT', `${SITES}/${id}`, {
      name: 'Bucket Web',
      origin_type: 'host',
      origin_server_url: 'https://origin.example.com',
      s3_region: 'hn-1',
    });
    expect(toHost.statusCode, toHost.body).toBe(200);
    expect(toHost.json().data).toMatchObject({
      origin_type: 'host',
      origin_server_url: 'https://origin.example.com',
    });
    expect(toHost.json().data.s3_region).toBeUndefined();
    expect(await secret()).toBeNull();

    // Back to a bucket: a secret must come again.
    const again = await call('PUT', `${SITES}/${id}`, { name: 'Bucket Web', ...noSecret });
    expect(again.statusCode).toBe(400);
    expect(errorBody(again).errors?.[0]?.path).toBe('/body/s3_secret_key');
    expect((await call('GET', `${SITES}/${id}`)).json().data.origin_type).toBe('host');
  });
});
