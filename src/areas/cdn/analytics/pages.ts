// The CDN area's dashboard and analytics screens (SPEC §2 /cdn/dashboard, /cdn/analytics/{feature}).
import type { AreaPage } from '../../../engine/types';
import { lazyChunk } from '../../../api/chunks';
import { analyticsFeatures } from './analyticsQuery';
import { analyticsIndexPath, analyticsPath, dashboardPath } from './paths';

const cdnRead = { resource: 'cdn', action: 'read' } as const;

export const analyticsPages: AreaPage[] = [
  {
    name: 'cdn-dashboard',
    path: dashboardPath,
    titleKey: 'cdn:dashboard.title',
    permission: cdnRead,
    load: lazyChunk(() => import('../dashboard/DashboardPage')),
  },
  {
    name: 'cdn-analytics-index',
    path: analyticsIndexPath,
    titleKey: 'cdn:analytics.title',
    permission: cdnRead,
    load: lazyChunk(() => import('./AnalyticsIndexPage')),
  },
  {
    name: 'cdn-analytics',
    path: analyticsPath,
    titleKey: 'cdn:analytics.title',
    permission: cdnRead,
    allowedParams: { feature: analyticsFeatures },
    load: lazyChunk(() => import('./AnalyticsPage')),
  },
];
