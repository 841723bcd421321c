// The part of the contract walk (tests/contract/responses.test.ts) for SSL certificates, cache purges,
// analytics, the overview, packages and committed traffic: every operation once with success and with its
// usual failures. `call` checks each answer against the contract.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { InjectOptions } from 'fastify';
import { bearer, login } from '../helpers.js';
import type { TestContext } from '../helpers.js';
import { multipart } from './multipart.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of many shapes, read loosely
type Answer = { status: number; body: any; headers: Record<string, unknown> };
export type SslTrafficWalkCall = (
  backend: 'auth' | 'main',
  operationId: string,
  opts: InjectOptions & { url: string },
) => Promise<Answer>;

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'ssl');
const pem = (name: string) => fs.readFileSync(path.join(fixtures, name), 'utf8');

export async function walkCdnSslTraffic(call: SslTrafficWalkCall, ctx: TestContext): Promise<void> {
  const admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
  const member = await login(ctx.app, ctx.passwords.member.username, ctx.passwords.member.password);
  const h = bearer(admin);
  const none = randomUUID();
  const go = (id: string, method: InjectOptions['method'], url: string, payload?: unknown, headers = h) =>
    call('main', id, {
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const upload = async (fields: Record<string, string>, headers = h) => {
    const body = await multipart(fields);
    return call('main', 'uploadCustomSsl', {
      method: 'POST',
      url: '/api/main/ssl/customssl',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  // SSL certificates.
  const uploaded = await upload({ name: 'Walk', certificate: pem('ec.crt'), private_key: pem('ec.key') });
  expect(uploaded.status).toBe(201);
  const id = uploaded.body.data.id as string;
  expect(
    (await upload({ name: 'Walk', certificate: pem('ec.crt'), private_key: pem('ec.key') })).status,
  ).toBe(409);
  expect(
    (await upload({ name: 'Bad', certificate: pem('expired.crt'), private_key: pem('expired.key') })).status,
  ).toBe(400);
  expect(
    (await upload({ name: 'M', certificate: pem('ec.crt'), private_key: pem('ec.key') }, bearer(member)))
      .status,
  ).toBe(403);
  expect(
    (await upload({ name: 'Anon', certificate: pem('ec.crt'), private_key: pem('ec.key') }, {})).status,
  ).toBe(401);
  expect((await go('listSslCertificates', 'GET', '/api/main/ssl?type=custom')).status).toBe(200);
  expect((await go('listSslCertificates', 'GET', '/api/main/ssl?status=nope')).status).toBe(400);
  expect((await go('getSslCertificate', 'GET', `/api/main/ssl/${id}`)).status).toBe(200);
  expect((await go('getSslCertificate', 'GET', `/api/main/ssl/${none}`)).status).toBe(404);
  const sites = (
    await ctx.app.inject({ method: 'GET', url: '/api/main/cdn/sites?per_page=100', headers: h })
  ).json().data as { id: string; cdn_url: string; status: string }[];
  const site = sites.find((s) => s.status === 'active') ?? sites[0]!;
  expect(
    (await go('requestFreeSsl', 'POST', '/api/main/ssl/freessl', { domains: [site.cdn_url] })).status,
  ).toBe(201);
  expect(
    (await go('requestFreeSsl', 'POST', '/api/main/ssl/freessl', { domains: ['x.example.com'] })).status,
  ).toBe(400);
  expect(
    (
      await go('deleteSslCertificate', 'DELETE', `/api/main/ssl/${id}`, undefined, {
        ...h,
        'if-match': '"0.0"',
      })
    ).status,
  ).toBe(412);
  expect((await go('deleteSslCertificate', 'DELETE', `/api/main/ssl/${id}`)).status).toBe(200);
  expect((await go('deleteSslCertificate', 'DELETE', `/api/main/ssl/${id}`)).status).toBe(404);

  // Cache purges.
  const purge = `/api/main/cdn/sites/${site.id}/caching_control/purge`;
  const queued = await go('purgeSiteCache', 'POST', purge, {
    type: 'urls',
    targets: [`https://${site.cdn_url}/a`],
  });
  expect(queued.status).toBe(202);
  expect(
    (await go('purgeSiteCache', 'POST', purge, { type: 'hostnames', targets: ['elsewhere.example.com'] }))
      .status,
  ).toBe(400);
  expect(
    (
      await go('purgeSiteCache', 'POST', `/api/main/cdn/sites/${none}/caching_control/purge`, {
        type: 'everything',
      })
    ).status,
  ).toBe(404);
  expect((await go('listPurgeRequests', 'GET', `${purge}?per_page=5`)).status).toBe(200);
  expect((await go('getPurgeRequest', 'GET', `${purge}/${queued.body.data.id}`)).status).toBe(200);
  expect((await go('getPurgeRequest', 'GET', `${purge}/${none}`)).status).toBe(404);

  // Analytics, overview, packages, committed traffic.
  for (const report of ['basic', 'multi_cdn', 'vod', 'stream', 'pulse']) {
    expect((await go('getCdnAnalytics', 'GET', `/api/main/cdn/analytics/${report}?days=7`)).status).toBe(200);
  }
  expect(
    (await go('getCdnAnalytics', 'GET', `/api/main/cdn/analytics/basic?site_id=${site.id}`)).status,
  ).toBe(200);
  expect((await go('getCdnAnalytics', 'GET', `/api/main/cdn/analytics/basic?site_id=${none}`)).status).toBe(
    404,
  );
  expect((await go('getCdnAnalytics', 'GET', '/api/main/cdn/analytics/basic?days=2')).status).toBe(400);
  expect((await go('getCdnOverview', 'GET', '/api/main/app/cdn/overview?days=3')).status).toBe(200);
  expect((await go('getCdnOverview', 'GET', '/api/main/app/cdn/overview', undefined, {})).status).toBe(401);
  expect((await go('listPackages', 'GET', '/api/main/packages/get_all')).status).toBe(200);
  expect(
    (await go('getCommitTrafficDashboard', 'GET', '/api/main/billing/commit_traffic_dashboard')).status,
  ).toBe(200);
  expect(
    (await go('getCommitTrafficDashboard', 'GET', '/api/main/billing/commit_traffic_dashboard?month=2026-00'))
      .status,
  ).toBe(400);
}
