// The console paths of the CDN dashboard and analytics screens (SPEC §2).
export const dashboardPath = '/cdn/dashboard';
export const analyticsIndexPath = '/cdn/analytics';
export const analyticsPath = '/cdn/analytics/:feature';
