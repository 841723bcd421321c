// Resource groups (SPEC §2 lists their add page and /iam-management/resources-groups/{id} with CDN): tenant-wide
// records inside a project. SPEC gives them no list page of their own: the projects page is where people
// look for them (each project counts its groups), so forms return there. Adding picks the project on a page of
// its own (ResourceGroupAddPage); editing renames and describes (the project stays).
import { lazyChunk } from '../../api/chunks';
import type { components } from '../../api/generated/main';
import { defineResource } from '../../engine/types';
import { validatorsLoader } from '../../engine/validators';

export type ResourceGroup = components['schemas']['TenantResourceGroup'];
export type ResourceGroupInput = components['schemas']['resource-group.schema'];

export const resourceGroupResource = defineResource<ResourceGroup, ResourceGroupInput>({
  name: 'resource_group',
  area: 'iam',
  permission: { resource: 'iam', action: 'read' },
  schemas: {
    form: lazyChunk(() => import('../../engine/generated/iam/resource-group.form-schema.json')),
    record: 'TenantResourceGroup',
    loadValidators: validatorsLoader('iam', 'resource-group'),
  },
  ui: lazyChunk(() => import('../../../schemas/iam/resource-group.ui.json')),
  routes: {
    listedAt: '/iam-management/project',
    create: {
      path: '/iam-management/resources-groups/add',
      defaultHref: '/iam-management/resources-groups/add',
    },
    detail: { path: '/iam-management/resources-groups/:id', param: 'id' },
  },
  screens: { create: lazyChunk(() => import('./ResourceGroupAddPage')) },
  audit: { resourceType: 'main/tenant/resource_group' },
  // A group keeps its project: an update names and describes it.
  api: {
    backend: 'main',
    listPath: '/tenant/resource_groups',
    createPath: '/tenant/resource_group',
    itemPath: '/tenant/resource_group/{id}',
    updateFields: ['name', 'description'],
  },
});
