// A site's origin configuration (one per site, SPEC §2 origin and origin/config): the servers with their weight,
// max fails and fail timeout, balancing, protocol and host header. The record's id is its site's; the engine
// edits it at origin/config and returns to the origin page, which shows it (site/OriginPage.tsx).
import { api } from '../../api/client';
import { cdnEnvelope, versioned } from '../../api/adapters';
import { ifMatchHeader } from '../../api/headers';
import type { components } from '../../api/generated/main';
import { defineResource } from '../../engine/types';
import { lazyChunk } from '../../api/chunks';
import { validatorsLoader } from '../../engine/validators';
import { cdnPaths } from './paths';

export type OriginSetting = components['schemas']['OriginSetting'];
export type OriginSettingInput = components['schemas']['origin-setting.schema'];

export const originSettingResource = defineResource<OriginSetting, OriginSettingInput>({
  name: 'origin_setting',
  area: 'cdn',
  idField: 'site_id',
  permission: { resource: 'cdn', action: 'read' },
  parent: { resource: 'site', param: 'siteId' },
  schemas: {
    form: lazyChunk(() => import('../../engine/generated/cdn/origin-setting.form-schema.json')),
    record: 'OriginSetting',
    loadValidators: validatorsLoader('cdn', 'origin-setting'),
  },
  ui: lazyChunk(() => import('../../../schemas/cdn/origin-setting.ui.json')),
  // One record per site, at the site's path: no collection to derive from.
  operations: {
    get: async (id) =>
      versioned(
        await api().main.GET('/cdn/sites/{id}/origin_setting', { params: { path: { id } } }),
        cdnEnvelope.one,
      ),
    update: async (id, input, { ifMatch }) =>
      versioned(
        await api().main.PUT('/cdn/sites/{id}/origin_setting', {
          params: { path: { id }, header: ifMatchHeader(ifMatch) },
          body: input,
        }),
        cdnEnvelope.one,
      ),
  },
  routes: {
    listedAt: cdnPaths.origin,
    edit: { path: cdnPaths.originConfig, param: 'siteId' },
  },
  audit: { resourceType: 'cdn_origin_setting' },
  api: { backend: 'main', itemPath: '/cdn/sites/{id}/origin_setting' },
});
