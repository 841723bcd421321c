// The CDN area's dashboard and analytics screens (SPEC §2 /cdn/dashboard, /cdn/analytics/{feature}).
import type { AreaPage } from '../../../engine/types';

export const analyticsPages: AreaPage[] = [];
