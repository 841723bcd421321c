// The home page's numbers are the lists' totals, and a summary with a cancelled call is cancelled as a whole
// (never shown as zeros); quotas shown are account-wide ones of registered services with counted usage.
import { describe, expect, it } from 'vitest';
import { initApi } from '../../../src/api/client';
import { isCancelled } from '../../../src/api/cancelled';
import { fetchIamSummary, fetchSiteSummary, type Quota } from '../../../src/areas/home/homeApi';
import { shownQuotas } from '../../../src/areas/home/cards/QuotasCard';
import { fakeBackend, json, route, signIn } from '../helpers';

const page = (total: number) =>
  json({ data: [], page_info: { page: '1', per_page: 1, total_count: total, total_pages: total } });

function connect(...handlers: Parameters<typeof fakeBackend>) {
  signIn({ permission: ['iam:read', 'cdn:read'] });
  const backend = fakeBackend(...handlers);
  initApi(
    { backends: { auth: 'http://test/api/auth', main: 'http://test/api/main' } },
    { fetch: backend.fetch, navigate: () => undefined, currentPath: () => '/' },
  );
  return backend;
}

const quota = (code: string, service: string, changes: Partial<Quota> = {}): Quota =>
  ({
    code,
    service,
    scope: 'account',
    unit: 'count',
    value: 10,
    default_value: 10,
    usage: 1,
    adjustable: true,
    pending_request: null,
    ...changes,
  }) as Quota;

describe('home numbers', () => {
  it('MUST show on /home the numbers the APIs return: sites per status, members, groups, projects', async () => {
    const totals: Record<string, number> = { all: 7, active: 3, pending: 2, disabled: 1, error: 1 };
    const backend = connect(
      route('GET', /\/cdn\/sites$/, (request) =>
        page(totals[new URL(request.url).searchParams.get('status') ?? 'all']!),
      ),
      route('GET', /\/tenant\/members$/, () => page(12)),
      route('GET', /\/tenant\/groups$/, () => page(4)),
      route('GET', /\/tenant\/projects$/, () => page(2)),
    );
    expect(await fetchSiteSummary()).toEqual({
      total: 7,
      byStatus: { active: 3, pending: 2, disabled: 1, error: 1 },
    });
    expect(await fetchIamSummary()).toEqual({ members: 12, groups: 4, projects: 2 });
    const siteCalls = backend.requests.filter((r) => r.url.includes('/cdn/sites'));
    expect(siteCalls.map((r) => new URL(r.url).searchParams.get('per_page'))).toEqual([
      '1',
      '1',
      '1',
      '1',
      '1',
    ]);
  });

  it('MUST never show zeros for a summary whose call was cancelled', async () => {
    connect(route('GET', /\/tenant\//, () => page(1)));
    const first = fetchIamSummary();
    const repeat = fetchIamSummary(); // the identical repeat cancels the first one's calls
    expect(isCancelled(await first)).toBe(true);
    expect(await repeat).toEqual({ members: 1, groups: 1, projects: 1 });
  });

  it('MUST show account-wide quotas of registered services with counted usage only', () => {
    const quotas = [
      quota('sites_per_account', 'cdn'),
      quota('origins_per_site', 'cdn', { scope: 'site' }),
      quota('zones', 'dns'),
      quota('audit_log_retention', 'iam', { usage: null }),
      quota('projects', 'iam'),
    ];
    expect(shownQuotas(quotas, ['cdn', 'iam']).map((q) => q.code)).toEqual(['sites_per_account', 'projects']);
  });
});
