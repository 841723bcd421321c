// IAM registry entries (SPEC §2): user groups and projects. Neither has add/edit pages in the spec, so they
// declare no create/edit routes: the engine creates and edits them in a drawer over the list or detail.
// Their operations are derived from the contract paths in `api`.
import type { components } from '../../api/generated/main';
import { defineResource } from '../../engine/types';
import { lazyChunk } from '../../api/chunks';
import { validatorsLoader } from '../../engine/validators';
import { resourceGroupResource } from './resourceGroupResource';

export type UserGroup = components['schemas']['UserGroup'];
export type UserGroupInput = components['schemas']['group.schema'];
export type Project = components['schemas']['TenantProject'];
export type ProjectInput = components['schemas']['project.schema'];

export const groupResource = defineResource<UserGroup, UserGroupInput>({
  name: 'user_group',
  area: 'iam',
  permission: { resource: 'iam', action: 'read' },
  schemas: {
    form: lazyChunk(() => import('../../engine/generated/iam/group.form-schema.json')),
    record: 'UserGroup',
    loadValidators: validatorsLoader('iam', 'group'),
  },
  ui: lazyChunk(() => import('../../../schemas/iam/group.ui.json')),
  routes: {
    list: '/iam-management/user-group',
    detail: { path: '/iam-management/user-group/:groupID', param: 'groupID' },
  },
  menu: { id: 'iam-user-groups', labelKey: 'iam:menu.userGroups' },
  audit: { resourceType: 'main/tenant/group' },
  // Members join only on create (member_ids); an update names the group and describes it.
  api: {
    backend: 'main',
    listPath: '/tenant/groups',
    createPath: '/tenant/group',
    itemPath: '/tenant/group/{id}',
    updateFields: ['name', 'description'],
  },
});

export const projectResource = defineResource<Project, ProjectInput>({
  name: 'project',
  area: 'iam',
  permission: { resource: 'iam', action: 'read' },
  schemas: {
    form: lazyChunk(() => import('../../engine/generated/iam/project.form-schema.json')),
    record: 'TenantProject',
    loadValidators: validatorsLoader('iam', 'project'),
  },
  ui: lazyChunk(() => import('../../../schemas/iam/project.ui.json')),
  routes: {
    list: '/iam-management/project',
    detail: { path: '/iam-management/project/:projectID', param: 'projectID' },
  },
  menu: { id: 'iam-projects', labelKey: 'iam:menu.projects' },
  audit: { resourceType: 'main/tenant/project' },
  api: {
    backend: 'main',
    listPath: '/tenant/projects',
    createPath: '/tenant/project',
    itemPath: '/tenant/project/{id}',
  },
  // Deleting a project removes its resource groups: the name must be typed.
  confirmDeleteByName: true,
});

export const iamResources = [groupResource, projectResource, resourceGroupResource];
