// Development mode switches itself off three hours after it is turned on (as Cloudflare's does): the site
// shows when (development_mode_expires_at), and once the time has passed every read shows it inactive — on
// the services' clock, moved by this test.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, countRows, createTestApp, login } from './helpers.js';
import type { TestContext, Tokens } from './helpers.js';

const SITES = '/api/main/cdn/sites';
const HOUR = 60 * 60 * 1000;
let now = Date.parse('2026-03-01T09:00:00.000Z');
let ctx: TestContext;
let admin: Tokens;
let siteId: string;

const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> =>
  ctx.app.inject({
    method,
    url: `${SITES}${url}`,
    headers: bearer(admin),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const site = async () => (await call('GET', `/${siteId}`)).json().data;
const setDevelopmentMode = (value: 'active' | 'inactive') =>
  call('PATCH', `/${siteId}/edge_settings/development_mode`, { development_mode: value });

beforeAll(async () => {
  ctx = await createTestApp('pglite', { clock: () => new Date(now) });
  admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
  const created = await call('POST', '', {
    name: 'Dev Mode Site',
    origin_server_url: 'https://o.example.com',
  });
  expect(created.statusCode, created.body).toBe(201);
  siteId = created.json().data.id;
  expect(created.json().data.development_mode_expires_at).toBeNull();
});
afterAll(() => ctx?.close());

describe('development mode', () => {
  it('ends three hours after it is turned on: the site shows when, and reads it inactive after', async () => {
    const on = await setDevelopmentMode('active');
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data.development_mode).toBe('active');
    const ends = new Date(now + 3 * HOUR).toISOString();
    expect(await site()).toMatchObject({
      edge_settings: { development_mode: 'active' },
      development_mode_expires_at: ends,
    });

    now += 3 * HOUR - 1000;
    expect((await site()).edge_settings.development_mode).toBe('active');
    now += 1000;
    const after = await site();
    expect(after.edge_settings.development_mode).toBe('inactive');
    expect(after.development_mode_expires_at).toBeNull();
    const listed = (await call('GET', '?per_page=100'))
      .json()
      .data.find((s: { id: string }) => s.id === siteId);
    expect(listed).toMatchObject({
      edge_settings: { development_mode: 'inactive' },
      development_mode_expires_at: null,
    });

    // Off already (by itself): turning it off changes nothing; turning it on again starts three new hours.
    const version = await countRows(ctx.db, 'audit_log', `resource_id = $1 AND details ? 'changed'`, [
      siteId,
    ]);
    const off = await setDevelopmentMode('inactive');
    expect(off.statusCode).toBe(200);
    expect(off.json().data.development_mode).toBe('inactive');
    expect(await countRows(ctx.db, 'audit_log', `resource_id = $1 AND details ? 'changed'`, [siteId])).toBe(
      version,
    );
    const again = await setDevelopmentMode('active');
    expect(again.json().data.development_mode).toBe('active');
    expect((await site()).development_mode_expires_at).toBe(new Date(now + 3 * HOUR).toISOString());
  });

  it('has no end once turned off by hand, and other settings leave it alone', async () => {
    await setDevelopmentMode('active');
    const ends = (await site()).development_mode_expires_at;
    expect(ends).not.toBeNull();
    const other = await call('PATCH', `/${siteId}/edge_settings/gzip_level`, { gzip_level: 6 });
    expect(other.statusCode).toBe(200);
    expect((await site()).development_mode_expires_at).toBe(ends);
    const off = await setDevelopmentMode('inactive');
    expect(off.json().data.development_mode).toBe('inactive');
    const { rows } = await ctx.db.query<{ ends: Date | null }>(
      'SELECT development_mode_expires_at AS ends FROM cdn_sites WHERE id = $1',
      [siteId],
    );
    expect(rows[0]?.ends).toBeNull();
    expect((await site()).development_mode_expires_at).toBeNull();
  });
});
