// The CDN analytics screens' data shaping: the URL's range and site filter, the per-interval series and the
// intervals still being counted, the colours by meaning, the status, CDN and country shares, and the audit
// log's changes as chart markers.
import { describe, expect, it } from 'vitest';
import {
  cdnShares,
  changeKind,
  changeMarkers,
  chartRange,
  countryValues,
  metricMeaning,
  metricSeries,
  nothingCounted,
  partialFrom,
  siteOfChange,
  statusClassShares,
  statusCodeBars,
} from '../../../src/areas/cdn/analytics/analyticsData';
import {
  readAnalyticsQuery,
  reportOfFeature,
  writeAnalyticsQuery,
} from '../../../src/areas/cdn/analytics/analyticsQuery';
import { formatBitRate, formatCount, formatRatio } from '../../../src/areas/cdn/analytics/analyticsFormat';
import type { CdnTrafficPoint, CdnTrafficTotals } from '../../../src/areas/cdn/analytics/analyticsApi';
import type { AuditEntry } from '../../../src/engine/detail/auditHistory';

const site = '11111111-1111-4111-8111-111111111111';
const other = '22222222-2222-4222-8222-222222222222';

const point = (ts: string, p: Partial<CdnTrafficPoint> = {}): CdnTrafficPoint => ({
  ts,
  requests: 0,
  cached_requests: 0,
  bytes: 0,
  cached_bytes: 0,
  status_4xx: 0,
  status_5xx: 0,
  partial: false,
  ...p,
});

const entry = (id: string, changes: Partial<AuditEntry>): AuditEntry => ({
  id,
  occurred_at: '2026-11-20T10:00:00Z',
  request_id: `req-${id}`,
  actor: { id: null, username: 'an.nguyen', login_type: 'password', operator: null },
  project_id: null,
  resource_group_id: null,
  resource_type: 'cdn_site',
  resource_id: site,
  action: 'updateSite',
  result: 'success',
  status_code: 200,
  ip: null,
  user_agent: null,
  details: {},
  ...changes,
});

describe('analytics URL query', () => {
  it('reads 1, 3 or 7 days and a site id, falling back to 1 day and every site', () => {
    expect(readAnalyticsQuery(new URLSearchParams('days=7&site=' + site))).toEqual({ days: 7, siteId: site });
    expect(readAnalyticsQuery(new URLSearchParams('days=5&site=not-a-uuid'))).toEqual({
      days: 1,
      siteId: null,
    });
    expect(readAnalyticsQuery(new URLSearchParams(''))).toEqual({ days: 1, siteId: null });
  });

  it('writes a change and leaves the defaults and other parameters alone', () => {
    const start = new URLSearchParams('tab=x&days=3');
    expect(writeAnalyticsQuery(start, { siteId: site }).toString()).toBe(`tab=x&days=3&site=${site}`);
    expect(writeAnalyticsQuery(start, { days: 1 }).toString()).toBe('tab=x');
    expect(writeAnalyticsQuery(new URLSearchParams(`site=${site}`), { siteId: null }).toString()).toBe('');
  });

  it('maps the URL feature multi-cdn to the contract report multi_cdn', () => {
    expect(reportOfFeature['multi-cdn']).toBe('multi_cdn');
    expect(reportOfFeature.pulse).toBe('pulse');
  });

  it('shows pulse over the last hour and the others over the chosen days', () => {
    expect(chartRange(true, 7)).toBe('1h');
    expect(chartRange(false, 3)).toBe('3d');
  });
});

describe('traffic series', () => {
  const points = [
    point('2026-11-20T10:00:00Z', {
      requests: 100,
      cached_requests: 80,
      bytes: 37_500,
      cached_bytes: 30_000,
    }),
    point('2026-11-20T10:05:00Z'),
    point('2026-11-20T10:10:00Z', { requests: 10, cached_requests: 1, status_4xx: 3, status_5xx: 1 }),
  ];

  it('gives each interval its value at the interval start', () => {
    expect(metricSeries(points, 'requests', 300)).toEqual([
      { time: Date.parse('2026-11-20T10:00:00Z'), value: 100 },
      { time: Date.parse('2026-11-20T10:05:00Z'), value: 0 },
      { time: Date.parse('2026-11-20T10:10:00Z'), value: 10 },
    ]);
    expect(metricSeries(points, 'uncached_requests', 300).map((p) => p.value)).toEqual([20, 0, 9]);
    expect(metricSeries(points, 'status_4xx', 300).map((p) => p.value)).toEqual([0, 0, 3]);
  });

  it('turns bytes per interval into bits per second', () => {
    // 37,500 bytes in 300 s = 1,000 bit/s.
    expect(metricSeries(points, 'bandwidth', 300)[0]!.value).toBe(1000);
    expect(metricSeries(points, 'cached_bandwidth', 300)[0]!.value).toBe(800);
  });

  it('leaves intervals without requests out of the hit ratio (no traffic is not 0 %)', () => {
    expect(metricSeries(points, 'hit_ratio', 300)).toEqual([
      { time: Date.parse('2026-11-20T10:00:00Z'), value: 0.8 },
      { time: Date.parse('2026-11-20T10:10:00Z'), value: 0.1 },
    ]);
  });

  it('draws each metric in the colour of its meaning, the same in every chart', () => {
    expect(metricMeaning.requests).toBe('traffic');
    expect(metricMeaning.bandwidth).toBe('traffic');
    expect(metricMeaning.cached_requests).toBe('cacheHit');
    expect(metricMeaning.hit_ratio).toBe('cacheHit');
    expect(metricMeaning.uncached_requests).toBe('cacheMiss');
    expect(metricMeaning.status_4xx).toBe('status4xx');
    expect(metricMeaning.status_5xx).toBe('status5xx');
  });
});

describe('intervals still being counted', () => {
  // 1 day by 5 minutes, counted up to 10:12:30: 10:10 is half counted, 10:15 has nothing counted yet.
  const counted = { from: '2026-11-19T10:20:00Z', complete_until: '2026-11-20T10:12:30Z' };
  const points = [
    point('2026-11-20T10:05:00Z', { requests: 100 }),
    point('2026-11-20T10:10:00Z', { requests: 48, partial: true }),
    point('2026-11-20T10:15:00Z', { requests: 0, partial: true }),
  ];

  it('starts where the server marks the first partial interval', () => {
    expect(partialFrom(points)).toBe(Date.parse('2026-11-20T10:10:00Z'));
    expect(partialFrom(points.slice(0, 1))).toBeUndefined();
  });

  it('keeps the partial figures counted so far, and leaves out an interval with nothing counted (not 0)', () => {
    expect(metricSeries(points, 'requests', 300, Date.parse(counted.complete_until))).toEqual([
      { time: Date.parse('2026-11-20T10:05:00Z'), value: 100 },
      { time: Date.parse('2026-11-20T10:10:00Z'), value: 48 },
    ]);
    // Without the instant every interval is drawn.
    expect(metricSeries(points, 'requests', 300)).toHaveLength(3);
  });

  it('tells a window with nothing counted yet from one without traffic', () => {
    expect(nothingCounted(counted)).toBe(false);
    expect(nothingCounted({ from: counted.from, complete_until: counted.from })).toBe(true);
    expect(nothingCounted({ from: counted.from, complete_until: '2026-11-19T09:00:00Z' })).toBe(true);
  });
});

describe('shares', () => {
  const totals: CdnTrafficTotals = {
    requests: 100,
    cached_requests: 50,
    bytes: 0,
    cached_bytes: 0,
    status_2xx: 90,
    status_3xx: 0,
    status_4xx: 8,
    status_5xx: 2,
    cache_hit_ratio: 0.5,
  };

  it('splits responses by status class, leaving out empty classes, each class in its own colour', () => {
    // Without 3xx the 4xx and 5xx keep their colours: a colour follows the class, never the position.
    expect(statusClassShares(totals, (c) => c)).toEqual([
      { label: '2xx', value: 90, color: 'status2xx' },
      { label: '4xx', value: 8, color: 'status4xx' },
      { label: '5xx', value: 2, color: 'status5xx' },
    ]);
  });

  it('colours each status code bar by its class', () => {
    expect(
      statusCodeBars([
        { status_code: 503, requests: 2 },
        { status_code: 404, requests: 8 },
      ]).map((d) => [d.label, d.color]),
    ).toEqual([
      ['404', 'status4xx'],
      ['503', 'status5xx'],
    ]);
  });

  it('orders status codes by requests, then code', () => {
    expect(
      statusCodeBars([
        { status_code: 404, requests: 5 },
        { status_code: 200, requests: 90 },
        { status_code: 304, requests: 5 },
      ]).map((d) => d.label),
    ).toEqual(['200', '304', '404']);
  });

  it('names the platform CDN and orders CDNs by requests', () => {
    expect(
      cdnShares(
        [
          { cdn_id: site, name: 'Fastly', requests: 10, bytes: 1 },
          { cdn_id: null, name: 'platform', requests: 30, bytes: 3 },
        ],
        'Platform CDN',
      ),
    ).toEqual([
      { label: 'Platform CDN', value: 30 },
      { label: 'Fastly', value: 10 },
    ]);
  });

  it('keys requests by country code', () => {
    expect(
      countryValues([
        { country: 'VN', requests: 7, bytes: 1 },
        { country: 'US', requests: 3, bytes: 1 },
      ]),
    ).toEqual({ VN: 7, US: 3 });
  });
});

describe('change markers', () => {
  const window = { from: Date.parse('2026-11-20T00:00:00Z'), to: Date.parse('2026-11-21T00:00:00Z') };
  const entries = [
    entry('3', {
      occurred_at: '2026-11-20T12:00:00Z',
      resource_type: 'cdn_cache_rule',
      resource_id: 'r1',
      action: 'createCacheRule',
      details: { after: { site_id: site } },
    }),
    entry('2', { occurred_at: '2026-11-20T08:00:00Z' }),
    entry('1', { occurred_at: '2026-11-19T08:00:00Z' }),
    entry('4', {
      occurred_at: '2026-11-20T09:00:00Z',
      resource_type: 'cdn_page_rule',
      resource_id: 'r2',
      action: 'deletePageRule',
      details: { before: { site_id: other } },
    }),
    entry('2', { occurred_at: '2026-11-20T08:00:00Z' }),
  ];
  const label = (e: AuditEntry, kind: string) => `${e.resource_type} ${kind}`;

  it('keeps the changes inside the window, once each, oldest first', () => {
    expect(changeMarkers(entries, { ...window, siteId: null }, label)).toEqual([
      { id: '2', time: Date.parse('2026-11-20T08:00:00Z'), label: 'cdn_site changed' },
      { id: '4', time: Date.parse('2026-11-20T09:00:00Z'), label: 'cdn_page_rule deleted' },
      { id: '3', time: Date.parse('2026-11-20T12:00:00Z'), label: 'cdn_cache_rule created' },
    ]);
  });

  it("keeps one site's changes: the site's own and its rules' (by the snapshot's site_id)", () => {
    expect(changeMarkers(entries, { ...window, siteId: site }, label).map((m) => m.id)).toEqual(['2', '3']);
    expect(siteOfChange(entries[3]!)).toBe(other);
    expect(siteOfChange(entry('5', { resource_type: 'cdn_page_rule', details: {} }))).toBeNull();
  });

  it('tells what a change did from its action', () => {
    expect(changeKind('createSite')).toBe('created');
    expect(changeKind('deleteFirewallRule')).toBe('deleted');
    expect(changeKind('purgeCache')).toBe('purged');
    expect(changeKind('patchEdgeSetting')).toBe('changed');
  });
});

describe('formats', () => {
  it('formats counts, bit rates and ratios in the UI language', () => {
    expect(formatCount(1234, 'en')).toBe('1,234');
    expect(formatCount(1_250_000, 'en')).toBe('1.3M');
    expect(formatBitRate(12_500_000, 'en')).toBe('12.5 Mb/s');
    expect(formatRatio(0.875, 'en')).toBe('87.5%');
    expect(formatCount(1234, 'de')).toBe('1.234');
  });
});
