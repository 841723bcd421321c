// Two CDN site helpers: the route map's data from the routing read, and setStatus by replacing the record.
import { describe, expect, it, vi } from 'vitest';
import { cancelledResult } from '../../../src/api/cancelled';
import { routeMapData } from '../../../src/areas/cdn/site/routeMap';
import type { MultiCdnCountryRouting } from '../../../src/areas/cdn/cdnApi';
import { setStatusByReplace } from '../../../src/areas/cdn/siteChildApi';

const platform = '00000000-0000-4000-8000-000000000001';
const cloud = '00000000-0000-4000-8000-000000000002';
const target = (cdn_id: string, cdn_name: string, share_percent: number) => ({
  cdn_id,
  cdn_name,
  share_percent,
});
const route = (country: string, targets: ReturnType<typeof target>[]) => ({
  country,
  strategy_id: null,
  targets,
});

describe('routeMapData', () => {
  const routing = {
    site_id: '00000000-0000-4000-8000-00000000000a',
    days: 7,
    countries: [
      route('VN', [target(platform, 'Platform', 40), target(cloud, 'Cloudflare', 60)]),
      route('DE', [target(platform, 'Platform', 100)]),
      // A tie goes to the name first in order; unknown countries and countries without traffic are left out.
      route('US', [target(platform, 'Platform', 50), target(cloud, 'Cloudflare', 50)]),
      route('XX', [target(cloud, 'Cloudflare', 100)]),
      route('FR', []),
    ],
  } as MultiCdnCountryRouting;

  it('MUST colour each country by the CDN that took most of its requests, with the whole split as detail', () => {
    const data = routeMapData(routing, 'en');
    expect(data.countries).toEqual({
      VN: { category: cloud, detail: 'Cloudflare 60%, Platform 40%' },
      DE: { category: platform, detail: 'Platform 100%' },
      US: { category: cloud, detail: 'Cloudflare 50%, Platform 50%' },
    });
  });

  it('MUST name each CDN once, in the order of the language, as one series each', () => {
    expect(routeMapData(routing, 'en').categories).toEqual([
      { id: cloud, label: 'Cloudflare', series: 0 },
      { id: platform, label: 'Platform', series: 1 },
    ]);
  });

  it('MUST format the shares in the language', () => {
    expect(routeMapData(routing, 'de').countries.VN!.detail).toBe('Cloudflare 60\u00a0%, Platform 40\u00a0%');
  });

  it('MUST answer an empty map for no traffic', () => {
    expect(routeMapData({ ...routing, countries: [] }, 'en')).toEqual({ categories: [], countries: {} });
  });
});

describe('setStatusByReplace', () => {
  type Rule = { id: string; name: string; status: string; note: string | null; created_at: string };
  const stored: Rule = { id: 'r1', name: 'Cache images', status: 'active', note: null, created_at: 'x' };

  it('MUST replace the record with only the status changed, at the ETag it was read at', async () => {
    const get = vi.fn(async () => ({ record: stored, etag: 'W/"3"' }));
    const update = vi.fn(async (_id: string, input: unknown) => ({ record: input as Rule, etag: 'W/"4"' }));
    const setStatus = setStatusByReplace<Rule, Partial<Rule>>({ get, update }, ['name', 'status', 'note']);
    const ctx = { params: { siteId: 's1' }, idempotencyKey: 'k' };
    const result = await setStatus('r1', 'inactive', ctx);
    expect(get).toHaveBeenCalledWith('r1', ctx);
    // Read-only (created_at) and null (note) values are not sent.
    expect(update).toHaveBeenCalledWith(
      'r1',
      { name: 'Cache images', status: 'inactive' },
      { ...ctx, ifMatch: 'W/"3"' },
    );
    expect(result.etag).toBe('W/"4"');
  });

  it('MUST send nothing when the read was cancelled', async () => {
    const get = vi.fn(async () => ({ record: cancelledResult as unknown as Rule }));
    const update = vi.fn();
    const setStatus = setStatusByReplace<Rule, Partial<Rule>>({ get, update }, ['name', 'status']);
    const result = await setStatus('r1', 'inactive', { params: {} });
    expect(update).not.toHaveBeenCalled();
    expect(result.record).toBe(cancelledResult);
  });

  it('MUST fail as the read fails (the switch restores itself)', async () => {
    const get = vi.fn(async () => {
      throw new Error('gone');
    });
    const update = vi.fn();
    const setStatus = setStatusByReplace<Rule, Partial<Rule>>({ get, update }, ['name', 'status']);
    await expect(setStatus('r1', 'inactive', { params: {} })).rejects.toThrow('gone');
    expect(update).not.toHaveBeenCalled();
  });
});
