// IAM registry entries (SPEC §2): user groups and projects. Neither has add/edit pages in the spec, so they
// declare no create/edit routes: the engine creates and edits them in a drawer over the list or detail.
import type { RJSFSchema } from '@rjsf/utils';
import groupFormSchema from '../../engine/generated/iam/group.form-schema.json';
import projectFormSchema from '../../engine/generated/iam/project.form-schema.json';
import groupUi from '../../../schemas/iam/group.ui.json';
import projectUi from '../../../schemas/iam/project.ui.json';
import { api } from '../../api/client';
import { cdnEnvelope, versioned } from '../../api/adapters';
import type { components } from '../../api/generated/main';
import { defineResource, type ResourceUi } from '../../engine/types';
import { validatorsLoader } from '../../engine/validators';
import { resourceGroupResource } from './resourceGroupResource';

export type UserGroup = components['schemas']['UserGroup'];
export type UserGroupInput = components['schemas']['group.schema'];
export type Project = components['schemas']['TenantProject'];
export type ProjectInput = components['schemas']['project.schema'];

type GroupSortBy = 'name' | 'member_count' | 'created_at';
type ProjectSortBy = 'name' | 'created_at';

const groupForm = groupFormSchema as RJSFSchema;
const projectForm = projectFormSchema as RJSFSchema;
const defOf = (schema: RJSFSchema, name: string) => (schema.$defs as Record<string, RJSFSchema>)[name]!;
const ifMatchHeader = (ifMatch: string | undefined) => (ifMatch ? { 'If-Match': ifMatch } : {});

export const groupResource = defineResource<UserGroup, UserGroupInput>({
  name: 'user_group',
  area: 'iam',
  permission: { resource: 'iam', action: 'read' },
  schemas: {
    form: groupForm,
    record: defOf(groupForm, 'UserGroup'),
    loadValidators: validatorsLoader('iam', 'group'),
  },
  ui: groupUi as ResourceUi,
  operations: {
    list: async (query) =>
      cdnEnvelope.list(
        await api().main.GET('/tenant/groups', {
          params: {
            query: {
              page: query.page,
              per_page: query.perPage,
              sort_by: query.sortBy as GroupSortBy | undefined,
              sort_direction: query.sortDirection,
              search: query.search,
            },
          },
        }),
      ),
    get: async (id) =>
      versioned(await api().main.GET('/tenant/group/{id}', { params: { path: { id } } }), cdnEnvelope.one),
    create: async (input) => cdnEnvelope.one(await api().main.POST('/tenant/group', { body: input })),
    // Members join only on create (member_ids); an update names the group and describes it.
    update: async (id, { name, description }, { ifMatch }) =>
      versioned(
        await api().main.PUT('/tenant/group/{id}', {
          params: { path: { id }, header: ifMatchHeader(ifMatch) },
          body: { name, description },
        }),
        cdnEnvelope.one,
      ),
    delete: async (id, { ifMatch }) =>
      cdnEnvelope.action(
        await api().main.DELETE('/tenant/group/{id}', {
          params: { path: { id }, header: ifMatchHeader(ifMatch) },
        }),
      ),
  },
  routes: {
    list: '/iam-management/user-group',
    detail: { path: '/iam-management/user-group/:groupID', param: 'groupID' },
  },
  menu: { id: 'iam-user-groups', labelKey: 'iam:menu.userGroups' },
  audit: { resourceType: 'main/tenant/group' },
  api: { backend: 'main', itemPath: '/tenant/group/{id}' },
});

export const projectResource = defineResource<Project, ProjectInput>({
  name: 'project',
  area: 'iam',
  permission: { resource: 'iam', action: 'read' },
  schemas: {
    form: projectForm,
    record: defOf(projectForm, 'TenantProject'),
    loadValidators: validatorsLoader('iam', 'project'),
  },
  ui: projectUi as ResourceUi,
  operations: {
    list: async (query) =>
      cdnEnvelope.list(
        await api().main.GET('/tenant/projects', {
          params: {
            query: {
              page: query.page,
              per_page: query.perPage,
              sort_by: query.sortBy as ProjectSortBy | undefined,
              sort_direction: query.sortDirection,
              search: query.search,
            },
          },
        }),
      ),
    get: async (id) =>
      versioned(await api().main.GET('/tenant/project/{id}', { params: { path: { id } } }), cdnEnvelope.one),
    create: async (input) => cdnEnvelope.one(await api().main.POST('/tenant/project', { body: input })),
    update: async (id, input, { ifMatch }) =>
      versioned(
        await api().main.PUT('/tenant/project/{id}', {
          params: { path: { id }, header: ifMatchHeader(ifMatch) },
          body: input,
        }),
        cdnEnvelope.one,
      ),
    delete: async (id, { ifMatch }) =>
      cdnEnvelope.action(
        await api().main.DELETE('/tenant/project/{id}', {
          params: { path: { id }, header: ifMatchHeader(ifMatch) },
        }),
      ),
  },
  routes: {
    list: '/iam-management/project',
    detail: { path: '/iam-management/project/:projectID', param: 'projectID' },
  },
  menu: { id: 'iam-projects', labelKey: 'iam:menu.projects' },
  audit: { resourceType: 'main/tenant/project' },
  api: { backend: 'main', itemPath: '/tenant/project/{id}' },
  // Deleting a project removes its resource groups: the name must be typed.
  confirmDeleteByName: true,
});

export const iamResources = [groupResource, projectResource, resourceGroupResource];
