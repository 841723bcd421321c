// Resource groups (SPEC §2 lists their add page and /iam-management/resources-groups/{id} with CDN): tenant-wide
// records inside a project. SPEC gives them no list page of their own: the projects page is where people
// look for them (each project counts its groups), so forms return there. Adding picks the project on a page of
// its own (ResourceGroupAddPage); editing renames and describes (the project stays).
import type { RJSFSchema } from '@rjsf/utils';
import formSchema from '../../engine/generated/iam/resource-group.form-schema.json';
import resourceGroupUi from '../../../schemas/iam/resource-group.ui.json';
import { api } from '../../api/client';
import { cdnEnvelope, versioned } from '../../api/adapters';
import { lazyChunk } from '../../api/chunks';
import type { components } from '../../api/generated/main';
import { defineResource, type ResourceUi } from '../../engine/types';
import { validatorsLoader } from '../../engine/validators';

export type ResourceGroup = components['schemas']['TenantResourceGroup'];
export type ResourceGroupInput = components['schemas']['resource-group.schema'];
type ResourceGroupSortBy = 'name' | 'project_name' | 'created_at';

const form = formSchema as RJSFSchema;
const ifMatchHeader = (ifMatch: string | undefined) => (ifMatch ? { 'If-Match': ifMatch } : {});

export const resourceGroupResource = defineResource<ResourceGroup, ResourceGroupInput>({
  name: 'resource_group',
  area: 'iam',
  permission: { resource: 'iam', action: 'read' },
  schemas: {
    form,
    record: (form.$defs as Record<string, RJSFSchema>).TenantResourceGroup as RJSFSchema,
    loadValidators: validatorsLoader('iam', 'resource-group'),
  },
  ui: resourceGroupUi as ResourceUi,
  operations: {
    list: async (query) =>
      cdnEnvelope.list(
        await api().main.GET('/tenant/resource_groups', {
          params: {
            query: {
              page: query.page,
              per_page: query.perPage,
              sort_by: query.sortBy as ResourceGroupSortBy | undefined,
              sort_direction: query.sortDirection,
              search: query.search,
            },
          },
        }),
      ),
    get: async (id) =>
      versioned(
        await api().main.GET('/tenant/resource_group/{id}', { params: { path: { id } } }),
        cdnEnvelope.one,
      ),
    create: async (input) =>
      cdnEnvelope.one(await api().main.POST('/tenant/resource_group', { body: input })),
    // A group keeps its project: an update names and describes it.
    update: async (id, { name, description }, { ifMatch }) =>
      versioned(
        await api().main.PUT('/tenant/resource_group/{id}', {
          params: { path: { id }, header: ifMatchHeader(ifMatch) },
          body: { name, description },
        }),
        cdnEnvelope.one,
      ),
    delete: async (id, { ifMatch }) =>
      cdnEnvelope.action(
        await api().main.DELETE('/tenant/resource_group/{id}', {
          params: { path: { id }, header: ifMatchHeader(ifMatch) },
        }),
      ),
  },
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
  api: { backend: 'main', itemPath: '/tenant/resource_group/{id}' },
});
