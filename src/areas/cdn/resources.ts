// CDN registry entries. A resource is declared once here; the engine derives its routes, menu item and
// list/form/detail screens (ARCHITECTURE §3).
import { api } from '../../api/client';
import { cdnEnvelope } from '../../api/adapters';
import type { components } from '../../api/generated/main';
import { defineResource } from '../../engine/types';
import { validatorsLoader } from '../../engine/validators';
import { lazyChunk } from '../../api/chunks';
import { siteChildResources } from './siteChildResources';
import { originSettingResource } from './originResource';
import { describePurge } from './siteHistory';
import { cdnPaths } from './paths';

export type Site = components['schemas']['Site'];
export type SiteInput = components['schemas']['SiteInput'];

/** Site kinds of /cdn/sites/add/{type} (SPEC §2); any other type shows the 404 page. */
export const siteTypes = ['web', 'vod'] as const;

export const siteResource = defineResource<Site, SiteInput>({
  name: 'site',
  area: 'cdn',
  idField: 'id',
  permission: { resource: 'cdn', action: 'read' },
  schemas: {
    form: lazyChunk(() => import('../../engine/generated/cdn/site.form-schema.json')),
    record: 'Site',
    loadValidators: validatorsLoader('cdn', 'site'),
  },
  ui: lazyChunk(() => import('../../../schemas/cdn/site.ui.json')),
  operations: {
    // A VOD site is created at its own path (SPEC §7); the rest is derived from `api`.
    create: async (input, { params }) => {
      const body = { ...input, vod: params.type === 'vod' };
      const result =
        params.type === 'vod'
          ? await api().main.POST('/cdn/sites/vod', { body })
          : await api().main.POST('/cdn/sites', { body });
      return cdnEnvelope.one(result);
    },
  },
  routes: {
    list: '/cdn/sites',
    create: {
      path: '/cdn/sites/add/:type',
      allowedParams: { type: siteTypes },
      defaultHref: '/cdn/sites/add/web',
      initialValues: (params) => ({ vod: params.type === 'vod' }),
      hrefFor: (record) => `/cdn/sites/add/${record.vod === true ? 'vod' : 'web'}`,
    },
    detail: { path: '/cdn/sites/:siteId', param: 'siteId' },
  },
  menu: { id: 'cdn-sites', labelKey: 'cdn:menu.sites' },
  audit: { resourceType: 'cdn_site', describe: { purge: describePurge } },
  api: { backend: 'main', listPath: '/cdn/sites', itemPath: '/cdn/sites/{id}' },
  // The overview (CNAME to configure, add-on domains, the site's sections) above the engine's detail.
  screens: { detail: lazyChunk(() => import('./site/SiteOverviewPage')) },
  confirmDeleteByName: true,
  statusTones: { pending: 'info', active: 'success', disabled: 'neutral', error: 'danger' },
  // The command palette: "Purge cache of <site>" beside a site found, or typed as "purge <name>".
  actions: [
    {
      id: 'cdn-purge-cache',
      labelKey: 'cdn:palette.purgeCacheOf',
      verbKey: 'cdn:palette.purgeCacheVerb',
      permission: { resource: 'cdn', action: 'write' },
      path: cdnPaths.purgeCache,
    },
  ],
});

export const cdnResources = [siteResource, ...siteChildResources, originSettingResource];
