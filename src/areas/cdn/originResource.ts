// A site's origin configuration (one per site, SPEC §2 origin and origin/config): the servers with their weight,
// max fails and fail timeout, balancing, protocol and host header. The record's id is its site's; the engine
// edits it at origin/config and returns to the origin page, which shows it (site/OriginPage.tsx).
import type { RJSFSchema } from '@rjsf/utils';
import originForm from '../../engine/generated/cdn/origin-setting.form-schema.json';
import originUi from '../../../schemas/cdn/origin-setting.ui.json';
import { api } from '../../api/client';
import { cdnEnvelope, versioned } from '../../api/adapters';
import { ifMatchHeader } from '../../api/headers';
import { defOf } from '../../api/schemaDefs';
import type { components } from '../../api/generated/main';
import { defineResource, type ResourceUi } from '../../engine/types';
import { validatorsLoader } from '../../engine/validators';
import { cdnPaths } from './paths';

export type OriginSetting = components['schemas']['OriginSetting'];
export type OriginSettingInput = components['schemas']['origin-setting.schema'];

const form = originForm as RJSFSchema;

export const originSettingResource = defineResource<OriginSetting, OriginSettingInput>({
  name: 'origin_setting',
  area: 'cdn',
  idField: 'site_id',
  permission: { resource: 'cdn', action: 'read' },
  parent: { resource: 'site', param: 'siteId' },
  schemas: {
    form,
    record: defOf(form, 'OriginSetting'),
    loadValidators: validatorsLoader('cdn', 'origin-setting'),
  },
  ui: originUi as ResourceUi,
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
