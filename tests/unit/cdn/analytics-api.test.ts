// The analytics screens' reads built from list pages pass a cancelled read on as the marker, so the hooks keep
// what is shown: a cancelled read is never "no sites to filter by" nor "no configuration changes".
import { describe, expect, it } from 'vitest';
import { initApi } from '../../../src/api/client';
import { isCancelled } from '../../../src/api/cancelled';
import { listCdnChanges, listSiteChoices } from '../../../src/areas/cdn/analytics/analyticsApi';
import { fakeBackend, json, route, signIn } from '../helpers';

const pageOf = (data: unknown[]) =>
  json({ data, page_info: { page: '1', per_page: 100, total_count: data.length, total_pages: 1 } });

function connect(...handlers: Parameters<typeof fakeBackend>) {
  signIn({ permission: ['cdn:read'] });
  const backend = fakeBackend(...handlers);
  initApi(
    { backends: { auth: 'http://test/api/auth', main: 'http://test/api/main' } },
    { fetch: backend.fetch, navigate: () => undefined, currentPath: () => '/' },
  );
}

describe('analytics reads', () => {
  it('the site filter read cancelled by its repeat is the marker, not an empty list of sites', async () => {
    connect(route('GET', /\/cdn\/sites$/, () => pageOf([{ id: 's1', name: 'shop' }])));
    const first = listSiteChoices();
    const repeat = listSiteChoices(); // the identical repeat cancels the first read
    expect(isCancelled(await first)).toBe(true);
    expect(await repeat).toEqual([{ id: 's1', name: 'shop' }]);
  });

  it('the change markers read with one type cancelled is the marker, not the other types’ changes', async () => {
    connect(route('GET', /\/audit_logs$/, () => pageOf([])));
    const window = ['2025-01-01T00:00:00Z', '2025-01-02T00:00:00Z'] as const;
    const first = listCdnChanges(...window);
    const repeat = listCdnChanges(...window);
    expect(isCancelled(await first)).toBe(true);
    expect(await repeat).toEqual([]);
  });
});
