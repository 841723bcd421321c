// The CDN area (SPEC §2): sites and what lives under each (registry entries), and the site's own screens.
import type { AreaDefinition, AreaPage } from '../../engine/types';
import { lazyChunk } from '../../api/chunks';
import { cdnResources } from './resources';
import { cdnMenu } from './menu';
import { cacheFeatures, cdnPaths, multiCdnFeatures, optimizationFeatures } from './paths';
import { analyticsPages } from './analytics/pages';
import { sslResources } from './ssl/resources';
import { extraConfigSubject } from './siteHistory';

const cdnRead = { resource: 'cdn', action: 'read' } as const;
const cdnWrite = { resource: 'cdn', action: 'write' } as const;

const pages: AreaPage[] = [
  {
    name: 'cdn-site-basic',
    path: cdnPaths.basic,
    titleKey: 'cdn:edge.pages.basic.title',
    permission: cdnRead,
    load: lazyChunk(() => import('./site/BasicPage')),
  },
  {
    name: 'cdn-site-cache',
    path: cdnPaths.cache,
    titleKey: 'cdn:cache.titles.setting',
    permission: cdnRead,
    allowedParams: { feature: cacheFeatures },
    load: lazyChunk(() => import('./site/CachePage')),
  },
  {
    name: 'cdn-site-optimization',
    path: cdnPaths.optimization,
    titleKey: 'cdn:optimization.titles.image',
    permission: cdnRead,
    allowedParams: { feature: optimizationFeatures },
    load: lazyChunk(() => import('./site/OptimizationPage')),
  },
  {
    name: 'cdn-site-multi-cdn',
    path: cdnPaths.multiCdn,
    titleKey: 'cdn:multiCdn.titles.management',
    permission: cdnRead,
    allowedParams: { feature: multiCdnFeatures },
    load: lazyChunk(() => import('./site/MultiCdnPage')),
  },
  {
    name: 'cdn-site-origin',
    path: cdnPaths.origin,
    titleKey: 'cdn:origin.title',
    permission: cdnRead,
    load: lazyChunk(() => import('./site/OriginPage')),
  },
  {
    name: 'cdn-site-extra-config',
    path: cdnPaths.extraConfig,
    titleKey: 'cdn:extraConfig.title',
    // SPEC §2/§6: operators only (the `admin` permission resource).
    permission: { resource: 'admin', action: 'read' },
    load: lazyChunk(() => import('./site/ExtraConfigPage')),
  },
  {
    name: 'cdn-site-purge-cache',
    path: cdnPaths.purgeCache,
    titleKey: 'cdn:purge.title',
    permission: cdnRead,
    load: lazyChunk(() => import('./site/PurgeCachePage')),
  },
];

export const cdnArea: AreaDefinition = {
  id: 'cdn',
  menuLabelKey: 'cdn:menu.label',
  resources: [...cdnResources, ...sslResources],
  auditSubjects: [extraConfigSubject],
  menu: cdnMenu,
  pages: [...pages, ...analyticsPages],
  // Opens at the first routed item of the side menu (its dashboard).
  service: { titleKey: 'services:cdn.name', descriptionKey: 'services:cdn.description', permission: 'cdn' },
  actions: [
    {
      id: 'cdn-add-site',
      labelKey: 'cdn:palette.addSite',
      href: '/cdn/sites/add/web',
      permission: cdnWrite,
      keywords: ['create', 'new'],
    },
    {
      id: 'cdn-add-vod-site',
      labelKey: 'cdn:palette.addVodSite',
      href: '/cdn/sites/add/vod',
      permission: cdnWrite,
      keywords: ['create', 'new', 'vod', 'video'],
    },
  ],
};
